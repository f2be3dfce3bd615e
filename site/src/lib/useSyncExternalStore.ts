// wouter asks for use-sync-external-store's shim, written for React before 18; the compatibility layer has the hook itself, so the
// build points the shim here (astro.config.ts) and the customer area's scripts carry no copy of it.
export { useSyncExternalStore } from 'react';

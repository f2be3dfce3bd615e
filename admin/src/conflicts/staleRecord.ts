// A save the API refused because the record changed since the page read it (412): written by the data provider,
// shown by StaleRecordDialog until the user reloads or keeps the page.
import { useSyncExternalStore } from 'react';
import type { StaleRecord } from '@fitout/shared';

let refused: StaleRecord | null = null;
const listeners = new Set<() => void>();

export const staleRecord = {
  get: () => refused,
  set(value: StaleRecord | null) {
    refused = value;
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const useStaleRecord = () => useSyncExternalStore(staleRecord.subscribe, staleRecord.get);

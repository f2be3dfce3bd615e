// Build-time only (astro.config.ts, vitest.config.ts): the contract's calls the islands make, as method and path. They
// reach the islands' scripts as __FITOUT_CALLS__.<area> (islands/session/calls.ts), one literal per area, so that a
// page's script carries neither the contract's schemas nor the validation library they are written in, and only the
// areas it calls.
import {
  accounts,
  changes,
  mailPreferences,
  onlinePayments,
  orders,
  payments,
  quotes,
  selections,
  schedule,
  snags,
  threads,
  visits,
} from '@fitout/shared/contract';

const areas = { accounts, orders, mailPreferences, quotes, payments, onlinePayments, threads, visits, snags, changes, selections, schedule };

const refs = (area: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(area).map(([name, { method, path }]) => [name, { method, path }]));

/** The `define` entries of the islands' build: `__FITOUT_CALLS__.threads` → that area's calls. */
export const islandCalls = () =>
  Object.fromEntries(Object.entries(areas).map(([name, area]) => [`__FITOUT_CALLS__.${name}`, JSON.stringify(refs(area))]));

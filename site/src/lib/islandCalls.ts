// Build-time only (astro.config.ts, vitest.config.ts): the contract's calls the islands make, as method and path. They
// reach the islands' scripts as __FITOUT_CALLS__ (islands/session/calls.ts), so that a sign-in form carries neither
// the contract's schemas nor the validation library they are written in.
import { accounts, mailPreferences, orders } from '@fitout/shared/contract';

const refs = (area: Record<string, { method: string; path: string }>) =>
  Object.fromEntries(Object.entries(area).map(([name, { method, path }]) => [name, { method, path }]));

/** What __FITOUT_CALLS__ holds, as the `define` setting of the islands' build writes it. */
export const islandCalls = () => JSON.stringify({ accounts: refs(accounts), orders: refs(orders), mailPreferences: refs(mailPreferences) });

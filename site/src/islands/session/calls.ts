// The contract's calls the islands make, as method and path only: the site's build writes them from the contract
// (lib/islandCalls.ts), and the contract's schemas stay out of the pages' scripts. Typed as the endpoints they are.
import type { CallRef } from '@fitout/shared/client';
import type * as contract from '@fitout/shared/contract';

type Refs<Area> = { readonly [Name in keyof Area]: Area[Name] extends contract.Endpoint ? CallRef<Area[Name]> : never };

declare const __FITOUT_CALLS__: {
  accounts: Refs<typeof contract.accounts>;
  orders: Refs<typeof contract.orders>;
  mailPreferences: Refs<typeof contract.mailPreferences>;
  quotes: Refs<typeof contract.quotes>;
  payments: Refs<typeof contract.payments>;
  onlinePayments: Refs<typeof contract.onlinePayments>;
  threads: Refs<typeof contract.threads>;
  visits: Refs<typeof contract.visits>;
  snags: Refs<typeof contract.snags>;
  changes: Refs<typeof contract.changes>;
  selections: Refs<typeof contract.selections>;
  schedule: Refs<typeof contract.schedule>;
};

// Each area is its own literal in the built script: a page carries only the areas it calls.
export const accounts = __FITOUT_CALLS__.accounts;
export const orders = __FITOUT_CALLS__.orders;
export const mailPreferences = __FITOUT_CALLS__.mailPreferences;
export const quotes = __FITOUT_CALLS__.quotes;
export const payments = __FITOUT_CALLS__.payments;
export const onlinePayments = __FITOUT_CALLS__.onlinePayments;
export const threads = __FITOUT_CALLS__.threads;
export const visits = __FITOUT_CALLS__.visits;
export const snags = __FITOUT_CALLS__.snags;
export const changes = __FITOUT_CALLS__.changes;
export const selections = __FITOUT_CALLS__.selections;
export const schedule = __FITOUT_CALLS__.schedule;

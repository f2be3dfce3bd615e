// The contract's calls the islands make, as method and path only: the site's build writes them from the contract
// (lib/islandCalls.ts), and the contract's schemas stay out of the pages' scripts. Typed as the endpoints they are.
import type { CallRef } from '@fitout/shared/client';
import type { accounts as accountCalls, Endpoint, mailPreferences as mailCalls, orders as orderCalls } from '@fitout/shared/contract';

type Refs<Area> = { readonly [Name in keyof Area]: Area[Name] extends Endpoint ? CallRef<Area[Name]> : never };

declare const __FITOUT_CALLS__: { accounts: Refs<typeof accountCalls>; orders: Refs<typeof orderCalls>; mailPreferences: Refs<typeof mailCalls> };

export const { accounts, orders, mailPreferences } = __FITOUT_CALLS__;

// The contract's calls the islands make, as method and path only: the site's build writes them from the contract
// (lib/islandCalls.ts), and the contract's schemas stay out of the pages' scripts. Typed as the endpoints they are.
import type { CallRef } from '@fitout/shared/client';
import type { accounts as accountCalls, Endpoint, orders as orderCalls } from '@fitout/shared/contract';

type Refs<Area> = { readonly [Name in keyof Area]: Area[Name] extends Endpoint ? CallRef<Area[Name]> : never };

declare const __FITOUT_CALLS__: { accounts: Refs<typeof accountCalls>; orders: Refs<typeof orderCalls> };

export const { accounts, orders } = __FITOUT_CALLS__;

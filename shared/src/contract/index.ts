// The API contract: every call's path, method, parameters, body and answer, in one place. The server registers,
// validates, serializes and documents (OpenAPI) from it; the site and the console call through it.
import { accounts } from './accounts.ts';
import { admin } from './admin.ts';
import { categories, packages, works } from './catalogue.ts';
import type { Endpoint } from './endpoint.ts';
import { mailPreferences } from './mail-preferences.ts';
import { contact, orders } from './orders.ts';
import { staff } from './staff.ts';
import { payments, quotes } from './quotes.ts';
import { onlinePayments } from './online-payments.ts';
import { progress, threads } from './threads.ts';
import { twoFactor } from './two-factor.ts';
import { snags } from './snags.ts';
import { visits } from './visits.ts';
import { changes } from './changes.ts';
import { selections } from './selections.ts';
import { insights } from './insights.ts';
import { leads } from './leads.ts';
import { costs } from './costs.ts';
import { schedule } from './schedule.ts';
import { dailyLogs } from './daily-logs.ts';

export * from './endpoint.ts';
export * from './params.ts';
export * from './records.ts';
export * from './quotes.ts';
export * from './online-payments.ts';
export * from './threads.ts';
export * from './visits.ts';
export * from './work.ts';
export * from './snags.ts';
export * from './changes.ts';
export * from './selections.ts';
export * from './insights.ts';
export * from './leads.ts';
export * from './costs.ts';
export * from './schedule.ts';
export * from './daily-logs.ts';
export * from '../staff/roles.ts';
export * from './staff.ts';
export * from './two-factor.ts';
export * from './mail-preferences.ts';
export { refreshSchema } from './accounts.ts';
export { cancelRequestSchema, cancelSchema } from './orders.ts';
export {
  accounts,
  admin,
  categories,
  contact,
  orders,
  packages,
  payments,
  onlinePayments,
  quotes,
  progress,
  staff,
  threads,
  twoFactor,
  snags,
  visits,
  works,
  changes,
  selections,
  insights,
  leads,
  costs,
  schedule,
  dailyLogs,
};

/** The contract by area. A call's name is its place here, so a call added to an area is named with it. */
const areas = {
  accounts,
  categories,
  packages,
  works,
  orders,
  quotes,
  payments,
  onlinePayments,
  threads,
  progress,
  visits,
  snags,
  changes,
  selections,
  insights,
  leads,
  costs,
  schedule,
  dailyLogs,
  contact,
  admin,
  staff,
  twoFactor,
  mailPreferences,
};

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;
const camelCase = (key: string) => key.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** Each call's name, its path in `areas`: `orders.create`, `admin.packages.update`, `admin.contactMessages.list`. */
const names = new Map<Endpoint, string>();
(function name(tree: object, prefix: string) {
  for (const [key, value] of Object.entries(tree)) {
    if (isEndpoint(value)) names.set(value, `${prefix}${camelCase(key)}`);
    else name(value, `${prefix}${camelCase(key)}.`);
  }
})(areas, '');

/** Every call of the API, for the checks that nothing is left out (documentation, registration). */
export const allEndpoints: Endpoint[] = [...names.keys()];

/** A call's stable name (the OpenAPI operationId): where it sits in the contract, e.g. `accounts.token`. */
export function operationIdOf(call: Endpoint): string {
  const name = names.get(call);
  if (!name) throw new Error(`${call.method} ${call.path} is not in the contract's areas (shared/src/contract/index.ts)`);
  return name;
}

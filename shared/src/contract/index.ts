// The API contract: every call's path, method, parameters, body and answer, in one place. The server registers,
// validates, serializes and documents (OpenAPI) from it; the site and the console call through it.
import { accounts } from './accounts.ts';
import { admin } from './admin.ts';
import { categories, packages, works } from './catalogue.ts';
import type { Endpoint } from './endpoint.ts';
import { contact, orders } from './orders.ts';

export * from './endpoint.ts';
export * from './params.ts';
export * from './records.ts';
export { refreshSchema } from './accounts.ts';
export { accounts, admin, categories, contact, orders, packages, works };

/** Every call of the API, for the checks that nothing is left out (documentation, registration). */
export const allEndpoints: Endpoint[] = [accounts, categories, packages, works, orders, contact, ...Object.values(admin)].flatMap((area) =>
  Object.values(area as Record<string, Endpoint>),
);

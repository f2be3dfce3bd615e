// A list's equality filters (ListSpec.filters, list-query.ts) written as the columns they compare, one call per kind
// of value, instead of a `{ column, kind }` line per field.
import type { AnyColumn } from 'drizzle-orm';
import type { ListSpec } from './list-query.ts';

/** `filtersOf('text', { city: orders.city })` is `{ city: { column: orders.city, kind: 'text' } }`; fields keep their order. */
export const filtersOf = (kind: 'int' | 'text', columns: Record<string, AnyColumn>): ListSpec['filters'] =>
  Object.fromEntries(Object.entries(columns).map(([field, column]) => [field, { column, kind }]));

import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './index.ts';

/** Up to this many rows a count is exact; past it, the planner's estimate (never below the exact part). */
export const EXACT_COUNT_UP_TO = 1_000;

type Plan = { Plan?: { 'Plan Rows'?: number } };

/**
 * How many rows of `table` match `where`, without reading them all: a count that stops after EXACT_COUNT_UP_TO + 1
 * rows, and past that the planner's estimate (EXPLAIN), as large lists need only an order of magnitude to show
 * their pages. Small lists (a catalogue, one customer's orders) are counted exactly.
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_COUNT_UP_TO + 1)
    .as('capped');
  const [{ n }] = await db.select({ n: count() }).from(capped);
  if (n <= EXACT_COUNT_UP_TO) return n;
  const explained = await db.execute(sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`);
  const rows = (Array.isArray(explained) ? explained : (explained as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const value = Object.values(rows[0] ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as Plan[];
  return Math.max(n, Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

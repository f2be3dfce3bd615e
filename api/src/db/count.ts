import { count, sql, type SQL } from 'drizzle-orm';
import { type PgTable, PgDialect } from 'drizzle-orm/pg-core';
import { LRUCache } from 'lru-cache';
import type { Db } from './index.ts';

/** Up to this many rows a count is exact; past it, the planner's estimate (counted in full when it is below that). */
export const EXACT_COUNT_UP_TO = 1_000;
/** How long an estimate is reused for the same list: a total past a thousand may be this far behind. */
const ESTIMATE_REUSED_MS = 5_000;

type Plan = { Plan?: { 'Plan Rows'?: number } };

const dialect = new PgDialect();
/** Estimates by database, then by the query's text and parameters. */
const estimates = new WeakMap<Db, LRUCache<string, number>>();

function estimatesOf(db: Db) {
  let cache = estimates.get(db);
  if (!cache) {
    cache = new LRUCache<string, number>({ max: 1_000, ttl: ESTIMATE_REUSED_MS });
    estimates.set(db, cache);
  }
  return cache;
}

/**
 * How many rows of `table` match `where`, without reading them all: a count that stops after EXACT_COUNT_UP_TO + 1
 * rows, and past that the planner's estimate (EXPLAIN), reused for a few seconds, as large lists need only an order
 * of magnitude to show their pages. Small lists (a catalogue, one customer's orders) are counted exactly, every time.
 */
export async function countRows(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  // A new query for each use: drizzle's builders change in place, and a LIMIT added for the capped count would stay
  // on the query explained next (whose estimate then never passed the cap: `next` ended at the 1,001st row).
  const rows = () => db.select({ one: sql`1` }).from(table).where(where);
  const { sql: text, params } = dialect.sqlToQuery(rows().getSQL());
  const key = `${text} ${JSON.stringify(params)}`;
  const cache = estimatesOf(db);
  const known = cache.get(key);
  if (known !== undefined) return known;

  const [{ n }] = await db.select({ n: count() }).from(
    rows()
      .limit(EXACT_COUNT_UP_TO + 1)
      .as('capped'),
  );
  if (n <= EXACT_COUNT_UP_TO) return n;
  const explained = await db.execute(sql`explain (format json) ${rows()}`);
  const lines = (Array.isArray(explained) ? explained : (explained as { rows: unknown[] }).rows) as Record<string, unknown>[];
  const value = Object.values(lines[0] ?? {})[0];
  const plan = (typeof value === 'string' ? JSON.parse(value) : value) as Plan[];
  const planned = Math.round(plan?.[0]?.Plan?.['Plan Rows'] ?? 0);
  // An estimate no larger than the rows just seen comes from statistics older than the table's growth (filled since
  // its last ANALYZE): it knows nothing of the size. Such a list is counted in full (once, then reused likewise).
  const total = planned > n ? planned : (await db.select({ n: count() }).from(rows().as('all_rows')))[0].n;
  cache.set(key, total);
  return total;
}

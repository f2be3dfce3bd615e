// Unique names with a -2, -3 … suffix (the slugs of packages and works, usernames), and LIKE patterns that match
// text literally: one lookup for every table that hands out such names.
import { eq, getTableName, like, or, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '@fitout/shared';
import { isUniqueViolation } from './errors.ts';
import type { Db } from './index.ts';
import type { Transactions } from './transaction.ts';

/** `text` for a LIKE or ILIKE pattern, matched literally (the backslash is PostgreSQL's default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** The values of `column` (of `table`) that equal `base` or start with `base-`: the ones a new `base` may clash with. */
export async function takenNames(db: Pick<Db, 'select'>, table: PgTable, column: PgColumn, base: string): Promise<string[]> {
  const rows = await db
    .select({ name: column })
    .from(table)
    .where(or(eq(column, base), like(column, `${escapeLike(base)}-%`)));
  return rows.map((row) => String(row.name));
}

/** `base` itself when it is free, else `base` with the smallest free suffix from -2. */
export function firstFree(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** The advisory lock class of name handouts (two keys: this, then the hash of the table and base; db/ and publish/ use 7_241_18x). */
const NAMES_LOCK = 7_241_182;

/**
 * Holds, until the transaction `tx` ends, the handing out of names from `base` in `table`: writers of the same base
 * take turns, and each reads the names taken after the one before it committed, so none of them collides.
 */
export async function lockNames(tx: Pick<Db, 'execute'>, table: PgTable, base: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${NAMES_LOCK}, hashtext(${`${getTableName(table)} ${base}`}))`);
}

/**
 * Runs `attempt` in a savepoint of the transaction open (a transaction of its own when none is), again while it hits the unique
 * index `constraint`: a writer of another base may take the chosen name (the title "Kitchen 2" beside a second
 * "Kitchen"). The savepoint is rolled back before the next try, as PostgreSQL refuses any statement in a transaction
 * a failed one left aborted.
 */
export async function withUniqueSlug<T>(app: Transactions, constraint: string, attempt: (tx: Db) => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await app.transaction(attempt);
    } catch (error) {
      if (i >= tries || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

/**
 * Runs `insert` with the first free slug for `title` in `table` (`fallback` for a title without a letter or digit),
 * in a transaction (or a savepoint of the one open) that holds the slug's base until it ends: concurrent creates
 * with one title take -2, -3 … in turn. `insert` writes through the `tx` it is given. The table's unique index on its
 * slug is named `<table>_slug_unique` (db/schema.ts).
 */
export function withFreeSlug<T>(
  app: Transactions,
  table: PgTable & { slug: PgColumn },
  title: string,
  fallback: string,
  insert: (slug: string, tx: Db) => Promise<T>,
): Promise<T> {
  const base = slugify(title) || fallback;
  return withUniqueSlug(app, `${getTableName(table)}_slug_unique`, async (tx) => {
    await lockNames(tx, table, base);
    return insert(firstFree(base, await takenNames(tx, table, table.slug, base)), tx);
  });
}

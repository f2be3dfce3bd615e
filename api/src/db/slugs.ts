// Unique names with a -2, -3 … suffix (the slugs of packages and works, usernames), and LIKE patterns that match
// text literally: one lookup for every table that hands out such names.
import { eq, getTableName, like, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { slugify } from '@fitout/shared';
import { isUniqueViolation } from './errors.ts';
import type { Db } from './index.ts';

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

/**
 * The first free slug for `title`: the slugified title itself, else with the smallest free suffix.
 * `taken(base)` lists the slugs already in use that equal `base` or start with `base-`.
 * A title without a single letter or digit (an Arabic title, say) falls back to `fallback`.
 */
export async function uniqueSlug(title: string, fallback: string, taken: (base: string) => Promise<string[]>) {
  const base = slugify(title) || fallback;
  return firstFree(base, await taken(base));
}

/** Tries an insert a few times, taking a new slug when a concurrent writer took the one chosen. */
export async function withUniqueSlug<T>(constraint: string, attempt: () => Promise<T>, tries = 8): Promise<T> {
  for (let i = 1; ; i += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (i >= tries || !isUniqueViolation(error, constraint)) throw error;
    }
  }
}

/**
 * Runs `insert` with the first free slug for `title` in `table` (`fallback` for a title without a letter or digit),
 * again with a new one while a concurrent writer takes the one chosen: the table's unique index on its slug is named
 * `<table>_slug_unique` (db/schema.ts).
 */
export function withFreeSlug<T>(
  db: Pick<Db, 'select'>,
  table: PgTable & { slug: PgColumn },
  title: string,
  fallback: string,
  insert: (slug: string) => Promise<T>,
): Promise<T> {
  const taken = (base: string) => takenNames(db, table, table.slug, base);
  return withUniqueSlug(`${getTableName(table)}_slug_unique`, async () => insert(await uniqueSlug(title, fallback, taken)));
}

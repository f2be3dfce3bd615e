// Slugs of packages and works: slugify(title), made unique with a -2, -3 … suffix.
import { slugify } from '@fitout/shared';

/**
 * The first free slug for `title`: the slugified title itself, else with the smallest free suffix.
 * `taken(base)` lists the slugs already in use that equal `base` or start with `base-`.
 * A title without a single letter or digit (an Arabic title, say) falls back to `fallback`.
 */
export async function uniqueSlug(title: string, fallback: string, taken: (base: string) => Promise<string[]>) {
  const base = slugify(title) || fallback;
  const used = new Set(await taken(base));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** True when a database error is a unique violation of the given index (a concurrent writer took the slug). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return e.constraint === undefined || e.constraint === constraint;
  }
  return false;
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

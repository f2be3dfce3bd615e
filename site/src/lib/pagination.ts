// Category pages list their packages four a page (SPEC.md section 9): page 1 at /detailscategory/{id},
// page n at /detailscategory/{id}/n.

export const PACKAGES_PER_PAGE = 4;

export type Page<T> = { items: T[]; number: number; total: number };

export function pages<T>(items: readonly T[], size = PACKAGES_PER_PAGE): Page<T>[] {
  const total = Math.max(1, Math.ceil(items.length / size));
  return Array.from({ length: total }, (_, i) => ({ items: items.slice(i * size, (i + 1) * size), number: i + 1, total }));
}

/** The URL of page `n` under a base path; page 1 is the base itself. */
export function pageHref(base: string, n: number): string {
  return n <= 1 ? base : `${base}/${n}`;
}

// Content for the pre-rendered pages, read from the API at build time (API_URL: the API's root, e.g.
// http://127.0.0.1:8000). Shapes are the API contract's; every image field is an absolute URL or null, with its
// sizes in `images`.
import {
  type Answer,
  categories,
  type Category,
  MAX_PAGE_SIZE,
  type Component,
  type MediaInfo,
  type PackageRecord as Package,
  packages,
  pathOf,
  type Work,
  works,
} from '@fitout/shared/contract';

export type { Category, Component, Package, Work };
export type ImageInfo = NonNullable<MediaInfo>;
export type WorkImageField = keyof Work['images'];

/** The API root the build reads from, without a trailing slash. */
export function apiBase(): string {
  const base = process.env.API_URL;
  if (!base) {
    throw new Error('API_URL is not set: build the site with `npm run build -w site`, which starts an API when none is given.');
  }
  return base.replace(/\/+$/, '');
}

const cache = new Map<string, Promise<unknown>>();

/** GET a path of the API (pathOf a contract call) as JSON, once per build whatever the number of pages that ask. */
export function fetchJson<T>(path: string): Promise<T> {
  const url = `${apiBase()}${path}`;
  let pending = cache.get(url) as Promise<T> | undefined;
  if (!pending) {
    pending = (async () => {
      let response: Response;
      try {
        response = await fetch(url, { headers: { accept: 'application/json' } });
      } catch (error) {
        throw new Error(`Could not reach the API at ${url} (${(error as Error).message}). Is it running?`, { cause: error });
      }
      if (!response.ok) throw new Error(`The API answered ${response.status} for ${url}`);
      return (await response.json()) as T;
    })();
    cache.set(url, pending);
  }
  return pending;
}

type Item<T> = Extract<T, unknown[]>[number];
type Page<T> = { count: number; next: string | null; results: T[] };

/** Every item of a list, read a page of MAX_PAGE_SIZE at a time (a list asked without a page answers only its first). */
async function fetchAll<T>(path: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const answer = await fetchJson<Page<T>>(`${path}?page=${page}&page_size=${MAX_PAGE_SIZE}`);
    items.push(...answer.results);
    // Not the `next` URL itself: it names the API's public address, which a build may not reach.
    if (!answer.next) return items;
  }
}

export const getCategories = () => fetchAll<Item<Answer<typeof categories.list>>>(pathOf(categories.list));

/** All active packages, most viewed first (post/lists/ sorts by view); components included. */
export const getPackages = () => fetchAll<Item<Answer<typeof packages.list>>>(pathOf(packages.list));

export const getCategoryPackages = (slug: string) => fetchAll<Item<Answer<typeof packages.ofCategory>>>(pathOf(packages.ofCategory, { slug }));

export const getWorks = () => fetchAll<Item<Answer<typeof works.list>>>(pathOf(works.list));

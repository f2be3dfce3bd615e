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

/**
 * Reads the API for the pages another way than once per build: the publisher's renderer (site/scripts/page-renderer.ts)
 * keeps one build alive and renders pages again after catalogue changes, so it installs a reader under this key that
 * answers each of its passes afresh and notes which page read what. `load` is the plain read of `url`.
 */
export const SITE_READER = Symbol.for('fitout.site.reader');
export type SiteReader = (url: string, load: () => Promise<unknown>) => Promise<unknown>;

const cache = new Map<string, Promise<unknown>>();

async function load(url: string): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, { headers: { accept: 'application/json' } });
  } catch (error) {
    throw new Error(`Could not reach the API at ${url} (${(error as Error).message}). Is it running?`, { cause: error });
  }
  if (!response.ok) throw new Error(`The API answered ${response.status} for ${url}`);
  return response.json();
}

/** GET a path of the API (pathOf a contract call) as JSON, once per build whatever the number of pages that ask. */
export function fetchJson<T>(path: string): Promise<T> {
  const url = `${apiBase()}${path}`;
  const reader = (globalThis as { [SITE_READER]?: SiteReader })[SITE_READER];
  if (reader) return reader(url, () => load(url)) as Promise<T>;
  let pending = cache.get(url);
  if (!pending) {
    pending = load(url);
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}

type Item<T> = Extract<T, unknown[]>[number];
type Page<T> = { count: number; results: T[] };

/**
 * Every item of a list, read a page of MAX_PAGE_SIZE at a time (a list asked without a page answers only its first):
 * the first page tells how many there are, and the others are read together. Past 1,000 rows that count (and the
 * `next` link made from it) is the planner's estimate, which can fall short: pages are read on while the last one is
 * full, and a page past the end is simply empty.
 */
async function fetchAll<T>(path: string): Promise<T[]> {
  const pageOf = (page: number) => fetchJson<Page<T>>(`${path}?page=${page}&page_size=${MAX_PAGE_SIZE}`);
  const first = await pageOf(1);
  const counted = Math.ceil(first.count / MAX_PAGE_SIZE);
  const answers = [first, ...(await Promise.all(Array.from({ length: Math.max(0, counted - 1) }, (_, i) => pageOf(i + 2))))];
  while (answers[answers.length - 1].results.length === MAX_PAGE_SIZE) answers.push(await pageOf(answers.length + 1));
  return answers.flatMap((answer) => answer.results);
}

export const getCategories = () => fetchAll<Item<Answer<typeof categories.list>>>(pathOf(categories.list));

/**
 * Every package, by id, components included. By id rather than most viewed first (post/lists/): no page shows
 * that order, and the pages built would otherwise change with every visit (the sitemap lists them in this order).
 */
export const getPackages = () => fetchAll<Item<Answer<typeof packages.listById>>>(pathOf(packages.listById));

export const getCategoryPackages = (slug: string) => fetchAll<Item<Answer<typeof packages.ofCategory>>>(pathOf(packages.ofCategory, { slug }));

export const getWorks = () => fetchAll<Item<Answer<typeof works.list>>>(pathOf(works.list));

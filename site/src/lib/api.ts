// Content for the pre-rendered pages, read from the API at build time (API_URL: the API's root, e.g.
// http://127.0.0.1:8000). Shapes are the API contract's; every image field is an absolute URL or null, with its
// sizes in `images`.
import {
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
 * The catalogue the pages show, from somewhere other than this build's own reads: the publisher's renderer
 * (site/scripts/page-renderer.ts) keeps one build alive, holds the catalogue in memory, patches it with the records
 * each change touched and renders again the pages whose data changed. It installs its lists under this key; they
 * answer exactly what the reads below would (the same records, in the same order).
 */
export const SITE_CATALOGUE = Symbol.for('fitout.site.catalogue');
export type SiteCatalogue = {
  categories(): Promise<Category[]>;
  packages(): Promise<Package[]>;
  categoryPackages(slug: string): Promise<Package[]>;
  works(): Promise<Work[]>;
};
const installed = () => (globalThis as { [SITE_CATALOGUE]?: SiteCatalogue })[SITE_CATALOGUE];

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
  let pending = cache.get(url);
  if (!pending) {
    pending = load(url);
    cache.set(url, pending);
  }
  return pending as Promise<T>;
}

type Read = <T>(path: string) => Promise<T>;
type Page<T> = { count: number; results: T[] };

/**
 * Every item of a list, read a page of MAX_PAGE_SIZE at a time (a list asked without a page answers only its first):
 * the first page tells how many there are, and the others are read together. Past 1,000 rows that count is the
 * planner's estimate, which can fall short of the truth: pages are read on while the last one is full, and a page
 * past the end is simply empty.
 */
async function fetchAll<T>(path: string, read: Read): Promise<T[]> {
  const pageOf = (page: number) => read<Page<T>>(`${path}${path.includes('?') ? '&' : '?'}page=${page}&page_size=${MAX_PAGE_SIZE}`);
  const first = await pageOf(1);
  const counted = Math.ceil(first.count / MAX_PAGE_SIZE);
  const answers = [first, ...(await Promise.all(Array.from({ length: Math.max(0, counted - 1) }, (_, i) => pageOf(i + 2))))];
  while (answers[answers.length - 1].results.length === MAX_PAGE_SIZE) answers.push(await pageOf(answers.length + 1));
  return answers.flatMap((answer) => answer.results);
}

/** The catalogue's lists, read through `read`. */
const listsThrough = (read: Read): SiteCatalogue => ({
  categories: () => fetchAll<Category>(pathOf(categories.list), read),
  /**
   * Every package, by id, components included. By id rather than most viewed first (post/lists/): no page shows
   * that order, and the pages built would otherwise change with every visit (the sitemap lists them in this order).
   */
  packages: () => fetchAll<Package>(pathOf(packages.listById), read),
  categoryPackages: (slug) => fetchAll<Package>(pathOf(packages.ofCategory, { slug }), read),
  works: () => fetchAll<Work>(pathOf(works.list), read),
});

/** At most this many fresh reads at once: past its database connections the API answers 503. */
const FRESH_READS_AT_ONCE = 6;
let freshRunning = 0;
const freshWaiting: (() => void)[] = [];

const fresh: Read = async (path) => {
  while (freshRunning >= FRESH_READS_AT_ONCE) await new Promise<void>((turn) => freshWaiting.push(turn));
  freshRunning++;
  try {
    return (await load(`${apiBase()}${path}`)) as never;
  } finally {
    freshRunning--;
    freshWaiting.shift()?.();
  }
};

/** The lists as the API answers them now, read afresh at each call (the renderer's reads), and some of their records. */
export const catalogueReads = {
  ...listsThrough(fresh),
  /** Only the records with these ids (`?id=`, at most MAX_PAGE_SIZE), in the list's order; one gone is not there. */
  some: {
    categories: (ids: number[]) => fetchAll<Category>(`${pathOf(categories.list)}?id=${ids.join(',')}`, fresh),
    packages: (ids: number[]) => fetchAll<Package>(`${pathOf(packages.listById)}?id=${ids.join(',')}`, fresh),
    works: (ids: number[]) => fetchAll<Work>(`${pathOf(works.list)}?id=${ids.join(',')}`, fresh),
  },
};

/** A build's lists: each URL read once, whatever the number of pages that ask. */
const buildLists = listsThrough(fetchJson);

export const getCategories = () => (installed() ?? buildLists).categories();
export const getPackages = () => (installed() ?? buildLists).packages();
export const getCategoryPackages = (slug: string) => (installed() ?? buildLists).categoryPackages(slug);
export const getWorks = () => (installed() ?? buildLists).works();

// The site's pages for the publisher: one `astro build` of the site's code, kept in this process, and after each
// catalogue change only the pages whose data changed rendered again and swapped into the folder that build wrote.
//
// The pages read the catalogue from memory (catalogue.ts, installed as lib/api.ts's SiteCatalogue): read whole for
// the build, then patched with only the records each change touched. A page's data is what Astro hands it (its
// getStaticPaths props) and the lists it reads while it renders; both are fingerprinted at each render. A pass
// patches the catalogue and renders again the pages that are new or whose fingerprints changed; pages gone are
// removed, and the sitemap is written again when the list of pages changed. The rendering is the build's own (its
// prerenderer, kept through the integration API's setPrerenderer), so the folder stays what a full build of the same
// catalogue writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { ChangedRecord, Regenerated } from '@fitout/shared/publishing';
import type { AstroConfig, AstroIntegration, AstroIntegrationLogger, AstroPrerenderer, PathWithRoute, RouteData } from 'astro';
import { SITE_CATALOGUE, type SiteCatalogue } from '../src/lib/api.ts';
import { Catalogue } from './catalogue.ts';
import { inOwnWorkFolder } from './work-folder.ts';

export const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---- the one part of Astro's build that is not public API -------------------------------------------------------
// Everything else is Astro's documented integration API: the build's own prerenderer, kept through setPrerenderer,
// renders a page (its `getStaticPaths` and `render`), and the folder's layout is build.format's documented one. But
// Astro offers no public way to run a prerendered route's getStaticPaths again once the build ran them: their results
// stay in the prerenderer's app's route cache for the life of the process. That cache is read here (its entries give
// each page's props, and it is emptied before each pass) and checked at the build: an Astro version that moves it
// leaves the build as it is, and every change then builds the whole site (slower, never wrong), with a line saying
// why. Astro's Container API (experimental, and it renders components without the build's hashed assets) and the Node
// adapter's on-demand rendering (no getStaticPaths, no redirect pages) were weighed: docs/decisions.md.

type RouteCache = {
  clearAll(): void;
  get(route: RouteData): { staticPaths?: { keyed?: Map<string, { props?: unknown }> } } | undefined;
};

/** The route cache of the default prerenderer's app, or null when this Astro version keeps it elsewhere. */
function routeCacheOf(prerenderer: AstroPrerenderer): RouteCache | null {
  const cache = (prerenderer as { app?: { routeCache?: Partial<RouteCache> } }).app?.routeCache;
  return typeof cache?.clearAll === 'function' && typeof cache.get === 'function' ? (cache as RouteCache) : null;
}

// ---- a page's request, file and redirect page, as the build makes them ------------------------------------------

const STATUS_CODE_PAGES = new Set(['/404', '/500']);

/** The path a page is requested at in the `directory` format: with a trailing slash, endpoints as named. */
const requestPath = (path: PathWithRoute) => (path.route.type === 'endpoint' ? path.pathname : `${path.pathname.replace(/\/+$/, '')}/`);

/** A page's file in the `directory` format: `<path>/index.html`, `404.html` and `500.html`, endpoints as named. */
function fileOf(path: PathWithRoute): string {
  const pathname = decodeURI(path.pathname);
  if (path.route.type === 'endpoint' || STATUS_CODE_PAGES.has(pathname))
    return `${pathname.replace(/^\//, '')}${path.route.type === 'endpoint' ? '' : '.html'}`;
  return join(pathname, 'index.html').replace(/^\//, '');
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>'"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', "'": '&#39;', '"': '&quot;' })[char]!);

/** The page a static build writes for a redirect (build.redirects): a meta refresh, as Astro's routing guide shows. */
function redirectPage(config: AstroConfig, status: number, location: string, from: string): string {
  const rel = escapeHtml(location);
  const abs = escapeHtml(String(config.site ? new URL(location, config.site) : location));
  const page = `<!doctype html>
<title>Redirecting to: ${rel}</title>
<meta http-equiv="refresh" content="${status === 302 ? 2 : 0};url=${rel}">
<meta name="robots" content="noindex">
<link rel="canonical" href="${abs}">
<body>
	<a href="${rel}">Redirecting from <code>${escapeHtml(from)}</code> to <code>${rel}</code></a>
</body>`;
  return config.compressHTML ? page.replaceAll('\n', '') : page;
}

// ---- fingerprints ----------------------------------------------------------------------------------------------

/**
 * A package's view count changes with every visit and no page shows it (lists sorted by it still change order,
 * which the fingerprint sees): leaving it out keeps visits from sending pages to be rendered again.
 */
const UNSHOWN = new Set(['view']);
/** Fingerprints of frozen objects (the catalogue's records and lists), which never change. */
const prints = new WeakMap<object, string>();

/** A hash of `value` as JSON would write it (UNSHOWN fields aside), built from the hashes of what it holds. */
function fingerprint(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'undefined';
  const known = prints.get(value);
  if (known) return known;
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return fingerprint(json.call(value));
  const hash = createHash('sha256');
  if (Array.isArray(value)) {
    hash.update('[');
    for (const item of value) hash.update(fingerprint(item)).update(',');
  } else {
    hash.update('{');
    for (const [key, field] of Object.entries(value)) {
      if (field !== undefined && !UNSHOWN.has(key)) hash.update(JSON.stringify(key)).update(':').update(fingerprint(field)).update(',');
    }
  }
  const print = hash.digest('base64url');
  if (Object.isFrozen(value)) prints.set(value, print);
  return print;
}

/** The lists a page reads while it renders, named: `categories`, `packages`, `works`, `category:<slug>`. */
type ListName = 'categories' | 'packages' | 'works' | `category:${string}`;

/** A path as the build names it, without the trailing slash its request carries in the `directory` format. */
const pathKey = (pathname: string) => decodeURI(pathname).replace(/\/+$/, '') || '/';

type Page = {
  path: PathWithRoute;
  /** The fingerprint of its props (`redirect` for an alias page, which shows only where it points). */
  props: string;
  /** Each list it read while it rendered, and that list's fingerprint. */
  reads: Map<ListName, string>;
  /** Its file, relative to the folder. */
  file: string;
};

const silentLogger = (): AstroIntegrationLogger => {
  const logger = {
    label: 'fitout:page-renderer',
    options: {},
    info() {},
    debug() {},
    warn: (message: string) => console.warn(message),
    error: (message: string) => console.error(message),
    fork: () => logger,
  };
  return logger as unknown as AstroIntegrationLogger;
};

export class PageRenderer {
  #outDir: string | null = null;
  #prerenderer: AstroPrerenderer | null = null;
  /** The site's config as the build resolved it. */
  #config: AstroConfig | null = null;
  /** The origin of the build's requests. */
  #origin = 'http://localhost';
  /** Why the pages cannot be rendered again after this build (see the top of this file), or null when they can. */
  #unsupported: string | null = null;
  /** The redirect pages the build wrote, and what this file would write for them: checked once the build is done. */
  #redirects: { file: string; body: string }[] = [];
  /** Every page the folder holds, by path. */
  #pages = new Map<string, Page>();
  /** The page names the sitemap was written from (the build's order). */
  #sitemapPages: string[] = [];
  /** The catalogue the pages show. */
  readonly #catalogue = new Catalogue();
  /** The lists the page being rendered reads. */
  #reading = new AsyncLocalStorage<Set<ListName>>();
  /** Each page's file, by route and pathname (the same in every pass; tens of thousands of paths at 10,000 packages). */
  #files = new Map<string, string>();

  /** The catalogue's lists for the pages, noting which page read which. */
  readonly #lists: SiteCatalogue = {
    categories: () => this.#note('categories', () => this.#catalogue.lists.categories()),
    packages: () => this.#note('packages', () => this.#catalogue.lists.packages()),
    works: () => this.#note('works', () => this.#catalogue.lists.works()),
    categoryPackages: (slug) => this.#note(`category:${slug}`, () => this.#catalogue.lists.categoryPackages(slug)),
  };

  #note<T>(name: ListName, read: () => Promise<T>): Promise<T> {
    this.#reading.getStore()?.add(name);
    return read();
  }

  /** The fingerprint of a list as the catalogue holds it now. */
  async #listPrint(name: ListName): Promise<string> {
    if (name === 'categories' || name === 'packages' || name === 'works') return fingerprint(await this.#catalogue.lists[name]());
    return fingerprint(await this.#catalogue.lists.categoryPackages(name.slice('category:'.length)));
  }

  /** The folder this renderer's build wrote, and keeps up to date. */
  get outDir(): string | null {
    return this.#outDir;
  }

  /** A full build of the site into `outDir` (astro build with the site's config), kept for the passes after it. */
  async build(outDir: string): Promise<{ pages: number; ms: number }> {
    const started = performance.now();
    this.#install();
    await this.#catalogue.load();
    this.#pages.clear();
    this.#files.clear();
    this.#redirects = [];
    this.#unsupported = null;
    this.#outDir = resolve(outDir);
    const { build } = await import('astro');
    const out = this.#outDir;
    await inOwnWorkFolder(resolve(siteDir, '..'), () => build({ root: siteDir, outDir: out, integrations: [this.#keeper()] }));
    if (!this.#prerenderer || this.#pages.size === 0) throw new Error('The build rendered no page.');
    this.#unsupported ??= await this.#differenceFromBuild(out);
    this.#redirects = [];
    if (this.#unsupported)
      console.warn(`site renderer: pages cannot be rendered again after this build (${this.#unsupported}): each change builds the whole site`);
    this.#sitemapPages = this.#pageNames([...this.#pages.values()].map((page) => page.path));
    return { pages: this.#pages.size, ms: Math.round(performance.now() - started) };
  }

  /**
   * Renders again the pages whose data changed since the last pass (or the build), into the build's folder, after
   * reading again the records `records` names (null: the whole catalogue).
   */
  async regenerate(records: readonly ChangedRecord[] | null = null): Promise<Regenerated> {
    const started = performance.now();
    const outDir = this.#outDir;
    const prerenderer = this.#prerenderer;
    const config = this.#config;
    if (!outDir || !prerenderer || !config) throw new Error('No build to render pages from: build first.');
    const cache = routeCacheOf(prerenderer);
    if (this.#unsupported || !cache) throw new Error(`Pages cannot be rendered again after this build: ${this.#unsupported ?? 'no route cache'}`);
    this.#install();
    const read = records ? await this.#catalogue.patch(records) : (await this.#catalogue.load(), null);
    const readMs = Math.round(performance.now() - started);
    cache.clearAll();
    const paths = this.#unique(await prerenderer.getStaticPaths());
    const pathsMs = Math.round(performance.now() - started) - readMs;

    const next = new Map<string, Page>();
    const stale: Page[] = [];
    await Promise.all(
      paths.map(async (path) => {
        const key = pathKey(path.pathname);
        const before = this.#pages.get(key);
        const page = this.#page(cache, path, before?.reads);
        next.set(key, page);
        const changed = !before || before.props !== page.props || before.file !== page.file || (await this.#readsChanged(before));
        if (changed) stale.push(page);
      }),
    );

    const compareMs = Math.round(performance.now() - started) - readMs - pathsMs;
    const scratch = await mkdtemp(`${outDir}.pass-`);
    const written: string[] = [];
    const removed: string[] = [];
    try {
      // In the build's order, a few at a time; each file is swapped in whole (written aside, then renamed).
      const order = new Map(paths.map((path, i) => [path, i]));
      stale.sort((a, b) => order.get(a.path)! - order.get(b.path)!);
      for (let i = 0; i < stale.length; i += 4) {
        await Promise.all(
          stale.slice(i, i + 4).map(async (page) => {
            const reads = new Set<ListName>();
            const body = await this.#reading.run(reads, () => this.#render(prerenderer, config, page.path));
            page.reads = await this.#readPrints(reads);
            if (body !== null && (await swapIn(outDir, scratch, page.file, body))) written.push(page.file);
          }),
        );
      }

      const pageNames = this.#pageNames(paths);
      if (pageNames.join('\n') !== this.#sitemapPages.join('\n')) {
        const files = await this.#writeSitemap(config, pageNames, outDir, scratch);
        written.push(...files.written);
        removed.push(...files.removed);
        this.#sitemapPages = pageNames;
      }

      // Last, so that no page links to one already gone.
      const kept = new Set([...next.values()].map((page) => page.file));
      for (const page of this.#pages.values()) {
        if (kept.has(page.file)) continue;
        await rm(join(outDir, page.file), { force: true });
        await removeEmptyFolders(outDir, dirname(join(outDir, page.file)));
        removed.push(page.file);
      }
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
    this.#pages = next;
    return {
      written: written.sort(),
      removed: removed.sort(),
      pages: next.size,
      rendered: stale.length,
      records: read,
      ms: Math.round(performance.now() - started),
      readMs,
      pathsMs,
      compareMs,
    };
  }

  /**
   * A page's file as the build writes it (null: none), rendered by the build's prerenderer: the response's body, or
   * for a redirect the page that points on.
   */
  async #render(prerenderer: AstroPrerenderer, config: AstroConfig, path: PathWithRoute): Promise<string | Uint8Array | null> {
    const url = new URL(requestPath(path), this.#origin);
    const rendered = await prerenderer.render(new Request(url), { routeData: path.route });
    const response = rendered instanceof Response ? rendered : rendered.response;
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel();
      if (path.route.type === 'redirect' && !config.build.redirects) return null;
      const location = response.headers.get('location');
      if (!location) throw new Error(`${path.pathname} answered ${response.status} without a Location.`);
      return redirectPage(config, response.status, location, url.pathname);
    }
    return response.body ? Buffer.from(await response.arrayBuffer()) : null;
  }

  /** The integration that keeps the build's prerenderer, and notes each page's data as the build renders it. */
  #keeper(): AstroIntegration {
    const unsupported = (why: string) => void (this.#unsupported ??= why);
    return {
      name: 'fitout:page-renderer',
      hooks: {
        'astro:config:done': ({ config }) => {
          this.#config = config;
          if (config.build.format !== 'directory') unsupported(`build.format is ${config.build.format}, not directory`);
        },
        'astro:build:start': ({ setPrerenderer }) => {
          setPrerenderer((base) => {
            this.#prerenderer = base;
            return {
              name: 'fitout:page-renderer',
              setup: () => base.setup?.() ?? Promise.resolve(),
              getStaticPaths: async () => {
                const paths = await base.getStaticPaths();
                const cache = routeCacheOf(base);
                if (!cache) unsupported("this Astro version's prerenderer keeps no route cache where expected");
                for (const path of this.#unique(paths)) {
                  if (path.route.type === 'fallback') unsupported(`${path.pathname} is an i18n fallback page`);
                  this.#pages.set(pathKey(path.pathname), this.#page(cache, path));
                }
                return paths;
              },
              render: async (request, options) => {
                const url = new URL(request.url);
                this.#origin = url.origin;
                const page = this.#pages.get(pathKey(url.pathname));
                const reads = new Set<ListName>();
                const rendered = await this.#reading.run(reads, () => base.render(request, options));
                if (!page) return rendered;
                page.reads = await this.#readPrints(reads);
                if (new URL(requestPath(page.path), url.origin).href !== url.href)
                  unsupported(`the build requested ${url.pathname} for ${page.path.pathname}`);
                const response = rendered instanceof Response ? rendered : rendered.response;
                const location = response.headers.get('location');
                if (response.status >= 300 && response.status < 400 && location && this.#config) {
                  this.#redirects.push({ file: page.file, body: redirectPage(this.#config, response.status, location, url.pathname) });
                }
                return rendered;
              },
              collectStaticImages: base.collectStaticImages?.bind(base),
              teardown: () => base.teardown?.() ?? Promise.resolve(),
            };
          });
        },
      },
    };
  }

  /** Where the build's folder differs from what this file expects of it: a page's file missing, a redirect page unlike it. */
  async #differenceFromBuild(outDir: string): Promise<string | null> {
    const present = new Set(
      (await readdir(outDir, { recursive: true, withFileTypes: true }))
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name)),
    );
    for (const page of this.#pages.values()) {
      if (!present.has(join(outDir, page.file))) return `the build wrote no ${page.file} for ${page.path.pathname}`;
    }
    for (const { file, body } of this.#redirects) {
      if ((await readFile(join(outDir, file), 'utf8')) !== body) return `the build's redirect page ${file} differs from the one written here`;
    }
    return null;
  }

  #install() {
    (globalThis as { [SITE_CATALOGUE]?: SiteCatalogue })[SITE_CATALOGUE] = this.#lists;
  }

  /** The build keeps the first of two paths that name the same page (its prerenderConflictBehavior). */
  #unique(paths: PathWithRoute[]): PathWithRoute[] {
    const seen = new Set<string>();
    return paths.filter((path) => {
      const key = pathKey(path.pathname);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  /** A page as the build names it: its props' fingerprint, its file; its reads are known once it rendered. */
  #page(cache: RouteCache | null, path: PathWithRoute, reads = new Map<ListName, string>()): Page {
    let props = '';
    if (path.route.type === 'redirect') props = 'redirect';
    else if (!path.route.pathname && cache) {
      const entry = cache.get(path.route)?.staticPaths?.keyed?.get(path.pathname);
      if (!entry) throw new Error(`No getStaticPaths entry for ${path.pathname} (${path.route.component}).`);
      props = fingerprint(entry.props ?? null);
    }
    const fileKey = `${path.route.route}\0${path.pathname}`;
    let file = this.#files.get(fileKey);
    if (file === undefined) {
      file = fileOf(path);
      this.#files.set(fileKey, file);
    }
    return { path, props, reads, file };
  }

  async #readPrints(names: Set<ListName>): Promise<Map<ListName, string>> {
    return new Map(await Promise.all([...names].map(async (name) => [name, await this.#listPrint(name)] as const)));
  }

  async #readsChanged(page: Page): Promise<boolean> {
    for (const [name, print] of page.reads) {
      // A list that fails now (its category gone) is a change too: the page renders again, and says why if it fails.
      if ((await this.#listPrint(name).catch(() => null)) !== print) return true;
    }
    return false;
  }

  /** The page names the build hands the sitemap: pages only, in the build's order, with the directory format's slash. */
  #pageNames(paths: PathWithRoute[]): string[] {
    return paths.filter((path) => path.route.type === 'page').map((path) => path.pathname.replace(/\/?$/, '/').replace(/^\//, ''));
  }

  /** The sitemap integration's own output for these pages, swapped in file by file; its files no longer made go. */
  async #writeSitemap(config: AstroConfig, pageNames: string[], outDir: string, scratch: string) {
    const sitemap = config.integrations.find((integration) => integration.name === '@astrojs/sitemap');
    const done = sitemap?.hooks['astro:build:done'];
    if (!done) return { written: [], removed: [] };
    const dir = join(scratch, 'sitemap');
    await mkdir(dir);
    await done({ dir: pathToFileURL(`${dir}${sep}`), pages: pageNames.map((pathname) => ({ pathname })), assets: new Map(), logger: silentLogger() });
    const made = await readdir(dir);
    const written: string[] = [];
    for (const name of made) {
      if (await swapIn(outDir, scratch, name, await readFile(join(dir, name)))) written.push(name);
    }
    // Chunks the sitemap no longer needs (`<base>-1.xml` … beside `<base>-index.xml`).
    const index = made.find((name) => name.endsWith('-index.xml'));
    const prefix = index?.slice(0, -'index.xml'.length);
    const removed: string[] = [];
    for (const name of prefix ? await readdir(outDir) : []) {
      if (name.startsWith(prefix!) && name.endsWith('.xml') && !made.includes(name)) {
        await rm(join(outDir, name), { force: true });
        removed.push(name);
      }
    }
    return { written, removed };
  }
}

/** Writes `file` (relative to `outDir`) whole: aside in `scratch`, then renamed over the old one. False when unchanged. */
async function swapIn(outDir: string, scratch: string, file: string, body: string | Uint8Array): Promise<boolean> {
  const target = join(outDir, file);
  const bytes = typeof body === 'string' ? Buffer.from(body) : body;
  try {
    if (Buffer.compare(await readFile(target), bytes) === 0) return false;
  } catch {
    // a new file
  }
  const aside = join(scratch, randomBytes(8).toString('hex'));
  await writeFile(aside, bytes);
  await mkdir(dirname(target), { recursive: true });
  await rename(aside, target);
  return true;
}

/** Removes `dir` and its parents while they are empty, up to (not including) `root`. */
async function removeEmptyFolders(root: string, dir: string) {
  for (let current = dir; current.startsWith(`${root}${sep}`); current = dirname(current)) {
    try {
      await rmdir(current);
    } catch {
      return;
    }
  }
}

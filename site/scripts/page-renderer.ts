// The site's pages for the publisher: one `astro build` of the site's code, kept in this process, and after each
// catalogue change only the pages whose data changed rendered again and swapped into the folder that build wrote.
//
// The pages read the catalogue from memory (catalogue.ts, installed as lib/api.ts's SiteCatalogue): read whole for
// the build, then patched with only the records each change touched. A page's data is what Astro hands it (its
// getStaticPaths props) and the lists it reads while it renders; both are fingerprinted at each render. A pass
// patches the catalogue and renders again the pages that are new or whose fingerprints changed; pages gone are
// removed, and the sitemap is written again when the list of pages changed. The rendering is the build's own (its
// prerenderer, its renderPath), so the folder stays what a full build of the same catalogue writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer, PathWithRoute, RouteData } from 'astro';
import { SITE_CATALOGUE, type SiteCatalogue } from '../src/lib/api.ts';
import { Catalogue, type ChangedRecord } from './catalogue.ts';
import { inOwnWorkFolder } from './work-folder.ts';

export const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');

// ---- the few parts of Astro's build that are not public API ---------------------------------------------------
// Astro 7 lets an integration replace the build's prerenderer (setPrerenderer), which is how this file keeps the
// build's own one; rendering with it after the build needs three things more, kept here and checked at first use,
// so that an Astro upgrade that moves them fails loudly (and the equality test in api/test/publish/ with it).

/** The app the default prerenderer loads from the build's server bundle (set in its setup). */
type BuildApp = {
  /** The getStaticPaths results, cached per route for the build. */
  routeCache: { clearAll(): void; get(route: RouteData): { staticPaths?: { keyed?: Map<string, { props?: unknown }> } } | undefined };
  getOptions(): BuildOptions;
};
type BuildOptions = { settings: { config: { integrations: AstroIntegration[]; build: { format: string } } }; logger: unknown };
type RenderPath = (options: {
  prerenderer: AstroPrerenderer;
  pathname: string;
  route: RouteData;
  options: BuildOptions;
  logger: unknown;
}) => Promise<{ body: string | Uint8Array; outFile: URL } | null>;
type BuildInternals = {
  /** The build's own function from a path to its file's bytes and place (redirect pages and 404 included). */
  renderPath: RenderPath;
  getOutFolder(settings: BuildOptions['settings'], pathname: string, route: RouteData): URL;
  getOutFile(format: string, outFolder: URL, pathname: string, route: RouteData): URL;
};

async function loadBuildInternals(): Promise<BuildInternals> {
  const astroDir = dirname(createRequire(import.meta.url).resolve('astro/package.json'));
  const load = (file: string) => import(pathToFileURL(join(astroDir, 'dist/core/build', file)).href);
  const [{ renderPath }, { getOutFolder, getOutFile }] = await Promise.all([load('generate.js'), load('common.js')]);
  if (typeof renderPath !== 'function' || typeof getOutFolder !== 'function' || typeof getOutFile !== 'function') {
    throw new Error("This Astro version's build has no renderPath, getOutFolder or getOutFile where this file expects them.");
  }
  return { renderPath, getOutFolder, getOutFile };
}

function appOf(prerenderer: AstroPrerenderer): BuildApp {
  const app = (prerenderer as { app?: Partial<BuildApp> }).app;
  if (!app?.routeCache || typeof app.routeCache.clearAll !== 'function' || typeof app.getOptions !== 'function') {
    throw new Error("This Astro version's prerenderer has no app with a route cache: pages cannot be rendered again after the build.");
  }
  return app as BuildApp;
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

export type Regenerated = {
  /** Site-relative files written (new or changed) and removed. */
  written: string[];
  removed: string[];
  /** How many pages there are, and how many were rendered to find those that changed. */
  pages: number;
  rendered: number;
  /** How many records were read (those the changes named), or null when the whole catalogue was. */
  records: number | null;
  /** The pass's time: reading the records, then finding the pages (getStaticPaths) and comparing, then rendering and writing. */
  ms: number;
  readMs: number;
  pathsMs: number;
  compareMs: number;
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
  #internals: BuildInternals | null = null;
  /** Every page the folder holds, by path. */
  #pages = new Map<string, Page>();
  /** The page names the sitemap was written from (the build's order). */
  #sitemapPages: string[] = [];
  /** The catalogue the pages show. */
  readonly #catalogue = new Catalogue();
  /** The lists the page being rendered reads. */
  #reading = new AsyncLocalStorage<Set<ListName>>();
  /** Each page's file, by route and pathname (the same in every pass). */
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
    this.#internals = await loadBuildInternals();
    this.#install();
    await this.#catalogue.load();
    this.#pages.clear();
    this.#files.clear();
    this.#outDir = resolve(outDir);
    const { build } = await import('astro');
    const out = this.#outDir;
    await inOwnWorkFolder(resolve(siteDir, '..'), () => build({ root: siteDir, outDir: out, integrations: [this.#keeper()] }));
    if (!this.#prerenderer || this.#pages.size === 0) throw new Error('The build rendered no page.');
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
    const internals = this.#internals;
    if (!outDir || !prerenderer || !internals) throw new Error('No build to render pages from: build first.');
    const app = appOf(prerenderer);
    const options = app.getOptions();
    this.#install();
    const read = records ? await this.#catalogue.patch(records) : (await this.#catalogue.load(), null);
    const readMs = Math.round(performance.now() - started);
    app.routeCache.clearAll();
    const paths = this.#unique(await prerenderer.getStaticPaths());
    const pathsMs = Math.round(performance.now() - started) - readMs;

    const next = new Map<string, Page>();
    const stale: Page[] = [];
    await Promise.all(
      paths.map(async (path) => {
        const key = pathKey(path.pathname);
        const before = this.#pages.get(key);
        const page = this.#page(app, path, before?.reads);
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
            const result = await this.#reading.run(reads, () =>
              internals.renderPath({ prerenderer, pathname: page.path.pathname, route: page.path.route, options, logger: options.logger }),
            );
            page.reads = await this.#readPrints(reads);
            if (result && (await swapIn(outDir, scratch, page.file, result.body))) written.push(page.file);
          }),
        );
      }

      const pageNames = this.#pageNames(paths);
      if (pageNames.join('\n') !== this.#sitemapPages.join('\n')) {
        const files = await this.#writeSitemap(options, pageNames, outDir, scratch);
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

  /** The integration that keeps the build's prerenderer, and notes each page's data as the build renders it. */
  #keeper(): AstroIntegration {
    return {
      name: 'fitout:page-renderer',
      hooks: {
        'astro:build:start': ({ setPrerenderer }) => {
          setPrerenderer((base) => {
            this.#prerenderer = base;
            return {
              name: 'fitout:page-renderer',
              setup: () => base.setup?.() ?? Promise.resolve(),
              getStaticPaths: async () => {
                const paths = await base.getStaticPaths();
                const app = appOf(base);
                for (const path of this.#unique(paths)) this.#pages.set(pathKey(path.pathname), this.#page(app, path));
                return paths;
              },
              render: async (request, options) => {
                const reads = new Set<ListName>();
                const rendered = await this.#reading.run(reads, () => base.render(request, options));
                const page = this.#pages.get(pathKey(new URL(request.url).pathname));
                if (page) page.reads = await this.#readPrints(reads);
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
  #page(app: BuildApp, path: PathWithRoute, reads = new Map<ListName, string>()): Page {
    const fileKey = `${path.route.route}\0${path.pathname}`;
    let file = this.#files.get(fileKey);
    if (file === undefined) {
      const { settings } = app.getOptions();
      const { getOutFolder, getOutFile } = this.#internals!;
      const encoded = encodeURI(path.pathname);
      file = relative(
        this.#outDir!,
        fileURLToPath(getOutFile(settings.config.build.format, getOutFolder(settings, encoded, path.route), encoded, path.route)),
      );
      this.#files.set(fileKey, file);
    }
    let props = '';
    if (path.route.type === 'redirect') props = 'redirect';
    else if (!path.route.pathname) {
      const entry = app.routeCache.get(path.route)?.staticPaths?.keyed?.get(path.pathname);
      if (!entry) throw new Error(`No getStaticPaths entry for ${path.pathname} (${path.route.component}).`);
      props = fingerprint(entry.props ?? null);
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
  async #writeSitemap(options: BuildOptions, pageNames: string[], outDir: string, scratch: string) {
    const sitemap = options.settings.config.integrations.find((integration) => integration.name === '@astrojs/sitemap');
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

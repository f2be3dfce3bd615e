// The site's pages for the publisher: one `astro build` of the site's code, kept in this process, and after each
// catalogue change only the pages whose data changed rendered again and swapped into the folder that build wrote.
//
// A page's data is what Astro hands it (its getStaticPaths props) and what it reads from the API while it renders
// (lib/api.ts's reader, installed here). Both are fingerprinted at each render. A pass reads the catalogue afresh
// and renders again the pages that are new or whose fingerprints changed; pages gone are removed, and the sitemap
// is written again when the list of pages changed. The rendering is the build's own (its prerenderer, its
// renderPath), so the folder stays what a full build of the same catalogue writes.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, rmdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger, AstroPrerenderer, PathWithRoute, RouteData } from 'astro';
import { SITE_READER, type SiteReader } from '../src/lib/api.ts';

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
const fingerprint = (value: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(value, (key, field) => (UNSHOWN.has(key) ? undefined : field)) ?? '')
    .digest('base64url');

/** A path as the build names it, without the trailing slash its request carries in the `directory` format. */
const pathKey = (pathname: string) => decodeURI(pathname).replace(/\/+$/, '') || '/';

type Page = {
  path: PathWithRoute;
  /** The fingerprint of its props (`redirect` for an alias page, which shows only where it points). */
  props: string;
  /** Each API answer it read while it rendered, by URL, and that answer's fingerprint. */
  reads: Map<string, string>;
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
  /** The pass's time: reading the catalogue and comparing, then rendering and writing. */
  ms: number;
  readMs: number;
  compareMs: number;
};

/** At most this many API reads at once: past its database connections the API answers 503. */
const READS_AT_ONCE = 6;

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
  /** This pass's answers, by URL, and their fingerprints; a new pass starts empty. */
  #answers = new Map<string, Promise<unknown>>();
  #answerPrints = new Map<string, Promise<string>>();
  /** How to read each URL the last pass read (lib/api.ts's own load), to check answers a page read in an earlier pass. */
  #loaders = new Map<string, () => Promise<unknown>>();
  /** The URLs this pass read. */
  #readNow = new Set<string>();
  /** The URLs the page being rendered reads. */
  #reading = new AsyncLocalStorage<Set<string>>();
  #readsRunning = 0;
  #readsWaiting: (() => void)[] = [];

  readonly #read: SiteReader = (url, load) => {
    this.#loaders.set(url, load);
    this.#readNow.add(url);
    this.#reading.getStore()?.add(url);
    let answer = this.#answers.get(url);
    if (!answer) {
      answer = this.#limited(load);
      this.#answers.set(url, answer);
    }
    return answer;
  };

  async #limited<T>(load: () => Promise<T>): Promise<T> {
    while (this.#readsRunning >= READS_AT_ONCE) await new Promise<void>((turn) => this.#readsWaiting.push(turn));
    this.#readsRunning++;
    try {
      return await load();
    } finally {
      this.#readsRunning--;
      this.#readsWaiting.shift()?.();
    }
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
    this.#newPass();
    this.#pages.clear();
    this.#outDir = resolve(outDir);
    const { build } = await import('astro');
    await build({ root: siteDir, outDir: this.#outDir, integrations: [this.#keeper()] });
    if (!this.#prerenderer || this.#pages.size === 0) throw new Error('The build rendered no page.');
    this.#sitemapPages = this.#pageNames([...this.#pages.values()].map((page) => page.path));
    return { pages: this.#pages.size, ms: Math.round(performance.now() - started) };
  }

  /** Renders again the pages whose data changed since the last pass (or the build), into the build's folder. */
  async regenerate(): Promise<Regenerated> {
    const started = performance.now();
    const outDir = this.#outDir;
    const prerenderer = this.#prerenderer;
    const internals = this.#internals;
    if (!outDir || !prerenderer || !internals) throw new Error('No build to render pages from: build first.');
    const app = appOf(prerenderer);
    const options = app.getOptions();
    this.#install();
    this.#newPass();
    // Everything the last pass read, asked at once: the pages' getStaticPaths would ask it list after list.
    for (const [url, load] of this.#loaders) {
      const answer = this.#limited(load);
      answer.catch(() => {}); // a list gone since (a category deleted) fails only for a page that still asks for it
      this.#answers.set(url, answer);
    }
    app.routeCache.clearAll();
    const paths = this.#unique(await prerenderer.getStaticPaths());
    const readMs = Math.round(performance.now() - started);

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

    const compareMs = Math.round(performance.now() - started) - readMs;
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
            const reads = new Set<string>();
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
      ms: Math.round(performance.now() - started),
      readMs,
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
                const reads = new Set<string>();
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
    (globalThis as { [SITE_READER]?: SiteReader })[SITE_READER] = this.#read;
  }

  #newPass() {
    this.#answers = new Map();
    this.#answerPrints = new Map();
    // URLs no page read last time (a category deleted since) are not asked again.
    for (const url of this.#loaders.keys()) if (!this.#readNow.has(url)) this.#loaders.delete(url);
    this.#readNow = new Set();
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
  #page(app: BuildApp, path: PathWithRoute, reads = new Map<string, string>()): Page {
    const { settings } = app.getOptions();
    const { getOutFolder, getOutFile } = this.#internals!;
    const encoded = encodeURI(path.pathname);
    const file = relative(
      this.#outDir!,
      fileURLToPath(getOutFile(settings.config.build.format, getOutFolder(settings, encoded, path.route), encoded, path.route)),
    );
    let props = '';
    if (path.route.type === 'redirect') props = 'redirect';
    else if (!path.route.pathname) {
      const entry = app.routeCache.get(path.route)?.staticPaths?.keyed?.get(path.pathname);
      if (!entry) throw new Error(`No getStaticPaths entry for ${path.pathname} (${path.route.component}).`);
      props = fingerprint(entry.props ?? null);
    }
    return { path, props, reads, file };
  }

  #answerPrint(url: string): Promise<string> {
    let print = this.#answerPrints.get(url);
    if (!print) {
      const load = this.#loaders.get(url) ?? (() => Promise.reject(new Error(`No way to read ${url} again.`)));
      print = this.#read(url, load).then(fingerprint);
      this.#answerPrints.set(url, print);
    }
    return print;
  }

  async #readPrints(urls: Set<string>): Promise<Map<string, string>> {
    return new Map(await Promise.all([...urls].map(async (url) => [url, await this.#answerPrint(url)] as const)));
  }

  async #readsChanged(page: Page): Promise<boolean> {
    for (const [url, print] of page.reads) {
      // An answer that fails now (a record gone) is a change too: the page renders again, and says why if it fails.
      if ((await this.#answerPrint(url).catch(() => null)) !== print) return true;
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

// The front ends' figures, measured in a real browser against a running server that serves the built console and
// the built site (`npm start`, or the e2e server):
//   - the console's JavaScript (gzip) loaded before its login form shows, at /admin/login and at /admin/ signed out
//     (the console's door), beside the previous way (the whole console loaded first, then its login route),
//   - the Lighthouse mobile performance score of the console's login page (median of three runs), and of its door,
//   - the home page's Cumulative Layout Shift at 390 and 1280 px wide,
//   - the public pages with a script (the account forms and the price calculator, in both languages) and the signed-in
//     customer area (the profile in both languages, an order's page, its quote and its thread): their JavaScript
//     (compressed as the server sends it, and gzip), and Lighthouse's mobile performance, best practices and
//     total blocking time (median of three; issue 37's targets for the customer area).
// Lighthouse's CPU slowdown is calibrated to this machine on each run (cpuSlowdownFor), as Lighthouse's documentation asks.
// Alone: npx node bench/frontend.ts --console http://127.0.0.1:8000/admin/login --home http://127.0.0.1:8000/
//        [--admin-dist admin/dist] [--verbose]
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, type BrowserContext, chromium, type Request } from '@playwright/test';
import { ADMIN_PREFIX, pathTo } from '@fitout/shared';
import { accounts, pathOf } from '@fitout/shared/contract';
import { measureCls } from './frontend-cls.ts';

/** `met: null` is a figure shown for reading the others, with no target (not counted). */
export type FrontendFigure = { name: string; value: string; target: string; met: boolean | null };

export type FrontendOptions = {
  /** The console's login page, e.g. http://127.0.0.1:8000/admin/login. */
  consoleUrl: string;
  /** The site's home page. */
  homeUrl: string;
  /** The console's build folder the server serves (its scripts are gzipped from there). */
  adminDist: string;
  /** Lighthouse runs to take the median of (3). */
  lighthouseRuns?: number;
  /** Prints what was loaded and what shifted. */
  verbose?: boolean;
  /** A customer to measure the customer area signed in (left out without one). */
  customer?: Account;
  /**
   * The customer area's pages to measure signed in as `customer`, named as the rows name them (their order's page,
   * quote and thread: the bench's generated order); the profile in both languages by default.
   */
  customerPages?: { name: string; path: string }[];
};

export const TARGETS = { consoleJsKb: 250, lighthouse: 0.9, cls: 0.05, door: 0.95 } as const;
/** Issue 28: each page with an island as light as the brochure; issue 37: the price calculator too. */
export const ISLAND_TARGETS = { jsKb: 80, blockingMs: 50, performance: 1, bestPractices: 1 } as const;
/** Issue 37: the signed-in customer area (profile, order page, quote, thread), median of three. */
export const AREA_TARGETS = { jsKb: 80, blockingMs: 100, performance: 0.95, bestPractices: 1 } as const;

/** A customer account to sign the customer area in with. */
export type Account = { email: string; password: string };

// Debian's Chromium where it is installed, as in playwright.config.ts; else Playwright's own.
const CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROME_PATH ?? (existsSync(CHROMIUM) ? CHROMIUM : undefined);
const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const launch = () => chromium.launch({ executablePath, args: executablePath ? browserArgs : [] });

/** The built file under adminDist that a console script's URL names (the console is served under /admin/), if it is there. */
function builtFile(url: string, adminDist: string): Buffer | null {
  const path = new URL(url).pathname;
  if (!path.startsWith(`${ADMIN_PREFIX}/`)) return null;
  const file = join(adminDist, decodeURIComponent(path.slice(ADMIN_PREFIX.length + 1)));
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Every script the login page asks for until its form is visible (sign-in field and button), each counted at its
 * gzip size (level 9) whatever the server sent it as. Requests, not responses: a script asked for before the form
 * shows counts even if it lands after. A script that differs from its file in adminDist is flagged: the server is
 * then serving another build than the one named.
 */
export async function consoleScriptsBeforeLogin(browser: Browser, consoleUrl: string, adminDist: string, verbose = false, signedInFlag = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // The previous way: the `signed_in` cookie without a session loads the console, which then finds no session.
  if (signedInFlag) await context.addCookies([{ name: 'signed_in', value: '1', url: consoleUrl }]);
  const page = await context.newPage();
  const scripts = new Map<string, import('@playwright/test').Request>();
  let formShown = false;
  page.on('request', (request) => {
    if (formShown) return;
    const isScript = request.resourceType() === 'script' || /\.m?js(\?|$)/.test(new URL(request.url()).pathname);
    if (isScript) scripts.set(request.url(), request);
  });
  try {
    await page.goto(consoleUrl, { waitUntil: 'commit' });
    await page.locator('input[name="email"]').waitFor({ state: 'visible', timeout: 60_000 });
    await page.locator('button[type="submit"]').waitFor({ state: 'visible', timeout: 60_000 });
    formShown = true;
    let total = 0;
    const rows: string[] = [];
    const otherBuild: string[] = [];
    for (const [url, request] of scripts) {
      const body = (await (await request.response())?.body()) ?? Buffer.alloc(0);
      const bytes = gzipSync(body, { level: 9 }).length;
      const name = basename(new URL(url).pathname);
      if (!builtFile(url, adminDist)?.equals(body)) otherBuild.push(name);
      total += bytes;
      rows.push(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${name}`);
    }
    if (verbose) console.log(`console scripts before the login form (${scripts.size}):\n${rows.sort().reverse().join('\n')}`);
    if (otherBuild.length) console.warn(`not as built in ${adminDist}: ${otherBuild.join(', ')}`);
    return { kb: total / 1024, count: scripts.size };
  } finally {
    await context.close();
  }
}

/** How many times a sign-in refused for its rate (429) is tried again, after the wait the API asks for. */
const SIGN_IN_TRIES = 5;

/**
 * The cookies a browser keeps after signing in on the site (the API's HttpOnly session cookie and `signed_in`). Each
 * browser signs in anew (a refresh token is used once); sign-in keeps its production limit, so on a fast machine the
 * bench waits as long as the API's 429 says (Retry-After) rather than failing.
 */
async function sessionCookies(origin: string, account: Account) {
  let response: Response;
  for (let tries = 1; ; tries++) {
    response = await fetch(`${origin}${pathOf(accounts.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-fitout-session': '1', origin },
      body: JSON.stringify(account),
    });
    if (response.status !== 429 || tries === SIGN_IN_TRIES) break;
    const seconds = Number(response.headers.get('retry-after')) || 10;
    await new Promise((wait) => setTimeout(wait, seconds * 1000));
  }
  const line = response.headers.getSetCookie().find((header) => /^(__Host-)?fitout_refresh=/.test(header));
  if (!response.ok || !line) throw new Error(`signing ${account.email} in answered ${response.status}`);
  const [name, value] = line.slice(0, line.indexOf(';')).split('=');
  const path = /;\s*path=([^;]+)/i.exec(line)?.[1] ?? '/';
  return [
    { name, value, url: `${origin}${path}`, httpOnly: true, sameSite: 'Strict' as const },
    { name: 'signed_in', value: '1', url: origin, sameSite: 'Strict' as const },
  ];
}

/** A script's bytes as loaded; a worker's script, whose worker has ended and taken its body with it, read again. */
async function scriptBody(context: BrowserContext, request: Request): Promise<Buffer> {
  try {
    return (await (await request.response())?.body()) ?? Buffer.alloc(0);
  } catch {
    return (await context.request.get(request.url())).body();
  }
}

/**
 * Every script a page loads until the network is quiet (its islands hydrated, the customer area's data read): bytes
 * as the server sent them (brotli to a browser) and at gzip level 9.
 */
export async function pageScripts(browser: Browser, url: string, account?: Account, verbose = false) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    if (account) await context.addCookies(await sessionCookies(new URL(url).origin, account));
    const page = await context.newPage();
    const scripts: Request[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') scripts.push(request);
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    if (new URL(page.url()).pathname !== new URL(url).pathname) throw new Error(`${url} went on to ${page.url()}`);
    let served = 0;
    let gzip = 0;
    const rows: string[] = [];
    for (const request of scripts) {
      const sent = (await request.sizes()).responseBodySize;
      const zipped = gzipSync(await scriptBody(context, request), { level: 9 }).length;
      served += sent;
      gzip += zipped;
      rows.push(
        `${(sent / 1024).toFixed(1).padStart(7)} KB served, ${(zipped / 1024).toFixed(1).padStart(6)} KB gzip  ${basename(new URL(request.url()).pathname)}`,
      );
    }
    if (verbose) console.log(`${url}: ${scripts.length} scripts\n${rows.join('\n')}`);
    return { servedKb: served / 1024, gzipKb: gzip / 1024, count: scripts.length };
  } finally {
    await context.close();
  }
}

type Scores = { score: number; bestPractices: number | null; blockingMs: number; slowdown: number; metrics: string };

/**
 * The CPU slowdown that makes this machine the phone Lighthouse's mobile scores stand for, from its benchmark index,
 * as Lighthouse's documentation tells (docs/throttling.md, "Calibrating the CPU slowdown", and its calculator): the
 * default 4× is that phone only on a desktop of index 1,533; a slower machine gets less, a faster one more. Measured
 * for each run, so a moment when the shared machine is busy is not counted as the page's slowness.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  if (benchmarkIndex >= 150) return 1 + (benchmarkIndex - 150) / 650;
  return 1;
}

/**
 * Lighthouse's mobile performance score of one page (its default form factor and network throttling, the CPU slowdown
 * calibrated to this machine: cpuSlowdownFor), in a fresh Chromium, with the metrics behind it, its best-practices
 * score (CSP violations and console errors count there) when asked, and signed in as `account` when given (the
 * session's cookies set first, and kept through Lighthouse's storage reset).
 */
export async function lighthouseScore(url: string, options: { bestPractices?: boolean; account?: Account } = {}): Promise<Scores> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  const saved = mkdtempSync(join(tmpdir(), 'fitout-lighthouse-'));
  try {
    if (options.account) {
      const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await browser.contexts()[0].addCookies(await sessionCookies(new URL(url).origin, options.account));
      await browser.close();
    }
    const flags = {
      port: chrome.port,
      onlyCategories: options.bestPractices ? ['performance', 'best-practices'] : ['performance'],
      disableStorageReset: Boolean(options.account),
      output: 'json' as const,
      logLevel: 'error' as const,
    };
    // Lighthouse's simulated throttling slows the CPU only when it audits what it gathered: the page is loaded as
    // Lighthouse always loads it, and its recording audited under the slowdown for the machine's benchmark index
    // Lighthouse measured as it began.
    await lighthouse(url, { ...flags, gatherMode: saved });
    const artifactsFile = join(saved, 'artifacts.json');
    const artifacts = JSON.parse(readFileSync(artifactsFile, 'utf8'));
    const benchmarkIndex: number = artifacts.BenchmarkIndex;
    const slowdown = cpuSlowdownFor(benchmarkIndex);
    const throttling = { ...artifacts.settings.throttling, cpuSlowdownMultiplier: slowdown };
    writeFileSync(artifactsFile, JSON.stringify({ ...artifacts, settings: { ...artifacts.settings, throttling } }));
    const result = await lighthouse(url, { ...flags, auditMode: saved, throttling });
    const score = result?.lhr.categories.performance?.score;
    if (!result || typeof score !== 'number')
      throw new Error(`Lighthouse gave no performance score for ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const audits = result.lhr.audits;
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
      .concat(
        // The slowdown the run was audited under, and the machine's speed it was calibrated on.
        `CPU slowdown ${slowdown.toFixed(1)}× for a benchmark index of ${Math.round(benchmarkIndex)}`,
      )
      .join(', ');
    const failing = options.bestPractices
      ? Object.values(result.lhr.audits)
          .filter((audit) => audit.score === 0 && result.lhr.categories['best-practices']?.auditRefs.some((ref) => ref.id === audit.id))
          .map((audit) => audit.id)
      : [];
    return {
      score,
      bestPractices: result.lhr.categories['best-practices']?.score ?? null,
      blockingMs: audits['total-blocking-time']?.numericValue ?? 0,
      slowdown,
      metrics: failing.length ? `${metrics}; best practices failing: ${failing.join(', ')}` : metrics,
    };
  } finally {
    chrome.kill();
    rmSync(saved, { recursive: true, force: true });
  }
}

/**
 * What this machine charges for memory a process touches for the first time, per 4 KB page, beside the same pages
 * touched again. Lighthouse's benchmark index (a loop over memory it already holds) does not see it, but every run
 * starts a fresh browser, which pays it for all it builds: where it is tens of times the second touch (as on a virtual
 * machine whose kernel pages memory out to its host), the page's tasks are recorded slower than the index says and
 * the scores stand for a slower phone than Lighthouse's (docs/benchmark.md, "A machine's first touch").
 */
function firstTouchFigure(): FrontendFigure {
  const pages = 65_536;
  const samples = Array.from({ length: 3 }, () => {
    const memory = Buffer.allocUnsafeSlow(pages * 4096);
    const first = performance.now();
    memory.fill(1);
    const again = performance.now();
    memory.fill(2);
    return { first: ((again - first) * 1000) / pages, again: ((performance.now() - again) * 1000) / pages };
  });
  const first = median(samples.map((s) => s.first));
  const again = median(samples.map((s) => s.again));
  return {
    name: 'machine: memory touched first, per 4 KB page (touched again, median of 3)',
    value: `${first.toFixed(2)} µs (${again.toFixed(2)} µs)`,
    target: 'shown, not counted',
    met: null,
  };
}

/** Runs whose trace Lighthouse could not record, run again before the bench gives up. */
const LIGHTHOUSE_RETRIES = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** `runs` Lighthouse runs of one page (a run whose trace could not be recorded is run again). */
async function lighthouseRunsOf(url: string, runs: number, options: Parameters<typeof lighthouseScore>[1] = {}, verbose = false) {
  const results: Scores[] = [];
  for (let run = 0, failed = 0; run < runs; ) {
    try {
      const result = await lighthouseScore(url, options);
      results.push(result);
      if (verbose) console.log(`lighthouse ${url} run ${run + 1}: ${result.score} (${result.metrics})`);
      run++;
    } catch (error) {
      // A trace Lighthouse could not record (NO_NAVSTART and the like: "Please run Lighthouse again") is run again.
      if (++failed > LIGHTHOUSE_RETRIES) throw error;
      console.warn(`lighthouse ${url} run ${run + 1} again: ${(error as Error).message}`);
    }
  }
  return {
    scores: results.map((r) => r.score),
    // Each run's score and the CPU slowdown it was measured under, as the figures name them.
    runs: `${results.map((r) => r.score).join(', ')}; CPU slowdown ${results.map((r) => `${r.slowdown.toFixed(1)}×`).join(', ')}`,
    score: median(results.map((r) => r.score)),
    bestPractices: median(results.map((r) => r.bestPractices ?? 0)),
    blockingMs: median(results.map((r) => r.blockingMs)),
  };
}

/** The public pages with a script: the account forms and the price calculator (issue 37), in both languages. */
const islandPages = ['/login', '/signup', '/ar/login', '/ar/signup', '/writeDetails', '/ar/writeDetails'];
/** The customer area measured when no pages are named: the profile in both languages. */
const profilePages = [
  { name: 'profile', path: '/user/profile' },
  { name: 'profile (Arabic)', path: '/ar/user/profile' },
];

export async function measureFrontend(options: FrontendOptions): Promise<FrontendFigure[]> {
  const { consoleUrl, homeUrl, adminDist, lighthouseRuns = 3, verbose = false, customer } = options;
  const origin = new URL(homeUrl).origin;
  const door = new URL('/admin/', consoleUrl).href;
  const figures: FrontendFigure[] = [];
  type Measured = { label: string; path: string; account?: Account; targets: typeof ISLAND_TARGETS | typeof AREA_TARGETS };
  const pages: Measured[] = [
    ...islandPages.map((path) => ({ label: path, path, targets: ISLAND_TARGETS })),
    ...(customer
      ? (options.customerPages ?? profilePages).map(({ name, path }) => ({
          label: `customer area, ${name} (${path})`,
          path,
          account: customer,
          targets: AREA_TARGETS,
        }))
      : []),
  ];
  const browser = await launch();
  try {
    const scripts = await consoleScriptsBeforeLogin(browser, consoleUrl, adminDist, verbose);
    figures.push({
      name: `console JS before the login form (gzip, ${scripts.count} files)`,
      value: `${scripts.kb.toFixed(1)} KB`,
      target: `<= ${TARGETS.consoleJsKb} KB`,
      met: scripts.kb <= TARGETS.consoleJsKb,
    });
    const [atDoor, before] = [
      await consoleScriptsBeforeLogin(browser, door, adminDist, verbose),
      await consoleScriptsBeforeLogin(browser, door, adminDist, verbose, true),
    ];
    figures.push({
      name: `console door: /admin/ signed out, JS before the login form (gzip; previous way ${before.kb.toFixed(1)} KB)`,
      value: `${atDoor.kb.toFixed(1)} KB`,
      target: `<= ${TARGETS.consoleJsKb} KB`,
      met: atDoor.kb <= TARGETS.consoleJsKb,
    });
    for (const width of [390, 1280]) {
      const cls = await measureCls(browser, homeUrl, width, verbose);
      figures.push({ name: `home page CLS at ${width} px`, value: cls.toFixed(3), target: `<= ${TARGETS.cls}`, met: cls <= TARGETS.cls });
    }
    for (const { label, path, account, targets } of pages) {
      const found = await pageScripts(browser, `${origin}${path}`, account, verbose);
      figures.push({
        name: `${label}: JS as served (gzip level 9: ${found.gzipKb.toFixed(1)} KB; ${found.count} files)`,
        value: `${found.servedKb.toFixed(1)} KB`,
        target: `<= ${targets.jsKb} KB`,
        met: found.servedKb <= targets.jsKb,
      });
    }
  } finally {
    await browser.close();
  }
  // Lighthouse last and alone: it throttles the CPU itself and suffers from anything running beside it.
  figures.push(firstTouchFigure());
  const login = await lighthouseRunsOf(consoleUrl, lighthouseRuns, {}, verbose);
  figures.push({
    name: `console login Lighthouse mobile performance (median of ${login.scores.length}: ${login.runs})`,
    value: login.score.toFixed(2),
    target: `>= ${TARGETS.lighthouse}`,
    met: login.score >= TARGETS.lighthouse,
  });
  const atDoor = await lighthouseRunsOf(door, lighthouseRuns, {}, verbose);
  figures.push({
    name: `console door (/admin/ signed out) Lighthouse mobile performance (median of ${atDoor.scores.length}: ${atDoor.runs})`,
    value: atDoor.score.toFixed(2),
    target: `>= ${TARGETS.door}`,
    met: atDoor.score >= TARGETS.door,
  });
  for (const { label, path, account, targets } of pages) {
    const result = await lighthouseRunsOf(`${origin}${path}`, lighthouseRuns, { bestPractices: true, account }, verbose);
    figures.push(
      {
        name: `${label}: Lighthouse mobile performance (median of ${result.scores.length}: ${result.runs})`,
        value: result.score.toFixed(2),
        target: `>= ${targets.performance}`,
        met: result.score >= targets.performance,
      },
      {
        name: `${label}: Lighthouse best practices`,
        value: result.bestPractices.toFixed(2),
        target: `>= ${targets.bestPractices}`,
        met: result.bestPractices >= targets.bestPractices,
      },
      {
        name: `${label}: total blocking time (median)`,
        value: `${Math.round(result.blockingMs)} ms`,
        target: `<= ${targets.blockingMs} ms`,
        met: result.blockingMs <= targets.blockingMs,
      },
    );
  }
  return figures;
}

/** An order's page, its quote and its thread (the messages on the order's page), as the customer opens them. */
export const orderPages = (slug: string) => [
  { name: 'order page', path: pathTo('orderDetails', { slug }) },
  { name: 'quote', path: pathTo('orderQuote', { slug }) },
  { name: 'thread', path: `${pathTo('orderDetails', { slug })}#messages` },
];

/** The figures as a plain-text table. */
export function frontendTable(figures: FrontendFigure[]): string {
  const header = { name: 'measure', value: 'value', target: 'target', met: 'met' };
  const rows = [header, ...figures.map((f) => ({ ...f, met: f.met === null ? '' : f.met ? 'yes' : 'NO' }))];
  const width = (key: keyof typeof header) => Math.max(...rows.map((row) => String(row[key]).length));
  const widths = { name: width('name'), value: width('value'), target: width('target') };
  return rows
    .map((row) => `${row.name.padEnd(widths.name)}  ${row.value.padStart(widths.value)}  ${row.target.padEnd(widths.target)}  ${row.met}`)
    .join('\n');
}

function argument(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const consoleUrl = argument(args, '--console');
  const homeUrl = argument(args, '--home');
  if (!consoleUrl || !homeUrl) {
    console.error(
      'usage: npx node bench/frontend.ts --console <login page URL> --home <home page URL> [--admin-dist admin/dist] [--runs N]\n' +
        '       [--customer <email> --customer-password <password> [--order <slug>]] [--verbose]',
    );
    process.exit(2);
  }
  const email = argument(args, '--customer');
  // --order <slug>: that order's page, quote and thread are measured too (the customer's own order).
  const order = argument(args, '--order');
  const figures = await measureFrontend({
    consoleUrl,
    homeUrl,
    customer: email ? { email, password: argument(args, '--customer-password') ?? '' } : undefined,
    customerPages: order ? [...profilePages, ...orderPages(order)] : undefined,
    adminDist: resolve(argument(args, '--admin-dist') ?? join(repo, 'admin', 'dist')),
    lighthouseRuns: Number(argument(args, '--runs') ?? 3),
    verbose: args.includes('--verbose'),
  });
  console.log(frontendTable(figures));
  process.exitCode = figures.every((f) => f.met !== false) ? 0 : 1;
}

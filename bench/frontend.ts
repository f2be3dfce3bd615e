// The front ends' figures, measured in a real browser against a running server that serves the built console and
// the built site (`npm start`, or the e2e server):
//   - the console's JavaScript (gzip) loaded before its login form shows,
//   - the Lighthouse mobile performance score of the console's login page (median of three runs),
//   - the home page's Cumulative Layout Shift at 390 and 1280 px wide.
// Alone: npx node bench/frontend.ts --console http://127.0.0.1:8000/admin/login --home http://127.0.0.1:8000/
//        [--admin-dist admin/dist] [--verbose]
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium } from '@playwright/test';
import { measureCls } from './frontend-cls.ts';

export type FrontendFigure = { name: string; value: string; target: string; met: boolean };

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
};

export const TARGETS = { consoleJsKb: 250, lighthouse: 0.9, cls: 0.05 } as const;

// Debian's Chromium where it is installed, as in playwright.config.ts; else Playwright's own.
const CHROMIUM = '/usr/bin/chromium';
const executablePath = process.env.CHROME_PATH ?? (existsSync(CHROMIUM) ? CHROMIUM : undefined);
const browserArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'];

const launch = () => chromium.launch({ executablePath, args: executablePath ? browserArgs : [] });

/** The built file under adminDist that a console script's URL names, if it is there. */
function builtFile(url: string, adminDist: string): Buffer | null {
  const path = new URL(url).pathname;
  const index = path.lastIndexOf('/assets/');
  if (index < 0) return null;
  const file = join(adminDist, 'assets', decodeURIComponent(path.slice(index + '/assets/'.length)));
  return existsSync(file) ? readFileSync(file) : null;
}

/**
 * Every script the login page asks for until its form is visible (sign-in field and button), each counted at its
 * gzip size (level 9) whatever the server sent it as. Requests, not responses: a script asked for before the form
 * shows counts even if it lands after. A script that differs from its file in adminDist is flagged: the server is
 * then serving another build than the one named.
 */
export async function consoleScriptsBeforeLogin(browser: Browser, consoleUrl: string, adminDist: string, verbose = false) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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

/**
 * Lighthouse's mobile performance score (default form factor and throttling) of one page, in a fresh Chromium, with
 * the metrics behind it.
 */
export async function lighthouseScore(url: string): Promise<{ score: number; metrics: string }> {
  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([import('lighthouse'), import('chrome-launcher')]);
  const chrome = await chromeLauncher.launch({
    chromePath: executablePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const score = result?.lhr.categories.performance?.score;
    if (!result || typeof score !== 'number')
      throw new Error(`Lighthouse gave no performance score for ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
    const audits = result.lhr.audits;
    const metrics = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index']
      .map((id) => `${id} ${audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    return { score, metrics };
  } finally {
    chrome.kill();
  }
}

/** Runs whose trace Lighthouse could not record, run again before the bench gives up. */
const LIGHTHOUSE_RETRIES = 2;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

export async function measureFrontend(options: FrontendOptions): Promise<FrontendFigure[]> {
  const { consoleUrl, homeUrl, adminDist, lighthouseRuns = 3, verbose = false } = options;
  const figures: FrontendFigure[] = [];
  const browser = await launch();
  try {
    const scripts = await consoleScriptsBeforeLogin(browser, consoleUrl, adminDist, verbose);
    figures.push({
      name: `console JS before the login form (gzip, ${scripts.count} files)`,
      value: `${scripts.kb.toFixed(1)} KB`,
      target: `<= ${TARGETS.consoleJsKb} KB`,
      met: scripts.kb <= TARGETS.consoleJsKb,
    });
    for (const width of [390, 1280]) {
      const cls = await measureCls(browser, homeUrl, width, verbose);
      figures.push({ name: `home page CLS at ${width} px`, value: cls.toFixed(3), target: `<= ${TARGETS.cls}`, met: cls <= TARGETS.cls });
    }
  } finally {
    await browser.close();
  }
  // Lighthouse last and alone: it throttles the CPU itself and suffers from anything running beside it.
  const scores: number[] = [];
  for (let run = 0, failed = 0; run < lighthouseRuns; ) {
    try {
      const { score, metrics } = await lighthouseScore(consoleUrl);
      scores.push(score);
      if (verbose) console.log(`lighthouse run ${run + 1}: ${score} (${metrics})`);
      run++;
    } catch (error) {
      // A trace Lighthouse could not record (NO_NAVSTART and the like: "Please run Lighthouse again") is run again.
      if (++failed > LIGHTHOUSE_RETRIES) throw error;
      console.warn(`lighthouse run ${run + 1} again: ${(error as Error).message}`);
    }
  }
  const score = median(scores);
  figures.push({
    name: `console login Lighthouse mobile performance (median of ${scores.length}: ${scores.join(', ')})`,
    value: score.toFixed(2),
    target: `>= ${TARGETS.lighthouse}`,
    met: score >= TARGETS.lighthouse,
  });
  return figures;
}

/** The figures as a plain-text table. */
export function frontendTable(figures: FrontendFigure[]): string {
  const header = { name: 'measure', value: 'value', target: 'target', met: 'met' };
  const rows = [header, ...figures.map((f) => ({ ...f, met: f.met ? 'yes' : 'NO' }))];
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
    console.error('usage: npx node bench/frontend.ts --console <login page URL> --home <home page URL> [--admin-dist admin/dist] [--verbose]');
    process.exit(2);
  }
  const figures = await measureFrontend({
    consoleUrl,
    homeUrl,
    adminDist: resolve(argument(args, '--admin-dist') ?? join(repo, 'admin', 'dist')),
    lighthouseRuns: Number(argument(args, '--runs') ?? 3),
    verbose: args.includes('--verbose'),
  });
  console.log(frontendTable(figures));
  process.exitCode = figures.every((f) => f.met) ? 0 : 1;
}

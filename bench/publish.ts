// Edit to live: how long after a catalogue save's answer the public pages show it, with the product started as
// `npm start` starts it (scripts/start.ts: the API, the site served and published in process), at the demo's size and
// with generated catalogues. Beside it, in the same run, the previous way: a full site build for each change, after
// the 2 s that publishing used to wait for more changes.
//
// `node bench/publish.ts [--db embedded|postgres] [--sizes demo,1000,10000] [--edits N]` runs these rows alone;
// `npm run bench` runs them too (measurePublishing).
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { accounts, packages, pathOf } from '@fitout/shared/contract';
import { createPlace, type Kind } from './databases.ts';
import { generate } from './generate.ts';
import { ADMIN, cleanupsOnSignal, freePort, repoDir } from './processes.ts';
import { type Line, linesTable } from './report.ts';

/** The targets (issue 36, kept on Astro's public API): the 95th percentile of edit to live, by catalogue size. */
export const PUBLISH_MAX_P95_S = (packages: number) => (packages >= 10_000 ? 1 : 0.5);
/** What publishing waited before building, before pages were rendered again. */
const PREVIOUS_DEBOUNCE_MS = 2_000;
const DEMO = 'demo';

type Size = typeof DEMO | number;
type Started = { origin: string; logFile: string; stop: () => Promise<void> };

/** The product as `npm start` runs it, on `dataDir` (and `databaseUrl`), once it says it is running. */
async function startProduct(options: { dataDir: string; databaseUrl?: string; demo: boolean; say: (line: string) => void }): Promise<Started> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, 'npm-start.log');
  // The console is not measured here: an empty folder stands for its build.
  const adminDir = join(options.dataDir, 'console');
  mkdirSync(adminDir, { recursive: true });
  writeFileSync(join(adminDir, 'index.html'), '<!doctype html><title>console</title>');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    ADMIN_DIR: adminDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STAFF_2FA: 'optional',
    SEED_DEMO: options.demo ? '1' : '0',
    LOG_LEVEL: 'warn',
    PUBLISH_HOOK_URL: '',
    SMTP_URL: '',
    NODE_ENV: '',
  };
  for (const name of ['SITE_DIR', 'PUBLIC_URL', 'SITE_URL', 'ADMIN_URL', 'API_URL', 'JWT_SECRET', 'PUBLISH_DEBOUNCE_MS']) delete env[name];
  const log = openSync(logFile, 'a');
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], { cwd: repoDir, env, stdio: ['ignore', log, log] });
  closeSync(log);
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.kill('SIGTERM');
    });
  const since = Date.now();
  const heartbeat = setInterval(() => options.say(`  npm start: still starting (${Math.round((Date.now() - since) / 1000)} s)`), 30_000);
  try {
    while (!readFileSync(logFile, 'utf8').includes('Fit-out is running on')) {
      if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}; its output: ${logFile}`);
      if (Date.now() - since > 30 * 60_000) throw new Error(`npm start did not start within 30 minutes; its output: ${logFile}`);
      await new Promise((wait) => setTimeout(wait, 250));
    }
  } catch (error) {
    await stop();
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
  return { origin, logFile, stop };
}

async function signIn(origin: string) {
  const response = await fetch(`${origin}${pathOf(accounts.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  if (!response.ok) throw new Error(`Signing in answered ${response.status}`);
  const { access } = (await response.json()) as { access: string };
  const userId = (JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()) as { user_id: number }).user_id;
  return { token: access, userId };
}

type Pkg = { id: number; slug: string; title: string };

/** Renames a package in both languages as the console's save does, and resolves when the API has answered. */
async function rename(origin: string, admin: { token: string; userId: number }, pkg: Pkg, title: string, titleAr: string) {
  const body = new FormData();
  body.append('user_id', String(admin.userId));
  body.append('title', title);
  body.append('title_ar', titleAr);
  const response = await fetch(`${origin}${pathOf(packages.update, { user_id: admin.userId, id: pkg.id })}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin.token}` },
    body,
  });
  if (!response.ok) throw new Error(`Renaming ${pkg.slug} answered ${response.status}: ${await response.text()}`);
}

/** Resolves once the page at `path` shows `text` (asked every 20 ms, for at most `limitMs` after `since`). */
async function untilShown(origin: string, path: string, text: string, since: number, limitMs: number): Promise<void> {
  while (true) {
    const response = await fetch(`${origin}${path}`);
    if (response.ok && (await response.text()).includes(text)) return;
    if (Date.now() - since > limitMs) throw new Error(`${path} did not show "${text}" within ${limitMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 20));
  }
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** A full build of the site against `origin`, as each change used to cause; its time in ms. */
function fullBuild(origin: string, outDir: string, logFile: string): Promise<number> {
  const since = Date.now();
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['site/scripts/build.ts', '--out', outDir], {
    cwd: repoDir,
    env: { ...process.env, API_URL: origin, SITE_URL: origin, ASTRO_TELEMETRY_DISABLED: '1' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  return new Promise((done, fail) => {
    child.once('exit', (code) =>
      code === 0 ? done(Date.now() - since) : fail(new Error(`the full build exited with code ${code}; its output: ${logFile}`)),
    );
  });
}

type Options = {
  kind: Kind;
  sizes: Size[];
  edits: number;
  say: (line: string) => void;
  /** Where to register what Ctrl+C must stop (the server, the database made for it). */
  cleanups: Set<() => Promise<void>>;
};

/** Edit to live at one size: `edits` renames through the API, each waited for on its page in both languages. */
async function measureSize({ kind, edits, say, cleanups }: Options, size: Size): Promise<Line[]> {
  const place = await createPlace(kind);
  cleanups.add(place.remove);
  const label = size === DEMO ? 'demo content' : `${size.toLocaleString('en-US')} packages`;
  let product: Started | null = null;
  try {
    if (size !== DEMO) {
      say(`publishing, ${label}: generating (${place.label})`);
      await generate({ databaseUrl: place.databaseUrl, dataDir: place.dataDir, sizes: { orders: 1, packages: size, works: 500 }, say });
    }
    say(`publishing, ${label}: npm start (the first full build)`);
    const started = Date.now();
    product = await startProduct({ dataDir: place.dataDir, databaseUrl: place.databaseUrl, demo: size === DEMO, say });
    cleanups.add(product.stop);
    say(`  running after ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const { origin } = product;
    const admin = await signIn(origin);
    const listed = (await (await fetch(`${origin}${pathOf(packages.list)}?page=1&page_size=100`)).json()) as { results: Pkg[] };
    const candidates = listed.results;

    const times: number[] = [];
    for (let i = 0; i < edits; i++) {
      const pkg = candidates[(i * 7) % candidates.length];
      const [title, titleAr] = [`Package, edit ${i + 1}`, `باقة، تعديل ${i + 1}`];
      await rename(origin, admin, pkg, title, titleAr);
      const saved = Date.now();
      await Promise.all([
        untilShown(origin, `/detailspackage/${pkg.slug}/`, title, saved, 120_000),
        untilShown(origin, `/ar/detailspackage/${pkg.slug}/`, titleAr, saved, 120_000),
      ]);
      times.push(Date.now() - saved);
      // Apart, so that each edit is published on its own.
      await new Promise((wait) => setTimeout(wait, 300));
    }
    const p95 = percentile(times, 95) / 1000;
    const p50 = percentile(times, 50) / 1000;
    say(`  edit to live: p50 ${p50.toFixed(2)} s, p95 ${p95.toFixed(2)} s, slowest ${(Math.max(...times) / 1000).toFixed(2)} s over ${edits} edits`);
    // Where the time goes, from the server's own lines ("… rendered again in 0.4 s (reading 1 record 0.1 s, finding
    // the pages 0.1 s) …").
    const passes = [
      ...readFileSync(product.logFile, 'utf8').matchAll(/rendered again in ([\d.]+) s \(reading (.+?) ([\d.]+) s, finding the pages ([\d.]+) s\)/g),
    ];
    if (passes.length) {
      const median = (values: number[]) => percentile(values, 50).toFixed(2);
      const read = [...new Set(passes.map((m) => m[2]))].join(' or ');
      say(
        `  its passes: median ${median(passes.map((m) => Number(m[1])))} s, of which reading ${read} ${median(passes.map((m) => Number(m[3])))} s ` +
          `and finding the pages ${median(passes.map((m) => Number(m[4])))} s`,
      );
    }

    say(`  the previous way: one change, then a full build (${PREVIOUS_DEBOUNCE_MS / 1000} s wait included)`);
    const pkg = candidates[1 % candidates.length];
    await rename(origin, admin, pkg, 'Package, full build', 'باقة، بناء كامل');
    const buildMs = await fullBuild(origin, join(place.dataDir, 'full-build'), join(place.dataDir, 'full-build.log'));
    const previous = (PREVIOUS_DEBOUNCE_MS + buildMs) / 1000;
    say(`  full build in ${(buildMs / 1000).toFixed(1)} s: edit to live ${previous.toFixed(1)} s`);

    const packagesCount = size === DEMO ? 0 : size;
    const target = PUBLISH_MAX_P95_S(packagesCount);
    return [
      {
        name: `edit to live, ${label} (p95 of ${edits})`,
        value: `${p95.toFixed(2)} s (p50 ${p50.toFixed(2)} s)`,
        target: `≤ ${target} s`,
        met: p95 <= target,
        counted: true,
      },
      {
        name: `edit to live, ${label}, previous way (full build)`,
        value: `${previous.toFixed(1)} s`,
        target: '-',
        met: null,
        counted: false,
      },
    ];
  } catch (error) {
    // What the server said about publishing, before its folder goes.
    if (product)
      for (const line of readFileSync(product.logFile, 'utf8')
        .split('\n')
        .filter((l) => l.includes('site:') && !l.includes('site |'))
        .slice(-8))
        say(`  ${line}`);
    throw error;
  } finally {
    if (product) {
      cleanups.delete(product.stop);
      await product.stop();
    }
    cleanups.delete(place.remove);
    await place.remove();
  }
}

export async function measurePublishing(options: Options): Promise<Line[]> {
  const lines: Line[] = [];
  for (const size of options.sizes) {
    try {
      lines.push(...(await measureSize(options, size)));
    } catch (error) {
      options.say(`publishing at ${size}: failed: ${(error as Error).stack ?? error}`);
      lines.push({
        name: `edit to live, ${size}`,
        value: 'failed',
        target: `≤ ${PUBLISH_MAX_P95_S(size === DEMO ? 0 : size)} s`,
        met: false,
        counted: true,
      });
    }
  }
  return lines;
}

export const parseSizes = (text: string): Size[] => text.split(',').map((size) => (size.trim() === DEMO ? DEMO : Number(size)));

if (import.meta.main) {
  const { values } = parseArgs({
    options: {
      db: { type: 'string', default: 'postgres' },
      sizes: { type: 'string', default: 'demo,1000' },
      edits: { type: 'string', default: '20' },
    },
    allowPositionals: false,
  });
  const started = Date.now();
  const say = (line: string) => console.log(`[publish ${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);
  const cleanups = cleanupsOnSignal(say);
  const lines = await measurePublishing({ kind: values.db as Kind, sizes: parseSizes(values.sizes), edits: Number(values.edits), say, cleanups });
  console.log('');
  console.log(linesTable(lines));
}

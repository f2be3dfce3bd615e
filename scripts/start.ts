// `npm start`: the whole product on one machine and one port (PORT, default 8000): the API on the embedded
// database in DATA_DIR (./data) with the demo content seeded into an empty one, the built site at /, the admin
// console at /admin/, media at /media/, the API at /api/.
//
// The console and the site are built when their build is missing or out of date, and skipped when current (a
// hash of their sources and settings; for the site, of the catalogue too). The site is built against this very
// API, so the API starts first and answers "the site is being built" (or the previous build) meanwhile.
// Afterwards every catalogue change renders again the pages it touches, in the background (the API's publishing
// plugin, api/src/publish/plugin.ts, with the site's renderer).
// First: zod's settings (jitless) before any module makes a schema.
import '../shared/src/common/zod.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, loadConfig } from '../api/src/config.ts';
import { sourcesHash } from '../api/src/publish/stamp.ts';
import { describeDemo } from '../api/src/seed/demo.ts';
import { serve, type Served } from '../api/src/serve.ts';
import { describeStartFailure } from '../api/src/start-failure.ts';
import { API_PREFIX } from '../shared/src/contract/index.ts';

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
process.env.SEED_DEMO ??= '1';
process.env.ASTRO_TELEMETRY_DISABLED = '1';

const started = Date.now();
const say = (line: string) => console.log(`[start ${String(Math.round((Date.now() - started) / 1000)).padStart(3)} s] ${line}`);
const seconds = (since: number) => `${Math.round((Date.now() - since) / 1000)} s`;

/** Prints "still building" every 15 s while `work` runs. */
async function withHeartbeat<T>(what: string, work: Promise<T>): Promise<T> {
  const since = Date.now();
  const timer = setInterval(() => say(`${what}: still building (${seconds(since)})`), 15_000);
  try {
    return await work;
  } finally {
    clearInterval(timer);
  }
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  console.error(describeStartFailure(error));
  process.exit(1);
}

// ---- the console: admin/dist (or ADMIN_DIR, taken as built) -------------------------------------------------

const consoleGiven = Boolean(config.adminDir);
const adminDir = config.adminDir ?? join(repoDir, 'admin', 'dist');
const consoleStampFile = join(repoDir, 'node_modules', '.cache', 'fitout', 'console-build.json');
const consoleSources = [
  'admin/src',
  'admin/public',
  'admin/index.html',
  'admin/vite.config.ts',
  'admin/package.json',
  'shared/src',
  'shared/package.json',
  'package-lock.json',
];
const fileHash = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');
let consoleChild = null as ChildProcess | null;

/** Builds the console into a fresh folder and moves it into place, unless the build there is current. */
async function ensureConsole(): Promise<string> {
  if (consoleGiven) return 'given (ADMIN_DIR)';
  const stamp = await sourcesHash(repoDir, consoleSources, {
    PUBLIC_ADMIN_BASE: process.env.PUBLIC_ADMIN_BASE,
    PUBLIC_API_ROOT: process.env.PUBLIC_API_ROOT,
    PUBLIC_SITE_URL: process.env.PUBLIC_SITE_URL,
  });
  const index = join(adminDir, 'index.html');
  try {
    const recorded = JSON.parse(readFileSync(consoleStampFile, 'utf8')) as { stamp: string; index: string };
    if (recorded.stamp === stamp && existsSync(index) && recorded.index === fileHash(index)) return 'current';
  } catch {
    // never built by npm start
  }
  say('console: building (admin/ sources changed or never built)');
  const since = Date.now();
  const out = `${adminDir}.building-${process.pid}`;
  const vite = join(repoDir, 'node_modules', 'vite', 'bin', 'vite.js');
  await withHeartbeat(
    'console',
    new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, [vite, 'build', 'admin', '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
        cwd: repoDir,
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      consoleChild = child;
      child.once('error', fail);
      child.once('exit', (code, signal) => {
        consoleChild = null;
        if (code === 0) done();
        else fail(new Error(`the console build exited with ${signal ?? `code ${code}`}`));
      });
    }),
  ).catch(async (error) => {
    await rm(out, { recursive: true, force: true });
    throw error;
  });
  await rm(adminDir, { recursive: true, force: true });
  await rename(out, adminDir);
  await mkdir(dirname(consoleStampFile), { recursive: true });
  await writeFile(consoleStampFile, JSON.stringify({ stamp, index: fileHash(index) }));
  return `built in ${seconds(since)}`;
}

// ---- the site: built into DATA_DIR/site-builds/<id>/ by the API's publishing, swapped in when complete ------------

let served: Served | null = null;
let firstSiteBuild = true;
/** The quiet time before changed pages are rendered again (the build hook keeps PUBLISH_DEBOUNCE_MS's default). */
const LOCAL_PUBLISH_DEBOUNCE_MS = 100;

// Stops the console build too when the server is told to stop while it runs, and the site build when the
// server's publisher is the build hook (serve() stops its own publisher).
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    consoleChild?.kill('SIGTERM');
    void served?.app.siteBuilds?.stop();
  });
}

// `npm start` runs this under npm and a shell; a SIGTERM sent to npm (a process manager, `docker stop`) ends those two
// without passing it on. A changed parent means they are gone: close as on SIGTERM.
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  process.kill(process.pid, 'SIGTERM');
}, 1_000);
orphaned.unref();

say(`starting on ${config.publicUrl} (database: ${config.databaseUrl ? 'PostgreSQL' : `embedded, ${config.dataDir}`})`);
mkdirSync(adminDir, { recursive: true });
const consoleReady = ensureConsole();
consoleReady.catch(() => {}); // reported below, once the API is up

try {
  // The site built and served here; with PUBLISH_HOOK_URL, changes go to that hook, and the site here is built at start.
  served = await serve({
    config: { ...config, adminDir },
    site: {
      // Pages are rendered again within a second of a change: a short quiet time, unless PUBLISH_DEBOUNCE_MS says otherwise.
      debounceMs: process.env.PUBLISH_DEBOUNCE_MS === undefined ? LOCAL_PUBLISH_DEBOUNCE_MS : config.publishDebounceMs,
      // The first build's main steps as progress lines; later ones only say when they start and end.
      onLine: (line) => {
        if (firstSiteBuild && /\[build\]|error/i.test(line)) console.log(`    site | ${line}`);
      },
      log: (line) => say(line),
    },
  });
} catch (error) {
  consoleChild?.kill('SIGTERM');
  console.error(describeStartFailure(error));
  process.exit(1);
}
say(`API: listening${served.demo?.seeded ? '; demo content seeded into the empty database' : ''}`);

const site = served.app.siteBuilds!;
const siteSince = Date.now();
if (!site.current()) say('site: no build yet; the pages answer "The site is being built" until the first one is done');
const [siteResult, consoleResult] = await Promise.allSettled([
  withHeartbeat('site', site.ensureCurrent('npm start')).finally(() => (firstSiteBuild = false)),
  consoleReady,
]);

if (siteResult.status === 'rejected' || siteResult.value === 'failed') {
  say(`site: the build failed: ${site.status().error ?? (siteResult as PromiseRejectedResult).reason}`);
  say(site.current() ? 'site: serving the previous build' : 'site: no build to serve; the next catalogue change tries again');
} else {
  say(siteResult.value === 'current' ? 'site: current, not rebuilt' : `site: built in ${seconds(siteSince)}`);
}
if (consoleResult.status === 'rejected') say(`console: the build failed: ${consoleResult.reason?.message ?? consoleResult.reason}`);
else say(`console: ${consoleResult.value}`);

const base = config.publicUrl;
console.log(`
Fit-out is running on ${base}/
  site      ${base}/
  console   ${base}/admin/
  API       ${base}${API_PREFIX}/   (reference: ${base}/api/docs, health: ${base}/api/health)
  media     ${base}/media/
${
  config.publishHookUrl
    ? 'Catalogue changes saved in the console POST to PUBLISH_HOOK_URL.'
    : 'Catalogue changes saved in the console are published to the site by themselves.'
} Stop with Ctrl+C.`);
if (served.demo) console.log(describeDemo(served.demo, `${base}/`));

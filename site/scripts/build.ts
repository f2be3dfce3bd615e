// `npm run build -w site [-- --out <dir>]`: the static site, built from the API's content.
//
// With API_URL (the API's root, e.g. http://127.0.0.1:8000) the build reads that API. Without it, this script starts
// one of its own (node api/src/server.ts on a free port of 127.0.0.1, an empty temporary data folder, the demo
// content seeded), builds against it and stops it: `astro build` alone fails with `fetch failed` when no API
// answers. Such a site carries the temporary API's image URLs, so it is for checking the build; a site to
// serve is built against the API that will serve its media.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import getPort from 'get-port';
import { inOwnWorkFolder } from './work-folder.ts';

process.env.ASTRO_TELEMETRY_DISABLED = '1';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(siteDir, '..');

const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
const outDir = values.out ? resolve(process.cwd(), values.out) : undefined;

async function waitForHealth(origin: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} before it answered.`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`The API did not answer ${origin}/api/health within ${timeoutMs / 1000} s.`);
}

/** A throwaway API with the demo content, on its own port and data folder. */
async function startOwnApi() {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitout-site-build-'));
  const port = await getPort({ host: '127.0.0.1' });
  const origin = `http://127.0.0.1:${port}`;
  // Only the system's own variables, never the caller's settings: this API is private to the build, so it must not
  // reach the caller's database, mail server, object store or Redis, nor sign with its JWT_SECRET or admin account.
  const env: NodeJS.ProcessEnv = { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1' };
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'TZ', 'SYSTEMROOT']) {
    if (process.env[name] !== undefined) env[name] = process.env[name];
  }
  console.log(`site build: no API_URL given, starting the API with demo content at ${origin}`);
  const child = spawn(process.execPath, [join(repoDir, 'api/src/server.ts')], { cwd: repoDir, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { apiUrl: origin, stop };
}

let stopApi: (() => Promise<void>) | undefined;
let failed = false;
try {
  if (!process.env.API_URL) {
    const own = await startOwnApi();
    process.env.API_URL = own.apiUrl;
    stopApi = own.stop;
  }
  // Imported here so that astro.config.ts reads API_URL as set above.
  const { build } = await import('astro');
  await inOwnWorkFolder(repoDir, () => build({ root: siteDir, ...(outDir ? { outDir } : {}) }));
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await stopApi?.();
}
process.exit(failed ? 1 : 0);

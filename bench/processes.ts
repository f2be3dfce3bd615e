// The processes the bench measures: the API as production runs it (`npm run api`: node src/server.ts in api/,
// NODE_ENV=production, request logs on stdout, here into a file) and the bare node:http server beside it.
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, readFileSync } from 'node:fs';
import getPort from 'get-port';
import { join } from 'node:path';
import { accounts, pathOf } from '@fitout/shared/contract';

export const repoDir = join(import.meta.dirname, '..');

/**
 * Node's flags in `npm run api` (api/package.json), read from there so that the bench runs the API as production
 * does: a young generation large enough that its collections stop showing in the slowest answers. The bare server
 * gets the same flags, so the comparison stays fair.
 */
const apiNodeFlags: string[] = (JSON.parse(readFileSync(join(repoDir, 'api/package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(/\s+/)
  .filter((word) => word.startsWith('--'));

/** Orders one account may place per window, for the bench only: the load would otherwise be answered 429. */
export const BENCH_ORDER_LIMIT = { max: 10_000_000, windowMs: 60_000 };
export const ADMIN = { email: 'admin@bench.localhost', password: 'bench admin passphrase 2024' };

/** A port nothing listens on at 127.0.0.1, as the system gives it. */
export const freePort = () => getPort({ host: '127.0.0.1' });

/**
 * What to undo when the bench is stopped (Ctrl+C, SIGTERM): each cleanup added is run, the last first, so that the
 * processes and data it started go with it.
 */
export function cleanupsOnSignal(say: (line: string) => void): Set<() => Promise<void>> {
  const cleanups = new Set<() => Promise<void>>();
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, async () => {
      say(`${signal}: stopping`);
      for (const cleanup of [...cleanups].reverse()) await cleanup().catch(() => {});
      process.exit(130);
    });
  }
  return cleanups;
}

/** Resident memory of a process in MB (Linux /proc), or NaN where that cannot be read. */
export function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return kb ? Number(kb[1]) / 1024 : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

function stopChild(child: ChildProcess, timeoutMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

export type ApiProcess = { origin: string; pid: number; logFile: string; stop: () => Promise<void> };

export async function startApi(options: {
  dataDir: string;
  databaseUrl?: string;
  siteDir?: string;
  adminDir?: string;
  /** Writes the API's CPU profile into dataDir when it stops (open it in Chrome's DevTools). */
  profile?: boolean;
}): Promise<ApiProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = join(options.dataDir, 'api.log');
  const log = openSync(logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    DATABASE_URL: options.databaseUrl ?? '',
    JWT_SECRET: randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The bench's admin signs in with a password alone: it measures the API, not sign-in.
    STAFF_2FA: 'optional',
    ORDER_RATE_LIMIT_MAX: String(BENCH_ORDER_LIMIT.max),
    ORDER_RATE_LIMIT_WINDOW_MS: String(BENCH_ORDER_LIMIT.windowMs),
    SITE_DIR: options.siteDir ?? '',
    ADMIN_DIR: options.adminDir ?? '',
    SEED_DEMO: '0',
    LOG_LEVEL: '',
    PUBLISH_HOOK_URL: '',
    SMTP_URL: '',
  };
  const profile = options.profile ? ['--cpu-prof', `--cpu-prof-dir=${options.dataDir}`] : [];
  const child = spawn(process.execPath, [...apiNodeFlags, ...profile, 'src/server.ts'], {
    cwd: join(repoDir, 'api'),
    env,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const deadline = Date.now() + 120_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode}; its output: ${logFile}\n${tail(logFile)}`);
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`The API did not answer within 120 s; its output: ${logFile}`);
    }
    try {
      if ((await fetch(`${origin}/api/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  return { origin, pid: child.pid!, logFile, stop: () => stopChild(child) };
}

const tail = (file: string) => readFileSync(file, 'utf8').split('\n').slice(-20).join('\n');

/** Signs in through the API (each account once: sign-in keeps its strict limit) and answers the access token. */
export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}${pathOf(accounts.token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`Signing in as ${email} answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { access: string }).access;
}

/** What the API answered a call: the bare server answers the same. */
export type Sample = { status: number; headers: Record<string, string>; body: Buffer };

export type BareServer = { origin: string; serve: (sample: Sample) => Promise<void>; stop: () => Promise<void> };

export async function startBare(): Promise<BareServer> {
  const child = fork(join(import.meta.dirname, 'bare-server.ts'), [], {
    execArgv: [...process.execArgv, ...apiNodeFlags],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((done, fail) => {
    child.once('message', (message) => done((message as { port: number }).port));
    child.once('exit', (code) => fail(new Error(`the bare server exited with code ${code}`)));
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    serve: (sample) =>
      new Promise((done) => {
        child.once('message', () => done());
        child.send({ status: sample.status, headers: sample.headers, body: sample.body.toString('base64') });
      }),
    stop: () => stopChild(child, 5_000),
  };
}

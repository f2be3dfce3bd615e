// The real API process (`node api/src/server.ts`) for the tests that start, kill and restart it: what it printed,
// when it listens, when it exits. Every process started here is killed when the test file ends (killAll).
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const serverFile = fileURLToPath(new URL('../src/server.ts', import.meta.url));

export type ApiProcess = {
  child: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Both streams, in the order they came. */
  output: () => string;
  exited: Promise<number | null>;
  /** Resolves once the process listens; rejects if it exits first. */
  ready: Promise<void>;
};

const running = new Set<ChildProcess>();

/** Starts the API with only these settings (plus PATH and HOME, 127.0.0.1, warnings only, a high rate limit). */
export function startApiProcess(env: Record<string, string | undefined>): ApiProcess {
  const child = spawn(process.execPath, [serverFile], {
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000',
      STAFF_2FA: 'optional',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let stdout = '';
  let stderr = '';
  let output = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
    output += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => running.delete(child));
  const ready = new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (stdout.includes('API listening on')) {
        child.stdout!.off('data', onData);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    exited.then((code) => reject(new Error(`the API exited with ${code} before listening:\n${output}`)));
  });
  ready.catch(() => {});
  return { child, stdout: () => stdout, stderr: () => stderr, output: () => output, exited, ready };
}

/** Kills every API process still running (afterAll). */
export function killAll() {
  for (const child of running) child.kill('SIGKILL');
}

// The product started exactly as `npm start` starts it (scripts/start.ts with Node 24), on a free port and a fresh
// data folder, for the publishing journey: it builds the site against its own API and publishes changes itself.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../api/test/smtp.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export type NpmStart = {
  origin: string;
  /** Everything the server printed so far. */
  output: () => string;
  /** SIGTERM, then the exit code (null if it had to be killed). */
  stop: () => Promise<number | null>;
};

/** Starts the server and resolves once it prints its address, that is, once the console and site are built. */
export async function npmStart(options: { env?: NodeJS.ProcessEnv; timeoutMs?: number } = {}): Promise<NpmStart> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitout-npm-start-'));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ...options.env };
  // Only what npm start would see on a developer's machine: none of the journeys' shared server settings.
  for (const name of [
    'DATABASE_URL',
    'SITE_DIR',
    'ADMIN_DIR',
    'PUBLIC_URL',
    'SITE_URL',
    'ADMIN_URL',
    'API_URL',
    'SMTP_URL',
    'ADMIN_EMAIL',
    'ADMIN_PASSWORD',
    'NODE_ENV',
    'PUBLISH_HOOK_URL',
    'SEED_DEMO',
    'JWT_SECRET',
  ]) {
    if (!options.env || !(name in options.env)) delete env[name];
  }

  let output = '';
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.ts'], { cwd: repo, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const code = await Promise.race([exited, new Promise<'late'>((done) => setTimeout(() => done('late'), 20_000))]);
      if (code === 'late') {
        child.kill('SIGKILL');
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
        return null;
      }
    }
    rmSync(dataDir, { recursive: true, force: true });
    return child.exitCode;
  };

  const deadline = Date.now() + (options.timeoutMs ?? 300_000);
  while (!output.includes('Fit-out is running on')) {
    if (child.exitCode !== null) throw new Error(`npm start exited with code ${child.exitCode}:\n${output}`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not finish starting in time:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return { origin, output: () => output, stop };
}

// One server for every journey: an SMTP server in this process, the API on a fresh embedded database with the
// demo content (SEED_DEMO), the site built against that API and served by it from SITE_DIR, and the admin
// console built and served from ADMIN_DIR at /admin/, all on one port. Its address goes to the tests as
// E2E_BASE_URL, the folder of received mail as E2E_MAIL_DIR. The console and the site are built with a canary in
// every secret setting, and their folders go to the tests (E2E_ADMIN_DIR, E2E_SITE_DIR), which look for them.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TestSmtpServer, freePort } from '../api/test/smtp.ts';
import { fawryAccount, paymobAccount } from '../api/test/providers/accounts.ts';
import { startStandIn } from '../api/test/providers/start.ts';
import { mirrorMail } from './support/mail.ts';
import { SECRET_CANARIES } from './support/canaries.ts';
import { addPackagesForPaging } from './support/catalogue.ts';
import { COMPANY_EMAIL, DEMO_ADMIN } from './support/env.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function run(args: string[], env: NodeJS.ProcessEnv, what: string): Promise<void> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, args, { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', fail);
    child.once('exit', (code) => (code === 0 ? done() : fail(new Error(`${what} exited with code ${code}`))));
  });
}

async function waitForHealth(origin: string, server: ChildProcess, timeoutMs = 300_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode} before it answered`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  throw new Error(`the API did not answer ${origin}/api/health in time`);
}

/** Logs how long a step of the set-up took, from the set-up's start (each step's line says where the time goes). */
function timed<T>(what: string, started: number, step: Promise<T>): Promise<T> {
  return step.then((value) => {
    console.log(`e2e set-up: ${what} at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    return value;
  });
}

export default async function globalSetup() {
  const started = Date.now();
  // The demo pictures drawn 640 pixels wide, not 1200 (api/src/seed/images.ts): the seed takes a fraction of the time,
  // here and in the servers journeys start of their own (two-factor.spec.ts, publish.spec.ts), which inherit it.
  process.env.SEED_DEMO_PICTURE_WIDTH ??= '640';
  const root = mkdtempSync(join(tmpdir(), 'fitout-e2e-'));
  const dataDir = join(root, 'data');
  const siteDir = join(root, 'site');
  const adminDir = join(root, 'admin');
  const mailDir = join(root, 'mail');
  mkdirSync(siteDir, { recursive: true });
  mkdirSync(adminDir, { recursive: true });

  const smtp = await TestSmtpServer.start();
  const stopMirror = mirrorMail(smtp, mailDir);

  // Card payments go to the Paymob stand-in (its own process), as a real account's would go to Paymob (issue 40).
  const paymob = await startStandIn('paymob', paymobAccount);
  // Fawry references go to the Fawry stand-in, which a journey tells to pay one as an outlet would (its /_test/pay):
  // it then sends its signed notification to the API.
  const fawry = await startStandIn('fawry', fawryAccount);

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SITE_DIR: siteDir,
    ADMIN_DIR: adminDir,
    SEED_DEMO: '1',
    SMTP_URL: smtp.url,
    COMPANY_EMAIL,
    JWT_SECRET: 'e2e-secret-that-is-long-enough-for-hs256-signing',
    PUBLIC_URL: origin,
    SITE_URL: origin,
    // Many journeys sign in and write from one address within a minute.
    RATE_LIMIT_MAX: '100000',
    // Journeys in parallel mail the company within a minute; each waits for its own message, not a digest.
    NOTIFICATION_DIGEST_MS: '0',
    // The demo owner signs in to the console with a password in many journeys; two-factor.spec.ts runs a server of its
    // own where owners must enrol.
    STAFF_2FA: 'optional',
    LOG_LEVEL: 'warn',
    ...paymobAccount,
    PAYMOB_BASE_URL: paymob.url,
    ...fawryAccount,
    FAWRY_BASE_URL: fawry.url,
    INSTAPAY_ADDRESS: 'fitout@instapay',
    BANK_DETAILS: 'CIB, Fit-out LLC\\nIBAN EG380019000500000000263180002',
  };
  delete env.NODE_ENV;
  delete env.DATABASE_URL;
  delete env.ADMIN_EMAIL;
  delete env.ADMIN_PASSWORD;
  // The builds run where an operator's secrets are set (`npm start` builds from the server's own environment):
  // none of them may end up in a file served to everyone.
  const buildEnv: NodeJS.ProcessEnv = { ...env, ...SECRET_CANARIES };

  const server = spawn(process.execPath, ['api/src/server.ts'], { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const stop = async () => {
    if (server.exitCode === null) {
      const exited = new Promise((done) => server.once('exit', done));
      server.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (server.exitCode === null) server.kill('SIGKILL');
    }
    stopMirror();
    await smtp.close();
    await paymob.close();
    await fawry.close();
    rmSync(root, { recursive: true, force: true });
  };

  try {
    // The console builds while the API starts and the site builds (it needs neither; the API reads its files per
    // request): the two builds overlap instead of following each other.
    const vite = join(repo, 'node_modules', 'vite', 'bin', 'vite.js');
    const consoleBuild = timed(
      'console built',
      started,
      run([vite, 'build', 'admin', '--outDir', adminDir, '--emptyOutDir', '--logLevel', 'warn'], buildEnv, 'the console build'),
    );
    const siteBuild = (async () => {
      await timed('API up with the demo content', started, waitForHealth(origin, server));
      await addPackagesForPaging(origin, DEMO_ADMIN);
      const siteEnv = { ...buildEnv, API_URL: origin, ASTRO_TELEMETRY_DISABLED: '1' };
      await timed('site built', started, run(['site/scripts/build.ts', '--out', siteDir], siteEnv, 'the site build'));
    })();
    // Both settled before anything is stopped, whichever fails first.
    const outcomes = await Promise.allSettled([consoleBuild, siteBuild]);
    for (const outcome of outcomes) if (outcome.status === 'rejected') throw outcome.reason;
  } catch (error) {
    await stop();
    throw error;
  }

  process.env.E2E_BASE_URL = origin;
  process.env.E2E_MAIL_DIR = mailDir;
  // For a journey that runs a server of its own (two-factor.spec.ts) and reads its mail the same way.
  process.env.E2E_SMTP_URL = smtp.url;
  process.env.E2E_SITE_DIR = siteDir;
  process.env.E2E_ADMIN_DIR = adminDir;
  // The providers' stand-ins, for a journey that plays the provider's part (a Fawry outlet paying a reference).
  process.env.E2E_PAYMOB_URL = paymob.url;
  process.env.E2E_FAWRY_URL = fawry.url;
  return stop;
}

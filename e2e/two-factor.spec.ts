// Two-factor sign-in in the console: an owner (who must have it, STAFF_2FA's default) is walked through enrolling an
// authenticator app after the password, signs out and in again with a code, registers a passkey with Chromium's virtual
// authenticator, signs out and in with the passkey alone. The journey runs an API of its own on http://localhost (a
// WebAuthn relying party must be a domain name, not the shared server's 127.0.0.1) serving the console the run built.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../api/test/smtp.ts';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const OWNER = { email: 'owner@fitout.localhost', password: 'a long owner passphrase 4 tests' };

let server: ChildProcess | undefined;
let dataDir: string;
let origin: string;

const healthy = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/health`).then(
    (reply) => reply.ok,
    () => false,
  );

test.beforeAll(async () => {
  // A fresh embedded database's first open and migrations: up to minutes on a loaded machine.
  test.setTimeout(240_000);
  const adminDir = process.env.E2E_ADMIN_DIR;
  if (!adminDir) throw new Error('E2E_ADMIN_DIR: the console built by e2e/global-setup.ts');
  dataDir = mkdtempSync(join(tmpdir(), 'fitout-two-factor-'));
  const port = await freePort();
  origin = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: join(dataDir, 'data'),
    ADMIN_DIR: adminDir,
    PUBLIC_URL: origin,
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    JWT_SECRET: 'two-factor-journey-secret-long-enough-for-hs256',
    RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SITE_DIR', 'SITE_URL', 'ADMIN_URL', 'SEED_DEMO', 'SMTP_URL', 'NODE_ENV', 'STAFF_2FA', 'REDIS_URL'])
    delete env[name];
  server = spawn(process.execPath, ['api/src/server.ts'], { cwd: repo, env, stdio: ['ignore', 'inherit', 'inherit'] });
  const deadline = Date.now() + 220_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the API exited with code ${server.exitCode}`);
    if (await healthy(port)) break;
    if (Date.now() > deadline) throw new Error('the API did not start in time');
    await new Promise((wait) => setTimeout(wait, 250));
  }
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((done) => server!.once('exit', done));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
  }
  rmSync(dataDir, { recursive: true, force: true });
});

/** What follows a sign-in (the console's chunks, the session's token, the first reads) may take long on a loaded machine. */
const slow = { timeout: 30_000 };

/** The code an authenticator app with this secret shows `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 1000 });

async function signInWithPassword(page: Page) {
  await page.goto(`${origin}/admin/login`);
  await page.locator('input[name="email"]').fill(OWNER.email);
  await page.locator('input[name="password"]').fill(OWNER.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/, slow);
}

/**
 * Pictures of the screens for a person to look at, when SCREENSHOT_DIR is set: at 1280 and 390 px, and with `arabic`
 * also in Arabic (the page reloaded in it, then back in English).
 */
async function picture(page: Page, name: string, options: { arabic?: boolean } = {}) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const both = async (suffix: string) => {
    await page.screenshot({ path: join(dir, `${name}${suffix}-1280.png`), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: join(dir, `${name}${suffix}-390.png`), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  };
  await both('');
  if (!options.arabic) return;
  const setLocale = async (locale: string) => {
    await page.evaluate((value) => localStorage.setItem('RaStore.locale', JSON.stringify(value)), locale);
    await page.reload();
    await page.locator(`html[lang="${locale}"]`).waitFor();
  };
  await setLocale('ar');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await both('-ar');
  await setLocale('en');
}

test('an owner enrols an authenticator app after the password, signs in with a code, then with a passkey', async ({ page }) => {
  // Four sign-ins, each loading the console and fetching its access token, on a loaded machine.
  test.setTimeout(240_000);
  let secret = '';

  await test.step('after the password, the console holds the owner at enrolling an authenticator app', async () => {
    await signInWithPassword(page);
    await expect(page.getByText('Your role requires two-factor sign-in. Set up an authenticator app to use the console.')).toBeVisible(slow);
    await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
    const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
    await expect(qr).toBeVisible(slow);
    // The QR code holds the otpauth URI of the key shown beside it.
    const uri = new URL((await qr.getAttribute('data-otpauth'))!);
    secret = uri.searchParams.get('secret')!;
    expect((await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '')).toBe(secret);
    await picture(page, 'security-enrol');
    await page.getByLabel('Six-digit code').fill('000000' === codeAt(secret) ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('This code is not valid. Check the time on your phone and try again.')).toBeVisible(slow);
    await page.getByLabel('Six-digit code').fill(codeAt(secret));
    await page.getByRole('button', { name: 'Turn on' }).click();
  });

  await test.step('ten recovery codes are shown once; then the console opens', async () => {
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10, slow);
    await picture(page, 'security-recovery-codes');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible(slow);
    await expect(page.getByText('Your role requires two-factor sign-in.')).toBeHidden();
  });

  await test.step('signed out and in again, the password leads to a code, and the code to the console', async () => {
    await signOut(page);
    await signInWithPassword(page);
    await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(slow);
    await picture(page, 'login-second-step');
    // The enrolment used this step's code: the app's next one.
    await page.getByLabel('Code').fill(codeAt(secret, 30));
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/$/, slow);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible(slow);
  });

  await test.step('a passkey is registered on the Security page (Chromium virtual authenticator)', async () => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await page.getByRole('button', { name: /account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Security' }).click();
    await expect(page.getByText('On: signing in asks for a code from your app.')).toBeVisible(slow);
    await page.getByLabel('Name (e.g. work laptop)').fill('Work laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByText('Work laptop')).toBeVisible(slow);
    await picture(page, 'security-page', { arabic: true });
  });

  await test.step('signed out, the passkey alone signs the owner in', async () => {
    await signOut(page);
    await picture(page, 'login', { arabic: true });
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/admin\/$/, slow);
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible(slow);
    await page.goto(`${origin}/admin/security`);
    await expect(page.getByRole('list', { name: 'Passkeys' }).getByText(/last used/)).toBeVisible(slow);
  });
});

// A team in the console, end to end (issue 23): an owner, who must have two-factor sign-in (STAFF_2FA's default), is
// walked through enrolling an authenticator app after the password, then invites an editor; the editor sets a password
// from the mailed link, enrols an authenticator app on the Security page, signs out and in again with a code, registers
// a passkey with Chromium's virtual authenticator and signs in with it alone, finds no Orders menu and edits a package;
// the owner finds that change in the audit log with its before and after. The journey runs an API of its own on
// http://localhost (a WebAuthn relying party must be a domain name, not the shared server's 127.0.0.1) on the demo
// content, serving the console the run built and mailing through the run's SMTP server.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { freePort } from '../api/test/smtp.ts';
import { messages } from '@fitout/shared';
import { freshEmail, PASSWORD } from './support/accounts.ts';
import { notice } from './support/console.ts';
import { acceptInvitation, inviteStaff } from './support/team.ts';

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
    SEED_DEMO: '1',
    SMTP_URL: process.env.E2E_SMTP_URL,
    JWT_SECRET: 'two-factor-journey-secret-long-enough-for-hs256',
    RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'SITE_DIR', 'SITE_URL', 'ADMIN_URL', 'NODE_ENV', 'STAFF_2FA', 'REDIS_URL']) delete env[name];
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

async function signInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(`${origin}/admin/login`);
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
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

/** On the Security page (or the gate that holds an owner at it): enrols an authenticator app, returns its key and codes. */
async function enrolAuthenticator(page: Page, name: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  await page.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toBeVisible(slow);
  // The QR code holds the otpauth URI of the key shown beside it.
  const uri = new URL((await qr.getAttribute('data-otpauth'))!);
  const secret = uri.searchParams.get('secret')!;
  expect((await page.getByTestId('totp-secret').textContent())?.replace(/\s/g, '')).toBe(secret);
  await picture(page, `${name}-enrol`);
  await page.getByLabel('Six-digit code').fill('000000' === codeAt(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByText('This code is not valid. Check the time on your phone and try again.')).toBeVisible(slow);
  await page.getByLabel('Six-digit code').fill(codeAt(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  // Ten recovery codes, shown once.
  const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10, slow);
  const recoveryCodes = await codes.allTextContents();
  await picture(page, `${name}-recovery-codes`);
  await page.getByRole('button', { name: 'I have saved them' }).click();
  return { secret, recoveryCodes };
}

/** "Confirm it's you" (sudo mode), the dialog a security change opens when the last proof is over 5 minutes old. */
const sudoDialog = (page: Page) => page.getByRole('dialog', { name: /Confirm it’s you|أكّد أنك أنت/ });

/**
 * Pictures of the dialog for a person to look at, when SCREENSHOT_DIR is set: at 1280 px in English and light, then
 * in Arabic and dark (the page reloaded in them and the dialog opened again by `open`), and back. Leaves it closed.
 */
async function pictureDialog(page: Page, name: string, open: () => Promise<void>) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  const shoot = async (suffix: string) => {
    await open();
    await expect(sudoDialog(page)).toBeVisible(slow);
    // Taken once the page behind is dimmed (the backdrop's fade has ended).
    await expect(page.locator('.MuiDialog-backdrop')).toHaveCSS('opacity', '1');
    await page.screenshot({ path: join(dir, `${name}${suffix}-1280.png`), animations: 'disabled' });
    await page.keyboard.press('Escape');
    await expect(sudoDialog(page)).toBeHidden();
  };
  const settings = async (locale: string, dark: boolean) => {
    await page.evaluate(
      ([value, mode]) => {
        localStorage.setItem('RaStore.locale', JSON.stringify(value));
        localStorage.setItem('darkMode', String(mode));
      },
      [locale, dark] as const,
    );
    await page.reload();
    await page.locator(`html[lang="${locale}"]`).waitFor();
  };
  await shoot('');
  await settings('ar', true);
  await shoot('-ar-dark');
  await settings('en', false);
}

async function openSecurity(page: Page) {
  await page.getByRole('button', { name: /account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Security' }).click();
}

const signedIn = async (page: Page) => {
  await expect(page).toHaveURL(/\/admin\/$/, slow);
  await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible(slow);
};

test('an owner enrols, invites an editor, who enrols, signs in with a code and a passkey and edits a package; the owner reads the change in the audit log', async ({
  page,
  browser,
}) => {
  // Seven sign-ins, each loading the console and fetching its access token, on a loaded machine.
  test.setTimeout(300_000);
  const editor = { email: freshEmail('editor'), password: PASSWORD };

  await test.step('after the password, the console holds the owner at enrolling an authenticator app', async () => {
    await signInWithPassword(page, OWNER);
    await expect(page.getByText('Your role requires two-factor sign-in. Set up an authenticator app to use the console.')).toBeVisible(slow);
    await enrolAuthenticator(page, 'security');
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible(slow);
    await expect(page.getByText('Your role requires two-factor sign-in.')).toBeHidden();
  });

  await test.step('the owner invites an editor from Staff', async () => {
    await inviteStaff(page, editor.email, 'editor', origin);
  });

  const editorPage = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  let secret = '';
  let recoveryCodes: string[] = [];
  await test.step('the editor sets a password from the mailed link and, signed in, enrols an authenticator app', async () => {
    await acceptInvitation(editorPage, editor.email, 'Nour Editor', editor.password, origin);
    // Two-factor sign-in is the editor's choice (STAFF_2FA=owners): the password alone opens the console.
    await signInWithPassword(editorPage, editor);
    await signedIn(editorPage);
    await openSecurity(editorPage);
    await expect(editorPage.getByText('Off: signing in asks for your password only.')).toBeVisible(slow);
    ({ secret, recoveryCodes } = await enrolAuthenticator(editorPage, 'editor-security'));
    await expect(editorPage.getByText('On: signing in asks for a code from your app.')).toBeVisible(slow);
  });

  await test.step('signed out and in again, the password leads to a code, and the code to the console', async () => {
    await signOut(editorPage);
    await signInWithPassword(editorPage, editor);
    await expect(editorPage.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible(slow);
    await picture(editorPage, 'login-second-step');
    // The enrolment used this step's code: the app's next one.
    await editorPage.getByLabel('Code').fill(codeAt(secret, 30));
    await editorPage.getByRole('button', { name: 'Verify' }).click();
    await signedIn(editorPage);
  });
  // The app's code the sign-in used: the time step after the one shown then.
  const usedStep = Math.floor(Date.now() / 30_000) + 1;

  await test.step('a passkey is registered on the Security page (Chromium virtual authenticator) and alone signs the editor in', async () => {
    const cdp = await editorPage.context().newCDPSession(editorPage);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
    });
    await openSecurity(editorPage);
    await editorPage.getByLabel('Name (e.g. work laptop)').fill('Work laptop');
    await editorPage.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(editorPage.getByRole('list', { name: 'Passkeys' }).getByText('Work laptop')).toBeVisible(slow);
    await picture(editorPage, 'security-page', { arabic: true });
    await signOut(editorPage);
    await picture(editorPage, 'login', { arabic: true });
    await editorPage.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await signedIn(editorPage);
  });

  await test.step('a security change asks for the second factor again: the code is given in a dialog, and the change goes through', async () => {
    // Reloaded, the console's token comes from a refresh, which carries no recent proof of who the editor is.
    await openSecurity(editorPage);
    await editorPage.reload();
    const remove = editorPage.getByRole('button', { name: 'Remove passkey Work laptop' });
    await expect(remove).toBeVisible(slow);
    // In either language: the passkey's row's one button.
    await pictureDialog(editorPage, 'sudo-dialog', () =>
      editorPage.getByRole('listitem').filter({ hasText: 'Work laptop' }).getByRole('button').click(),
    );
    await remove.click();
    const dialog = sudoDialog(editorPage);
    await expect(dialog).toBeVisible(slow);
    await expect(dialog.getByText('This change needs your authenticator app again.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Use a passkey' })).toBeVisible();
    await dialog.getByLabel('Code').fill('000000' === codeAt(secret, 30) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog.getByText('This code is not valid. Check the time on your phone and try again.')).toBeVisible(slow);
    // The app's next code, unless the sign-in used it a moment ago: then a recovery code.
    const nextStep = Math.floor(Date.now() / 30_000) + 1;
    await dialog.getByLabel('Code').fill(nextStep > usedStep ? codeAt(secret, 30) : recoveryCodes[0]);
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden(slow);
    await expect(notice(editorPage, 'Passkey removed.')).toBeVisible(slow);
    await expect(editorPage.getByText('No passkeys yet.')).toBeVisible(slow);
  });

  let packageId = 0;
  let oldPrice = 0;
  await test.step('the editor finds the catalogue but no Orders or Staff, and changes a package', async () => {
    const menu = editorPage.locator('.RaSidebar-fixed');
    await expect(menu.getByRole('menuitem', { name: 'Packages' })).toBeVisible(slow);
    await expect(menu.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
    const [pkg] = (await (await fetch(`${origin}/api/v1/post/lists/`)).json()) as { id: number; price_per_unit: number }[];
    packageId = pkg.id;
    oldPrice = pkg.price_per_unit;
    await editorPage.goto(`${origin}/admin/packages/${pkg.id}`);
    const price = editorPage.locator('input[name="price_per_unit"]');
    await expect(price).toHaveValue(String(pkg.price_per_unit), slow);
    await price.fill(String(pkg.price_per_unit + 250));
    await editorPage.getByRole('button', { name: 'Save' }).click();
    await expect(notice(editorPage, messages.packageUpdated)).toBeVisible(slow);
  });

  await test.step("the owner finds the editor's change in the audit log, before and after", async () => {
    await page.goto(`${origin}/admin/audit`);
    await page.getByRole('combobox', { name: 'Record type' }).click();
    await page.getByRole('option', { name: 'Packages' }).click();
    // The list redrawn with the filter (a row of the unfiltered list may stand where a click aims meanwhile).
    await expect(page).toHaveURL(/filter=.*packages/);
    await expect(page.getByRole('row')).toHaveCount(2, slow);
    const change = page.getByRole('row').filter({ hasText: `Package #${packageId} changed` });
    await expect(change).toContainText(editor.email);
    await change.getByRole('link', { name: 'View' }).click();
    await expect(page).toHaveURL(/\/admin\/audit\/\d+\/show$/, slow);
    const price = page
      .getByRole('table')
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'price_per_unit' }) });
    await expect(price.getByRole('cell')).toHaveText([String(oldPrice), String(oldPrice + 250)], slow);
    // Who made it, and in which role.
    await expect(page.getByText(editor.email)).toBeVisible();
    await expect(page.getByText('Editor', { exact: true })).toBeVisible();
    await page.goto(`${origin}/admin/staff`);
    await expect(page.getByRole('row').filter({ hasText: editor.email })).toContainText('Active', slow);
  });
});

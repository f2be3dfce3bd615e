// The account pages of SPEC.md sections 2, 4, 5 and 8: sign-up, the activation mail, sign-in (failure,
// unconfirmed account), password reset by the mailed link, logout.
import { expect, test, type Page } from '@playwright/test';
import { apiMessages, messages } from '@fitout/shared';
import { checkRefusals } from '@fitout/shared/refusal-checks';
import { refusals } from '@fitout/shared/refusals';
import {
  activeCustomer,
  AREA_READY,
  freshEmail,
  hydrated,
  mailedLink,
  registerAccount,
  signedInCustomer,
  signInThroughForm,
  signUpThroughForm,
  toast,
} from './support/accounts.ts';
import { DEMO_CUSTOMER } from './support/env.ts';
import { openMenu, scriptsHolding, watchConsole } from './support/pages.ts';

test('a visitor signs up, is asked to confirm, and the mailed link activates the account @phone', async ({ page }) => {
  const problems = watchConsole(page);
  const email = freshEmail('signup');

  await page.goto('/register');
  await expect(page).toHaveURL('/signup');
  await signUpThroughForm(page, 'Salma Fathy', email);

  await expect(page).toHaveURL('/confirmemail');
  await expect(toast(page, messages.signedUp)).toBeVisible();
  await expect(toast(page, messages.registrationSuccess)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'check your email' })).toBeVisible();

  // Signed in right after sign-up, but not confirmed: the customer area sends the account back here.
  await page.goto('/user/profile');
  await expect(page).toHaveURL('/confirmemail', AREA_READY);

  await page.goto(await mailedLink(email, /confirm/i));
  await expect(page.getByRole('status').filter({ hasText: apiMessages.accountActivated })).toBeVisible();
  await expect(page).toHaveURL('/login');

  await signInThroughForm(page, email);
  await expect(page).toHaveURL('/user/profile');
  await expect(toast(page, messages.signedIn)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Salma Fathy' })).toBeVisible();
  expect(problems).toEqual([]);
});

test("an account that is not confirmed yet signs in to 'Active Account.' and the confirm-email notice", async ({ page }) => {
  const email = freshEmail('unconfirmed');
  await registerAccount(email, 'Omar Nabil');

  await page.goto('/login');
  await hydrated(page);
  await signInThroughForm(page, email);

  await expect(page).toHaveURL('/confirmemail');
  await expect(toast(page, messages.activeAccount)).toBeVisible();
});

/** Holds the page's scripts back, as a slow connection would, until the returned function lets them through. */
async function holdScripts(page: Page): Promise<() => void> {
  const scripts = /\/_astro\/.*\.js$/;
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  await page.route(scripts, async (route) => {
    await opened;
    await route.continue();
  });
  // Once let through, the handler passes every script on; a later call's handler, tried first, holds the next page.
  return () => open();
}

test('what a visitor types before the form has hydrated (seconds on a slow phone) is kept and sent', async ({ page }) => {
  let release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
  await page.locator('input[name="password"]').fill('typed-before-hydration');
  // Not sent before then: as a plain form it would go out as a GET with the password in the address.
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  release();
  await hydrated(page);
  await expect(login).toBeEnabled();

  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);
  await expect(page.locator('input[name="password"]')).toHaveValue('typed-before-hydration');
  // The form's state holds them too: the server answers for that password (an empty form would stop at "required").
  await login.click();
  await expect(page.getByRole('alert')).toHaveText(apiMessages.badCredentials);

  release = await holdScripts(page);
  await page.goto('/resetpassword', { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Email' }).fill(DEMO_CUSTOMER.email);
  release();
  await hydrated(page);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);
});

test("the account forms' scripts are asked for once the page is drawn, leaving the line to what its first paint needs", async ({ page }) => {
  // The page's styles held back half a second: its first paint waits for them while the browser is otherwise idle,
  // the moment an idle-time island (client:idle) would have asked for its scripts.
  await page.route(/\/_astro\/[^/]+\.css$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 500));
    await route.continue();
  });
  for (const path of ['/login', '/ar/signup']) {
    await page.goto(path);
    await hydrated(page);
    const { painted, scripts } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js') && /Form\./.test(entry.name))
        .map((entry) => entry.startTime),
    }));
    expect(painted, path).toBeGreaterThan(400);
    expect(scripts.length, path).toBeGreaterThan(0);
    for (const asked of scripts) expect(asked, path).toBeGreaterThanOrEqual(painted!);
  }
});

test("a failed sign-in shows the server's message in an alert and a toast, and clears the password", async ({ page }) => {
  await page.goto('/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('aria-invalid', 'true');

  await signInThroughForm(page, DEMO_CUSTOMER.email, 'not-the-password');

  await expect(page.getByRole('alert')).toHaveText(apiMessages.badCredentials);
  await expect(toast(page, apiMessages.badCredentials)).toBeVisible();
  // The password is cleared and has the focus for the next try; the address stays.
  await expect(page.locator('input[name="password"]')).toHaveValue('');
  await expect(page.locator('input[name="password"]')).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(DEMO_CUSTOMER.email);
  await expect(page).toHaveURL('/login');
});

test("a sign-in page carries its own checks' words, and the API's refusals only once one comes", async ({ page }) => {
  const holds = scriptsHolding(page);
  // A refusal a sign-in never meets, and the one it does.
  const unrelated = refusals['visit.slot_taken'].ar;
  const badCredentials = refusals['auth.bad_credentials'].ar;

  await page.goto('/ar/login');
  await hydrated(page);
  await page.getByRole('button', { name: 'تسجيل الدخول' }).last().click();
  await expect(page.locator('#login-email')).toHaveAccessibleDescription(checkRefusals['field.required'].ar);
  expect(await holds(unrelated), "a visit's refusal among the sign-in page's scripts").toBe(false);
  expect(await holds(badCredentials), "the sign-in's refusal among the page's scripts before a refusal").toBe(false);

  await page.locator('#login-email').fill(DEMO_CUSTOMER.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('input[name="password"]').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(badCredentials);
  expect(await holds(badCredentials), "the sign-in's refusal among the page's scripts once refused").toBe(true);
});

test("a refused sign-in whose words cannot be loaded says 'Invalid Data' in the page's language", async ({ page }) => {
  await page.goto('/ar/login');
  await hydrated(page);
  // No script of the site reaches the page any more (the connection lost, a new release replacing the files).
  await page.route(/\/_astro\/[^/]+\.js$/, (route) => route.abort());
  await page.locator('#login-email').fill(DEMO_CUSTOMER.email);
  await page.locator('input[name="password"]').fill('not-the-password');
  await page.locator('input[name="password"]').press('Enter');
  // 'Invalid Data' (SPEC.md section 8) in Arabic, as the page's own words have it.
  await expect(page.getByRole('alert')).toHaveText('بيانات غير صحيحة');
  await expect(page.locator('input[name="password"]')).toHaveValue('');
});

test("sign-up shows the server's error object field by field", async ({ page }) => {
  await page.goto('/signup');
  await signUpThroughForm(page, 'Someone Else', DEMO_CUSTOMER.email);
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(apiMessages.emailTaken);
  await expect(toast(page, apiMessages.emailTaken)).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(freshEmail('weak'));
  await page.locator('input[name="password"]').fill('password');
  await page.locator('input[name="password2"]').fill('password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.locator('input[name="password"]')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('input[name="password"]')).toHaveAccessibleDescription(/too short|too common/);
  await expect(page.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL('/signup');
});

test('a forgotten password is replaced through the mailed link', async ({ page }) => {
  const email = await activeCustomer('reset', 'Hana Adel');
  const newPassword = 'Copper-Lantern-5150';

  await page.goto('/resetpassword');
  await hydrated(page);
  let resetCalls = 0;
  page.on('request', (request) => request.url().includes('/password-reset/') && (resetCalls += 1));
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(apiMessages.required);
  expect(resetCalls).toBe(0);

  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(toast(page, messages.passwordResetSent)).toBeVisible();
  expect(resetCalls).toBe(1);

  await page.goto(await mailedLink(email, /new password/i));
  await expect(page).toHaveURL(/\/changepassword\?otp=.+&uidb64=.+&reset_token=.+/);
  await hydrated(page);
  await page.locator('input[name="password"]').fill(newPassword);
  await page.locator('input[name="password2"]').fill(`${newPassword}!`);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(toast(page, messages.passwordMismatch)).toBeVisible();

  await page.locator('input[name="password2"]').fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL('/login');
  await expect(toast(page, messages.passwordChanged)).toBeVisible();

  await signInThroughForm(page, email, newPassword);
  await expect(page).toHaveURL('/user/profile');
});

test('logout clears the session and returns home @phone', async ({ page, context }) => {
  test.slow(); // two visits to the customer area (each fetching its access token first) and a logout: near 30 s on a loaded machine
  await signedInCustomer(context, 'logout', 'Karim Said');

  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'Karim Said' })).toBeVisible(AREA_READY);
  await openMenu(page);
  await page.getByRole('link', { name: 'Logout' }).click();

  await expect(toast(page, messages.loggedOut)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await context.cookies()).filter((c) => ['fitout_refresh', 'signed_in', 'access', 'refresh'].includes(c.name))).toEqual([]);
  await openMenu(page);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();

  await page.goto('/user/profile');
  await expect(page).toHaveURL('/login', AREA_READY);
});

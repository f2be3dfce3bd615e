// The customer area of SPEC.md section 2 (one app under /user): a new customer's whole way from sign-up to a
// deleted order, the guards, the aliases and the not-found view.
import { expect, test, type Locator } from '@playwright/test';
import { apiMessages, messages } from '@fitout/shared';
import {
  activeCustomer,
  AREA_READY,
  freshEmail,
  hydrated,
  mailedLink,
  PNG,
  registerAccount,
  SESSION_COOKIE,
  signedInCustomer,
  signInContext,
  signInThroughForm,
  signUpThroughForm,
  toast,
} from './support/accounts.ts';
import { categories, categoryPackages } from './support/catalogue.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { watchConsole } from './support/pages.ts';

/** On a phone a toast lies over the sticky header at the top, not over the page's headings and fields below it. */
async function expectOverHeader(shown: Locator) {
  if ((shown.page().viewportSize()?.width ?? 0) >= 600) return;
  expect((await shown.boundingBox())!.y, 'the toast sits below the header, over the page').toBeLessThanOrEqual(16);
}

test('a new customer signs up, confirms, completes the profile, books a package and manages the order @phone', async ({ page }) => {
  test.slow();
  const problems = watchConsole(page);
  const email = freshEmail('journey');

  await test.step('sign up and confirm the address from the mail', async () => {
    await page.goto('/signup');
    await signUpThroughForm(page, 'Mona Hassan', email);
    await expect(page).toHaveURL('/confirmemail');
    await page.goto(await mailedLink(email, /confirm/i));
    await expect(page.getByRole('status').filter({ hasText: 'Your account is active' })).toBeVisible();
  });

  await test.step('sign in', async () => {
    await signInThroughForm(page, email);
    await expect(page).toHaveURL('/user/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    // The defaults of an empty profile.
    await expect(page.getByRole('img', { name: 'Default avatar' })).toBeVisible();
    await expect(page.getByText('+20 000 000 0000')).toBeVisible();
  });

  await test.step('update the profile with a picture', async () => {
    await page.getByRole('link', { name: 'Update Profile' }).click();
    await expect(page).toHaveURL(/\/user\/updateprofile\/\d+$/);
    await expect(page.getByText(messages.imageHint)).toBeVisible();

    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, messages.imageRequired)).toBeVisible();
    await expectOverHeader(toast(page, messages.imageRequired));
    await expect(page.getByRole('textbox', { name: 'Phone' })).toHaveAttribute('aria-invalid', 'true');

    const picture = page.getByLabel('Profile picture');
    await picture.setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    await expect(toast(page, messages.imageType)).toBeVisible();

    await picture.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('textbox', { name: 'Phone' }).fill('01001234567');
    // A field filled in loses its problem at once, before the next Save.
    await expect(page.getByRole('textbox', { name: 'Phone' })).not.toHaveAttribute('aria-invalid');
    await page.getByRole('combobox', { name: 'Governorate' }).selectOption('Giza');
    await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/mona.hassan');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Two kids, one cat, and a flat that needs love.');
    await page.getByRole('button', { name: 'Save Changes' }).click();

    await expect(toast(page, messages.profileUpdated)).toBeVisible();
    await expect(page).toHaveURL('/user/profile');
    await expect(page.getByText('Two kids, one cat, and a flat that needs love.')).toBeVisible();
    await expect(page.getByRole('img', { name: /Profile picture of Mona Hassan/ })).toHaveAttribute('src', /\/media\//);
  });

  const [category] = await categories();
  const [booked] = await categoryPackages(category.slug);

  await test.step("book a package from its category's page", async () => {
    await page.goto(`/detailscategory/${category.id}`);
    const escaped = booked.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    await page.getByRole('link', { name: new RegExp(`^Book package\\b.*${escaped}$`) }).click();
    await expect(page).toHaveURL(/\/user\/createregisterorder\?package=/);
    await expect(page.getByRole('heading', { level: 1, name: 'Order' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Package' })).toHaveValue(booked.title);
    await expect(page.getByRole('textbox', { name: 'Package' })).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Create Order' }).click();
    await expect(page.getByRole('alert')).toHaveText(messages.packageFieldsRequired);
    await expect(toast(page, messages.packageFieldsRequired)).toBeVisible();

    // Name, phone and governorate come from the profile.
    await expect(page.getByRole('textbox', { name: 'Full Name' })).toHaveValue('Mona Hassan');
    const city = page.getByRole('textbox', { name: 'City' });
    await expect(city).toHaveAccessibleDescription(apiMessages.required);
    await city.fill('6th of October');
    await expect(city).not.toHaveAttribute('aria-invalid');
    await expect(city).toHaveAccessibleDescription('');
    await page.getByRole('textbox', { name: 'The Area' }).fill('District 3');
    await page.getByRole('combobox', { name: 'Type of Residential Unit' }).selectOption({ label: 'Villa' });
    await page.getByRole('combobox', { name: 'Required Works' }).selectOption({ label: 'Execution and Design' });
    await page.getByRole('combobox', { name: 'Skills' }).selectOption({ label: 'Quick execution' });
    await page.getByRole('combobox', { name: 'Condition of the Unit' }).selectOption({ label: '3/4 finished' });
    await page.getByRole('spinbutton', { name: 'Space' }).fill('220');
    await page.getByRole('spinbutton', { name: 'Number of Rooms' }).fill('4');
    await page.getByRole('spinbutton', { name: 'Number of Bathrooms' }).fill('3');
    await page.getByRole('textbox', { name: 'Note' }).fill('Garden access from the side gate.');
    await page.getByRole('button', { name: 'Create Order' }).click();

    await expect(toast(page, messages.orderCreated)).toBeVisible();
    await expect(page).toHaveURL('/user/profile');
  });

  await test.step('see it listed and in detail', async () => {
    await page.getByRole('link', { name: 'Orders List' }).first().click();
    await expect(page).toHaveURL('/user/listorders');
    const row = page.getByRole('listitem').filter({ hasText: 'Mona Hassan (Villa)' });
    await expect(row).toHaveCount(1);
    await row.getByRole('link', { name: /^View/ }).click();

    await expect(page).toHaveURL(/\/user\/detailsorder\/[\w-]+$/);
    // The form's answers are folded under "Order details" on the order's home (issue 37).
    await page.locator('details.home-details summary').click();
    const cell = (label: string) => page.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
    await expect(cell('Full Name')).toHaveText('Mona Hassan');
    await expect(cell('Governorate')).toHaveText('Giza');
    await expect(cell('Skills')).toHaveText('Quick execution');
    await expect(cell('Condition of the Unit')).toHaveText('3/4 finished');
    await expect(cell('Space')).toHaveText('220');
    await expect(cell('Package')).toHaveText(booked.title);
    await expect(cell('Note')).toHaveText('Garden access from the side gate.');
    await page.getByRole('link', { name: 'Back to List' }).first().click();
    await expect(page).toHaveURL('/user/listorders');
  });

  await test.step('delete it after confirming', async () => {
    const row = page.getByRole('listitem').filter({ hasText: 'Mona Hassan (Villa)' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const dialog = page.getByRole('dialog', { name: messages.deleteConfirmTitle });
    await expect(dialog).toContainText(messages.deleteConfirm('order'));
    // The backdrop dims the whole page, the sticky header included: what is under the header's corner is the dialog's.
    const headerCovered = await page.evaluate(() => {
      const header = document.querySelector('header')!.getBoundingClientRect();
      return !document.querySelector('header')!.contains(document.elementFromPoint(header.left + 4, header.top + 4));
    });
    expect(headerCovered, 'the backdrop leaves the header bright').toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: /^Delete/ }).click();
    await dialog.getByRole('button', { name: 'Yes, delete it!' }).click();
    await expect(toast(page, messages.orderDeleted)).toBeVisible();
    await expect(page.getByText(messages.emptyList('order'))).toBeVisible();
  });

  expect(problems).toEqual([]);
});

test.describe('guards', () => {
  test('a visitor who is not signed in goes to /login', async ({ page }) => {
    for (const path of ['/user/profile', '/user/listorders', '/user/createregisterorder']) {
      await page.goto(path);
      await expect(page).toHaveURL('/login', AREA_READY);
    }
  });

  test('a visitor who books a package signs in and comes back to the order form with the package', async ({ page }) => {
    const email = await activeCustomer('guard-return', 'Tarek Fawzy');

    await page.goto('/user/createregisterorder?package=Luxury%20Villa%20Finishing');
    await expect(page).toHaveURL('/login', AREA_READY);
    await hydrated(page);
    await signInThroughForm(page, email);

    await expect(page).toHaveURL('/user/createregisterorder?package=Luxury%20Villa%20Finishing');
    await expect(toast(page, messages.signedIn)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Package' })).toHaveValue('Luxury Villa Finishing');
  });

  test('an unconfirmed account goes to /confirmemail', async ({ page, context }) => {
    const email = freshEmail('guard-unconfirmed');
    await registerAccount(email);
    await signInContext(context, email);
    await page.goto('/user/listorders');
    await expect(page).toHaveURL('/confirmemail', AREA_READY);
  });

  test('a superuser goes to the admin console', async ({ page, context }) => {
    await signInContext(context, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await page.goto('/user/profile');
    await expect(page).toHaveURL(/\/admin\/$/, AREA_READY);
  });

  test("a new page asks for its access token and the profile once each, before the area's scripts have loaded", async ({ page, context }) => {
    await signedInCustomer(context, 'guard-refresh', 'Laila Samir');
    const asked: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/\/user\/(token\/refresh|profile\/\d+)\/$|\/_astro\/CustomerApp\./.test(pathname))
        asked.push(pathname.replace(/\/\d+\/$/, '/ID/').replace(/\..*$/, ''));
    });
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Laila Samir' })).toBeVisible(AREA_READY);
    // The page's own script sends the refresh before the area's script is even asked for; the area reads its answers.
    expect(asked[0]).toBe('/api/v1/user/token/refresh/');
    expect(asked.toSorted()).toEqual(['/_astro/CustomerApp', '/api/v1/user/profile/ID/', '/api/v1/user/token/refresh/']);
  });

  test("a screen's preload links name none of the files the area's script has already loaded, nor the screen's own", async ({
    page,
    context,
    request,
  }) => {
    await signedInCustomer(context, 'guard-preload', 'Laila Samir');
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Laila Samir' })).toBeVisible(AREA_READY);
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.href),
    );
    // The files the area's script imports, however deep: all of them ran before it asked for the screen.
    const area = await page.evaluate(
      () => performance.getEntriesByType('resource').find((entry) => /\/_astro\/CustomerApp\./.test(entry.name))!.name,
    );
    const loaded = new Set<string>();
    for (const pending = [area]; pending.length; ) {
      const file = pending.pop()!;
      if (loaded.has(file)) continue;
      loaded.add(file);
      const code = await (await request.get(file)).text();
      for (const [, path] of code.matchAll(/(?:from|import)\s*"(\.\/[^"]+\.js)"/g)) pending.push(new URL(path, file).href);
    }
    expect(loaded.size, "the area's script and the files it imports").toBeGreaterThan(3);
    // The screen's own script is asked for by import() alone, and nothing the area's script loaded is linked again.
    expect(preloaded.filter((href) => /\/_astro\/ProfilePage\./.test(href))).toEqual([]);
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').filter((entry) => /\/_astro\/ProfilePage\./.test(entry.name)).length),
    ).toBe(1);
    expect(preloaded.filter((href) => loaded.has(href))).toEqual([]);
  });

  test("the area's page names the scripts its screens share, and a screen's preload links none of them", async ({ page, context, request }) => {
    await signedInCustomer(context, 'guard-shared-preload', 'Laila Samir');
    const sharedScript = /^\/_astro\/(?:screens|forms)\.[\w-]+\.js$/;
    for (const path of ['/user/profile', '/ar/user/profile']) {
      const html = await (await request.get(path)).text();
      const named = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)]
        .map(([, href]) => href)
        .filter((href) => sharedScript.test(href));
      expect(named.toSorted(), `${path} as served`).toEqual([expect.stringMatching(/\/forms\./), expect.stringMatching(/\/screens\./)]);
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Laila Samir' })).toBeVisible(AREA_READY);
      const links = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => new URL(link.href).pathname),
      );
      // The page's own links, each once: the screen's preload found them rather than adding its own.
      expect(links.filter((href) => sharedScript.test(href)).toSorted(), path).toEqual(named.toSorted());
      expect(
        links.filter((href) => /\/_astro\/ProfilePage\./.test(href)),
        path,
      ).toEqual([]);
    }
  });

  test('a session the API no longer accepts leads to /login, signed out, whatever the page asked early', async ({ page, context, baseURL }) => {
    await context.addCookies([
      { name: SESSION_COOKIE.name, value: 'not-a-token', url: `${baseURL}${SESSION_COOKIE.path}`, httpOnly: true, sameSite: 'Strict' },
      { name: 'signed_in', value: '1', url: baseURL!, sameSite: 'Strict' },
    ]);
    await page.goto('/user/profile');
    await expect(page).toHaveURL('/login', AREA_READY);
    expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  });
});

test.describe('customer-area paths', () => {
  test.beforeEach(async ({ context }) => {
    await signedInCustomer(context, 'paths', 'Nour Ali');
  });

  test("the spec's aliases lead to their screens, keeping the booked package", async ({ page }) => {
    await page.goto('/user/orders');
    await expect(page).toHaveURL('/user/listorders', AREA_READY);
    await expect(page.getByRole('heading', { level: 1, name: 'Orders List' })).toBeVisible();
    await expect(page.getByText(messages.emptyList('order'))).toBeVisible();

    await page.goto('/profile');
    await expect(page).toHaveURL('/user/profile');

    await page.goto('/user/bookpackage?package=Classic%20Apartment');
    await expect(page).toHaveURL('/user/createregisterorder?package=Classic%20Apartment', AREA_READY);
    await expect(page.getByRole('textbox', { name: 'Package' })).toHaveValue('Classic Apartment');
  });

  test('a screen appears without moving the page under the reader (no layout shift while the area loads)', async ({ page }) => {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Nour Ali' })).toBeVisible(AREA_READY);
    // Before, the footer sat under the header until the screen was drawn, then jumped down (0.86 in Lighthouse).
    const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
    expect(shifted).toBeLessThan(0.05);
  });

  test('an unknown path under /user shows the not-found view', async ({ page }) => {
    await page.goto('/user/no-such-screen');
    await expect(page.getByRole('heading', { name: messages.notFound })).toBeVisible(AREA_READY);
    await page.getByRole('link', { name: messages.backToHome }).click();
    await expect(page).toHaveURL('/');
  });
});

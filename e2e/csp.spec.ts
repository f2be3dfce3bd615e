// No page breaks its Content Security Policy or logs an error: every kind of page of the site (the account forms and
// the customer area among them) and of the console, in English and Arabic. The axe scans listen for the same problems
// on the pages they visit (support/problems.ts): the English site, account pages and customer screens in both themes,
// the Arabic site in both, the console in English in both. This journey visits the rest once, in Arabic in the dark
// theme: the Arabic pages the scans leave out, the Arabic customer area and console, and the console's door signed out.
import { expect, type Page, test } from '@playwright/test';
import { hydrated, signInContext } from './support/accounts.ts';
import { categories, categoryPackages } from './support/catalogue.ts';
import { apiUrl, DEMO_ADMIN, DEMO_CUSTOMER } from './support/env.ts';
import { listenForProblems } from './support/problems.ts';

/** Sets the theme (one setting for the site and the console) and the console's language, as their pages store them. */
async function settings(page: Page, theme: 'light' | 'dark', lang: 'en' | 'ar') {
  await page.evaluate(
    ([dark, locale]) => {
      localStorage.setItem('darkMode', dark);
      localStorage.setItem('RaStore.locale', JSON.stringify(locale));
    },
    [String(theme === 'dark'), lang] as const,
  );
}

/** Visits `path` and waits until its scripts have run: islands hydrated, the console's screen drawn. */
async function visit(page: Page, path: string, ready?: (page: Page) => Promise<void>) {
  await page.goto(path, { waitUntil: 'load' });
  await hydrated(page);
  await ready?.(page);
}

const consoleReady = async (page: Page) => {
  await expect(page.locator('#main-content, form').first()).toBeVisible({ timeout: 30_000 });
};

test('no page of the site or the console breaks its Content Security Policy or logs an error', async ({ page, context }) => {
  test.setTimeout(180_000);
  const problems = await listenForProblems(page);
  const [category] = await categories();
  const [pkg] = await categoryPackages(category.slug);
  // The Arabic pages a11y.spec.ts does not scan.
  const sitePages = [
    '/ar/servicedetails',
    '/ar/ourworkspage',
    '/ar/resetpassword',
    '/ar/changepassword?otp=1&uidb64=MQ&reset_token=x',
    '/ar/confirmemail',
  ];
  const visited: string[] = [];
  await page.goto('/');
  await settings(page, 'dark', 'ar');
  for (const path of sitePages) {
    await visit(page, path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    visited.push(path);
  }

  // The console's door, signed out, in both languages (admin-a11y.spec.ts scans its login page in English).
  for (const lang of ['en', 'ar'] as const) {
    await settings(page, 'dark', lang);
    for (const path of ['/admin/', '/admin/login']) {
      await visit(page, path, async () => {
        await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
      });
      visited.push(`${path} (${lang})`);
    }
  }

  // The Arabic customer area, signed in as the demo customer (accounts-a11y.spec.ts scans the English one).
  await signInContext(context, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
  const { access } = (await (
    await fetch(apiUrl('user/token/'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_CUSTOMER),
    })
  ).json()) as { access: string };
  const [order] = (await (await fetch(apiUrl('registerorder/lists/'), { headers: { authorization: `Bearer ${access}` } })).json()) as {
    slug: string;
  }[];
  for (const path of ['/ar/user/profile', '/ar/user/listorders', '/ar/user/createregisterorder', `/ar/user/detailsorder/${order.slug}`]) {
    await visit(page, path, async () => {
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
    });
    visited.push(path);
  }

  // The Arabic console, signed in as the demo owner (admin-a11y.spec.ts scans the English one).
  await context.clearCookies();
  await signInContext(context, DEMO_ADMIN.email, DEMO_ADMIN.password);
  for (const path of ['/admin/', '/admin/packages', `/admin/packages/${pkg.id}`, '/admin/orders', '/admin/categories/create']) {
    await visit(page, path, consoleReady);
    visited.push(`${path} (ar)`);
  }

  expect(visited).toHaveLength(5 + 4 + 4 + 5);
  expect(problems).toEqual([]);
});

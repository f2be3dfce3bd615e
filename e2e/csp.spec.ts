// No page breaks its Content Security Policy or logs an error: every kind of page of the site (the account forms and
// the customer area among them) and of the console, in English and Arabic, in the light and the dark theme. One
// browser page visits them all and listens for `securitypolicyviolation` events and console errors.
import { expect, type Page, test } from '@playwright/test';
import { hydrated, signInContext } from './support/accounts.ts';
import { categories, categoryPackages, works } from './support/catalogue.ts';
import { apiUrl, DEMO_ADMIN, DEMO_CUSTOMER } from './support/env.ts';

type Problem = { url: string; problem: string };

/** Collects what goes wrong on the page, whichever document it has loaded. */
async function listen(page: Page): Promise<Problem[]> {
  const problems: Problem[] = [];
  await page.exposeFunction('reportViolation', (url: string, text: string) => problems.push({ url, problem: text }));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportViolation: (url: string, text: string) => void }).reportViolation(
        location.pathname,
        `CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const url = new URL(page.url()).pathname;
    // The not-found page is answered with its status, which the browser logs about the document itself.
    if (/Failed to load resource: .*404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push({ url, problem: `console: ${message.text()}` });
  });
  page.on('pageerror', (error) => problems.push({ url: new URL(page.url()).pathname, problem: `uncaught: ${error.message}` }));
  return problems;
}

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

const combinations = [
  ['en', 'light'],
  ['ar', 'dark'],
  ['en', 'dark'],
  ['ar', 'light'],
] as const;

test('no page of the site or the console breaks its Content Security Policy or logs an error', async ({ page, context }) => {
  test.setTimeout(300_000);
  const problems = await listen(page);
  const [[work], [category]] = await Promise.all([works(), categories()]);
  const [pkg] = await categoryPackages(category.slug);
  const sitePages = [
    '/',
    '/about',
    '/servicepage',
    '/servicedetails',
    '/ourworkspage',
    `/detailsourwork/${work.slug}`,
    `/detailscategory/${category.id}`,
    `/detailspackage/${pkg.slug}`,
    '/writeDetails',
    '/contact',
    '/login',
    '/signup',
    '/resetpassword',
    '/changepassword?otp=1&uidb64=MQ&reset_token=x',
    '/confirmemail',
    '/no-such-page',
  ];
  const visited: string[] = [];
  await page.goto('/');
  for (const [lang, theme] of combinations) {
    await settings(page, theme, lang);
    for (const path of sitePages) {
      const localized = lang === 'ar' ? `/ar${path}` : path;
      await visit(page, localized);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      visited.push(localized);
    }
  }

  // The customer area, signed in as the demo customer.
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
  const areaPages = ['/user/profile', '/user/listorders', '/user/createregisterorder', `/user/detailsorder/${order.slug}`];
  for (const [lang, theme] of combinations) {
    await settings(page, theme, lang);
    for (const path of areaPages) {
      const localized = lang === 'ar' ? `/ar${path}` : path;
      await visit(page, localized, async () => {
        await expect(page.locator('main h1').first()).toBeVisible({ timeout: 20_000 });
      });
      visited.push(localized);
    }
  }

  // The console: its door signed out, then its screens signed in as the demo owner.
  await context.clearCookies();
  for (const [lang, theme] of combinations) {
    await settings(page, theme, lang);
    for (const path of ['/admin/', '/admin/login']) {
      await visit(page, path, async () => {
        await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
      });
      visited.push(`${path} (${lang}, ${theme})`);
    }
  }
  await signInContext(context, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const consolePages = ['/admin/', '/admin/packages', `/admin/packages/${pkg.id}`, '/admin/orders', '/admin/categories/create'];
  for (const [lang, theme] of combinations) {
    await settings(page, theme, lang);
    for (const path of consolePages) {
      await visit(page, path, consoleReady);
      visited.push(`${path} (${lang}, ${theme})`);
    }
  }

  expect(visited.length).toBe(4 * (sitePages.length + areaPages.length + 2 + consolePages.length));
  expect(problems).toEqual([]);
});

// An axe-core scan of every kind of public page, in both themes: no serious or critical violation, and (listened
// for on the same visits) no Content Security Policy violation or console error. Every kind at
// 1280 px (the Arabic pages in the dark theme, the English colours right to left, a few); at 390 px (the same markup
// in another layout) the pages whose layout changes most.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { categories, categoryPackages, works } from './support/catalogue.ts';
import { listenForProblems } from './support/problems.ts';
import { expectNoSidewaysScroll } from './support/arabic.ts';

async function pagePaths() {
  const [[work], [category]] = await Promise.all([works(), categories()]);
  const [pkg] = await categoryPackages(category.slug);
  return [
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
    '/no-such-page',
  ];
}

/** The Arabic pages (the same files as the English ones, right to left), the account forms among them. */
async function arabicPaths() {
  const [[work], [category]] = await Promise.all([works(), categories()]);
  const [pkg] = await categoryPackages(category.slug);
  return [
    '/ar/',
    '/ar/about',
    '/ar/servicepage',
    `/ar/detailsourwork/${work.slug}`,
    `/ar/detailscategory/${category.id}`,
    `/ar/detailspackage/${pkg.slug}`,
    '/ar/writeDetails',
    '/ar/contact',
    '/ar/login',
    '/ar/signup',
    '/ar/no-such-page',
  ];
}

/** The few pages scanned: the home page, a package, a work, the contact form and the sign-in form. */
const fewPages = /^(\/ar)?\/$|detailspackage|detailsourwork|contact|login/;

for (const [language, paths] of [
  ['English', pagePaths],
  ['Arabic', arabicPaths],
] as const)
  for (const theme of ['light', 'dark'] as const) {
    test(`every kind of ${language} page passes an axe scan in the ${theme} theme @phone`, async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      const all = await paths();
      const few = testInfo.project.name === 'phone' || (language === 'Arabic' && theme === 'dark');
      const scanned = few ? all.filter((path) => fewPages.test(path)) : all;
      const problems = await listenForProblems(page);
      await page.goto('/');
      await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
      const found: Record<string, string[]> = {};
      for (const path of scanned) {
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await expectNoSidewaysScroll(page);
        const violations = await seriousViolations(page, theme);
        if (violations.length) found[path] = violations;
      }
      expect(found).toEqual({});
      expect(problems).toEqual([]);
    });
  }

/** The account pages, in both languages: the scans above visit only the Arabic sign-in and sign-up. */
const accountPaths = ['/login', '/signup', '/resetpassword', '/changepassword', '/confirmemail', '/mail-preferences'].flatMap((path) => [
  path,
  `/ar${path}`,
]);

test('every kind of public page fits a phone in English and Arabic: nothing scrolls sideways @phone', async ({ page }, info) => {
  test.skip(info.project.name !== 'phone', 'at 1280 px the scans above look at every kind of page');
  for (const path of [...(await pagePaths()), ...(await arabicPaths()), ...accountPaths]) {
    await page.goto(path);
    await expectNoSidewaysScroll(page);
  }
});

test('the skip link leads keyboard users past the header', async ({ page }) => {
  await page.goto('/about');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
});

// Issue 13: an Arabic visitor's whole way, right to left, from the home page to a placed order (sign-up, the
// Arabic activation mail, sign-in, the order, the order list), and the Arabic pages' layout at 390 and 1280 px.
import { expect, test, type Page } from '@playwright/test';
import { freshEmail, hydrated, PASSWORD } from './support/accounts.ts';
import { categories, categoryPackages, works } from './support/catalogue.ts';
import { baseUrl } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { layoutShifted, watchConsole, watchLayoutShifts } from './support/pages.ts';
import { screenshotsWanted } from './support/screenshots.ts';

/** The page is Arabic, right to left, and nothing sticks out sideways. */
async function expectArabicPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${page.url()} overflows sideways`).toBe(true);
}

test('an Arabic visitor goes from the home page to a placed order, in Arabic all the way @phone', async ({ page }) => {
  test.slow();
  const problems = watchConsole(page);
  const email = freshEmail('arabic');
  const [category] = await categories();
  const [booked] = await categoryPackages(category.slug);

  await test.step('browse from the Arabic home page to a package', async () => {
    await page.goto('/ar/');
    await expectArabicPage(page);
    await page.locator(`main a[href="/ar/detailscategory/${category.id}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/ar/detailscategory/${category.id}/?$`));
    await expectArabicPage(page);
    await page.locator(`main a[href^="/ar/detailspackage/${booked.slug}"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/ar/detailspackage/${booked.slug}/?$`));
    await expectArabicPage(page);
    await expect(page.locator('main a[href^="/ar/user/createregisterorder?package="]').first()).toBeVisible();
  });

  await test.step('sign up in Arabic and confirm from the Arabic mail', async () => {
    await page.goto('/ar/signup');
    await hydrated(page);
    await expectArabicPage(page);
    await page.locator('input[name="full_name"]').fill('منى حسن');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('input[name="password2"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/confirmemail\/?$/);
    await expectArabicPage(page);

    const mail = await waitForMail(email, (m) => m.subject === 'أكّد عنوان بريدك الإلكتروني');
    expect(mail.text).toContain('مرحبًا منى حسن،');
    expect(mail.html).toContain('dir="rtl"');
    const link = new URL(mail.text.match(/https?:\/\/\S+/)![0]);
    expect(link.origin).toBe(baseUrl());
    expect(link.pathname).toMatch(/^\/ar\/login\/?$/);
    await page.goto(`${link.pathname}${link.search}`);
    await hydrated(page);
    await expectArabicPage(page);
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toBeVisible();
  });

  await test.step('sign in and land on the Arabic customer area', async () => {
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill(PASSWORD);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/user\/profile\/?$/);
    await expectArabicPage(page);
  });

  await test.step('book the package and place the order', async () => {
    await page.goto(`/ar/detailspackage/${booked.slug}`);
    await page.locator('main a[href^="/ar/user/createregisterorder?package="]').first().click();
    await expect(page).toHaveURL(/\/ar\/user\/createregisterorder\?package=/);
    await hydrated(page);
    await expectArabicPage(page);
    await expect(page.locator('input[name="package"]')).toHaveValue(booked.title);
    await page.locator('input[name="full_name"]').fill('منى حسن');
    await page.locator('input[name="phone"]').fill('01001234567');
    await page.locator('input[name="governorate"]').fill('الجيزة');
    await page.locator('input[name="city"]').fill('السادس من أكتوبر');
    await page.locator('input[name="area"]').fill('الحي الثالث');
    await page.locator('select[name="typeunit"]').selectOption('Villa');
    await page.locator('select[name="requiredworks"]').selectOption('Execution and Design');
    await page.locator('select[name="skills"]').selectOption('Quickexecution');
    await page.locator('select[name="conditionoftheunit"]').selectOption('3/4finished');
    await page.locator('input[name="space"]').fill('220');
    await page.locator('input[name="numberroom"]').fill('4');
    await page.locator('input[name="numberbathroom"]').fill('3');
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/ar\/user\/profile\/?$/);
    await expectArabicPage(page);

    const confirmation = await waitForMail(email, (m) => m.subject.startsWith('استلمنا طلبك رقم'));
    expect(confirmation.text).toContain(`«${booked.title}»`);
    expect(confirmation.text).toMatch(/\/ar\/user\/detailsorder\/[\w-]+/);
  });

  await test.step('see the order in the Arabic order list and open it', async () => {
    await page.goto('/ar/user/listorders');
    await hydrated(page);
    await expectArabicPage(page);
    const row = page.getByRole('listitem').filter({ hasText: 'منى حسن' });
    await expect(row).toHaveCount(1);
    await row.locator('a[href^="/ar/user/detailsorder/"]').first().click();
    await expect(page).toHaveURL(/\/ar\/user\/detailsorder\/[\w-]+$/);
    await page.locator('details.home-details summary').click();
    await expect(page.getByRole('cell', { name: 'السادس من أكتوبر' })).toBeVisible();
  });

  expect(problems).toEqual([]);
});

test('the Arabic pages are mirrored and fit the screen @phone', async ({ page }, testInfo) => {
  test.slow();
  const [[work], [category]] = await Promise.all([works(), categories()]);
  const [pkg] = await categoryPackages(category.slug);
  const paths = [
    '/ar/',
    '/ar/about',
    '/ar/servicepage',
    `/ar/detailscategory/${category.id}`,
    `/ar/detailspackage/${pkg.slug}`,
    '/ar/ourworkspage',
    `/ar/detailsourwork/${work.slug}`,
    '/ar/contact',
    '/ar/writeDetails',
    '/ar/login',
  ];
  const width = page.viewportSize()!.width;
  for (const path of paths) {
    await page.goto(path);
    await expectArabicPage(page);
    // The header reads from the right: the company's name at the right edge.
    const brand = (await page.locator('.site-header .brand').boundingBox())!;
    expect(brand.x + brand.width, `${path}: brand on the right`).toBeGreaterThan(width * 0.6);
    expect(brand.x, `${path}: brand on the right`).toBeGreaterThan(width - brand.width - width * 0.2);
    if (screenshotsWanted) {
      const shot = await page.screenshot({ scale: 'css', animations: 'disabled' });
      await testInfo.attach(`${path.replaceAll('/', '_')}-${width}.png`, { body: shot, contentType: 'image/png' });
    }
  }

  // Cards in a row run from right to left on a wide screen.
  if (width >= 1000) {
    await page.goto(`/ar/detailscategory/${category.id}`);
    const cards = page.locator('main a[href^="/ar/detailspackage/"]');
    const [first, second] = [(await cards.nth(0).boundingBox())!, (await cards.nth(1).boundingBox())!];
    if (Math.abs(first.y - second.y) < 5) expect(first.x).toBeGreaterThan(second.x);
  }
});

test('an Arabic page whose font comes late keeps the face it was first drawn in: nothing moves @phone', async ({ page }) => {
  // A phone on a slow line: Cairo's Arabic letters arrive a second and a half after the page. Drawn first in the
  // phone's own Arabic face, the home's text took other lines in Cairo, and its hero's words moved down 58 px (0.136).
  await page.route(/\/cairo-arabic-[^/]*\.woff2$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 1500));
    await route.continue();
  });
  await watchLayoutShifts(page);
  for (const path of ['/ar/', '/ar/writeDetails']) {
    const font = page.waitForResponse(/\/cairo-arabic-[^/]*\.woff2$/);
    await page.goto(path);
    await font;
    // Two frames after the font is here: a face swapped in would have been drawn.
    await page.evaluate(() => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))));
    const shifted = await layoutShifted(page);
    expect(shifted, `the shifts on ${path}`).toBeLessThan(0.01);
  }
});

test('the about page numbers its steps in Arabic-Indic digits, ٠١ to ٠٤, as the English one does 01 to 04', async ({ page }) => {
  await page.goto('/ar/about');
  const steps = page.locator('ol.numbered--ruled > li');
  await expect(steps).toHaveCount(4);
  // The numbers are drawn by CSS: the counter style they name must exist, or the browser falls back to 1, 2, 3.
  const style = await steps.first().evaluate((step) => {
    const name = /counter\(item, ([\w-]+)\)/.exec(getComputedStyle(step, '::before').content)?.[1];
    const defined = [...document.styleSheets].some((sheet) =>
      [...sheet.cssRules].some((rule) => rule instanceof CSSCounterStyleRule && rule.name === name),
    );
    return { name, defined };
  });
  expect(style).toEqual({ name: 'arabic-indic-leading-zero', defined: true });
});

test('the language link opens the same page in the other language and is remembered', async ({ page }) => {
  const [category] = await categories();
  await page.goto(`/detailscategory/${category.id}`);
  await page.locator('a[data-language="ar"]').click();
  await expect(page).toHaveURL(new RegExp(`/ar/detailscategory/${category.id}/?$`));
  await expectArabicPage(page);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  await page.locator('a[data-language="en"]').click();
  await expect(page).toHaveURL(new RegExp(`^${baseUrl()}/detailscategory/${category.id}/?$`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
});

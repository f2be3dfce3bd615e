// A visitor browses the public site: every kind of page, the header, aliases and the not-found page.
import { expect, test } from '@playwright/test';
import { formatEgp, formatLongDate, messages } from '@fitout/shared';
import { company } from '../site/src/lib/company.ts';
import { categories, categoryPackages, works } from './support/catalogue.ts';
import { mainNav, openMenu, watchConsole } from './support/pages.ts';

test('a visitor walks from the home page through every kind of page @phone', async ({ page }) => {
  test.slow(); // every kind of page in one walk: over 30 s on a loaded machine
  const problems = watchConsole(page);
  const [allCategories, allWorks] = await Promise.all([categories(), works()]);

  await page.goto('/');
  await expect(page).toHaveTitle(company.name);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await openMenu(page);
  const nav = mainNav(page);
  for (const label of ['Home', 'About', 'Service', 'Our Works', 'Contact'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Profile' })).toBeHidden();

  // Home: services (the categories), featured works, the nine facilities leading to the contact page.
  const services = page.getByRole('region', { name: 'What we finish' });
  await expect(services.getByRole('article')).toHaveCount(allCategories.length);
  await expect(page.getByRole('region', { name: 'Recently handed over' }).getByRole('article')).toHaveCount(Math.min(3, allWorks.length));
  const facilities = page.getByRole('region', { name: 'Spaces we fit out' }).getByRole('link');
  await expect(facilities).toHaveCount(9);
  for (const link of await facilities.all()) await expect(link).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('contentinfo')).toBeVisible();

  // A category, four packages a page, each with Book package.
  const category = allCategories[0];
  const itsPackages = await categoryPackages(category.slug);
  await services.getByRole('link', { name: category.title }).click();
  await expect(page).toHaveURL(`/detailscategory/${category.id}`);
  await expect(page.getByRole('heading', { level: 1, name: category.title })).toBeVisible();
  const cards = page.getByRole('region', { name: /Packages/ }).getByRole('article');
  await expect(cards).toHaveCount(Math.min(4, itsPackages.length));
  const first = itsPackages[0];
  const book = cards.first().getByRole('link', { name: /Book package/ });
  await expect(book).toHaveAttribute('href', `/user/createregisterorder?${new URLSearchParams({ package: first.title })}`);
  await expect(cards.first()).toContainText(formatEgp(first.price_per_unit));

  // A package's public page.
  await cards.first().getByRole('link', { name: first.title, exact: true }).click();
  await expect(page).toHaveURL(`/detailspackage/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Package (${first.title})`);
  await expect(page).toHaveTitle(`Package (${first.title}) | ${company.name}`);
  await expect(page.getByText(formatEgp(first.price_per_unit)).first()).toBeVisible();
  const included = page.getByRole('region', { name: 'What the package includes' }).getByRole('listitem');
  await expect(included).toHaveCount(first.comments.length);
  if (first.comments[0]) await expect(included.first()).toContainText(first.comments[0].title);
  await expect(page.getByRole('link', { name: 'Book package' })).toHaveAttribute('href', /\/user\/createregisterorder\?package=/);

  // The works gallery and one work.
  await openMenu(page);
  await mainNav(page).getByRole('link', { name: 'Our Works' }).click();
  await expect(page).toHaveURL('/ourworkspage');
  const gallery = page.getByRole('article');
  await expect(gallery).toHaveCount(allWorks.length);
  await expect(gallery.first()).toContainText('4 media');
  await expect(gallery.first()).toContainText('30 days');
  const work = allWorks[0];
  await gallery.first().getByRole('link', { name: work.title }).click();
  await expect(page).toHaveURL(`/detailsourwork/${work.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: work.title })).toBeVisible();
  await expect(page.getByText(formatLongDate(work.date, company.timeZone))).toBeVisible();
  await expect(page.locator('.camera-badge')).toHaveText(/^\s*4\s*photos\s*$/);
  await expect(page.getByRole('link', { name: 'Order a fit-out like this' })).toHaveAttribute('href', '/user/createregisterorder');
  const gallery4 = page.getByRole('region', { name: 'Gallery' }).getByRole('img');
  expect(await gallery4.count()).toBeLessThanOrEqual(4);
  await page.getByRole('link', { name: 'Back to Home' }).first().click();
  await expect(page).toHaveURL('/');

  // About, services (four info cards, three testimonials), service details, calculator, contact.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/servicepage');
  await expect(page.getByRole('region', { name: 'How we can help' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'What our clients say' }).locator('blockquote')).toHaveCount(3);
  await page.goto('/servicedetails');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/writeDetails');
  await expect(page.getByRole('textbox', { name: 'Meters' })).toBeVisible();
  await page.goto('/contact');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeVisible();

  expect(problems).toEqual([]);
});

test('a category with more than four packages pages them, four a page', async ({ page }) => {
  // The global set-up gives the first category six packages; with four or fewer there is no page navigation.
  let paged = 0;
  for (const category of await categories()) {
    const count = (await categoryPackages(category.slug)).length;
    await page.goto(`/detailscategory/${category.id}`);
    const pager = page.getByRole('navigation', { name: 'Pages of packages' });
    if (count <= 4) {
      await expect(pager).toHaveCount(0);
      if (count === 0) await expect(page.getByText(messages.emptyList('package'))).toBeVisible();
      continue;
    }
    await pager.getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(`/detailscategory/${category.id}/2`);
    await expect(page.getByRole('article')).toHaveCount(Math.min(4, count - 4));
    await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Previous' }).click();
    await expect(page).toHaveURL(`/detailscategory/${category.id}`);
    await expect(page.getByRole('article')).toHaveCount(4);
    paged += 1;
  }
  expect(paged).toBeGreaterThan(0);
});

test('alias paths lead to their main page', async ({ page }) => {
  const [work] = await works();
  const cases: [string, string][] = [
    ['/homeverse', '/'],
    ['/aboutus', '/about'],
    ['/contact-us', '/contact'],
    [`/projectdetails/${(await categoryPackages((await categories())[0].slug))[0].slug}`, '/detailspackage/'],
    [`/ourworkdetails/${work.slug}`, `/detailsourwork/${work.slug}`],
  ];
  for (const [alias, main] of cases) {
    const response = await page.goto(alias);
    expect(response?.request().redirectedFrom()?.url(), alias).toContain(alias);
    expect(new URL(page.url()).pathname.startsWith(main), `${alias} → ${page.url()}`).toBe(true);
    expect(response?.status()).toBe(200);
  }
});

test('an unknown path shows the not-found page with a way home @phone', async ({ page }) => {
  const response = await page.goto('/no-such-page/at-all');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(messages.notFound);
  await page.getByRole('link', { name: messages.backToHome }).click();
  await expect(page).toHaveURL('/');
});

test('the header offers Profile and Logout to a signed-in visitor', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'signed_in', value: '1', url: baseURL! }]);
  await page.goto('/about');
  const nav = mainNav(page);
  await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user/profile');
  await expect(nav.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/logout');
  await expect(nav.getByRole('link', { name: 'Login' })).toBeHidden();
});

test('every navigation starts at the top of the page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
  await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL('/about');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('brochure pages ship no React, and every page has a title and a description', async ({ page }) => {
  const [work] = await works();
  const [category] = await categories();
  const pkg = (await categoryPackages(category.slug))[0];
  const brochure = [
    '/',
    '/about',
    '/servicepage',
    '/ourworkspage',
    `/detailsourwork/${work.slug}`,
    `/detailscategory/${category.id}`,
    `/detailspackage/${pkg.slug}`,
    '/servicedetails',
  ];
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of [...brochure, '/writeDetails', '/contact']) {
    scripts.length = 0;
    await page.goto(path);
    await expect(page, path).toHaveTitle(/\S/);
    expect(await page.locator('meta[name="description"]').getAttribute('content'), path).toMatch(/\S.{20,}/);
    const react = scripts.filter((url) => /react|jsx-runtime|\/client\./i.test(url));
    // The calculator is plain HTML with a script of its own since issue 37: no React either.
    if (brochure.includes(path) || path === '/writeDetails') {
      expect(react, path).toEqual([]);
      await expect(page.locator('astro-island'), path).toHaveCount(0);
    } else {
      expect(react.length, path).toBeGreaterThan(0);
      await expect(page.locator('astro-island'), path).toHaveCount(1);
    }
  }
});

test('images carry their size and come in several widths; those below the fold load lazily', async ({ page }) => {
  await page.goto('/');
  const images = page.locator('main img');
  expect(await images.count()).toBeGreaterThan(3);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('width', /^\d+$/);
    await expect(image).toHaveAttribute('height', /^\d+$/);
    await expect(image).toHaveAttribute('srcset', /\d+w/);
    await expect(image).toHaveAttribute('sizes', /\S/);
  }
  await expect(images.first()).toHaveAttribute('loading', 'eager');
  await expect(images.last()).toHaveAttribute('loading', 'lazy');
});

test('the sitemap lists the public pages in both languages, and none kept out of search results', async ({ request }) => {
  const index = await request.get('/sitemap-index.xml');
  expect(index.status()).toBe(200);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  for (const path of ['/about', '/servicepage', '/ourworkspage', '/detailspackage/', '/ar/about', '/ar/detailspackage/'])
    expect(sitemap).toContain(path);
  expect(sitemap).toMatch(/<xhtml:link rel="alternate" hreflang="ar" href="[^"]*\/ar\/about\/?"/);
  for (const path of ['/user/', '/homeverse', '/login', '/signup', '/resetpassword', '/changepassword', '/confirmemail', '/logout', '/404']) {
    expect(sitemap, path).not.toContain(path);
  }
});

// The admin console at /admin/: a superuser manages the catalogue and reads orders; everyone else is sent away.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect, type Page, type Response, test } from '@playwright/test';
import { messages, staffMessages } from '@fitout/shared';
import { refusalText } from '@fitout/shared/refusals';
import { categories, packages as cataloguePackages, works as catalogueWorks } from './support/catalogue.ts';
import { confirmDelete, consoleSignIn, notice, openInConsole, orderAsNewCustomer, picture, row, search } from './support/console.ts';
import { baseUrl, COMPANY_EMAIL, DEMO_ADMIN, DEMO_CUSTOMER } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { watchConsole } from './support/pages.ts';
import { screenshot } from './support/screenshots.ts';

/** Distinct real images (the API re-encodes uploads, so they must decode). */
const image = (hue: number) =>
  sharp({ create: { width: 96, height: 64, channels: 3, background: { r: hue, g: 120, b: 255 - hue } } })
    .png()
    .toBuffer();

/** A seeded package whose title no other title contains, so that a search finds it alone. */
async function seededPackage() {
  const all = await cataloguePackages();
  const found = all.find((p) => !all.some((other) => other !== p && other.title.includes(p.title)));
  if (!found) throw new Error('no seeded package with a distinct title');
  return found;
}

/** Keeps the text of every script the page loads from now on; the answer stops keeping and gives them, joined. */
function scriptsLoaded(page: Page): () => Promise<string> {
  const scripts: Promise<string>[] = [];
  const keep = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', keep);
  return async () => {
    page.off('response', keep);
    return (await Promise.all(scripts)).join('\n');
  };
}

async function shot(page: Page, name: string) {
  await screenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test.describe('who may enter', () => {
  test('a signed-out visitor to any console address lands on its login page', async ({ page }) => {
    for (const path of ['/admin/', '/admin/packages', '/admin/orders/1/show', '/admin/listcategories']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/admin\/login$/);
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    }
  });

  test("its page shows the company's mark before any script has run, and the login form in its place after", async ({ browser, page }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const bare = await withoutScripts.newPage();
    await bare.goto('/admin/');
    await expect(bare.locator('.console-splash svg')).toBeVisible();
    await withoutScripts.close();

    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('.console-splash')).toHaveCount(0);
  });

  test('its login page comes without the console: no react-admin, Material UI, API contract or zod before the form', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto('/admin/');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    const loaded = await scripts();
    expect(loaded.length, 'scripts read').toBeGreaterThan(0);
    // Markers that survive the build: zod's error class, react-admin's name (its element ids and storage keys), a path
    // of the contract, Material UI's class names and emotion's style tags.
    for (const marker of ['ZodError', 'react-admin', 'admin/audit/', 'MuiButton', 'data-emotion']) expect(loaded, marker).not.toContain(marker);
  });

  test('an invitation link that no longer works says so, offers sign-in, and comes without the console', async ({ page }) => {
    const scripts = scriptsLoaded(page);
    await page.goto('/admin/invitation?token=not-a-token-from-any-mail');
    await expect(page.getByRole('heading', { name: 'Join the Fit-out team' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveText(staffMessages.invitationUnknown);
    await shot(page, 'console-invitation-refused');
    const loaded = await scripts();
    for (const marker of ['react-admin', 'MuiButton', 'data-emotion']) expect(loaded, marker).not.toContain(marker);
    // In the language chosen in the console, right to left, on a phone.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('ar')));
    await page.reload();
    await expect(page.getByRole('main')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('alert')).toHaveText(refusalText('staff.invitation_unknown', 'ar') ?? '');
    await shot(page, 'console-invitation-refused-ar');
    await page.evaluate(() => localStorage.removeItem('RaStore.locale'));
    await page.getByRole('link', { name: 'الذهاب إلى تسجيل الدخول' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  });

  test("signed in while the console's code cannot be loaded on the login page, the console opens afresh", async ({ page }) => {
    // As after a deploy that replaced the console's files while the login page was open: its chunk fails to load there.
    const refused: string[] = [];
    await page.route(/\/admin\/assets\/console-[\w-]+\.js$/, async (route) => {
      if (!page.url().endsWith('/admin/login')) return route.continue();
      refused.push(route.request().url());
      await route.fulfill({ status: 404, body: 'gone' });
    });
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/, { timeout: 20_000 });
    await expect(page.getByRole('button', { name: /account menu/ })).toBeVisible({ timeout: 20_000 });
    expect(refused.length).toBeGreaterThan(0);
  });

  test("a customer who signs in on the console is sent to the site's customer profile", async ({ page }) => {
    await consoleSignIn(page, DEMO_CUSTOMER.email, DEMO_CUSTOMER.password);
    await expect(page).toHaveURL(/\/user\/profile$/);
    // Still signed in on the site: the console did not end the customer's session.
    const cookies = await page.context().cookies();
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['fitout_refresh', 'signed_in']));
    // And the console itself keeps sending the customer back, from its login page too.
    for (const path of ['/admin/packages', '/admin/login']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/user\/profile$/);
    }
  });

  test('a wrong password is refused with the server’s words and the fields are cleared', async ({ page }) => {
    await consoleSignIn(page, DEMO_ADMIN.email, 'not-the-password');
    await expect(notice(page, 'No active account found with the given credentials')).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'No active account found with the given credentials' }).first()).toBeVisible();
    await expect(page.locator('input[name="password"]')).toHaveValue('');
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('a hand quicker than the page keeps its field: the password typed as the page opens stays in the password', async ({ page }) => {
    // A slow device: the page's frames come late (each animation-frame callback held 800 ms).
    await page.addInitScript(() => {
      const frame = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => frame((time) => void setTimeout(() => callback(time), 800));
    });
    await page.goto('/admin/login');
    const password = page.locator('input[name="password"]');
    await password.fill('typed-at-once');
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1_500)));
    // Before, the email field took the focus once the page was painted, wherever the person was typing (under load,
    // a journey's password went on into the email field: "admin@fitout.localhostfitout-admin-demo").
    await expect(password).toBeFocused();
    await page.keyboard.type('-and-on');
    await expect(password).toHaveValue('typed-at-once-and-on');
    await expect(page.locator('input[name="email"]')).toHaveValue('');
  });

  test('an untouched login page puts the cursor in the email field', async ({ page }) => {
    await page.goto('/admin/login');
    await expect(page.locator('input[name="email"]')).toBeFocused();
  });
});

test.describe('a superuser', () => {
  // Whole journeys through several pages, each waiting on the API.
  test.describe.configure({ timeout: 180_000 });

  test.beforeEach(async ({ page }) => {
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/);
  });

  test('switches the console to Arabic, right to left, keeps it on the next visit, and back @phone', async ({ page }) => {
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'العربية' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await page.goto('/admin/categories');
    await expect(page.getByText('الفئات').first()).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'الباقات' }).or(page.getByRole('button', { name: 'فتح القائمة' }))).toBeVisible();
    // The console's own words too: the search, the row buttons and the delete confirmation.
    await expect(page.getByPlaceholder('ابحث في الفئات')).toBeVisible();
    await page.getByRole('button', { name: 'حذف' }).first().click();
    await expect(page.getByRole('dialog').getByText('سيؤدي هذا إلى حذف الفئة نهائيًا!')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'إلغاء' }).click();
    await shot(page, 'arabic-categories');
    await openInConsole(page, '/admin/orders');
    await expect(page.getByPlaceholder('ابحث في الطلبات')).toBeVisible();
    await openInConsole(page, '/admin/categories/create');
    await expect(page.getByRole('textbox', { name: 'العنوان (بالعربية)' })).toHaveAttribute('dir', 'rtl', { timeout: 30_000 });
    await expect(page.getByText('يُنشأ تلقائيًا من العنوان')).toBeVisible();
    await expect(page.getByText('أفلت صورة هنا، أو انقر لاختيار صورة')).toBeVisible();
    await page.getByRole('textbox', { name: 'العنوان', exact: true }).fill('Roof Terraces');
    await page.getByRole('button', { name: 'حفظ' }).click();
    await expect(page.getByText('يرجى إدخال البيانات').first()).toBeVisible();
    await shot(page, 'arabic-category-form');
    await page.getByRole('button', { name: 'العربية' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('textbox', { name: 'Title (Arabic)' })).toBeVisible();
  });

  test('runs the catalogue: a category with an image, a package in it with two components, then edits and deletes both', async ({ page }) => {
    // The one refused request is the duplicate title below.
    const problems = watchConsole(page, [/status of 400/]);
    const tag = Date.now().toString(36);
    const categoryTitle = `Roof Terraces ${tag}`;
    const packageTitle = `Terrace Deck ${tag}`;

    // The dashboard: a count beside each list.
    for (const resource of ['categories', 'packages', 'works', 'orders']) await expect(page.getByTestId(`count-${resource}`)).toHaveText(/^\d+$/);
    await shot(page, 'dashboard');

    // Create category: the spec's message when a field is missing, the slug made from the title.
    await page.getByRole('link', { name: 'Create category' }).click();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(categoryTitle);
    await expect(page.locator('input[name="slug"]')).toHaveValue(`roof-terraces-${tag}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.enterData).first()).toBeVisible();
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Decks, pergolas and planters for flat roofs.');
    await page.locator('.ra-input-image input[type="file"]').setInputFiles(picture('roof.png', await image(40)));
    await expect(page.getByRole('img', { name: 'roof.png' })).toBeVisible(); // the chosen image's preview
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.categoryCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);

    // The same title again: the API's words appear on the slug field.
    await page.goto('/admin/categories/create'); // a fresh form: the one just saved may still be drawn
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(categoryTitle);
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Again.');
    await page.locator('.ra-input-image input[type="file"]').setInputFiles(picture('roof.png', await image(41)));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.slugExists)).toBeVisible();
    await expect(notice(page, messages.categorySaveFailed)).toBeVisible();

    // A package in the new category.
    await openInConsole(page, '/admin/packages/create');
    await page.locator('.ra-input-image input[type="file"]').setInputFiles(picture('deck.png', await image(90)));
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(packageTitle);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.packageFieldsRequired).first()).toBeVisible();
    await page.locator('input[name="price_per_unit"]').fill('1850');
    await page.getByRole('combobox', { name: 'Service (category)' }).click();
    await page.getByRole('option', { name: categoryTitle }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.packageCreated)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Package List' })).toBeVisible();

    // Two components, each from the 'Package Component' page; adding one goes back to the list.
    const components = [
      { title: 'Composite decking', description: 'Boards on aluminium joists. Hidden clips throughout' },
      { title: 'Pergola', description: 'Powder-coated steel frame. Adjustable louvres.' },
    ];
    for (const component of components) {
      await search(page, packageTitle);
      await row(page, packageTitle).getByRole('link', { name: 'Component' }).click();
      await expect(page.getByRole('heading', { name: 'Package Component' })).toBeVisible();
      await page.getByRole('button', { name: 'Add Component' }).click();
      await expect(page.getByText(messages.componentFieldsRequired).first()).toBeVisible();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(component.title);
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill(component.description);
      await page.getByRole('button', { name: 'Add Component' }).click();
      await expect(notice(page, messages.componentsPosted)).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/packages(\?.*)?$/);
    }
    await search(page, packageTitle);
    await row(page, packageTitle).getByRole('link', { name: 'Component' }).click();
    await expect(page.getByText(categoryTitle)).toBeVisible(); // Service
    await expect(page.getByText('1,850 EGP')).toBeVisible();
    for (const line of ['Boards on aluminium joists.', 'Hidden clips throughout.', 'Powder-coated steel frame.', 'Adjustable louvres.']) {
      await expect(page.getByText(line, { exact: true })).toBeVisible();
    }
    await shot(page, 'package-component');

    // Update the package: back to the list.
    await page.getByRole('link', { name: 'Update' }).click();
    await expect(page.locator('img[alt="Current image"]')).toBeVisible();
    await page.locator('input[name="price_per_unit"]').fill('1990');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.packageUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/packages(\?.*)?$/);

    // Delete the package: asked first, then to the profile (the dashboard).
    await search(page, packageTitle);
    await row(page, packageTitle).getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'package');
    await expect(notice(page, messages.packageDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/$/);

    // Update the category without a new image (optional on edit), then delete it: back to the list each time.
    await openInConsole(page, '/admin/listcategories'); // a spec alias
    await expect(page).toHaveURL(/\/admin\/categories/);
    await search(page, categoryTitle);
    // The form opens on the list's copy of the record and is reset when the record's own read answers: type after it.
    const recordRead = page.waitForResponse((response) => /\/admin\/categories\/\d+$/.test(new URL(response.url()).pathname));
    await row(page, categoryTitle).getByRole('link', { name: 'Update' }).click();
    await recordRead;
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('Decks, pergolas, planters and lighting for flat roofs.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.categoryUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories(\?.*)?$/);
    await search(page, categoryTitle);
    await row(page, categoryTitle).getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'category');
    await expect(notice(page, messages.categoryDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/categories/);
    await expect(page.getByText(categoryTitle)).toHaveCount(0);

    expect(problems).toEqual([]);
  });

  test('creates a work with five images, updates it and deletes it', async ({ page }) => {
    const problems = watchConsole(page);
    const title = `Garden Room ${Date.now().toString(36)}`;
    await page.getByRole('link', { name: 'Create work' }).click();
    await expect(page.getByRole('heading', { name: 'Create New Work' })).toBeVisible();
    // Save works before anything is typed: pressing it says what is missing.
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(messages.packageFieldsRequired).first()).toBeVisible(); // the spec reuses this text
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await page.getByRole('textbox', { name: 'Description', exact: true }).fill('A glazed garden room with a timber ceiling.');
    const fields = ['thumbnail', 'image1', 'image2', 'image3', 'image4'];
    for (const [i, field] of fields.entries()) {
      await page.locator(`.ra-input-${field} input[type="file"]`).setInputFiles(picture(`${field}.png`, await image(30 * i)));
    }
    for (const field of fields) await expect(page.getByRole('img', { name: `${field}.png` })).toBeVisible(); // each chosen image's preview
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(notice(page, messages.workCreated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/works(\?.*)?$/);

    await search(page, title);
    await row(page, title).getByRole('link', { name: 'View' }).click();
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.locator('main img')).toHaveCount(5);

    await page.getByRole('link', { name: 'Update' }).click();
    await expect(page.getByRole('heading', { name: 'Update Work' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cancel' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(`${title} (glazed)`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(notice(page, messages.workUpdated)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/works(\?.*)?$/);

    await search(page, `${title} (glazed)`);
    await row(page, `${title} (glazed)`).getByRole('button', { name: 'Delete' }).click();
    await confirmDelete(page, 'work');
    await expect(notice(page, messages.workDeleted)).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/$/);
    expect(problems).toEqual([]);
  });

  test("an image upload shows how far it has gone, then the API's answer", async ({ page }) => {
    const [category] = await categories();
    await openInConsole(page, '/admin/categories/create');
    // A title already taken: the API refuses its slug once the upload has arrived, so nothing is created.
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(category.title);
    await page.getByRole('textbox', { name: 'Details', exact: true }).fill('The same service again.');
    // About 1 MB of noise (it does not compress) sent at 256 KB/s: a few seconds on its way.
    const noise = await sharp(randomBytes(600 * 600 * 3), { raw: { width: 600, height: 600, channels: 3 } })
      .png()
      .toBuffer();
    await page.locator('.ra-input-image input[type="file"]').setInputFiles(picture('site-survey.png', noise));
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: 256 * 1024 });

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('progressbar', { name: 'Uploading images' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Uploading images… \d+%$/ })).toBeVisible();
    await expect(page.getByText(messages.slugExists)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('progressbar', { name: 'Uploading images' })).toBeHidden();
  });

  test("opens a customer's order with every field under the spec's labels", async ({ page }) => {
    const order = await orderAsNewCustomer({
      full_name: 'Hoda Farouk',
      phone: '01112223334',
      governorate: 'Alexandria',
      city: 'Smouha',
      area: 'Victor Emmanuel',
      typeunit: 'Roof',
      requiredworks: 'Supervision',
      skills: 'Quickexecution',
      conditionoftheunit: '3/4finished',
      space: '95',
      numberroom: '2',
      numberbathroom: '1',
      description: 'Please call before noon.',
      package: 'Basic Apartment Finishing',
    });

    await page.getByRole('link', { name: 'View orders' }).click();
    await search(page, 'Hoda Farouk');
    await expect(row(page, 'Hoda Farouk (Roof)')).toBeVisible();
    await row(page, 'Hoda Farouk (Roof)').getByRole('link', { name: 'View' }).click();
    const table = page.getByRole('table', { name: 'Order details' });
    const expected: [string, string][] = [
      ['Full Name', 'Hoda Farouk'],
      ['Phone', '01112223334'],
      ['Governorate', 'Alexandria'],
      ['City', 'Smouha'],
      ['The Area', 'Victor Emmanuel'],
      ['Type of Residential Unit', 'Roof'],
      ['Required Works', 'Supervision'],
      ['Skills', 'Quick execution'],
      ['Condition of the Unit', '3/4 finished'],
      ['Space', '95'],
      ['Number of Rooms', '2'],
      ['Number of Bathrooms', '1'],
      ['Package', 'Basic Apartment Finishing'],
      ['Note', 'Please call before noon.'],
    ];
    for (const [label, value] of expected) {
      await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: label, exact: true }) }), label).toContainText(value);
    }
    // Orders are read only here.
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Update' })).toHaveCount(0);

    // The spec's detailsorder/{slug} address leads to the same page.
    await page.goto(`/admin/detailsorder/${order.slug}`);
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
  });

  test("follows the staff mail's link about a new order to that order's page", async ({ page }) => {
    const fullName = `Samir Mail ${Date.now().toString(36)}`;
    const order = await orderAsNewCustomer({
      full_name: fullName,
      phone: '01223334445',
      governorate: 'Cairo',
      city: 'Nasr City',
      area: 'District 7',
      typeunit: 'Villa',
      requiredworks: 'Supervision',
      skills: 'Quickexecution',
      conditionoftheunit: '3/4finished',
      space: '140',
      numberroom: '3',
      numberbathroom: '2',
      package: 'Basic Apartment Finishing',
    });

    // Orders placed together may reach the company as one digest: take this order's link from whichever mail holds it.
    const mail = await waitForMail(COMPANY_EMAIL, (m) => m.text.includes(`placed order #${order.id} `));
    const link = mail.text.match(new RegExp(`See it in the admin console:\\s+(\\S+/orders/${order.id}/show)$`, 'm'))?.[1];
    expect(link, mail.text).toBeDefined();
    await page.goto(link as string);

    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
    const table = page.getByRole('table', { name: 'Order details' });
    await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Full Name', exact: true }) })).toContainText(fullName);
  });

  test("the package list's View opens the package's public page in a new tab", async ({ page }) => {
    const seeded = await seededPackage();
    await page.goto('/admin/packages');
    await search(page, seeded.title);
    const view = row(page, seeded.title).getByRole('link', { name: 'View' });
    await expect(view).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.waitForEvent('popup'), view.click()]);
    await expect(tab).toHaveURL(`${baseUrl()}/detailspackage/${seeded.slug}`);
    await expect(tab.getByRole('heading', { level: 1 })).toContainText(seeded.title);
  });

  test("the spec's admin addresses lead to the console's pages", async ({ page }) => {
    const seeded = await seededPackage();
    const cases: [string, RegExp][] = [
      ['/admin/profile', /\/admin\/$/],
      ['/admin/services', /\/admin\/categories/],
      ['/admin/createservice', /\/admin\/categories\/create$/],
      [`/admin/updateservice/${seeded.category.id}`, new RegExp(`/admin/categories/${seeded.category.id}$`)],
      ['/admin/createproject', /\/admin\/packages\/create$/],
      [`/admin/updateproject/${seeded.id}`, new RegExp(`/admin/packages/${seeded.id}$`)],
      ['/admin/listproject', /\/admin\/packages/],
      ['/admin/projectlist', /\/admin\/packages/],
      [`/admin/detailsproject/${seeded.slug}`, new RegExp(`/admin/packages/${seeded.id}/show$`)],
      ['/admin/createourwork', /\/admin\/works\/create$/],
      ['/admin/listourwork', /\/admin\/works/],
      ['/admin/listorders', /\/admin\/orders/],
    ];
    // Each typed into the address bar, where the console then starts (the first and the looked-up slug), or followed
    // within the console already started (the rest: the same routes, without starting the console a dozen times; any
    // console address typed in is served the console, as the signed-out journey above shows).
    const typed = new Set(['/admin/profile', `/admin/detailsproject/${seeded.slug}`]);
    for (const [from, to] of cases) {
      if (typed.has(from)) await page.goto(from);
      else await openInConsole(page, from);
      await expect(page, from).toHaveURL(to);
    }
  });

  test('the console fits a phone: dashboard, lists, a package, a work and a form with its notice @phone-only', async ({ page }) => {
    const seeded = await seededPackage();
    const fits = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await expect(page.getByRole('link', { name: 'View packages' })).toBeVisible();
    await fits();
    await shot(page, 'dashboard');
    await openInConsole(page, '/admin/packages');
    await search(page, seeded.title);
    await expect(row(page, seeded.title).getByRole('link', { name: 'Component' })).toBeVisible();
    await fits();
    await shot(page, 'packages');
    await openInConsole(page, `/admin/packages/${seeded.id}/show`);
    await expect(page.getByRole('heading', { name: 'Package Component' })).toBeVisible();
    await fits();
    await shot(page, 'package-component');
    const [work] = await catalogueWorks();
    await openInConsole(page, `/admin/works/${work.id}/show`);
    await expect(page.getByRole('heading', { name: work.title })).toBeVisible();
    await expect(page.getByRole('img', { name: work.title, exact: true })).toBeVisible();
    await fits();
    await shot(page, 'work');
    await openInConsole(page, '/admin/works/create');
    await fits();
    // Save on the empty form: the notice that the form is not valid leaves Save uncovered.
    const save = page.getByRole('button', { name: 'Save' });
    await save.click();
    const invalid = notice(page, 'The form is not valid');
    await expect(invalid).toBeVisible();
    const [box, button] = [(await invalid.boundingBox())!, (await save.boundingBox())!];
    const apart = box.y + box.height <= button.y || button.y + button.height <= box.y;
    expect(apart, 'the notice covers Save').toBe(true);
    await shot(page, 'work-create-invalid');
    await openInConsole(page, '/admin/orders');
    await fits();
    await shot(page, 'orders');
  });
});

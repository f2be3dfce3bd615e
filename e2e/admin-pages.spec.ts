// Issue 37, the console for the day's work: every kind of console page, in English and Arabic, light and dark, fits
// the screen (no sideways scroll) at 1280 px (project console) and at 390 px (project console-phone); the dashboard
// shows what needs action with links to the orders; the quote editor totals while staff type, warns of lines without
// Arabic, previews the customer's view in both languages and asks before sending, with the total.
import { expect, test, type Page } from '@playwright/test';
import { formatDay, formatPiastres, formatTime } from '@fitout/shared';
import { apiTokens } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, openInConsole, orderAsNewCustomer, prefer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { callApi } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';

const SLOW = { timeout: 20_000 };
const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** An order with a quote sent and accepted by its customer: on the dashboard's accepted quotes and payments due. */
async function acceptedOrder(admin: string) {
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Mona Adel' }, 'work');
  const draft = await callApi<{ id: number }>('POST', `admin/orders/${order.id}/quotes`, admin, {
    lines: [{ description: 'Finishing', description_ar: 'تشطيب', quantity: 140, unit: 'm²', unit_ar: 'م²', unit_price: 540_000 }],
    valid_until: inAYear,
    schedule: [
      { label: 'Deposit', label_ar: 'مقدم', percent: 30, due: 'acceptance' },
      { label: 'Works', label_ar: 'الأعمال', percent: 70, due: 'start' },
    ],
  });
  await callApi('POST', `admin/quotes/${draft.id}/send`, admin);
  const customer = await apiTokens(order.email);
  await callApi('POST', `registerorder/detail/${order.slug}/quote/accept/`, customer.access, {
    version: 1,
    full_name: 'Mona Adel',
    terms_accepted: true,
  });
  return order;
}

/** Waits for the page's reads to end (the console shows what it read), then how far it scrolls sideways, with the culprits. */
async function sidewaysScroll(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
  // A lazily loaded page shows nothing at all until its code arrives: wait for its words, then for its reads.
  await expect(page.locator('#main-content')).toContainText(/\S/, SLOW);
  await expect(page.locator('.MuiSkeleton-root, [role="progressbar"]')).toHaveCount(0, SLOW);
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const overflow = root.scrollWidth - width;
    const culprits =
      overflow > 0
        ? [...document.querySelectorAll('body *')]
            .filter((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.right > width + 1 || box.left < -1);
            })
            .slice(0, 5)
            .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')}`)
        : [];
    return { overflow, culprits };
  });
}

async function shot(page: Page, name: string) {
  await screenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });
}

let admin: string;
let order: { id: number; slug: string };
let packageId: number;
let auditId: number;
let leadId: number;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  admin = (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access;
  order = await acceptedOrder(admin);
  [{ id: packageId }] = await callApi<{ id: number }[]>('GET', 'admin/packages?range=[0,0]', admin);
  [{ id: auditId }] = await callApi<{ id: number }[]>('GET', 'admin/audit?range=[0,0]', admin);
  ({ id: leadId } = await callApi<{ id: number }>('POST', 'admin/leads', admin, {
    name: 'Karim Nabil',
    phone: '+20 100 222 3333',
    source: 'referral',
    estimated_value: 95_000_000,
  }));
  await callApi('POST', `admin/leads/${leadId}/notes`, admin, { body: 'Wants the kitchen and both bathrooms done before Ramadan.' });
});

test('no console page scrolls sideways, in English and Arabic, light and dark @phone', async ({ page }, info) => {
  test.setTimeout(600_000);
  const width = info.project.name === 'console-phone' ? 390 : 1280;
  const pages = [
    ['dashboard', '/admin/'],
    ['orders', '/admin/orders'],
    ['order', `/admin/orders/${order.id}/show`],
    ['categories', '/admin/categories'],
    ['category-create', '/admin/categories/create'],
    ['packages', '/admin/packages'],
    ['package', `/admin/packages/${packageId}/show`],
    ['package-edit', `/admin/packages/${packageId}`],
    ['works', '/admin/works'],
    ['contact-messages', '/admin/contact-messages'],
    ['audit', '/admin/audit'],
    ['audit-entry', `/admin/audit/${auditId}/show`],
    ['staff', '/admin/staff'],
    ['visits', '/admin/visits'],
    ['security', '/admin/security'],
    ['leads', '/admin/leads'],
    ['lead', `/admin/leads/${leadId}/show`],
    ['lead-create', '/admin/leads/create'],
    ['suppliers', '/admin/suppliers'],
    ['supplier-create', '/admin/suppliers/create'],
    ['online-payments', '/admin/online-payments'],
    ['business', '/admin/insights'],
    ['schedule', '/admin/schedule'],
  ] as const;
  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/$/, SLOW);
  const found: string[] = [];
  for (const [lang, dark] of [
    ['en', false],
    ['ar', true],
  ] as const) {
    await prefer(page, lang, dark);
    // The console loaded once in each language and theme (they are read at start), then page after page in it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', lang, SLOW);
    for (const [name, path] of pages) {
      await openInConsole(page, path);
      const { overflow, culprits } = await sidewaysScroll(page);
      if (overflow > 0) found.push(`${path} (${lang}, ${width} px): ${overflow} px too wide: ${culprits.join(', ')}`);
      // Money as the site writes it: whole pounds without decimals (the demo's prices are whole), in both languages.
      if (name === 'packages') await expect(page.locator('#main-content')).not.toContainText(lang === 'ar' ? '٫٠٠' : '.00');
      if (name === 'packages' && lang === 'ar' && width === 1280) {
        // The Arabic console lists the catalogue by its Arabic titles, numbered in Arabic digits.
        const titles = (await callApi<{ title_ar: string }[]>('GET', 'admin/packages?range=[0,99]', admin)).map((one) => one.title_ar);
        const shown = await page.locator('tbody tr').allTextContents();
        expect(shown.some((row) => titles.some((title) => title && row.includes(title)))).toBe(true);
        const ids = await page.locator('tbody tr td:first-child').allTextContents();
        expect(ids.length).toBeGreaterThan(0);
        for (const id of ids) expect(id.trim()).toMatch(/^[\u0660-\u0669]+$/);
      }
      if (name === 'order' && lang === 'ar') {
        // One digit system: the version, its shares and VAT, and the order's counts in Arabic digits, as its money.
        const version = page.locator('[data-version="1"]');
        await expect(version).toContainText('النسخة ١');
        await expect(version).toContainText('٣٠٪');
        await expect(version).toContainText('ضريبة القيمة المضافة ١٤٪');
        await expect(page.locator('tr[data-field="space"]')).toContainText('١٤٠');
      }
      if (name === 'order') {
        // The order's payments, four columns, fit a phone's width without scrolling in their frame.
        const frame = page.getByTestId('order-payments').locator('table').first().locator('xpath=..');
        const { scroll, client } = await frame.evaluate((box) => ({ scroll: box.scrollWidth, client: box.clientWidth }));
        if (scroll > client) found.push(`${path} (${lang}, ${width} px): the payments' table is ${scroll - client} px wider than its frame`);
        // And the accepted quote: its lines a list on a phone, the figures under each line.
        const quote = page.locator('[data-version="1"] [data-quote-details]');
        const lines = await quote.evaluate((box) => box.scrollWidth - box.clientWidth);
        if (lines > 0) found.push(`${path} (${lang}, ${width} px): the quote is ${lines} px wider than its frame`);
      }
      if (['dashboard', 'orders', 'order', 'audit', 'leads', 'lead', 'business'].includes(name))
        await shot(page, `${name}-${lang}-${dark ? 'dark' : 'light'}-${width}`);
    }
  }
  expect(found).toEqual([]);
});

test('the dashboard shows what needs action, counted, each order a link to its page @phone', async ({ page }, info) => {
  test.setTimeout(120_000);
  const width = info.project.name === 'console-phone' ? 390 : 1280;
  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/$/, SLOW);
  const accepted = page.locator('[data-work="accepted_quotes"]');
  await expect(accepted).toContainText('Accepted quotes to act on', SLOW);
  const count = Number(await page.getByTestId('work-accepted_quotes').textContent());
  expect(count).toBeGreaterThanOrEqual(1);
  await expect(page.locator('[data-work="payments_due"]')).toBeVisible();
  await shot(page, `work-en-${width}`);
  // The newest accepted order is among the first named when it is the only one waiting; else open it from the list.
  const link = accepted.getByRole('link', { name: `Order #${order.id}` });
  if (await link.count()) {
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${order.id}/show$`));
  }

  await prefer(page, 'ar', false);
  await page.goto('/admin/');
  await expect(page.locator('[data-work="accepted_quotes"]')).toContainText('عروض أسعار مقبولة بانتظار التنفيذ', SLOW);
  // Counts in Arabic digits.
  await expect(page.getByTestId('work-accepted_quotes')).toHaveText(/^[\u0660-\u0669]+$/);
  await shot(page, `work-ar-${width}`);
});

test('the quote editor totals as staff type, warns of missing Arabic, previews both languages and asks before sending', async ({ page }) => {
  test.setTimeout(180_000);
  const fresh = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Nabil' }, 'editor');
  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/$/, SLOW);
  await page.goto(`/admin/orders/${fresh.id}/show`);
  const panel = page.getByTestId('order-quotes');
  await panel.getByRole('button', { name: 'Write a quote' }).click(SLOW);
  await panel.getByRole('button', { name: 'Add a line' }).click();
  const line = panel.locator('[data-line]').last();
  // A new line is empty, its placeholders saying what goes in: no "item", no 0.
  for (const label of ['Description', 'Quantity', 'Unit', 'Unit price (EGP)']) await expect(line.getByLabel(label, { exact: true })).toHaveValue('');
  await expect(line.getByLabel('Unit', { exact: true })).toHaveAttribute('placeholder', 'e.g. m²');

  // The totals follow the typing, before any save: 12 × 450 EGP = 5,400 EGP, + 14 % VAT.
  const before = (await panel.locator('[data-live-totals] [data-total]').textContent()) ?? '';
  await line.getByLabel('Description', { exact: true }).fill('Kitchen cabinets');
  await line.getByLabel('Quantity', { exact: true }).fill('12');
  await line.getByLabel('Unit', { exact: true }).fill('m');
  await line.getByLabel('Unit price (EGP)').fill('450');
  await expect(line.locator('[data-line-total]')).toContainText(formatPiastres(540_000));
  await expect(panel.locator('[data-live-totals] [data-total]')).not.toHaveText(before);
  // No Arabic yet: the line says so, and the editor counts what lacks it.
  await expect(line.locator('[data-missing-arabic]')).toBeVisible();
  await expect(panel.locator('[data-arabic-warning]')).toBeVisible();
  await line.getByLabel('Description (Arabic)').fill('خزائن المطبخ');
  await line.getByLabel('Unit (Arabic)').fill('م');
  await expect(line.locator('[data-missing-arabic]')).toHaveCount(0);
  await shot(page, 'editor-en-1280');

  // The customer's view, in English, then in Arabic.
  await panel.getByRole('button', { name: "Preview the customer's view" }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.locator('[data-preview="en"]')).toContainText('Kitchen cabinets');
  await preview.getByRole('button', { name: 'العربية' }).click();
  await expect(preview.locator('[data-preview="ar"]')).toContainText('خزائن المطبخ');
  await expect(preview.locator('[data-preview="ar"]')).toHaveAttribute('dir', 'rtl');
  await shot(page, 'preview-ar-1280');
  await preview.getByRole('button', { name: 'Close' }).click();

  await panel.getByRole('button', { name: 'Save the draft' }).click();
  await expect(notice(page, 'Draft saved.')).toBeVisible(SLOW);
  const [saved] = await callApi<{ totals: { total: number } }[]>('GET', `admin/orders/${fresh.id}/quotes`, admin);
  // What the editor showed while typing is what the server computed.
  await expect(panel.locator('[data-live-totals] [data-total]')).toHaveText(formatPiastres(saved.totals.total));

  // Sending asks first, with the total; cancelling sends nothing.
  await panel.getByRole('button', { name: 'Send to the customer' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.locator('[data-confirm-total]')).toContainText(formatPiastres(saved.totals.total));
  await shot(page, 'confirm-en-1280');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  expect((await callApi<{ status: string }[]>('GET', `admin/orders/${fresh.id}/quotes`, admin))[0].status).toBe('draft');
  await panel.getByRole('button', { name: 'Send to the customer' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the quote' }).click();
  await expect(notice(page, 'Quote sent; the customer is mailed.')).toBeVisible(SLOW);
  expect((await callApi<{ status: string }[]>('GET', `admin/orders/${fresh.id}/quotes`, admin))[0].status).toBe('sent');
});

test('the console writes times in Cairo time, and says so on a device on another clock', async ({ browser }) => {
  test.setTimeout(120_000);
  const { date } = await callApi<{ date: string }>('GET', `admin/orders/${order.id}`, admin);
  for (const [timezoneId, elsewhere] of [
    ['Asia/Tokyo', true],
    ['Africa/Cairo', false],
  ] as const) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, timezoneId });
    const page = await context.newPage();
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/, SLOW);
    const note = page.getByRole('note', { name: 'Times are Cairo time.' });
    await openInConsole(page, `/admin/orders/${order.id}/show`);
    // The order's time on its page, and its day in the list, are Cairo's on both devices.
    await expect(page.getByRole('row', { name: `Date ${formatTime(date)}` })).toBeVisible(SLOW);
    await expect(note).toHaveCount(elsewhere ? 1 : 0);
    if (elsewhere) await shot(page, 'cairo-time-1280');
    await openInConsole(page, '/admin/orders?sort=id&order=DESC&perPage=100');
    const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: String(order.id), exact: true }) });
    await expect(row).toContainText(formatDay(date), SLOW);
    if (elsewhere) {
      // On a phone the app bar has no room beside the title: the note is at the foot of the menu.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload(); // the menu starts closed on a phone
      await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible(SLOW);
      await expect(note).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(note).toBeVisible();
      await shot(page, 'cairo-time-menu-390');
    }
    await context.close();
  }
});

// Issue 39, the business at a glance: at 1280 px the owner opens the console's Business page; the charts draw, a
// payment recorded today moves this month's received bar, a late bar opens the instalments behind it; then the same
// page in dark mode, and in Arabic (right to left, Arabic-Indic digits) light and dark. Screenshots go to test-results.
import { expect, type Page, test } from '@playwright/test';
import { DARK_MODE_KEY } from '@fitout/shared';
import { apiTokens } from './support/accounts.ts';
import { arabicProblems, LATIN_ALLOWED } from './support/arabic.ts';
import { CAIRO_UNIT, consoleSignIn, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';

const SLOW = { timeout: 20_000 };
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const cairoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' }).format(new Date());

async function api(path: string, access: string, body: unknown) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: body === undefined ? '{}' : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A quote of 100,000 EGP + 14 % VAT (30 % on acceptance) sent and accepted: 34,200 EGP due today. */
async function acceptedOrder() {
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Saleh' }, 'insights');
  const staff = (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access;
  const draft = await api(`admin/orders/${order.id}/quotes`, staff, {
    lines: [{ description: 'Finishing works', description_ar: 'أعمال التشطيب', quantity: 1, unit: 'job', unit_price: 10_000_000 }],
    valid_until: inDays(30),
    schedule: [
      { label: 'Deposit', label_ar: 'مقدم', percent: 30, due: 'acceptance' },
      { label: 'Completion', label_ar: 'عند الانتهاء', percent: 70, due: 'completion' },
    ],
  });
  await api(`admin/quotes/${draft.id}/send`, staff, undefined);
  const customer = (await apiTokens(order.email)).access;
  await api(`registerorder/detail/${order.slug}/quote/accept/`, customer, { version: 1, full_name: 'Karim Saleh', terms_accepted: true });
  return { order, staff };
}

/** The bars of a chart's series, as their heights in pixels. */
const barHeights = (page: Page, chart: string) =>
  page
    .locator(`[data-chart="${chart}"] .MuiBarChart-element`)
    .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().height)));

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the owner reads the business charts; a payment moves the month’s bar; English and Arabic, light and dark', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the journey runs in project desktop');
  test.setTimeout(180_000);
  const { order, staff } = await acceptedOrder();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();

  await test.step('the charts draw, with the money received and due this month', async () => {
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/, SLOW);
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await page
      .getByRole('menuitem', { name: 'Business' })
      .or(page.getByRole('link', { name: 'Business' }))
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Business' })).toBeVisible(SLOW);
    for (const chart of ['money', 'ageing', 'stages', 'conversion']) {
      await expect(page.locator(`[data-chart="${chart}"] svg`).first()).toBeVisible(SLOW);
    }
    await expect(page.locator('[data-chart="money"] [data-total="due"]')).not.toContainText('Due: 0 EGP');
    await shot(page, 'insights-en-light');
  });

  await test.step('a payment recorded today moves this month’s received bar', async () => {
    const received = (await page.locator('[data-chart="money"] [data-total="received"]').textContent()) ?? '';
    const before = await barHeights(page, 'money');
    await api(`admin/orders/${order.id}/payments`, staff, { amount: 3_420_000, paid_on: cairoToday(), method: 'cash' });
    await page.reload();
    await expect(page.locator('[data-chart="money"] [data-total="received"]')).not.toHaveText(received, SLOW);
    await expect.poll(() => barHeights(page, 'money'), SLOW).not.toEqual(before);
  });

  await test.step('a late bar opens the instalments behind it', async () => {
    await page.locator('[data-chart="ageing"] [data-bucket="not_due"]').click();
    const list = page.locator('[data-ageing-list="not_due"]');
    await expect(list).toContainText('Karim Saleh', SLOW);
    await expect(list).toContainText('Completion');
    await expect(page.getByRole('button', { name: /Export the data of “Instalments: Not yet due”/ })).toBeVisible();
  });

  await test.step('dark mode', async () => {
    await page.evaluate((key) => localStorage.setItem(key, 'true'), DARK_MODE_KEY);
    await page.reload();
    await expect(page.locator('[data-chart="money"] svg').first()).toBeVisible(SLOW);
    await shot(page, 'insights-en-dark');
  });

  await test.step('in Arabic: right to left, Arabic words and digits, light and dark', async () => {
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('ar')));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'الأعمال' })).toBeVisible(SLOW);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('[data-chart="money"] svg').first()).toBeVisible(SLOW);
    for (const chart of ['money', 'ageing', 'stages', 'conversion']) {
      const text = (await page.locator(`[data-chart="${chart}"]`).textContent()) ?? '';
      expect(arabicProblems(text, [...LATIN_ALLOWED, 'CSV']), chart).toEqual([]);
    }
    await shot(page, 'insights-ar-dark');
    await page.evaluate((key) => localStorage.setItem(key, 'false'), DARK_MODE_KEY);
    await page.reload();
    await expect(page.locator('[data-chart="stages"] svg').first()).toBeVisible(SLOW);
    await shot(page, 'insights-ar-light');
  });
  await context.close();
});

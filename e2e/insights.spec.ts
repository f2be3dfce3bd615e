// Issue 39, the business at a glance: at 1280 px the owner opens the console's Business page; the charts draw, a
// payment recorded today moves this month's received bar, a late bar opens the instalments behind it; then the same
// page in dark mode, and in Arabic (right to left, Arabic-Indic digits) light and dark. Screenshots go to test-results.
import { expect, type Page, test } from '@playwright/test';
import { DARK_MODE_KEY } from '@fitout/shared';
import { arabicProblems, LATIN_ALLOWED } from './support/arabic.ts';
import { CAIRO_UNIT, consoleSignIn, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { acceptedQuote, cairoToday, callApi, putApi } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';

const SLOW = { timeout: 20_000 };

/** A quote of 100,000 EGP + 14 % VAT (30 % on acceptance) sent and accepted: 34,200 EGP due today. */
async function acceptedOrder() {
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Saleh' }, 'insights');
  const staff = await acceptedQuote(order, { fullName: 'Karim Saleh' });
  return { order, staff };
}

/**
 * What the owner's charts draw this month: a lead worth 2,500,000 EGP quoted, one worth 800,000 EGP lost on its price,
 * and a second job completed with a bill of 60,000 EGP against its contract of 114,000 EGP.
 */
async function ownerData(staff: string) {
  const quoted = await callApi<{ id: number }>('POST', 'admin/leads', staff, {
    name: 'Hany Samir',
    phone: '0100 123 4567',
    estimated_value: 250_000_000,
  });
  await putApi(`admin/leads/${quoted.id}`, staff, { stage: 'quoted' });
  const lost = await callApi<{ id: number }>('POST', 'admin/leads', staff, {
    name: 'Dina Fawzy',
    phone: '0100 765 4321',
    estimated_value: 80_000_000,
  });
  await putApi(`admin/leads/${lost.id}`, staff, { stage: 'lost', lost_reason: 'price', lost_note: 'Chose a cheaper offer' });
  const { order } = await acceptedOrder();
  const bill = new FormData();
  for (const [field, value] of Object.entries({ category: 'materials', amount: '6000000', billed_on: cairoToday() })) bill.append(field, value);
  const billed = await fetch(apiUrl(`admin/orders/${order.id}/bills`), { method: 'POST', headers: { authorization: `Bearer ${staff}` }, body: bill });
  if (!billed.ok) throw new Error(`bill: ${billed.status} ${await billed.text()}`);
  await putApi(`admin/orders/${order.id}`, staff, { stage: 'completed', stage_note: '' });
  return order;
}

/** The bars of a chart's series, as their heights in pixels. */
const barHeights = (page: Page, chart: string) =>
  page
    .locator(`[data-chart="${chart}"] .MuiBarChart-element`)
    .evaluateAll((bars) => bars.map((bar) => Math.round(bar.getBoundingClientRect().height)));

const shot = (page: Page, name: string) => screenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: true });

test('the owner reads the business charts; a payment moves the month’s bar; English and Arabic, light and dark', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the journey runs in project desktop');
  test.setTimeout(180_000);
  const { order, staff } = await acceptedOrder();
  const completed = await ownerData(staff);
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
    for (const chart of ['money', 'ageing', 'stages', 'conversion', 'pipeline', 'funnel', 'margins']) {
      await expect(page.locator(`[data-chart="${chart}"] svg`).first()).toBeVisible(SLOW);
    }
    await expect(page.locator('[data-chart="money"] [data-total="due"]')).not.toContainText('Due: 0 EGP');
    // The owner's charts: the quoted lead's value in the pipeline, the lost one's reason, the completed job's margin.
    const pipeline = await (await fetch(apiUrl('admin/insights/pipeline'), { headers: { authorization: `Bearer ${staff}` } })).json();
    const quotedValue = pipeline.stages.find((row: { stage: string }) => row.stage === 'quoted').value as number;
    expect(quotedValue).toBeGreaterThanOrEqual(250_000_000);
    await expect(page.locator('[data-chart="pipeline"] [data-lead-stage="quoted"]')).toContainText(
      new Intl.NumberFormat('en-US').format(Math.floor(quotedValue / 100)),
      SLOW,
    );
    await expect(page.locator('[data-chart="funnel"] [data-lost-reason="price"]')).toContainText('Price too high');
    const job = page.locator(`[data-chart="margins"] [data-job="${completed.id}"]`);
    await expect(job).toContainText('Karim Saleh');
    await expect(job).toContainText('54,000');
    await expect(job).toContainText('47.4%');
    await shot(page, 'insights-en-light');
    for (const chart of ['pipeline', 'funnel', 'margins']) {
      await screenshot(page.locator(`[data-chart="${chart}"]`), { path: info.outputPath(`insights-${chart}-en-light.png`) });
    }
  });

  await test.step('a payment recorded today moves this month’s received bar', async () => {
    const received = (await page.locator('[data-chart="money"] [data-total="received"]').textContent()) ?? '';
    const before = await barHeights(page, 'money');
    await callApi('POST', `admin/orders/${order.id}/payments`, staff, { amount: 3_420_000, paid_on: cairoToday(), method: 'cash' });
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
    for (const chart of ['money', 'ageing', 'stages', 'conversion', 'pipeline', 'funnel']) {
      const text = (await page.locator(`[data-chart="${chart}"]`).textContent()) ?? '';
      expect(arabicProblems(text, [...LATIN_ALLOWED, 'CSV']), chart).toEqual([]);
    }
    // The margins' words are Arabic; the customers' names and packages are as they were written.
    const margins = page.locator('[data-chart="margins"]');
    await expect(margins.locator(`[data-job="${completed.id}"]`)).toContainText('٥٤٬٠٠٠', SLOW);
    const words = (await margins.locator('h2, h3, thead, [data-total]').allTextContents()).join(' ');
    expect(arabicProblems(words, [...LATIN_ALLOWED, 'CSV']), 'margins').toEqual([]);
    await shot(page, 'insights-ar-dark');
    for (const chart of ['pipeline', 'funnel', 'margins']) {
      await screenshot(page.locator(`[data-chart="${chart}"]`), { path: info.outputPath(`insights-${chart}-ar-dark.png`) });
    }
    await page.evaluate((key) => localStorage.setItem(key, 'false'), DARK_MODE_KEY);
    await page.reload();
    await expect(page.locator('[data-chart="stages"] svg').first()).toBeVisible(SLOW);
    await shot(page, 'insights-ar-light');
  });
  await context.close();
});

// Issue 41's leftovers, the company holidays as a table staff edit: in the Arabic console at 1280 px, staff add a
// holiday on the Schedule page (beside the templates), see it listed with its Arabic name and date in Arabic-Indic
// digits, the API's schedule arithmetic reads it, and they remove it. A date far ahead, so that no other journey's
// schedule meets it.
import { expect, test } from '@playwright/test';
import { apiTokens } from './support/accounts.ts';
import { consoleSignIn, notice } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { screenshot } from './support/screenshots.ts';

const SLOW = { timeout: 20_000 };
const DATE = '2099-04-25';

test('staff add a company holiday on the Schedule page in Arabic and remove it', async ({ page }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run, at 1280 px');
  test.setTimeout(120_000);
  const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const holidays = async () =>
    (await (await fetch(apiUrl('admin/company-holidays'), { headers: { authorization: `Bearer ${access}` } })).json()) as { date: string }[];

  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/$/, SLOW);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('ar')));
  await page.goto('/admin/schedule');
  const card = page.getByTestId('company-holidays');
  await expect(card.getByRole('heading', { name: 'عطلات الشركة' })).toBeVisible(SLOW);

  await test.step('they add the holiday: it is listed with its Arabic name and date, and the API has it', async () => {
    const form = card.getByRole('form', { name: 'إضافة العطلة' });
    await form.locator('input[type="date"]').fill(DATE, { force: true });
    await form.getByLabel('الاسم (بالإنجليزية)').fill('Sinai Liberation Day');
    await form.getByLabel('الاسم (بالعربية)').fill('عيد تحرير سيناء');
    await form.getByRole('button', { name: 'إضافة العطلة' }).click();
    await expect(notice(page, 'أُضيفت العطلة.')).toBeVisible(SLOW);
    const listed = card.locator(`[data-holiday="${DATE}"]`);
    await expect(listed).toContainText('عيد تحرير سيناء');
    await expect(listed).toContainText('٢٠٩٩');
    await expect(listed).not.toContainText('2099');
    expect((await holidays()).map((holiday) => holiday.date)).toContain(DATE);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, { path: info.outputPath('holidays-ar.png'), fullPage: true });
  });

  await test.step('they remove it', async () => {
    await card.getByRole('button', { name: 'حذف: عيد تحرير سيناء' }).click();
    await expect(notice(page, 'حُذفت العطلة.')).toBeVisible(SLOW);
    await expect(card.locator(`[data-holiday="${DATE}"]`)).toHaveCount(0);
    expect((await holidays()).map((holiday) => holiday.date)).not.toContain(DATE);
  });
});

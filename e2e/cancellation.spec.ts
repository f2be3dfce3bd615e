// Issue 35: money is never erased. A customer reading Arabic on a phone (390 px) has a paid order (an accepted quote,
// a recorded deposit): their list offers no Delete on it but "Ask to cancel", which sends the request to staff on the
// order's thread. Staff, in the console in English at 1280 px, read it and cancel the order with a reason; the
// customer's order then shows cancelled, with the reason on its timeline. Both screens are kept as screenshots.
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { closingWords, stageLabel, arabicDigits } from '@fitout/shared';
import { AREA_READY, apiTokens, deviceFor, readsArabic, signInContext, toast } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { seriousViolations } from './support/axe.ts';
import { screenshot } from './support/screenshots.ts';

const ar = closingWords.ar;
const en = closingWords.en;
const SLOW = { timeout: 20_000 };
const REASON = 'The customer is moving abroad; the deposit is refunded by bank transfer.';

/** A call of the API as `access`, answering its JSON; anything but 2xx fails the journey. */
async function api(access: string, method: string, path: string, body?: unknown) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${access}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : await response.json();
}

test('a paid order: the customer asks to cancel in Arabic, staff cancel it with a reason, the customer sees it cancelled @phone', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the journey runs once, in project phone (the customer on a phone, staff on a desktop)');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'منى عادل' }, 'cancel-ar');
  await readsArabic(order.email);

  // Money on the order, as the quote journey puts it there: a quote sent and accepted, a deposit recorded.
  const staffAccess = (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access;
  const customerAccess = (await apiTokens(order.email)).access;
  const draft = await api(staffAccess, 'POST', `admin/orders/${order.id}/quotes`, {
    lines: [{ description: 'Finishing', quantity: 1, unit: 'job', unit_price: 10_000_000 }],
    valid_until: '2999-12-31',
    schedule: [
      { label: 'Deposit', percent: 30, due: 'acceptance' },
      { label: 'Completion', percent: 70, due: 'completion' },
    ],
  });
  await api(staffAccess, 'POST', `admin/quotes/${draft.id}/send`);
  await api(customerAccess, 'POST', `registerorder/detail/${order.slug}/quote/accept/`, {
    version: 1,
    full_name: 'منى عادل',
    terms_accepted: true,
  });
  await api(staffAccess, 'POST', `admin/orders/${order.id}/payments`, { amount: 3_420_000, paid_on: '2026-11-20', method: 'bank_transfer' });

  const customerContext = await browser.newContext(deviceFor('ar'));
  await signInContext(customerContext, order.email);
  const customer = await customerContext.newPage();
  const staffContext = await browser.newContext(deviceFor('en'));
  const staff = await staffContext.newPage();
  const row = customer.locator('.order-row').filter({ hasText: 'منى عادل' });

  await test.step('the customer finds no Delete on the paid order, asks to cancel, and sees the request sent', async () => {
    await customer.goto('/ar/user/listorders');
    await expect(row.getByRole('button', { name: ar.askToCancel })).toBeVisible(AREA_READY);
    await expect(row.getByRole('button', { name: /حذف/ })).toHaveCount(0);
    await row.getByRole('button', { name: ar.askToCancel }).click();
    const dialog = customer.getByRole('dialog', { name: ar.askTitle });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel(ar.askReason).fill('سننتقل إلى مدينة أخرى.');
    await screenshot(dialog, { path: info.outputPath('ask-to-cancel-dialog-ar-390.png') });
    // The dialog, and the Arabic list behind it, pass axe's serious rules.
    expect(await seriousViolations(customer)).toEqual([]);
    await dialog.getByRole('button', { name: ar.askSend }).click();
    await expect(toast(customer, ar.askSent)).toBeVisible(SLOW);
    await expect(row.getByText(ar.asked)).toBeVisible();
    await expect(row.getByRole('button', { name: ar.askToCancel })).toHaveCount(0);
    await screenshot(customer, { path: info.outputPath('ask-to-cancel-sent-ar-390.png') });
  });

  await test.step("staff read the request on the order's thread and cancel the order with a reason", async () => {
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.goto(`/admin/orders/${order.id}/show`);
    await expect(staff.getByTestId('order-messages')).toContainText(`${ar.requestText}`, SLOW);
    await screenshot(staff, { path: info.outputPath('order-console-en-1280.png') });
    await staff.getByRole('button', { name: en.cancel }).click();
    const dialog = staff.getByRole('dialog', { name: en.cancelTitle });
    // No reason, no cancellation.
    await dialog.getByRole('button', { name: en.confirmCancel }).click();
    await expect(dialog.getByText(en.reasonRequired)).toBeVisible();
    await dialog.getByLabel(en.reason).fill(REASON);
    await screenshot(dialog, { path: info.outputPath('cancel-dialog-en-1280.png') });
    expect(await seriousViolations(staff)).toEqual([]);
    await dialog.getByRole('button', { name: en.confirmCancel }).click();
    await expect(notice(staff, en.cancelledNotice)).toBeVisible(SLOW);
    await expect(staff.getByRole('button', { name: en.cancel })).toHaveCount(0);
    await expect(staff.locator('.MuiChip-root').filter({ hasText: 'Cancelled' })).toBeVisible();
    await expect(staff.getByRole('table', { name: 'History' })).toContainText(REASON);
    // The quote and the deposit stay.
    await expect(staff.getByTestId('order-payments')).toContainText('34,200');
    await screenshot(staff, { path: info.outputPath('order-cancelled-console-en-1280.png'), fullPage: true });
  });

  await test.step("the console's list, filtered on cancelled orders, shows it, and its CSV export says Cancelled", async () => {
    await staff.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ stage: 'cancelled' }))}`);
    await expect(staff.locator('tr').filter({ hasText: 'منى عادل' }).first()).toContainText('Cancelled', SLOW);
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('button', { name: 'Export' }).click()]);
    const rows = readFileSync(await download.path(), 'utf8')
      .trim()
      .split('\n');
    const mine = rows.find((line) => line.startsWith(`${order.id},`));
    expect(mine).toContain('Cancelled');
    expect(rows.slice(1).every((line) => line.includes('Cancelled'))).toBe(true);
  });

  await test.step('the customer is mailed, and their order shows cancelled with the reason', async () => {
    const mail = await waitForMail(order.email, (m) => m.subject === `طلبك رقم ${arabicDigits(order.id)}: ملغى`);
    expect(mail.text).toContain(REASON);
    await customer.reload();
    await expect(row.locator('.tag--cancelled')).toHaveText(stageLabel('cancelled', 'ar'), AREA_READY);
    await expect(row.getByRole('button', { name: ar.askToCancel })).toHaveCount(0);
    await screenshot(customer, { path: info.outputPath('order-cancelled-list-ar-390.png') });
    await row.getByRole('link').first().click();
    await expect(customer.locator('.timeline, [class*="timeline"]').first()).toContainText(REASON, SLOW);
    await screenshot(customer, { path: info.outputPath('order-cancelled-customer-ar-390.png'), fullPage: true });
  });

  await customerContext.close();
  await staffContext.close();
});

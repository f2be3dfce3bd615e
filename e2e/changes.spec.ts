// Issue 38, change orders: at 1280 px in English, staff set the expected completion and raise a change with a line
// added and days added in the console; the customer, mailed, reads the old total, the change and the new total on
// their order, approves it with their name; the new instalment and the new completion date show on the customer's
// order page and on the console's order page.
import { expect, test } from '@playwright/test';
import { deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { digitsOf, printedText } from './support/print.ts';
import { acceptedQuote, callApi, inDays } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';
import { expectArabicOnly } from './support/arabic.ts';

const SLOW = { timeout: 20_000 };

test('staff raise a change with days added, the customer approves it: the new instalment and completion date show to both', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the English journey runs in project desktop');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Mona Adel' }, 'change-en');
  await acceptedQuote(order, { fullName: 'Mona Adel' });
  const device = deviceFor('en');

  const staffContext = await browser.newContext(device);
  const staff = await staffContext.newPage();
  await test.step('staff set the expected completion and raise a change with a line and 10 days', async () => {
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await staff.goto(`/admin/orders/${order.id}/show`);
    const panel = staff.getByTestId('order-changes');
    await expect(panel).toContainText('Accepted quote (version 1)', SLOW);
    await panel.getByRole('textbox', { name: 'Expected completion' }).fill('2027-03-01');
    await panel.getByRole('button', { name: 'Save the date' }).click();
    await expect(notice(staff, 'Expected completion saved.')).toBeVisible(SLOW);

    await panel.getByRole('button', { name: 'Raise a change' }).click();
    await panel.getByLabel('Reason (English)').fill('Marble floor in the living room instead of porcelain');
    await panel.getByLabel('Reason (Arabic)').fill('أرضية رخام في غرفة المعيشة بدلًا من البورسلين');
    const line = panel.locator('[data-line="0"]');
    await line.getByLabel('Description (English)').fill('Marble flooring');
    await line.getByLabel('Description (Arabic)').fill('أرضية رخام');
    await line.getByLabel('Quantity').fill('20');
    await line.getByLabel('Unit', { exact: true }).fill('m²');
    await line.getByLabel('Unit price (EGP)').fill('1500');
    await panel.getByLabel('Days added to the job').fill('10');
    await screenshot(staff, { path: info.outputPath('change-console-form-en.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Send to the customer' }).click();
    await expect(notice(staff, 'Change sent: the customer is mailed and the thread says so.')).toBeVisible(SLOW);
    await expect(panel.locator('[data-status="pending"]')).toContainText('Change order 1');
  });

  await test.step('the customer, mailed, reads the old total, the change and the new total, and approves it', async () => {
    await waitForMail(order.email, (m) => m.subject === `Change order 1 on your order #${order.id}`);
    const customerContext = await browser.newContext(device);
    await signInContext(customerContext, order.email);
    const customer = await customerContext.newPage();
    await customer.goto(`/user/detailsorder/${order.slug}`);
    const story = customer.locator('#changes');
    await expect(story.getByRole('heading', { name: 'Your contract' })).toBeVisible(SLOW);
    await story.getByRole('link', { name: 'Read and answer' }).click();
    const change = customer.locator('[data-change]');
    // 20 m² × 1,500 EGP = 30,000 + 14 % VAT = 34,200 EGP on a contract of 114,000 EGP.
    await expect(change.locator('[data-old-total]')).toHaveText('114,000 EGP', SLOW);
    await expect(change.locator('[data-change-total]')).toHaveText('+34,200 EGP');
    await expect(change.locator('[data-new-total]')).toHaveText('148,200 EGP');
    await expect(change.locator('[data-days]')).toHaveText('10');
    await expect(change).toContainText('Expected completion moves from March 1, 2027 to March 11, 2027.');
    await screenshot(customer, { path: info.outputPath('change-customer-en.png'), fullPage: true });
    await customer.getByLabel('Your full name').fill('Mona Adel');
    await customer.getByRole('button', { name: 'Approve the change' }).click();
    await expect(customer.locator('[data-sonner-toast]').filter({ hasText: 'Change approved. Thank you.' })).toBeVisible(SLOW);
    await expect(customer.locator('[data-answer="approved"]')).toContainText('Approved by Mona Adel');

    // The printable change order: the quote's print look, the totals and the approval with its fingerprint.
    await customer.getByRole('link', { name: 'Printable change order' }).click();
    const printed = customer.locator('.change-print');
    await expect(printed.locator('[data-new-total]')).toHaveText('148,200 EGP', SLOW);
    await expect(printed.getByRole('heading', { name: `Change order 1 for order #${order.id}` })).toBeVisible();
    const text = await printedText(customer, info.outputPath('change-order-en.pdf'));
    for (const figure of ['114,000 EGP', '+34,200 EGP', '148,200 EGP', 'Approved by Mona Adel', 'SHA-256']) expect(text).toContain(figure);
    await customer.goto(`/user/detailsorder/${order.slug}`);
    await expect(story.locator('[data-contract-total]')).toHaveText('148,200 EGP', SLOW);
    await expect(story.locator('[data-expected-completion]')).toHaveText('March 11, 2027');
    const instalment = story.locator('[data-change-number="1"]');
    await expect(instalment).toContainText('Change order 1');
    await expect(instalment).toContainText('34,200 EGP');
    await story.scrollIntoViewIfNeeded();
    await screenshot(customer, { path: info.outputPath('change-order-page-en.png'), fullPage: true });
    const sideways = await customer.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
    expect(sideways).toBe(false);
    await customerContext.close();
  });

  await test.step('staff see the change approved, the new instalment and the new completion date', async () => {
    await staff.reload();
    const panel = staff.getByTestId('order-changes');
    await expect(panel.locator('[data-status="approved"]')).toContainText('Approved by Mona Adel', SLOW);
    await expect(panel.locator('[data-contract-total]')).toHaveText('148,200 EGP');
    await expect(panel.getByRole('textbox', { name: 'Expected completion' })).toHaveValue('2027-03-11');
    await expect(staff.getByTestId('order-payments')).toContainText('Change order 1');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(staff, { path: info.outputPath('change-console-en.png'), fullPage: true });
    await staffContext.close();
  });
});

test('on a phone in Arabic, the customer reads a change that takes work out and declines it @phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'the Arabic journey runs in project phone');
  test.setTimeout(120_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'منى عادل' }, 'change-ar');
  await readsArabic(order.email);
  const staff = await acceptedQuote(order, { fullName: 'منى عادل' });
  await callApi('POST', `admin/orders/${order.id}/changes`, staff, {
    reason: 'Ceiling lights left out',
    reason_ar: 'حذف إضاءة السقف',
    lines: [{ kind: 'remove', description: 'Ceiling lights', description_ar: 'إضاءة السقف', quantity: 4, unit: 'piece', unit_price: 250_000 }],
    answer_by: inDays(7),
    schedule: 'spread',
  });
  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, order.email);
  const customer = await context.newPage();
  await customer.goto(`/ar/user/detailsorder/${order.slug}`);
  const story = customer.locator('#changes');
  await expect(story.getByRole('heading', { name: 'عقدك' })).toBeVisible(SLOW);
  await story.getByRole('link', { name: 'اقرأ ورد' }).click();
  const change = customer.locator('[data-change]');
  await expect(change.locator('[data-change-total]')).toContainText('−', SLOW);
  await expect(change).toContainText('إضاءة السقف');
  // Every word Arabic, the line's unit ("piece") included, and its amount in view beside it on the phone.
  await expectArabicOnly(customer);
  const line = change.locator('[data-kind="remove"]');
  await expect(line).toContainText('٤ قطعة');
  await expect(line.locator('.quote-line__amount')).toBeInViewport();
  await screenshot(customer, { path: info.outputPath('change-customer-ar.png'), fullPage: true });
  expect(await customer.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await customer.getByRole('button', { name: 'رفض' }).click();
  await customer.getByLabel('لماذا ترفضه؟ (اختياري)').fill('نفضّل الإبقاء على الإضاءة');
  await customer.locator('form').getByRole('button', { name: 'رفض' }).click();
  await expect(customer.locator('[data-sonner-toast]').filter({ hasText: 'رفضت هذا التغيير. سنتواصل معك.' })).toBeVisible(SLOW);
  // The printable change order in Arabic: right to left, the change's figures and the answer with its fingerprint.
  const changeTotal = (await change.locator('[data-change-total]').textContent()) ?? '';
  await customer.getByRole('link', { name: 'أمر التغيير للطباعة' }).click();
  const printed = customer.locator('.change-print');
  await expect(printed).toHaveAttribute('dir', 'rtl', SLOW);
  await expect(printed.locator('[data-change-total]')).toHaveText(changeTotal);
  await expect(printed.locator('[data-answer="declined"]')).toBeVisible();
  const text = await printedText(customer, info.outputPath('change-order-ar.pdf'));
  expect(digitsOf(text)).toContain(digitsOf(changeTotal));
  expect(text).toContain('SHA-256');
  await customer.goto(`/ar/user/detailsorder/${order.slug}`);
  await expect(story.locator('[data-status="declined"]')).toContainText('مرفوض', SLOW);
  await story.scrollIntoViewIfNeeded();
  await screenshot(customer, { path: info.outputPath('change-order-page-ar.png'), fullPage: true });
  expect(await customer.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth)).toBe(false);
  await context.close();
});

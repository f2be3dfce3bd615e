// Issue 40, paying an instalment online: a customer in Arabic on a phone (390 px) pays the deposit by card through
// the Paymob stand-in (its own process: its checkout page, its signed callback to the API, its redirect back). Back
// on the site the page shows the payment being confirmed until the API has the callback, then paid, and the receipt
// arrives by mail. A customer in English at 1280 px uploads an InstaPay receipt, which sales confirm in the console.
// A customer in Arabic takes a Fawry reference, which the Fawry stand-in is told to pay as an outlet would (its signed
// notification reaches the API): the page shows it paid and the receipt arrives. Sales refund part of a card payment
// from the order's page in the console (through Paymob's refund API); the customer's payments show the refund.
import { expect, test } from '@playwright/test';
import { apiTokens, deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { jpeg } from './support/photos.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { acceptedQuote, arabicMoney, callApi } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';
import { arabicDigits } from '@fitout/shared';

const SLOW = { timeout: 20_000 };

/** A provider's stand-in's own address (e2e/global-setup.ts), where a journey plays the provider's part. */
function standIn(name: 'PAYMOB' | 'FAWRY', path: string) {
  const url = process.env[`E2E_${name}_URL`];
  if (!url) throw new Error(`E2E_${name}_URL is not set: run the journeys with \`npx playwright test\`.`);
  return `${url}${path}`;
}

test('a customer pays the deposit by card through Paymob and sees it paid, with a receipt mail (ar) @phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'the Arabic journey runs in project phone');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'منى عادل' }, 'pay-card-ar');
  await readsArabic(order.email);
  await acceptedQuote(order, { fullName: 'منى عادل', unitPrice: 5_000_000 });
  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, order.email);
  const page = await context.newPage();

  await test.step('the deposit is offered at its amount, with the card way', async () => {
    await page.goto(`/ar/user/detailsorder/${order.slug}/quote`);
    const panel = page.locator('#pay');
    await expect(panel.getByRole('heading', { name: 'ادفع هذه الدفعة' })).toBeVisible(SLOW);
    await expect(panel.locator('[data-amount]')).toHaveCount(1);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, { path: info.outputPath('pay-offered-ar.png'), fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await panel.getByRole('button', { name: 'بطاقة أو محفظة الهاتف' }).click();
  });

  await test.step('Paymob’s checkout takes a test card and sends the customer back', async () => {
    await expect(page.getByRole('heading', { name: 'Paymob test checkout' })).toBeVisible(SLOW);
    await expect(page.locator('#amount')).toHaveText('17100.00 EGP');
    await page.getByLabel('Card number').fill('5123456789012346');
    await page.getByRole('button', { name: 'Pay' }).click();
  });

  await test.step('back on the site the payment shows paid once the callback is recorded, and the receipt is mailed', async () => {
    await expect(page).toHaveURL(new RegExp(`/ar/user/detailsorder/${order.slug}/quote\\?payment=\\d+`), SLOW);
    await expect(page.locator('[data-status="paid"]')).toHaveText('تم الدفع، شكرًا لك. إيصالك في الطريق إلى بريدك الإلكتروني.', SLOW);
    await expect(page.locator('[data-paid]')).not.toHaveText(/^0/);
    await screenshot(page, { path: info.outputPath('pay-paid-ar.png'), fullPage: true });
    const mail = await waitForMail(order.email, (m) => m.subject === `إيصال دفعة لطلبك رقم ${arabicDigits(order.id)}`);
    expect(mail.text).toContain('بطاقة');
  });

  await context.close();
});

test('a customer uploads an InstaPay receipt and sales confirm it in the console (en)', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the English journey runs in project desktop');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Nabil' }, 'pay-instapay-en');
  await acceptedQuote(order, { fullName: 'Karim Nabil', unitPrice: 5_000_000 });
  const context = await browser.newContext(deviceFor('en'));
  await signInContext(context, order.email);
  const page = await context.newPage();

  await test.step('the customer sees the InstaPay address, its QR code and the bank details, and sends the receipt', async () => {
    await page.goto(`/user/detailsorder/${order.slug}/quote`);
    const panel = page.locator('#pay');
    await expect(panel.getByRole('heading', { name: 'Pay this instalment' })).toBeVisible(SLOW);
    await panel.getByRole('button', { name: 'InstaPay or bank transfer' }).click();
    await expect(panel.getByText('fitout@instapay')).toBeVisible();
    await expect(panel.getByRole('img', { name: /Scan with the InstaPay app/ })).toBeVisible();
    await expect(panel.getByText('IBAN EG380019000500000000263180002')).toBeVisible();
    await panel.getByLabel('The transfer’s reference number').fill('IPN-20261128-4410');
    await panel.getByLabel('Screenshot or photo of the receipt').setInputFiles(await jpeg('instapay.jpg', { r: 90, g: 40, b: 140 }));
    await screenshot(page, { path: info.outputPath('pay-transfer-en.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Send the receipt' }).click();
    await expect(panel.locator('[data-status="pending"]')).toHaveText('Your transfer is waiting for our confirmation.', SLOW);
  });

  await test.step('sales confirm it in the console', async () => {
    const staffContext = await browser.newContext(deviceFor('en'));
    const staff = await staffContext.newPage();
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.goto('/admin/online-payments');
    const item = staff.locator('[data-transfer]').filter({ hasText: 'IPN-20261128-4410' });
    await expect(item).toContainText('Karim Nabil', SLOW);
    await expect(item.getByRole('img', { name: 'Receipt of the transfer IPN-20261128-4410' })).toBeVisible();
    await screenshot(staff, { path: info.outputPath('console-transfers-en.png'), fullPage: true });
    await item.getByRole('button', { name: 'Confirm' }).click();
    await expect(notice(staff, 'Transfer confirmed: the payment is recorded and the receipt mailed')).toBeVisible(SLOW);
    await expect(item).toHaveCount(0);
    await staffContext.close();
  });

  await test.step('the customer gets the receipt and sees the transfer confirmed', async () => {
    await waitForMail(order.email, (m) => m.subject === `Receipt for your payment on order #${order.id}`);
    await page.reload();
    await expect(page.locator('#pay [data-status="paid"]')).toHaveText('Your transfer is confirmed. Your receipt is on its way by e-mail.', SLOW);
  });

  await context.close();
});

test('a customer pays the deposit with a Fawry reference at an outlet and sees it paid, with a receipt mail (ar) @phone', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the Arabic journey runs in project phone');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'هالة فؤاد' }, 'pay-fawry-ar');
  await readsArabic(order.email);
  await acceptedQuote(order, { fullName: 'هالة فؤاد', unitPrice: 5_000_000 });
  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, order.email);
  const page = await context.newPage();
  let reference = '';

  await test.step('the customer picks Fawry and sees the reference number, its expiry and how to pay it', async () => {
    await page.goto(`/ar/user/detailsorder/${order.slug}/quote`);
    const panel = page.locator('#pay');
    await expect(panel.getByRole('heading', { name: 'ادفع هذه الدفعة' })).toBeVisible(SLOW);
    await panel.getByRole('button', { name: 'رقم مرجعي من فوري' }).click();
    await expect(panel.getByText('رقمك المرجعي في فوري')).toBeVisible(SLOW);
    reference = (await panel.locator('[data-reference]').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^\d{9}$/);
    await expect(panel.getByText(/^ادفع قبل .+\.$/)).toBeVisible();
    await expect(panel.getByText('في منفذ فوري، اطلب الدفع برقم مرجعي', { exact: false })).toBeVisible();
    await expect(panel.locator('[data-status="pending"]')).toHaveText('في انتظار دفعتك في فوري.');
    await panel.locator('[data-reference]').scrollIntoViewIfNeeded();
    await screenshot(page, { path: info.outputPath('pay-fawry-reference-ar.png'), fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
  });

  await test.step('Fawry is paid at an outlet and sends its signed notification to the API', async () => {
    const paid = await fetch(standIn('FAWRY', '/_test/pay'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reference, notify_url: apiUrl('payments/fawry/notification/') }),
    });
    expect(paid.status).toBe(200);
    expect((await paid.json()).status, 'the API accepts the notification').toBe(200);
  });

  await test.step('the customer’s page shows the instalment paid, and the receipt is mailed', async () => {
    await expect(page.locator('#pay [data-status="paid"]')).toHaveText('تم الدفع، شكرًا لك. إيصالك في الطريق إلى بريدك الإلكتروني.', SLOW);
    await expect(page.locator('#payments [data-paid]')).toHaveText(await arabicMoney(page, 1_710_000), SLOW);
    await expect(page.locator('#payments .quote-payments li').filter({ hasText: reference })).toContainText(await arabicMoney(page, 1_710_000));
    await screenshot(page, { path: info.outputPath('pay-fawry-paid-ar.png'), fullPage: true });
    const mail = await waitForMail(order.email, (m) => m.subject === `إيصال دفعة لطلبك رقم ${arabicDigits(order.id)}`);
    expect(mail.text).toContain('فوري');
  });

  await context.close();
});

test('sales refund part of a card payment from the order’s page, and the customer sees the refund and what is left (en console, ar customer)', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the console runs at 1280 px in project desktop');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'سامي رزق' }, 'pay-refund');
  await readsArabic(order.email);
  await acceptedQuote(order, { fullName: 'سامي رزق', unitPrice: 5_000_000 });

  await test.step('the customer has paid the deposit by card through Paymob', async () => {
    const customer = (await apiTokens(order.email)).access;
    const options = await callApi<{ instalments: { milestone_id: number }[] }>('GET', `registerorder/detail/${order.slug}/pay/`, customer);
    const attempt = await callApi<{ id: number; checkout_url: string }>('POST', `registerorder/detail/${order.slug}/pay/`, customer, {
      milestone_id: options.instalments[0].milestone_id,
      way: 'paymob',
    });
    const clientSecret = new URL(attempt.checkout_url).searchParams.get('clientSecret');
    const paid = await fetch(standIn('PAYMOB', '/_test/pay'), { method: 'POST', body: JSON.stringify({ client_secret: clientSecret }) });
    expect(paid.status).toBe(200);
    await expect
      .poll(async () => (await callApi<{ status: string }>('GET', `registerorder/detail/${order.slug}/pay/${attempt.id}/`, customer)).status, SLOW)
      .toBe('paid');
  });

  await test.step('sales open the order, follow the payment’s Refund link and refund 5,000 EGP through Paymob', async () => {
    const staffContext = await browser.newContext(deviceFor('en'));
    const staff = await staffContext.newPage();
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.goto(`/admin/orders/${order.id}/show`);
    const payments = staff.getByTestId('order-payments');
    await expect(payments.getByRole('table', { name: 'Payments received' })).toContainText('17,100', SLOW);
    await payments.getByRole('link', { name: /^Refund payment \d+ through Paymob$/ }).click();
    await expect(staff).toHaveURL(/\/admin\/online-payments\?payment=\d+/);
    const form = staff.locator('#refund');
    await expect(form.getByLabel('Receipt number')).not.toHaveValue('');
    await form.getByLabel('Amount (EGP)').fill('5000');
    await form.getByLabel('Reason').fill('Kitchen cabinets dropped from the works');
    await screenshot(staff, { path: info.outputPath('console-refund-en.png'), fullPage: true });
    await form.getByRole('button', { name: 'Refund' }).click();
    await expect(notice(staff, 'Refunded')).toBeVisible(SLOW);
    await staff.goto(`/admin/orders/${order.id}/show`);
    await expect(payments.getByRole('table', { name: 'Payments received' })).toContainText('-5,000', SLOW);
    await screenshot(staff, { path: info.outputPath('console-order-refunded-en.png'), fullPage: true });
    await staffContext.close();
  });

  await test.step('the customer’s payments show the refund as a negative payment, and what is left to pay', async () => {
    const context = await browser.newContext(deviceFor('ar'));
    await signInContext(context, order.email);
    const page = await context.newPage();
    await page.goto(`/ar/user/detailsorder/${order.slug}/quote`);
    const section = page.locator('#payments');
    const refund = section.locator('[data-payment="refund"]');
    await expect(refund).toContainText(await arabicMoney(page, -500_000), SLOW);
    await expect(refund).toContainText('استرداد');
    await expect(section.locator('[data-paid]')).toHaveText(await arabicMoney(page, 1_210_000));
    await expect(section).toContainText(`المتبقي: ${await arabicMoney(page, 4_490_000)}`);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, { path: info.outputPath('pay-refunded-ar.png'), fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(scroll, 'no sideways scroll at 390 px').toBeLessThanOrEqual(0);
    await context.close();
  });
});

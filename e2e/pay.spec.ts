// Issue 40, paying an instalment online: a customer in Arabic on a phone (390 px) pays the deposit by card through
// the Paymob stand-in (its own process: its checkout page, its signed callback to the API, its redirect back). Back
// on the site the page shows the payment being confirmed until the API has the callback, then paid, and the receipt
// arrives by mail.
import { expect, test } from '@playwright/test';
import { apiTokens, deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';

const SLOW = { timeout: 20_000 };
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

async function as(token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(apiUrl(path), {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.status, `${method} ${path}`).toBeLessThan(300);
  return response.json();
}

/** Staff send a quote of 50,000 EGP + VAT with a 30 % deposit; the customer accepts it. */
async function acceptedQuote(order: { id: number; slug: string; email: string }) {
  const staff = (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access;
  const draft = await as(staff, 'POST', `admin/orders/${order.id}/quotes`, {
    lines: [{ description: 'Finishing works', description_ar: 'أعمال التشطيب', quantity: 1, unit: 'job', unit_price: 5_000_000 }],
    valid_until: inAYear(),
    schedule: [
      { label: 'Deposit', label_ar: 'مقدم', percent: 30, due: 'acceptance' },
      { label: 'Completion', label_ar: 'عند التسليم', percent: 70, due: 'completion' },
    ],
  });
  await as(staff, 'POST', `admin/quotes/${draft.id}/send`);
  const customer = (await apiTokens(order.email)).access;
  await as(customer, 'POST', `registerorder/detail/${order.slug}/quote/accept/`, { version: 1, full_name: 'منى عادل', terms_accepted: true });
}

test('a customer pays the deposit by card through Paymob and sees it paid, with a receipt mail (ar) @phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'the Arabic journey runs in project phone');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'منى عادل' }, 'pay-card-ar');
  await readsArabic(order.email);
  await acceptedQuote(order);
  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, order.email);
  const page = await context.newPage();

  await test.step('the deposit is offered at its amount, with the card way', async () => {
    await page.goto(`/ar/user/detailsorder/${order.slug}/quote`);
    const panel = page.locator('#pay');
    await expect(panel.getByRole('heading', { name: 'ادفع هذه الدفعة' })).toBeVisible(SLOW);
    await expect(panel.locator('[data-amount]')).toHaveCount(1);
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: info.outputPath('pay-offered-ar.png'), fullPage: true });
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
    await page.screenshot({ path: info.outputPath('pay-paid-ar.png'), fullPage: true });
    const mail = await waitForMail(order.email, (m) => m.subject === `إيصال دفعة لطلبك رقم ${order.id}`);
    expect(mail.text).toContain('بطاقة');
  });

  await context.close();
});

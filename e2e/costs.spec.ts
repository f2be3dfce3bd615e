// Issue 39, job costs: at 1280 px in English, the owner adds a supplier, opens an order whose quote the customer
// accepted, splits its budget, and enters a bill with a receipt photo: the margin on the order's page moves at once.
// Then a look in Arabic (right to left, Arabic-Indic digits) and in dark mode, phone width included.
import { expect, test } from '@playwright/test';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { jpeg } from './support/photos.ts';
import { acceptedQuote, fillBill } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';

const SLOW = { timeout: 20_000 };

test('the owner enters a bill with a receipt photo on an accepted order, and the margin on its page moves', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'the console journey runs in project desktop');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Nabil' }, 'costs-en');
  await acceptedQuote(order, { fullName: 'Karim Nabil', schedule: [{ label: 'Deposit', label_ar: 'مقدم', percent: 100, due: 'acceptance' }] });
  const supplierName = `Delta Ceramics ${Date.now()}`;

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/$/, SLOW);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));

  await test.step('the owner adds a supplier', async () => {
    await page.goto('/admin/suppliers/create');
    await page.getByLabel('Name').fill(supplierName);
    await page.getByLabel('Trade').fill('Tiles and marble');
    await page.getByLabel('Phone').fill('01005556667');
    await page.getByLabel('Tax number').fill('100-200-300');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page).toHaveURL(/\/admin\/suppliers$/, SLOW);
    await expect(page.getByText(supplierName)).toBeVisible(SLOW);
    await screenshot(page, { path: info.outputPath('costs-suppliers-en.png'), fullPage: true });
  });

  const panel = page.getByTestId('order-job-costs');
  const margin = panel.locator('[data-figure="margin"]');
  await test.step('the order shows its budget: the accepted quote, nothing spent yet', async () => {
    await page.goto(`/admin/orders/${order.id}/show`);
    await expect(panel.locator('[data-figure="budget"]')).toContainText('114,000 EGP', SLOW);
    await expect(margin).toHaveAttribute('data-value', '11400000');
  });

  await test.step('the owner splits the budget by category; it must add up', async () => {
    await panel.getByRole('button', { name: 'Split the budget' }).click();
    const split = panel.getByRole('form', { name: 'Budget split' });
    await split.getByLabel('Materials').fill('64000');
    await split.getByLabel('Labour').fill('40000');
    await expect(split.getByText('Left to split: 10,000 EGP')).toBeVisible();
    await split.getByLabel('Transport').fill('10000');
    await expect(split.getByText('The split adds up to the budget.')).toBeVisible();
    await split.getByRole('button', { name: 'Save the split' }).click();
    await expect(notice(page, 'Budget split saved.')).toBeVisible(SLOW);
    await expect(panel.locator('[data-category="materials"]')).toContainText('64,000 EGP');
  });

  await test.step('a bill with a receipt photo moves the margin at once', async () => {
    const form = await fillBill(page, {
      amount: '12500.50',
      supplier: supplierName,
      description: 'Floor tiles, first delivery',
      receipt: await jpeg('receipt.jpg', { r: 230, g: 226, b: 214 }),
    });
    await screenshot(page, { path: info.outputPath('costs-bill-form-en.png'), fullPage: true });
    await form.getByRole('button', { name: 'Enter the bill' }).click();
    await expect(notice(page, 'Bill entered: the margin is updated.')).toBeVisible(SLOW);
    await expect(margin).toHaveAttribute('data-value', String(11_400_000 - 1_250_050), SLOW);
    await expect(margin).toContainText('101,499.50 EGP');
    await expect(panel.locator('[data-figure="actual"]')).toContainText('12,500.50 EGP');
    await expect(panel.locator('[data-category="materials"]')).toContainText('51,499.50 EGP');
    const receipt = panel.locator('img[data-receipt]');
    await expect(receipt).toBeVisible();
    await expect.poll(() => receipt.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, { path: info.outputPath('costs-order-en.png'), fullPage: true });
  });

  await test.step('in Arabic the block reads right to left with Arabic-Indic digits, in dark mode too', async () => {
    await page.evaluate(() => {
      localStorage.setItem('RaStore.locale', JSON.stringify('ar'));
      localStorage.setItem('darkMode', 'true');
    });
    await page.goto(`/admin/orders/${order.id}/show`);
    await expect(panel).toContainText('تكاليف العمل', SLOW);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(margin).toContainText('١٠١٬٤٩٩٫٥٠');
    await expect(panel).not.toContainText('EGP');
    await panel.scrollIntoViewIfNeeded();
    await screenshot(page, { path: test.info().outputPath('costs-order-ar-dark.png'), fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/admin/orders/${order.id}/show`);
    await expect(panel).toContainText('تكاليف العمل', SLOW);
    await panel.scrollIntoViewIfNeeded();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, { path: test.info().outputPath('costs-order-ar-phone.png'), fullPage: true });
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
  });
  await context.close();
});

// The price calculator of /writeDetails: Meters × Price per Meter = Total Price in $ with 2 decimals.
import { expect, test } from '@playwright/test';

test.beforeEach(async ({ page }) => {
  await page.goto('/writeDetails');
  // The form is live once its script has run (no island: issue 37).
  await expect(page.locator('form[data-calculator]')).toHaveAttribute('data-ready', 'true');
});

const total = (page: import('@playwright/test').Page) => page.getByTestId('total-price');

test('multiplies meters by the price per meter @phone', async ({ page }) => {
  await expect(total(page)).toHaveText('$0.00');
  await page.getByRole('textbox', { name: 'Meters' }).fill('120');
  await page.getByRole('textbox', { name: 'Price per Meter' }).fill('35.5');
  await expect(total(page)).toHaveText('$4,260.00');
  await page.getByRole('textbox', { name: 'Meters' }).fill('2.5');
  await page.getByRole('textbox', { name: 'Price per Meter' }).fill('3');
  await expect(total(page)).toHaveText('$7.50');
});

test('shows 0 for input that is not a number', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Meters' }).fill('abc');
  await page.getByRole('textbox', { name: 'Price per Meter' }).fill('100');
  await expect(total(page)).toHaveText('$0.00');
  await page.getByRole('textbox', { name: 'Meters' }).fill('12m');
  await expect(total(page)).toHaveText('$0.00');
});

test('refuses a negative number beside its field and shows no total', async ({ page }) => {
  const meters = page.getByRole('textbox', { name: 'Meters' });
  await meters.fill('-10');
  await page.getByRole('textbox', { name: 'Price per Meter' }).fill('1');
  await expect(total(page)).toHaveText('—');
  await expect(meters).toHaveAttribute('aria-invalid', 'true');
  await expect(meters).toHaveAccessibleDescription('Enter 0 or more.');
  await meters.fill('1500');
  await expect(total(page)).toHaveText('$1,500.00');
  await expect(meters).not.toHaveAttribute('aria-invalid');
});

test('Reset clears both fields and the total', async ({ page }) => {
  await page.getByRole('textbox', { name: 'Meters' }).fill('10');
  await page.getByRole('textbox', { name: 'Price per Meter' }).fill('20');
  await expect(total(page)).toHaveText('$200.00');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page.getByRole('textbox', { name: 'Meters' })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Price per Meter' })).toHaveValue('');
  await expect(total(page)).toHaveText('$0.00');
});

// The contact form: name, email and message are required; a sent message reaches the company by mail.
import { expect, test } from '@playwright/test';
import { apiMessages, CONTACT_LIMITS } from '@fitout/shared';
import { refusals } from '@fitout/shared/refusals';
import { COMPANY_EMAIL } from './support/env.ts';
import { waitForMail } from './support/mail.ts';

test.beforeEach(async ({ page }) => {
  await page.goto('/contact');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
});

test('a visitor sends a message and the company receives it @phone', async ({ page }, testInfo) => {
  const marker = `Two-bedroom flat, 140 m², needs full finishing (${testInfo.project.name} ${Date.now()})`;
  await page.getByRole('textbox', { name: 'Name' }).fill('Salma Fathy');
  await page.getByRole('textbox', { name: 'Email' }).fill('salma@example.com');
  await page.getByRole('textbox', { name: 'Message' }).fill(marker);
  await page.getByRole('button', { name: 'Send message' }).click();

  await expect(page.getByRole('status').filter({ hasText: apiMessages.contactReceived })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  const mail = await waitForMail(COMPANY_EMAIL, (m) => m.text.includes(marker));
  expect(mail.text).toContain('salma@example.com');
});

test('every field is required', async ({ page }) => {
  await page.getByRole('button', { name: 'Send message' }).click();
  for (const name of ['Name', 'Email', 'Message']) {
    const field = page.getByRole('textbox', { name });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(apiMessages.required);
  }
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeFocused();

  await page.getByRole('textbox', { name: 'Name' }).fill('Salma');
  await page.getByRole('textbox', { name: 'Email' }).fill('not-an-address');
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(apiMessages.invalidEmail);
});

test("the server's refusal of a field shows beside it in Arabic, and the name holds no more than the server takes", async ({ page }) => {
  await page.goto('/ar/contact');
  await expect(page.locator('astro-island')).not.toHaveAttribute('ssr', '');
  const name = page.locator('#contact-name');
  await name.fill('م'.repeat(CONTACT_LIMITS.name + 30));
  await expect(name).toHaveValue('م'.repeat(CONTACT_LIMITS.name));
  // An address the page's own check lets through and the API refuses (two dots in a row).
  await page.locator('#contact-email').fill('salma..fathy@example.com');
  await page.locator('#contact-message').fill('شقة من غرفتي نوم');
  await page.locator('form button[type="submit"]').click();
  await expect(page.locator('#contact-email')).toHaveAccessibleDescription(refusals['field.invalid_email'].ar);
  await expect(page.locator('#contact-email')).toHaveAttribute('aria-invalid', 'true');
});

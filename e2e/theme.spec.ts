// Settings kept in the browser: dark mode (off at first, remembered, applied before the first paint) and language.
import { expect, test } from '@playwright/test';

test('dark mode survives a reload and another page @phone', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const toggle = page.getByRole('button', { name: 'Dark mode' });
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');

  await toggle.click();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('button', { name: 'Dark mode' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);

  await page.goto('/about');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Dark mode' }).click();
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
});

test('the stored theme is applied before the page is painted', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.setItem('darkMode', 'true'));
  // Record the theme at the first moment a script may run after the head: no light frame comes first.
  await page.addInitScript(() => {
    new MutationObserver((_records, observer) => {
      if (document.body) {
        (window as unknown as { themeAtBody?: string }).themeAtBody = document.documentElement.dataset.theme;
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/servicepage');
  expect(await page.evaluate(() => (window as unknown as { themeAtBody?: string }).themeAtBody)).toBe('dark');
});

test('the language setting is kept, English by default', async ({ page }) => {
  await page.goto('/');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
  await page.evaluate(() => localStorage.setItem('language', 'ar'));
  await page.reload();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
});

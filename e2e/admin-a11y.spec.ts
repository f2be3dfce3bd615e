// Issue 14: an axe-core scan of the console's pages in both themes, at 1280 and (console-phone) 390 px: no
// serious or critical violation.
import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, type Theme } from './support/axe.ts';
import { packages } from './support/catalogue.ts';
import { consoleSignIn } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';

/** Waits until react-admin has drawn the page's content (its loader gone). */
async function settled(page: Page) {
  await expect(page.locator('.RaLoadingIndicator-loadedIcon, [role="progressbar"]').first())
    .toBeHidden({ timeout: 15_000 })
    .catch(() => {});
  await page.waitForLoadState('networkidle');
}

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test(`the console's pages pass an axe scan in the ${theme} theme @phone`, async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto('/admin/login');
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    await page.reload();
    const found: Record<string, string[]> = {};
    const scan = async (label: string) => {
      await settled(page);
      const violations = await seriousViolations(page, theme);
      if (violations.length) found[label] = violations;
    };

    await scan('login');
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/$/);
    // The dashboard once the console has loaded and counted (before that, the page is still changing).
    await expect(page.getByTestId('count-orders')).not.toHaveText('', { timeout: 20_000 });
    await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);
    await scan('dashboard');
    for (const list of ['categories', 'packages', 'works', 'orders', 'contact-messages']) {
      await page.goto(`/admin/${list}`);
      await scan(list);
    }
    await page.goto('/admin/packages/create');
    await scan('package create');
    const [pkg] = await packages();
    await page.goto(`/admin/packages/${pkg.id}`);
    await scan('package edit');
    await page.goto(`/admin/categories/${pkg.category.id}/show`);
    await scan('category show');
    expect(found).toEqual({});
  });
}

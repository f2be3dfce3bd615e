// Issue 14: an axe-core scan of the console's pages in both themes, at 1280 and (console-phone) 390 px: no
// serious or critical violation, and (listened for on the same visits) no Content Security Policy violation or
// console error.
import { expect, test, type Page } from '@playwright/test';
import { apiTokens } from './support/accounts.ts';
import { seriousViolations, type Theme } from './support/axe.ts';
import { packages, works } from './support/catalogue.ts';
import { consoleSignIn, openInConsole } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { listenForProblems } from './support/problems.ts';

/** The id of one of the demo customer's orders, as staff list them. */
async function anOrderId(): Promise<number> {
  const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const orders = await fetch(apiUrl('registerorder/admin/lists/'), { headers: { authorization: `Bearer ${access}` } });
  const [order] = (await orders.json()) as { id: number }[];
  return order.id;
}

/** Waits until react-admin has drawn the page's content: every request answered, no placeholder left. */
async function settled(page: Page) {
  // A fresh page shows the loaded icon for a moment before its first request: wait until the network has been quiet.
  await page.waitForLoadState('networkidle');
  // The loading indicator turns into its refresh icon once the page's requests have answered (signed in only).
  if (!page.url().endsWith('/login')) await expect(page.locator('.RaLoadingIndicator-loadedIcon')).toBeVisible({ timeout: 15_000 });
  // A field's choices still loading show an unnamed spinner (a named one is a status that may stay, e.g. a build).
  await expect(page.locator('.MuiSkeleton-root, .MuiLinearProgress-root, .MuiCircularProgress-root:not([aria-label])')).toHaveCount(0, {
    timeout: 15_000,
  });
  // A toast (the sign-in's "Signed in successfully") is read once it has grown in: mid-way its colours are faded. The
  // pointer rests on it, which holds it up (react-admin's snackbar does not hide while hovered): on a slow machine it
  // could start fading out during the scan.
  const toast = page.locator('.MuiSnackbarContent-root');
  if (await toast.count())
    await toast
      .first()
      .hover({ timeout: 5_000 })
      .catch(() => undefined);
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('.MuiSnackbarContent-root')].every((toast) => getComputedStyle(toast).opacity === '1')),
    )
    .toBe(true);
}

/**
 * The pages scanned after the dashboard. In the light theme at 1280 px every list and kind of page with every rule;
 * in the dark theme (contrast only: the same markup in other colours) one page of each kind; at 390 px the pages
 * whose layout changes most.
 */
async function consolePages(phone: boolean, theme: Theme): Promise<[string, string][]> {
  const [pkg] = await packages();
  const [work] = await works();
  const lists = ['categories', 'packages', 'works', 'orders', 'contact-messages'].map((list): [string, string] => [list, `/admin/${list}`]);
  const all: [string, string][] = [
    ...lists,
    ['category create', '/admin/categories/create'],
    ['package create', '/admin/packages/create'],
    ['package edit', `/admin/packages/${pkg.id}`],
    ['category show', `/admin/categories/${pkg.category.id}/show`],
    ['work show', `/admin/works/${work.id}/show`],
    ['order show', `/admin/orders/${await anOrderId()}/show`],
  ];
  const some = phone
    ? ['packages', 'package edit', 'work show']
    : theme === 'dark'
      ? ['packages', 'category create', 'package edit', 'order show']
      : null;
  return some ? all.filter(([label]) => some.includes(label)) : all;
}

for (const theme of ['light', 'dark'] as const satisfies Theme[]) {
  test(`the console's pages pass an axe scan in the ${theme} theme @phone`, async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const problems = await listenForProblems(page);
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
    await scan('dashboard');
    for (const [label, path] of await consolePages(testInfo.project.name === 'console-phone', theme)) {
      await openInConsole(page, path);
      await scan(label);
    }
    expect(found).toEqual({});
    expect(problems).toEqual([]);
  });
}

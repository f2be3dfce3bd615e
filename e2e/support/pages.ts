// Small helpers the site journeys share.
import { type BrowserContext, expect, type Page } from '@playwright/test';

/** Console errors and CSP violations a page reported while the test ran; check with `expect(...).toEqual([])`. */
export function watchConsole(page: Page, allow: RegExp[] = []): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!allow.some((pattern) => pattern.test(text))) problems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return problems;
}

/** The header's links: on a phone they sit behind the menu button. */
export async function openMenu(page: Page) {
  const button = page.getByRole('button', { name: 'Menu' });
  if (await button.isVisible()) {
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  }
}

export function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

/**
 * Notes every layout shift of each page opened from here on (in `target`, a page or all of a browser's), as Lighthouse
 * counts them (a shift soon after a tap included); `layoutShifted` gives their sum.
 */
export async function watchLayoutShifts(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { shifts: number[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the layout shifts of the page shown since it was opened (watchLayoutShifts). */
export const layoutShifted = (page: Page): Promise<number> =>
  page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));

/**
 * Whether any script the page loads from now on, as the browser received it, holds `text` (asked as often as needed:
 * each answer counts every script loaded so far).
 */
export function scriptsHolding(page: Page): (text: string) => Promise<boolean> {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
  });
  return async (text) => (await Promise.all(scripts)).some((script) => script.includes(text));
}

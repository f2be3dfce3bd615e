// Small helpers the site journeys share.
import { expect, type Page } from '@playwright/test';

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

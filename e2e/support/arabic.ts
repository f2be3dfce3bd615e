// Checks of an Arabic page's words and digits (issue 37): every word Arabic but those of an allow-list, one digit
// system; and of any page, that it does not scroll sideways.
import { expect, type Page } from '@playwright/test';

/**
 * Latin words an Arabic page may show: the brand, and technical names with no Arabic in use. E-mail addresses and
 * web addresses are left out before the check; so is staff's text shown in English and marked as such
 * ([data-fallback]), code (a fingerprint), the inside of [lang="en"] and what reads left to right on purpose
 * ([dir="ltr"]: a phone number, a social link as the customer typed it).
 */
// The payment providers' names (issue 40) are brands written in Latin letters on their own Arabic pages too.
export const LATIN_ALLOWED = ['Fit-out', 'SHA-256', 'PDF', 'JPEG', 'PNG', 'WebP', 'myFawry', 'Paymob', 'InstaPay'];

/** The page's main content as a reader sees it, without what the check leaves out. */
async function mainText(page: Page, scope: string): Promise<string> {
  return page
    .locator(scope)
    .first()
    .evaluate((root) => {
      const skip = (element: Element | null) =>
        element?.closest('[data-fallback], code, script, style, [lang="en"], [dir="ltr"], [aria-hidden="true"], [hidden]');
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      const parts: string[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!skip(node.parentElement)) parts.push(node.textContent ?? '');
      }
      // Labels a screen reader says too.
      for (const element of root.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
        if (skip(element)) continue;
        for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
          const value = element.getAttribute(name);
          if (value) parts.push(value);
        }
      }
      return parts.join(' ');
    });
}

/** What is wrong with a text that should be Arabic: its Latin words outside the allow-list, or two digit systems. */
export function arabicProblems(text: string, allowed: readonly string[] = LATIN_ALLOWED): string[] {
  let rest = text.replace(/\S+@\S+\.\S+/g, ' ').replace(/https?:\/\/\S+/g, ' ');
  for (const word of allowed) rest = rest.split(word).join(' ');
  const problems: string[] = [];
  const latin = [...new Set(rest.match(/[A-Za-z][A-Za-z'’.-]*/g) ?? [])];
  if (latin.length) problems.push(`Latin words: ${latin.join(', ')}`);
  const western = rest.match(/[0-9]+/g);
  const arabic = rest.match(/[٠-٩]+/g);
  if (western && arabic) problems.push(`two digit systems: ${[...new Set(western)].slice(0, 8).join(', ')} beside ${arabic.slice(0, 3).join(', ')}`);
  return problems;
}

/** Fails on any Latin-letter word outside the allow-list, or a mixed digit system, in the page's `scope` (main). */
export async function expectArabicOnly(page: Page, scope = 'main', allowed: readonly string[] = LATIN_ALLOWED) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  const text = await mainText(page, scope);
  expect(arabicProblems(text, allowed), `${page.url()} in Arabic`).toEqual([]);
}

/** Fails when the page scrolls sideways at its current width. */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, view: window.innerWidth }));
  expect(widths.page, `${page.url()} scrolls sideways at ${widths.view} px`).toBeLessThanOrEqual(widths.view);
}

/** The page at 390 px and at 1280 px, each without sideways scrolling; back at the width it had. */
export async function expectNoSidewaysScrollAtBothWidths(page: Page) {
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(150);
    await expectNoSidewaysScroll(page);
  }
  if (before) await page.setViewportSize(before);
}

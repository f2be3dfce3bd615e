// Screenshots for people to look at: the journeys take them where a screen is worth seeing (a phone in Arabic, the
// console at 1280 px). Taken when E2E_SCREENSHOTS=1 (README), into each test's output folder; skipped otherwise, as in
// CI, where nobody opens them and a full-page one costs up to a second of a journey's time.
import type { Locator, Page } from '@playwright/test';

export const screenshotsWanted = process.env.E2E_SCREENSHOTS === '1';

type Options = { path: string; fullPage?: boolean; animations?: 'disabled' | 'allow' };

export async function screenshot(target: Page | Locator, { fullPage, ...options }: Options) {
  if (!screenshotsWanted) return;
  if ('goto' in target) await target.screenshot({ ...options, fullPage });
  else await target.screenshot(options);
}

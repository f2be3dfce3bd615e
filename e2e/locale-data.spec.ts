// The pages measured for their blocking time (docs/benchmark.md) load without making an Intl object: a page's first
// one loads the browser's locale data, 50 to 100 ms of the main thread here and four times that on Lighthouse's phone,
// which those pages paid for words they never formatted (a formatter made when the module loaded).
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { activeCustomer, AREA_READY, hydrated, signInContext } from './support/accounts.ts';

/** Records, in the page, each Intl object made and each locale-aware call, with the script line that made it. */
async function recordIntl(context: BrowserContext) {
  await context.addInitScript(() => {
    const made: string[] = [];
    Object.defineProperty(window, '__intlMade', { value: made });
    const caller = () => new Error().stack?.split('\n')[3]?.trim() ?? '';
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator', 'RelativeTimeFormat', 'ListFormat', 'Segmenter'] as const) {
      const original = Intl[name] as unknown as new (...args: unknown[]) => object;
      const record = {
        construct: (target: typeof original, args: unknown[]) => (made.push(`Intl.${name} ${caller()}`), Reflect.construct(target, args)),
      };
      Object.defineProperty(Intl, name, { value: new Proxy(original, record) });
    }
    const methods = [
      [Number.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleString'],
      [Date.prototype, 'toLocaleDateString'],
      [Date.prototype, 'toLocaleTimeString'],
      [String.prototype, 'localeCompare'],
    ] as const;
    for (const [prototype, method] of methods) {
      const original = (prototype as unknown as Record<string, (...args: unknown[]) => unknown>)[method];
      Object.defineProperty(prototype, method, {
        value(this: unknown, ...args: unknown[]) {
          made.push(`${method} ${caller()}`);
          return original.apply(this, args);
        },
      });
    }
  });
}

const intlMade = (page: Page) => page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);

test('the account forms, the price calculator, the customer area and the console’s door make no Intl object while they load', async ({ browser }) => {
  test.setTimeout(90_000);
  const signedOut = await browser.newContext();
  await recordIntl(signedOut);
  const page = await signedOut.newPage();
  for (const path of ['/login', '/signup', '/ar/login', '/ar/signup']) {
    await page.goto(path, { waitUntil: 'load' });
    await hydrated(page);
    expect(await intlMade(page), path).toEqual([]);
  }
  // The price calculator's total is drawn with the page; its formatter waits for the first number typed.
  for (const path of ['/writeDetails', '/ar/writeDetails']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('form[data-calculator]')).toHaveAttribute('data-ready', 'true');
    expect(await intlMade(page), path).toEqual([]);
  }
  for (const path of ['/admin/', '/admin/login']) {
    await page.goto(path, { waitUntil: 'load' });
    await expect(page.locator('input[name="email"]')).toBeVisible({ timeout: 30_000 });
    expect(await intlMade(page), path).toEqual([]);
  }
  await signedOut.close();

  // A new customer, so that no other journey's messages give the area's navigation a count to write.
  const email = await activeCustomer('intl');
  const signedIn = await browser.newContext();
  await recordIntl(signedIn);
  await signInContext(signedIn, email);
  const area = await signedIn.newPage();
  for (const path of ['/user/profile', '/ar/user/profile']) {
    await area.goto(path, { waitUntil: 'load' });
    await expect(area.locator('.profile-card')).toBeVisible(AREA_READY);
    expect(await intlMade(area), path).toEqual([]);
  }
  await signedIn.close();
});

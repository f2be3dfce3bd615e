// Helpers for the admin console's journeys (react-admin at /admin/).
import { expect, type Locator, type Page } from '@playwright/test';
import { DARK_MODE_KEY } from '@fitout/shared';
import { activeCustomer, apiTokens } from './accounts.ts';
import { apiUrl } from './env.ts';

/** Signs in on the console's own login page. */
export async function consoleSignIn(page: Page, email: string, password: string) {
  await page.goto('/admin/login');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  // exact: the page also offers "Sign in with a passkey".
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/**
 * Opens a console page as its menu does, without loading the console again: the router follows the address. The page
 * before is marked, so that the next look waits for the new page's own content.
 */
export async function openInConsole(page: Page, path: string) {
  await page.evaluate((to) => {
    if (location.pathname === to) return;
    for (const shown of document.querySelectorAll('#main-content > *')) shown.setAttribute('data-page-before', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('#main-content > :not([data-page-before])').first()).toBeAttached({ timeout: 20_000 });
}

/** The console in a language and a theme, from its stored choices (as a person's earlier choice would be). */
export async function prefer(page: Page, lang: 'en' | 'ar', dark: boolean) {
  await page.evaluate(
    ([locale, key, isDark]) => {
      localStorage.setItem('RaStore.locale', JSON.stringify(locale));
      localStorage.setItem(key as string, String(isDark));
    },
    [lang, DARK_MODE_KEY, dark] as const,
  );
}

/** A toast of the console (react-admin's snackbar, or the login page's own) with this text. */
export const notice = (page: Page, text: string) => page.locator('.MuiSnackbar-root, .door-toast').filter({ hasText: text });

/** The row of a list whose text includes `text` (a table row at desktop width, a stacked row on a phone). */
export const row = (page: Page, text: string): Locator =>
  page
    .locator('tr, li')
    .filter({ hasText: text })
    .filter({ has: page.getByRole('button').or(page.getByRole('link')) })
    .first();

/** Narrows a list with its search box, as an admin looking for one record would. */
export async function search(page: Page, text: string) {
  await page.getByPlaceholder(/^Search/).fill(text);
  // The list writes the search into its address after a pause, and follows it: a click before then would be undone.
  // The address may already hold an earlier search (a list remembers its filter), so wait for this one.
  await expect(page).toHaveURL((url) => Object.values(JSON.parse(url.searchParams.get('filter') ?? '{}')).includes(text));
}

/** Answers the spec's confirmation ('Are you sure?' / 'This will permanently delete the …!') with Delete. */
export async function confirmDelete(page: Page, what: 'category' | 'package' | 'work') {
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Are you sure?')).toBeVisible();
  await expect(dialog.getByText(`This will permanently delete the ${what}!`)).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
}

/** A picture file for the console's image inputs. */
export function picture(name: string, png: Buffer) {
  return { name, mimeType: 'image/png', buffer: png };
}

/** POST registerorder/create/ as a signed-in customer: an order with the given option values. */
export async function placeOrder(access: string, userId: number, fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries({ user_id: String(userId), ...fields })) form.append(key, value);
  const response = await fetch(apiUrl('registerorder/create/'), { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
  if (!response.ok) throw new Error(`registerorder/create/: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: number; slug: string; full_name: string };
}

/** A new, active customer places an order through the API, as the site's order form does: the order and their address. */
export async function orderAsNewCustomer(fields: Record<string, string> & { full_name: string }, tag = 'orderer') {
  const email = await activeCustomer(tag, fields.full_name);
  const tokens = await apiTokens(email);
  const userId = JSON.parse(Buffer.from(tokens.access.split('.')[1], 'base64url').toString()).user_id as number;
  return { ...(await placeOrder(tokens.access, userId, fields)), email };
}

/** The fields of a unit in New Cairo, as the order journeys of issue 25 place it (a journey changes what it needs). */
export const CAIRO_UNIT = {
  phone: '01001112223',
  governorate: 'Cairo',
  city: 'New Cairo',
  area: 'Fifth Settlement',
  typeunit: 'Apartment',
  requiredworks: 'Execution and Design',
  skills: 'Material provision',
  conditionoftheunit: 'Semi-finished',
  space: '140',
  numberroom: '3',
  numberbathroom: '2',
  package: 'Basic Apartment Finishing',
};

/** An unfinished unit in Sheikh Zayed (Giza): the quote and job-home journeys' order. */
export const GIZA_UNIT = {
  ...CAIRO_UNIT,
  governorate: 'Giza',
  city: 'Sheikh Zayed',
  area: 'Beverly Hills',
  conditionoftheunit: 'Unfinished',
  space: '120',
};

/** Staff post on the order through the API, as the console does: a progress update's note, or a message. */
export async function staffPosts(access: string, path: string, field: string, text: string) {
  const form = new FormData();
  form.set(field, text);
  const reply = await fetch(apiUrl(path), { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
  expect(reply.status, await reply.clone().text()).toBe(201);
}

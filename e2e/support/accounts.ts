// Accounts for the account and customer-area journeys: fresh addresses, sign-up and sign-in through the API
// when a journey is not about them, and the links the API mails.
import { type Browser, expect, type BrowserContext, type Page } from '@playwright/test';
import { apiUrl, baseUrl } from './env.ts';
import { waitForMail } from './mail.ts';

/** A password the API's policy accepts (8+ characters, not a common one). */
export const PASSWORD = 'Granite-Terrace-2026';

/** An address no other journey uses. */
export function freshEmail(tag: string): string {
  return `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** POST user/register/: a new, unconfirmed account. */
export async function registerAccount(email: string, fullName = 'Test Customer', password = PASSWORD) {
  await post('user/register/', { full_name: fullName, email, password, password2: password });
}

/** The first link in the latest mail to `to` whose subject matches, on this server's site. */
export async function mailedLink(to: string, subject: RegExp, origin = baseUrl()): Promise<string> {
  const mail = await waitForMail(to, (m) => subject.test(m.subject));
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in "${mail.subject}" to ${to}`);
  const url = new URL(link);
  expect(url.origin).toBe(origin);
  return `${url.pathname}${url.search}`;
}

/** Confirms the account through the API with the mailed activation link's parameters. */
export async function activateAccount(email: string) {
  const params = new URL(await mailedLink(email, /confirm/i), baseUrl()).searchParams;
  await post('user/activate/', { uidb64: params.get('uidb64'), token: params.get('token') });
}

/** A fresh account, registered and confirmed by the link its owner is mailed: its email. */
export async function activeCustomer(tag: string, fullName?: string): Promise<string> {
  const email = freshEmail(tag);
  await registerAccount(email, fullName);
  await activateAccount(email);
  return email;
}

/** POST user/token/: the account's access and refresh tokens. */
export const apiTokens = (email: string, password = PASSWORD) => post<{ access: string; refresh: string }>('user/token/', { email, password });

/** The session cookie over this server's plain http: the API's HttpOnly cookie, kept to the session calls. */
export const SESSION_COOKIE = { name: 'fitout_refresh', path: '/api/v1/user/' };

/**
 * Signs the browser context in as the site would: the sign-in asks for the cookie session from the site's origin, and
 * the context gets the cookies the browser would keep (the API's HttpOnly one and the header's `signed_in`).
 */
export async function signInContext(context: BrowserContext, email: string, password = PASSWORD) {
  const response = await fetch(apiUrl('user/token/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-fitout-session': '1', origin: baseUrl() },
    body: JSON.stringify({ email, password }),
  });
  const line = response.headers.getSetCookie().find((header) => header.startsWith(`${SESSION_COOKIE.name}=`));
  if (!response.ok || !line) throw new Error(`user/token/: ${response.status} ${await response.text()}`);
  const value = line.slice(SESSION_COOKIE.name.length + 1, line.indexOf(';'));
  // Host-only cookies, as the browser keeps them (a URL, not a Domain): the path is the URL's folder.
  await context.addCookies([
    { name: SESSION_COOKIE.name, value, url: `${baseUrl()}${SESSION_COOKIE.path}`, httpOnly: true, sameSite: 'Strict' },
    { name: 'signed_in', value: '1', url: baseUrl(), sameSite: 'Strict' },
  ]);
}

/** A fresh confirmed account whose browser context is signed in: its email. */
export async function signedInCustomer(context: BrowserContext, tag: string, fullName?: string): Promise<string> {
  const email = await activeCustomer(tag, fullName);
  await signInContext(context, email);
  return email;
}

/**
 * How long a journey waits for the customer area's first screen or redirect: it acts once its script has loaded and
 * the API has answered for the account, which took over the default 7 s on a loaded machine (CI runs two browsers
 * beside the server).
 */
export const AREA_READY = { timeout: 20_000 };

/** Waits until the page's islands have hydrated (Astro removes `ssr` then). */
export async function hydrated(page: Page) {
  for (const island of await page.locator('astro-island').all()) await expect(island).not.toHaveAttribute('ssr', '');
}

/** A toast with this text. */
export const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** A valid 1×1 PNG, for image uploads. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64');

/** The customer reads Arabic (their profile's language): their mails come in Arabic. */
export async function readsArabic(email: string) {
  const { access } = await apiTokens(email);
  const id = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).user_id as number;
  const saved = await fetch(apiUrl(`user/profile/${id}/`), {
    method: 'PATCH',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ language: 'ar' }),
  });
  expect(saved.status).toBe(200);
}

/** The browser of a journey's width: a phone for the Arabic journeys, a desktop for the English ones. */
export const deviceFor = (lang: 'en' | 'ar') =>
  lang === 'ar' ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } : { viewport: { width: 1280, height: 800 } };

/**
 * A journey's two people, each in a browser of its own at the journey's width: the order's customer signed in (reading
 * Arabic, mails included, in the Arabic journey) and a member of staff, not yet signed in to the console.
 */
export async function customerAndStaff(browser: Browser, order: { email: string }, lang: 'en' | 'ar') {
  const customerContext = await browser.newContext(deviceFor(lang));
  await signInContext(customerContext, order.email);
  if (lang === 'ar') await readsArabic(order.email);
  const staffContext = await browser.newContext(deviceFor(lang));
  return { customerContext, staffContext, customer: await customerContext.newPage(), staff: await staffContext.newPage() };
}

/** Fills the sign-up form (/signup, hydrated) with a name, an address and PASSWORD twice, and sends it. */
export async function signUpThroughForm(page: Page, fullName: string, email: string) {
  await hydrated(page);
  await page.getByRole('textbox', { name: 'Full name' }).fill(fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page.locator('input[name="password2"]').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
}

/** Fills the sign-in form (/login, already hydrated) with an address and a password, PASSWORD by default, and sends it. */
export async function signInThroughForm(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

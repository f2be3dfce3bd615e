// Sessions that scripts cannot read (issue 23): after signing in on the site or in the console, no token is within a
// script's reach (document.cookie, localStorage, sessionStorage); the refresh token sits in the API's HttpOnly cookie, a
// reload keeps the session, logout ends it, and a form that another page posts to the session calls is refused.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { apiMessages, messages } from '@fitout/shared';
import { activeCustomer, AREA_READY, hydrated, SESSION_COOKIE, signedInCustomer, signInThroughForm, toast } from './support/accounts.ts';
import { consoleSignIn } from './support/console.ts';
import { apiUrl, baseUrl, DEMO_ADMIN } from './support/env.ts';
import { openMenu } from './support/pages.ts';

/** A JSON Web Token anywhere in a text (every one starts with the base64url of `{"`). */
const JWT = /eyJ[\w-]+\.[\w-]+\.[\w-]+/;

/** The API's cookie as the browser keeps it, or undefined. */
const sessionCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === SESSION_COOKIE.name);

/** What a script on the page can read holds no token; the refresh token is in the HttpOnly cookie alone. */
async function expectNoReadableToken(page: Page, context: BrowserContext) {
  const readable = await page.evaluate(() => ({
    cookie: document.cookie,
    local: Object.entries(localStorage).flat().join('\n'),
    session: Object.entries(sessionStorage).flat().join('\n'),
  }));
  const cookie = await sessionCookie(context);
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: SESSION_COOKIE.path });
  for (const [where, text] of Object.entries(readable)) {
    expect(text, where).not.toMatch(JWT);
    expect(text, where).not.toContain(cookie!.value);
  }
  expect(readable.cookie).toContain('signed_in=1');
}

/** The session a cookie value stands for still works (the API refreshes it), or not. */
const refreshWith = (value: string) =>
  fetch(apiUrl('user/token/refresh/'), {
    method: 'POST',
    headers: { 'x-fitout-session': '1', origin: baseUrl(), cookie: `${SESSION_COOKIE.name}=${value}` },
  });

test('on the site: no token a script can read, a reload keeps the session, logout ends it', async ({ page, context }) => {
  test.slow(); // a sign-in, a reload and a logout, each page fetching its access token first: over 30 s on a loaded machine
  const email = await activeCustomer('sessions-site', 'Salma Hany');
  await page.goto('/login');
  await hydrated(page);
  await signInThroughForm(page, email);
  await expect(page).toHaveURL('/user/profile', AREA_READY);
  await expect(page.getByRole('heading', { name: 'Salma Hany' })).toBeVisible(AREA_READY);
  await expectNoReadableToken(page, context);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Salma Hany' })).toBeVisible(AREA_READY);
  await expect(page).toHaveURL('/user/profile');
  await expectNoReadableToken(page, context);

  const held = (await sessionCookie(context))!.value;
  await page.goto('/about');
  await openMenu(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Logout' }).click();
  await expect(toast(page, messages.loggedOut)).toBeVisible();
  await expect(page).toHaveURL('/');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toEqual(expect.arrayContaining([SESSION_COOKIE.name]));
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  // Ended on the server, not only forgotten here.
  expect((await refreshWith(held)).status).toBe(401);
  await page.goto('/user/profile');
  await expect(page).toHaveURL('/login', AREA_READY);
});

test('in the console: no token a script can read, a reload keeps the session, logout ends it', async ({ page, context }) => {
  test.slow(); // a sign-in, a reload and a logout, each page fetching its access token first: over 30 s on a loaded machine
  await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const menu = page.getByRole('button', { name: /account menu/ });
  await expect(menu).toBeVisible(AREA_READY);
  await expectNoReadableToken(page, context);

  await page.reload();
  await expect(menu).toBeVisible(AREA_READY);
  await expect(page).not.toHaveURL(/\/admin\/login$/);
  await expectNoReadableToken(page, context);

  const held = (await sessionCookie(context))!.value;
  await menu.click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  expect(await sessionCookie(context)).toBeUndefined();
  expect((await refreshWith(held)).status).toBe(401);
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
});

test.describe('a form another page posts to the session calls', () => {
  let elsewhere: Server;
  let elsewhereUrl: string;
  test.beforeAll(async () => {
    // Another origin on this machine (another port: a different origin, though the same site for cookies, so the
    // browser does send the SameSite=Strict cookie; the API's own checks must refuse it).
    elsewhere = createServer((request, response) => {
      const action = new URL(request.url ?? '/', 'http://x').searchParams.get('action') ?? '';
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(
        `<!doctype html><title>Elsewhere</title><form method="post" action="${action}"><input name="refresh" value="x"><button>Send</button></form>`,
      );
    });
    await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
    elsewhereUrl = `http://127.0.0.1:${(elsewhere.address() as AddressInfo).port}`;
  });
  test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

  test('is refused (403) and changes nothing, from another origin and from a data: page', async ({ page, context }) => {
    await signedInCustomer(context, 'sessions-csrf', 'Omar Nabil');
    const held = (await sessionCookie(context))!.value;

    const pages = [
      ...['user/token/refresh/', 'user/logout/'].map((call) => ({ call, url: `${elsewhereUrl}/?action=${encodeURIComponent(apiUrl(call))}` })),
      {
        call: 'user/token/refresh/',
        url: `data:text/html,<form method="post" action="${apiUrl('user/token/refresh/')}"><input name="refresh" value="x"><button>Send</button></form>`,
      },
    ];
    for (const { call, url } of pages) {
      await page.goto(url);
      const [answer] = await Promise.all([page.waitForResponse(apiUrl(call)), page.getByRole('button', { name: 'Send' }).click()]);
      expect(answer.status(), url).toBe(403);
      expect([apiMessages.crossSiteRefused, apiMessages.sessionHeaderMissing]).toContain((await answer.json()).detail);
      // Nothing rotated, nothing cleared.
      expect((await sessionCookie(context))?.value, url).toBe(held);
    }

    // The session is whole: the customer area opens signed in.
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { name: 'Omar Nabil' })).toBeVisible(AREA_READY);
  });
});

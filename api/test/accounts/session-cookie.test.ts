// The browser's session: with X-Fitout-Session the refresh token travels in an HttpOnly cookie that the API sets on
// sign-in, rotates on refresh and clears on logout; the calls that take the cookie refuse cross-site requests.
import { decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { refreshTokens } from '../../src/db/schema.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/accounts/service.ts';
import { createUser, type Reply, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

const SITE = 'https://site.example';
const CONSOLE = 'https://console.example';
const FOREIGN = 'https://evil.example';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp({ siteUrl: SITE, adminUrl: `${CONSOLE}/admin` });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

/** What the browser sends on a session call from the site: the header, its Origin, and the cookie it holds. */
const browser = (cookie?: string, origin = SITE) => ({
  'x-fitout-session': '1',
  origin,
  ...(cookie ? { cookie: `fitout_refresh=${cookie}` } : {}),
});

/** The session cookie an answer sets, with its attributes. */
function setCookie(reply: Reply): { value: string; attributes: string[] } | null {
  const line = reply.headers.getSetCookie().find((header) => header.startsWith('fitout_refresh=') || header.startsWith('__Host-fitout_refresh='));
  if (!line) return null;
  const [pair, ...attributes] = line.split('; ');
  return { value: pair.slice(pair.indexOf('=') + 1), attributes };
}

const signIn = (headers: Record<string, string> = browser()) =>
  t.api.request('POST', 'user/token/', { body: { email: customer.email, password: customer.password }, headers });
const refresh = (headers: Record<string, string>, body?: unknown) => t.api.request('POST', 'user/token/refresh/', { headers, body });
const logout = (headers: Record<string, string>, body?: unknown) => t.api.request('POST', 'user/logout/', { headers, body });
const profile = (access: string) => t.api.get(`user/profile/${customer.id}/`, access);

/** A browser signed in on the site: the cookie's value. */
async function signedIn(): Promise<string> {
  const reply = await signIn();
  expect(reply.status).toBe(200);
  return setCookie(reply)!.value;
}

describe('the cookie session', () => {
  it('signs in: the refresh token in an HttpOnly, SameSite=Strict cookie kept to the session calls, the access token alone in the body', async () => {
    const reply = await signIn();
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['access']);
    expect((await profile(reply.body.access)).status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const cookie = setCookie(reply)!;
    expect(decodeJwt(cookie.value)).toMatchObject({ token_type: 'refresh', user_id: customer.id });
    // Plain http (this test's server): no Secure, no prefix, and a path no wider than the session calls' folder.
    expect(cookie.attributes.sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/api/v1/user/', 'SameSite=Strict']);
  });

  it('over https is Secure and __Host- (Path=/, no Domain), from a proxy trusted to say so', async () => {
    const behindProxy = await startTestApp({ siteUrl: SITE }, { TRUST_PROXY: '1' });
    try {
      const user = await createUser(behindProxy.app);
      const reply = await behindProxy.api.request('POST', 'user/token/', {
        body: { email: user.email, password: user.password },
        headers: { ...browser(), 'x-forwarded-proto': 'https' },
      });
      expect(reply.status).toBe(200);
      const line = reply.headers.getSetCookie()[0];
      expect(line.startsWith('__Host-fitout_refresh=')).toBe(true);
      expect(line.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=604800', 'Path=/', 'SameSite=Strict', 'Secure']);
      // Over https the plain name is not read: a cookie planted under it (e.g. over plain http) is no session.
      const token = line.slice(line.indexOf('=') + 1, line.indexOf(';'));
      const planted = await behindProxy.api.request('POST', 'user/token/refresh/', {
        headers: { ...browser(token), 'x-forwarded-proto': 'https' },
      });
      expect(planted.status).toBe(401);
      const real = await behindProxy.api.request('POST', 'user/token/refresh/', {
        headers: { ...browser(), cookie: `__Host-fitout_refresh=${token}`, 'x-forwarded-proto': 'https' },
      });
      expect(real.status).toBe(200);
    } finally {
      await behindProxy.close();
    }
  });

  it('keeps answering API clients in the body, and sets no cookie for them', async () => {
    const reply = await signIn({});
    expect(Object.keys(reply.body).sort()).toEqual(['access', 'refresh']);
    expect(setCookie(reply)).toBeNull();
    const rotated = await refresh({}, { refresh: reply.body.refresh });
    expect(Object.keys(rotated.body).sort()).toEqual(['access', 'refresh']);
    expect(setCookie(rotated)).toBeNull();
  });

  it('rotates the cookie on refresh (no body needed) and refuses, then clears, a used one that comes back late', async () => {
    const first = await signedIn();
    const reply = await refresh(browser(first));
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body)).toEqual(['access']);
    expect((await profile(reply.body.access)).status).toBe(200);
    const second = setCookie(reply)!.value;
    expect(second).not.toBe(first);
    expect(decodeJwt(second).family).toBe(decodeJwt(first).family);

    await t.app.db
      .update(refreshTokens)
      .set({ usedAt: new Date(Date.now() - REFRESH_REUSE_GRACE_MS - 1000) })
      .where(eq(refreshTokens.id, decodeJwt(first).jti!));
    const reuse = await refresh(browser(first));
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ code: 'auth.refresh_invalid', detail: apiMessages.refreshInvalid });
    expect(setCookie(reuse)).toMatchObject({
      value: '',
      attributes: expect.arrayContaining(['Path=/api/v1/user/', 'Expires=Thu, 01 Jan 1970 00:00:00 GMT']),
    });
    // The whole family ended: the newest cookie too.
    expect((await refresh(browser(second))).status).toBe(401);
  });

  it('answers a refresh without a cookie 401, and sets none', async () => {
    const reply = await refresh(browser());
    expect(reply.status).toBe(401);
    expect(reply.body).toEqual({ code: 'auth.refresh_invalid', detail: apiMessages.refreshInvalid });
  });

  it('logs out: the family ends and the cookie is cleared; a second logout, cookie or not, is harmless', async () => {
    const cookie = await signedIn();
    const reply = await logout(browser(cookie));
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ detail: 'You have been logged out.' });
    expect(setCookie(reply)).toMatchObject({ value: '', attributes: expect.arrayContaining(['Expires=Thu, 01 Jan 1970 00:00:00 GMT']) });
    expect((await refresh(browser(cookie))).status).toBe(401);
    expect((await logout(browser(cookie))).status).toBe(200);
    expect((await logout(browser())).status).toBe(200);
  });

  it('ends the session a browser held when it signs in again', async () => {
    const former = await signedIn();
    const reply = await signIn(browser(former));
    expect(reply.status).toBe(200);
    expect((await refresh(browser(former))).status).toBe(401);
    expect((await refresh(browser(setCookie(reply)!.value))).status).toBe(200);
  });

  it("takes the console's origin and a request without Origin (the header is what a foreign page cannot send)", async () => {
    expect((await refresh(browser(await signedIn(), CONSOLE))).status).toBe(200);
    const { origin: _, ...withoutOrigin } = browser(await signedIn());
    expect((await refresh(withoutOrigin)).status).toBe(200);
  });
});

describe('cross-site requests to the session calls', () => {
  /** The session still works afterwards, exactly once more: the refused request rotated nothing. */
  async function untouched(cookie: string) {
    const reply = await refresh(browser(cookie));
    expect(reply.status).toBe(200);
  }

  it('refuses the cookie without the header (a form on another page cannot add it): 403, and nothing changes', async () => {
    for (const call of [refresh, logout]) {
      const cookie = await signedIn();
      const reply = await call({ cookie: `fitout_refresh=${cookie}`, origin: SITE });
      expect(reply.status).toBe(403);
      expect(reply.body).toEqual({ code: 'auth.session_header_missing', detail: apiMessages.sessionHeaderMissing });
      expect(setCookie(reply)).toBeNull();
      await untouched(cookie);
    }
  });

  it('refuses a foreign Origin, or the opaque "null" of a data: page, even with the header: 403, and nothing changes', async () => {
    for (const origin of [FOREIGN, 'null', 'https://site.example.evil.example', 'http://site.example']) {
      for (const call of [refresh, logout]) {
        const cookie = await signedIn();
        const reply = await call(browser(cookie, origin));
        expect(reply.status).toBe(403);
        expect(reply.body).toEqual({ code: 'auth.cross_site', detail: apiMessages.crossSiteRefused });
        expect(setCookie(reply)).toBeNull();
        await untouched(cookie);
      }
    }
  });

  it('refuses a form posted from another site to the refresh and logout calls, and to sign-in', async () => {
    const cookie = await signedIn();
    const form = { 'content-type': 'application/x-www-form-urlencoded', origin: FOREIGN, cookie: `fitout_refresh=${cookie}` };
    expect((await t.api.request('POST', 'user/token/refresh/', { headers: form, body: `refresh=${cookie}` })).status).toBe(403);
    expect((await t.api.request('POST', 'user/logout/', { headers: form, body: `refresh=${cookie}` })).status).toBe(403);
    const login = new URLSearchParams({ email: customer.email, password: customer.password }).toString();
    const signInReply = await t.api.request('POST', 'user/token/', { headers: { ...form, cookie: '' }, body: login });
    expect(signInReply.status).toBe(403);
    expect(setCookie(signInReply)).toBeNull();
    await untouched(cookie);
  });
});

describe('CORS for the session', () => {
  const preflight = (origin: string) =>
    fetch(`${t.api.base}/user/token/refresh/`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'x-fitout-session' },
    });

  it('lets the site and the console send the header with credentials, naming the origin (never *)', async () => {
    for (const origin of [SITE, CONSOLE]) {
      const reply = await preflight(origin);
      expect(reply.status).toBe(204);
      expect(reply.headers.get('access-control-allow-origin')).toBe(origin);
      expect(reply.headers.get('access-control-allow-credentials')).toBe('true');
      expect(reply.headers.get('access-control-allow-headers')).toMatch(/X-Fitout-Session/);
    }
    const answer = await refresh(browser(await signedIn()));
    expect(answer.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('gives another origin neither the origin nor credentials', async () => {
    const reply = await preflight(FOREIGN);
    expect(reply.headers.get('access-control-allow-origin')).toBeNull();
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('adds no credentials header to a request without Origin', async () => {
    const reply = await t.api.get('post/category/list/');
    expect(reply.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

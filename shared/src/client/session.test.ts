// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import {
  accessToken,
  bootstrapSession,
  currentUser,
  endSession,
  isExpired,
  RefreshRefused,
  requestAccess,
  sharedRefresh,
  signedInFlag,
  storeAccess,
} from './session.ts';

/** An unsigned JWT-shaped token: the browser only decodes, the API verifies. */
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const nowSeconds = () => Math.floor(Date.now() / 1000);
const fresh = () => token({ user_id: 7, username: 'mona', exp: nowSeconds() + 600 });

afterEach(() => {
  endSession();
  vi.unstubAllGlobals();
});

describe('the access token', () => {
  it('lives in memory only: the one cookie a script can read says who is signed in, not how', () => {
    const access = fresh();
    storeAccess(access);
    expect(accessToken()).toBe(access);
    expect(currentUser()).toMatchObject({ user_id: 7, username: 'mona' });
    expect(document.cookie).toBe('signed_in=1');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    endSession();
    expect(accessToken()).toBeUndefined();
    expect(signedInFlag()).toBe(false);
    expect(document.cookie).toBe('');
  });

  it('counts as expired once its expiry has passed, or when it cannot be read', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    expect(isExpired(token({ user_id: 7, exp: now / 1000 + 600 }), now)).toBe(false);
    expect(isExpired(token({ user_id: 7, exp: now / 1000 - 1 }), now)).toBe(true);
    expect(isExpired('garbage', now)).toBe(true);
    expect(isExpired(undefined, now)).toBe(true);
  });
});

describe('the refresh call', () => {
  it('asks with the session header and the cookie (credentials), and no token in the body', async () => {
    const access = fresh();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect(await requestAccess('https://api.example/')).toBe(access);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://api.example/api/v1/user/token/refresh/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Fitout-Session': '1' } });
    expect(init.body).toBeUndefined();
  });

  it("tells a refusal (the API's status) from a failure to reach the API (0)", async () => {
    vi.stubGlobal('fetch', async () => new Response('{"detail":"Token is invalid or expired"}', { status: 401 }));
    const refused = await requestAccess('').catch((error: RefreshRefused) => error);
    expect(refused).toMatchObject({ status: 401, refused: true, message: 'Token is invalid or expired' });
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await requestAccess('').catch((error: RefreshRefused) => error)).toMatchObject({ status: 0, refused: false });
  });

  it('reads the answer of a refresh the page already sent instead of sending another, refusals included', async () => {
    const access = fresh();
    const fetchMock = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetchMock);
    const sent = Promise.resolve({ ok: true, status: 200, statusText: 'OK', body: { access } });
    expect(await requestAccess('', sent)).toBe(access);
    const refusal = Promise.resolve({ ok: false, status: 401, statusText: 'Unauthorized', body: { detail: 'Token is blacklisted' } });
    expect(await requestAccess('', refusal).catch((error: RefreshRefused) => error)).toMatchObject({
      status: 401,
      refused: true,
      message: 'Token is blacklisted',
    });
    expect(await requestAccess('', Promise.reject(new TypeError('Failed to fetch'))).catch((error: RefreshRefused) => error)).toMatchObject({
      status: 0,
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes an answer already sent for its first refresh only', async () => {
    const [early, later] = [fresh(), token({ user_id: 7, username: 'mona', exp: nowSeconds() + 900 })];
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access: later }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    let waiting: Promise<{ ok: boolean; status: number; statusText: string; body: unknown }> | undefined = Promise.resolve({
      ok: true,
      status: 200,
      statusText: 'OK',
      body: { access: early },
    });
    const refresh = sharedRefresh('', () => {
      const answer = waiting;
      waiting = undefined;
      return answer;
    });
    expect(await refresh()).toBe(early);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await refresh()).toBe(later);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('is shared by callers that ask at the same time, and a refusal signs the visitor out', async () => {
    const access = fresh();
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const refresh = sharedRefresh('');
    expect(await Promise.all([refresh(), refresh(), refresh()])).toEqual([access, access, access]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(accessToken()).toBe(access);

    vi.stubGlobal('fetch', async () => new Response('{}', { status: 401 }));
    await expect(refresh()).rejects.toBeInstanceOf(RefreshRefused);
    expect(accessToken()).toBeUndefined();
    expect(signedInFlag()).toBe(false);
  });
});

describe('the bootstrap on page load', () => {
  it('asks nothing when nobody is signed in', async () => {
    const refresh = vi.fn(async () => fresh());
    expect(await bootstrapSession(refresh)).toBeNull();
    expect(refresh).not.toHaveBeenCalled();
  });

  it("gets a new access token from the session's cookie when the header cookie says someone is signed in", async () => {
    Cookies.set('signed_in', '1');
    const user = await bootstrapSession(async () => fresh());
    expect(user).toMatchObject({ user_id: 7 });
    expect(accessToken()).toBeTruthy();
  });

  it('signs out when the API refuses, and only forgets this page when the API cannot be reached', async () => {
    Cookies.set('signed_in', '1');
    expect(
      await bootstrapSession(async () => {
        throw new RefreshRefused(0, 'Failed to fetch');
      }),
    ).toBeNull();
    expect(signedInFlag()).toBe(true);
    expect(
      await bootstrapSession(async () => {
        throw new RefreshRefused(401, 'Token is invalid or expired');
      }),
    ).toBeNull();
    expect(signedInFlag()).toBe(false);
  });

  it('removes the readable token cookies an older version of the site left', async () => {
    Cookies.set('access', fresh());
    Cookies.set('refresh', 'old-refresh-token');
    await bootstrapSession(async () => fresh());
    expect(document.cookie).toBe('');
  });
});

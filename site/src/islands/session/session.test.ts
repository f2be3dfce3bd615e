// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';

/** An unsigned JWT with the claims the site reads (the browser never checks signatures). */
const token = (claims: Record<string, unknown>) =>
  `${['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.')}.sig`;
const now = () => Math.floor(Date.now() / 1000);

describe('session bootstrap on the account pages and the customer area', () => {
  beforeEach(() => {
    vi.resetModules();
    for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
    localStorage.clear();
    sessionStorage.clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("gets an access token from the session's cookie before resolving, once per page, and keeps it out of every store a script reads", async () => {
    const access = token({ user_id: 7, username: 'mona', exp: now() + 300 });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ access }), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set('signed_in', '1');
    const { startSession } = await import('./session.ts');

    const [first, second] = await Promise.all([startSession(), startSession()]);

    expect(first?.user_id).toBe(7);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/token/refresh/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Fitout-Session': '1' } });
    expect(document.cookie).toBe('signed_in=1');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('signs the visitor out when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"Token is invalid or expired"}', { status: 401 })),
    );
    Cookies.set('signed_in', '1');
    const { startSession } = await import('./session.ts');

    expect(await startSession()).toBeNull();
    expect(Cookies.get('signed_in')).toBeUndefined();
  });

  it('asks the API nothing for a visitor who is not signed in', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { startSession } = await import('./session.ts');

    expect(await startSession()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('signs out on the server with the cookie, and here', async () => {
    const fetchMock = vi.fn(async () => new Response('{"detail":"You have been logged out."}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const { signedIn, signOut } = await import('./session.ts');
    const { accessToken } = await import('@fitout/shared/session');
    signedIn(token({ user_id: 7, username: 'mona', exp: now() + 300 }));
    expect(document.documentElement.classList.contains('signed-in')).toBe(true);

    await signOut();

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/logout/');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Fitout-Session': '1' } });
    expect(accessToken()).toBeUndefined();
    expect(document.cookie).toBe('');
    expect(document.documentElement.classList.contains('signed-in')).toBe(false);
  });

  it('remembers a customer-area address for the next sign-in, once, and nothing else', async () => {
    const { rememberReturnTo, takeReturnTo } = await import('./session.ts');
    rememberReturnTo('/user/createregisterorder?package=Villa');
    expect(takeReturnTo()).toBe('/user/createregisterorder?package=Villa');
    expect(takeReturnTo()).toBeNull();
    rememberReturnTo('/ar/user/listorders');
    expect(takeReturnTo()).toBe('/ar/user/listorders');
    for (const elsewhere of ['https://evil.example/user/x', '//evil.example/user/x', '/admin/', '/user/', '/ar/admin/', '/ar/user/', '/arx/user/x']) {
      rememberReturnTo(elsewhere);
      expect(takeReturnTo()).toBeNull();
    }
  });

  it('keeps the active flag as text, and forgets it on request', async () => {
    const { readActiveFlag, storeActiveFlag } = await import('./session.ts');
    expect(readActiveFlag()).toBeNull();
    storeActiveFlag(false);
    expect(readActiveFlag()).toBe('false');
    storeActiveFlag(true);
    expect(readActiveFlag()).toBe('true');
    storeActiveFlag(null);
    expect(readActiveFlag()).toBeNull();
  });
});

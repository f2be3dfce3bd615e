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

  it('refreshes an expired access token before resolving, stores the new pair, and does it once per page', async () => {
    const fresh = { access: token({ user_id: 7, username: 'mona', exp: now() + 300 }), refresh: 'refresh-2' };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(fresh), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set('access', token({ user_id: 7, username: 'mona', exp: now() - 10 }));
    Cookies.set('refresh', 'refresh-1');
    const { startSession } = await import('./session.ts');

    const [first, second] = await Promise.all([startSession(), startSession()]);

    expect(first?.user_id).toBe(7);
    expect(second).toBe(first);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/token/refresh/');
    expect(JSON.parse(String(init.body))).toEqual({ refresh: 'refresh-1' });
    expect(Cookies.get('access')).toBe(fresh.access);
    expect(Cookies.get('refresh')).toBe('refresh-2');
  });

  it('signs the visitor out when the refresh is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"detail":"Token is invalid or expired"}', { status: 401 })),
    );
    Cookies.set('access', token({ user_id: 7, username: 'mona', exp: now() - 10 }));
    Cookies.set('refresh', 'stolen');
    const { startSession } = await import('./session.ts');

    expect(await startSession()).toBeNull();
    expect(Cookies.get('access')).toBeUndefined();
    expect(Cookies.get('refresh')).toBeUndefined();
  });

  it('keeps a valid pair without calling the API', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    Cookies.set('access', token({ user_id: 3, username: 'ali', exp: now() + 300 }));
    Cookies.set('refresh', 'r');
    const { startSession } = await import('./session.ts');

    expect((await startSession())?.user_id).toBe(3);
    expect(fetchMock).not.toHaveBeenCalled();
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

// @vitest-environment happy-dom
// The answers the customer area's page asked for early: the inline script that asks (run here as the page runs it,
// against a fetch that answers as the API does) and the island's side that takes each once.
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { earlySessionScript } from '../../lib/earlySession.ts';
import { EARLY_SESSION_KEY, earlyOr, takeEarlyProfile, takeEarlyRefresh } from './early.ts';

const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const access = token({ user_id: 7, username: 'mona', exp: Math.floor(Date.now() / 1000) + 600 });
const profile = { user: { id: 7, first_name: 'Mona' } };

/** Runs the page's inline script as the browser would, with `fetch` answering as the API does. */
function runScript(answers: Record<string, Response | Error>) {
  const fetchMock = vi.fn(async (url: string) => {
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    return answer ?? new Response('{"detail":"Not found."}', { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  new Function(earlySessionScript('https://api.example/'))();
  return fetchMock;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(async () => {
  // The reads still on their way (each is sent in a task of its own) go to this test's fetch, not the next one's.
  await new Promise((done) => setTimeout(done, 20));
  vi.unstubAllGlobals();
  history.replaceState(null, '', '/');
  Cookies.remove('signed_in');
  delete (globalThis as Record<string, unknown>)[EARLY_SESSION_KEY];
});

describe("the page's early requests", () => {
  it('asks nothing of a visitor who is not signed in', () => {
    const fetchMock = runScript({});
    expect(fetchMock).not.toHaveBeenCalled();
    expect(takeEarlyRefresh()).toBeUndefined();
  });

  it('refreshes with the session header and the cookie, then reads the profile of the token’s user with that token', async () => {
    Cookies.set('signed_in', '1');
    const fetchMock = runScript({
      'https://api.example/api/v1/user/token/refresh/': json({ access }),
      'https://api.example/api/v1/user/profile/7/': json(profile),
    });
    expect(await takeEarlyRefresh()).toMatchObject({ ok: true, body: { access } });
    expect(await takeEarlyProfile(7)).toEqual(profile);
    const [[, refreshInit], [, profileInit]] = fetchMock.mock.calls as unknown as [string, RequestInit][];
    expect(refreshInit).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Fitout-Session': '1' } });
    expect(profileInit).toMatchObject({ headers: { authorization: `Bearer ${access}` } });
  });

  it('gives each answer once, and the profile only for the user it was read for', async () => {
    Cookies.set('signed_in', '1');
    runScript({ 'https://api.example/api/v1/user/token/refresh/': json({ access }), 'https://api.example/api/v1/user/profile/7/': json(profile) });
    expect(await takeEarlyProfile(8)).toBeNull();
    expect(await takeEarlyProfile(7)).toBeNull();
    expect(takeEarlyRefresh()).toBeDefined();
    expect(takeEarlyRefresh()).toBeUndefined();
    expect(EARLY_SESSION_KEY in globalThis).toBe(false);
  });

  it('passes a refusal on as it came, and reads no profile after it', async () => {
    Cookies.set('signed_in', '1');
    const fetchMock = runScript({ 'https://api.example/api/v1/user/token/refresh/': json({ detail: 'Token is blacklisted' }, 401) });
    expect(await takeEarlyRefresh()).toMatchObject({ ok: false, status: 401, body: { detail: 'Token is blacklisted' } });
    expect(await takeEarlyProfile(7)).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('passes a network failure on to the island as its own request would fail, and the profile is read the usual way', async () => {
    Cookies.set('signed_in', '1');
    runScript({ 'https://api.example/api/v1/user/token/refresh/': new TypeError('Failed to fetch') });
    await expect(takeEarlyRefresh()).rejects.toThrow('Failed to fetch');
    expect(await takeEarlyProfile(7)).toBeNull();
  });

  it("on an order's page, reads the order, its payments, visit and snags and the unread counts with the token, each given once", async () => {
    Cookies.set('signed_in', '1');
    history.replaceState(null, '', '/ar/user/detailsorder/abc12');
    const order = { id: 12, slug: 'abc12' };
    const fetchMock = runScript({
      'https://api.example/api/v1/user/token/refresh/': json({ access }),
      'https://api.example/api/v1/user/profile/7/': json(profile),
      'https://api.example/api/v1/registerorder/detail/abc12/': json(order),
      'https://api.example/api/v1/registerorder/detail/abc12/payments/': json({ total: null }),
      'https://api.example/api/v1/registerorder/detail/abc12/visit/': json({ visit: null, slots: [] }),
      'https://api.example/api/v1/registerorder/detail/abc12/snags/': json({ snags: [] }),
      'https://api.example/api/v1/registerorder/messages/unread/': json({ total: 2, orders: [] }),
    });
    const ask = vi.fn(async () => 'asked');
    expect(await earlyOr('registerorder/detail/abc12/', ask)).toEqual(order);
    expect(await earlyOr('registerorder/detail/abc12/snags/', ask)).toEqual({ snags: [] });
    expect(await earlyOr('registerorder/messages/unread/', ask)).toEqual({ total: 2, orders: [] });
    expect(ask).not.toHaveBeenCalled();
    // Once: a second read of the same part asks the API.
    expect(await earlyOr('registerorder/detail/abc12/', ask)).toBe('asked');
    const read = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url.endsWith('/abc12/payments/'));
    expect(read?.[1]).toMatchObject({ headers: { authorization: `Bearer ${access}` } });
    expect(fetchMock).toHaveBeenCalledTimes(7);
  });

  it('sends the profile read first, then each of the screen’s reads, each in a task of its own', async () => {
    Cookies.set('signed_in', '1');
    history.replaceState(null, '', '/user/detailsorder/abc12');
    // Which timer's task is running (a request sent in a promise's callback belongs to the task that resolved it).
    let task = 'the page';
    let timers = 0;
    const realSetTimeout = globalThis.setTimeout;
    vi.stubGlobal('setTimeout', (callback: () => void, ms?: number) => {
      const name = `timer ${++timers}`;
      return realSetTimeout(() => {
        task = name;
        callback();
      }, ms);
    });
    const fetchMock = runScript({
      'https://api.example/api/v1/user/token/refresh/': json({ access }),
      'https://api.example/api/v1/user/profile/7/': json(profile),
    });
    const sentIn: [string, string][] = [];
    const answer = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url: string) => {
      sentIn.push([url.replace('https://api.example/api/v1/', ''), task]);
      return answer(url);
    });
    await takeEarlyProfile(7);
    await vi.waitFor(() => expect(sentIn).toHaveLength(7));
    expect(sentIn.map(([url]) => url)).toEqual([
      'user/profile/7/',
      'registerorder/detail/abc12/',
      'registerorder/detail/abc12/payments/',
      'registerorder/detail/abc12/visit/',
      'registerorder/detail/abc12/snags/',
      'registerorder/messages/unread/',
      'registerorder/detail/abc12/messages/',
    ]);
    const tasks = sentIn.map(([, sent]) => sent);
    expect(new Set(tasks).size, tasks.join(', ')).toBe(7);
    expect(tasks).not.toContain('the page');
  });

  it('leaves a refused early read to the island, which asks again and meets the refusal itself', async () => {
    Cookies.set('signed_in', '1');
    history.replaceState(null, '', '/user/detailsorder/abc12/quote');
    runScript({
      'https://api.example/api/v1/user/token/refresh/': json({ access }),
      'https://api.example/api/v1/registerorder/detail/abc12/quote/': json({ detail: 'No quote yet.' }, 404),
    });
    const ask = vi.fn(async () => 'asked');
    expect(await earlyOr('registerorder/detail/abc12/quote/', ask)).toBe('asked');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  // Another screen; and an address whose slug is not one the API makes, never pasted into a path of the API.
  it.each(['/user/listorders', '/user/detailsorder/a%2F..%2Fb'])('reads nothing more than the session and the profile at %s', async (address) => {
    Cookies.set('signed_in', '1');
    history.replaceState(null, '', address);
    const fetchMock = runScript({
      'https://api.example/api/v1/user/token/refresh/': json({ access }),
      'https://api.example/api/v1/user/profile/7/': json(profile),
    });
    await takeEarlyProfile(7);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example/api/v1/user/token/refresh/',
      'https://api.example/api/v1/user/profile/7/',
    ]);
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { accounts, pathOf } from '@fitout/shared/contract';
import {
  customerScreenIn,
  headScript,
  isSignedIn,
  profilePath,
  refreshPath,
  saveLanguageOnProfile,
  savePendingLanguage,
  tokenUserId,
} from './settings.ts';

const token = (claims: Record<string, unknown>) =>
  `${['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.')}.sig`;

describe('the signed-in header', () => {
  afterEach(() => Cookies.remove('signed_in'));

  it('follows the non-secret signed_in cookie, in the head script too', () => {
    expect(isSignedIn('theme=x; signed_in=1')).toBe(true);
    expect(isSignedIn('signed_in=1; theme=x')).toBe(true);
    expect(isSignedIn('theme=x')).toBe(false);
    expect(isSignedIn('signed_in=10')).toBe(false);
    expect(isSignedIn('xsigned_in=1')).toBe(false);
    document.documentElement.classList.remove('signed-in');
    Cookies.set('signed_in', '1');
    new Function(headScript)();
    expect(document.documentElement.classList.contains('signed-in')).toBe(true);
  });
});

describe('the language kept on the profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('signed_in');
    localStorage.clear();
  });

  it('uses the addresses of the API contract', () => {
    expect(profilePath(7)).toBe(pathOf(accounts.updateProfile, { user_id: 7 }));
    expect(refreshPath).toBe(pathOf(accounts.refresh));
  });

  it("reads an access token's account id", () => {
    expect(tokenUserId(token({ user_id: 12, exp: 1 }))).toBe(12);
    expect(tokenUserId('garbage')).toBeNull();
  });

  it('is saved by the next page when signed in: a new access token from the cookie session, then the profile', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.endsWith('/token/refresh/') ? new Response(JSON.stringify({ access: token({ user_id: 5, exp: 1 }) })) : new Response('{}'),
    );
    vi.stubGlobal('fetch', fetchMock);
    saveLanguageOnProfile('ar');
    await savePendingLanguage('');
    expect(fetchMock).not.toHaveBeenCalled();

    Cookies.set('signed_in', '1');
    saveLanguageOnProfile('ar');
    await savePendingLanguage('');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    const [refreshUrl, refreshInit] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(refreshUrl).toBe('/api/v1/user/token/refresh/');
    expect(refreshInit).toMatchObject({ method: 'POST', credentials: 'include', headers: { 'X-Fitout-Session': '1' } });
    const [url, init] = fetchMock.mock.calls[1] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/profile/5/');
    expect(init.method).toBe('PATCH');
    expect((init.body as FormData).get('language')).toBe('ar');
    // Saved once.
    await savePendingLanguage('');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('signs the header out when the session is refused, and keeps the language for later when the API is away', async () => {
    Cookies.set('signed_in', '1');
    vi.stubGlobal('fetch', async () => new Response('', { status: 503 }));
    saveLanguageOnProfile('en');
    await savePendingLanguage('');
    expect(localStorage.getItem('languageToSave')).toBe('en');
    vi.stubGlobal('fetch', async () => new Response('{"detail":"Token is invalid or expired"}', { status: 401 }));
    await savePendingLanguage('');
    expect(localStorage.getItem('languageToSave')).toBeNull();
    expect(Cookies.get('signed_in')).toBeUndefined();
  });
});

describe("the customer area's language link", () => {
  it('keeps the screen in the other language', () => {
    expect(customerScreenIn('ar', '/user/listorders')).toBe('/ar/user/listorders');
    expect(customerScreenIn('en', '/ar/user/detailsorder/villa-1')).toBe('/user/detailsorder/villa-1');
    expect(customerScreenIn('ar', '/user')).toBe('/ar/user');
  });

  it('leaves the other pages to their own link', () => {
    expect(customerScreenIn('ar', '/login')).toBeNull();
    expect(customerScreenIn('en', '/ar/users')).toBeNull();
  });
});

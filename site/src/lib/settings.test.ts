// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import { accounts, pathOf } from '@fitout/shared/contract';
import { customerScreenIn, profilePath, saveLanguageOnProfile, signedInUserId } from './settings.ts';

const token = (claims: Record<string, unknown>) =>
  `${['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.')}.sig`;

describe('the language kept on the profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    Cookies.remove('access');
  });

  it('uses the address of the API contract', () => {
    expect(profilePath(7)).toBe(pathOf(accounts.updateProfile, { user_id: 7 }));
  });

  it("reads the signed-in account's id from the access cookie", () => {
    expect(signedInUserId(`theme=x; access=${token({ user_id: 12, exp: 1 })}`)).toBe(12);
    expect(signedInUserId('theme=x')).toBeNull();
    expect(signedInUserId('access=garbage')).toBeNull();
  });

  it('saves the language when signed in, and sends nothing when signed out', () => {
    const fetchMock = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', fetchMock);
    saveLanguageOnProfile('ar', '');
    expect(fetchMock).not.toHaveBeenCalled();
    Cookies.set('access', token({ user_id: 5, exp: 1 }));
    saveLanguageOnProfile('ar', '');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/profile/5/');
    expect(init.method).toBe('PATCH');
    expect((init.body as FormData).get('language')).toBe('ar');
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

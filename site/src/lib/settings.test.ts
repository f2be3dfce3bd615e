// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accounts, pathOf } from '@fitout/shared/contract';
import { profilePath, saveLanguageOnProfile, signedInUserId } from './settings.ts';

const token = (claims: Record<string, unknown>) =>
  `${['{"alg":"none"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.')}.sig`;

describe('the language kept on the profile', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = 'access=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
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
    document.cookie = `access=${token({ user_id: 5, exp: 1 })}; path=/`;
    saveLanguageOnProfile('ar', '');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/profile/5/');
    expect(init.method).toBe('PATCH');
    expect((init.body as FormData).get('language')).toBe('ar');
  });
});

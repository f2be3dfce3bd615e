// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { bootstrapSession, clearTokens, currentUser, isExpired, readTokens, storeTokens } from './session.ts';

/** An unsigned JWT-shaped token: the browser only decodes, the API verifies. */
const token = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.sig`;
const now = Date.parse('2026-06-01T12:00:00Z');
const fresh = token({ user_id: 7, username: 'mona', exp: now / 1000 + 600 });
const expired = token({ user_id: 7, username: 'mona', exp: now / 1000 - 1 });

afterEach(() => clearTokens());

describe('session', () => {
  it('tells an expired token from a fresh one, and treats garbage as expired', () => {
    expect(isExpired(fresh, now)).toBe(false);
    expect(isExpired(expired, now)).toBe(true);
    expect(isExpired('garbage', now)).toBe(true);
  });

  it('refreshes an expired access token before anything renders, and stores the new pair', async () => {
    storeTokens({ access: expired, refresh: 'r1' });
    const calls: string[] = [];
    const user = await bootstrapSession(async (refresh) => {
      calls.push(refresh);
      return { access: fresh, refresh: 'r2' };
    }, now);
    expect(calls).toEqual(['r1']);
    expect(readTokens()).toEqual({ access: fresh, refresh: 'r2' });
    expect(user?.user_id).toBe(7);
  });

  it('keeps a fresh pair without calling the API', async () => {
    storeTokens({ access: fresh, refresh: 'r1' });
    await bootstrapSession(async () => {
      throw new Error('must not refresh');
    }, now);
    expect(readTokens()).toEqual({ access: fresh, refresh: 'r1' });
  });

  it('signs out when the refresh is refused', async () => {
    storeTokens({ access: expired, refresh: 'stale' });
    const user = await bootstrapSession(async () => {
      throw new Error('401');
    }, now);
    expect(user).toBeNull();
    expect(readTokens()).toEqual({ access: undefined, refresh: undefined });
    expect(currentUser()).toBeNull();
  });
});

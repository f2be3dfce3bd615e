import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ rateLimit: { max: 3, timeWindow: 60_000 } });
});
afterAll(() => t.close());

describe('strict rate limits on the calls that attract abuse', () => {
  it('answers 429 with Retry-After once sign-in attempts exceed the limit, even with the right password', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 3; i++) expect((await t.api.post('user/token/', { email: user.email, password: `guess number ${i}` })).status).toBe(401);
    const limited = await t.api.post('user/token/', { email: user.email, password: user.password });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
  });

  it('limits sign-up, password reset, activation and password change too', async () => {
    const calls: [string, () => Promise<{ status: number; headers: Headers }>][] = [
      ['user/register/', () => t.api.post('user/register/', {})],
      ['user/password-reset/', () => t.api.get('user/password-reset/someone@example.com/')],
      ['user/activate/', () => t.api.post('user/activate/', {})],
      ['user/password-change/', () => t.api.post('user/password-change/', {})],
    ];
    for (const [name, call] of calls) {
      const statuses = [];
      for (let i = 0; i < 3; i++) statuses.push((await call()).status);
      expect(statuses, name).not.toContain(429);
      const last = await call();
      expect(last.status, name).toBe(429);
      expect(last.headers.get('retry-after'), name).toBeTruthy();
    }
  });

  it('leaves token refresh and the profile unlimited, as the site calls them on every page', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < 5; i++) expect((await t.api.get(`user/profile/${user.id}/`, user.token)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await t.api.post('user/token/refresh/', { refresh: 'x' })).status).toBe(401);
  });
});

// Behind a reverse proxy in production: which client addresses and request ids the API believes.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, startTestApp, type TestApp } from '../helpers.ts';

const LIMIT = 3;
const production = (trustProxy?: string) => ({ NODE_ENV: 'production', ...(trustProxy ? { TRUST_PROXY: trustProxy } : {}) });
const randomIp = () => `203.0.113.${randomBytes(1)[0]}`;

let direct: TestApp; // NODE_ENV=production, TRUST_PROXY unset
let proxied: TestApp; // NODE_ENV=production, TRUST_PROXY=1: one proxy (this test) in front

beforeAll(async () => {
  direct = await startTestApp({ rateLimit: { max: LIMIT, timeWindow: 60_000 } }, production());
  proxied = await startTestApp({ rateLimit: { max: LIMIT, timeWindow: 60_000 } }, production('1'));
}, 120_000);
afterAll(() => Promise.all([direct?.close(), proxied?.close()]));

async function failedLogins(t: TestApp, email: string, forwardedFor: () => string, count: number) {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await t.api.request('POST', 'user/token/', {
      body: { email, password: `wrong guess ${i}` },
      headers: { 'x-forwarded-for': forwardedFor() },
    });
    statuses.push(res.status);
  }
  return statuses;
}

describe('rate limits behind a proxy, in production', () => {
  it('without TRUST_PROXY, a new X-Forwarded-For on every failed sign-in still meets 429 after the limit', async () => {
    const user = await createUser(direct.app);
    const statuses = await failedLogins(direct, user.email, randomIp, LIMIT + 2);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('with TRUST_PROXY=1, the address the proxy appended counts, not the ones the client forged before it', async () => {
    const user = await createUser(proxied.app);
    const attacker = '198.51.100.7';
    const statuses = await failedLogins(proxied, user.email, () => `${randomIp()}, ${attacker}`, LIMIT + 1);
    expect(statuses.at(-1)).toBe(429);
    // Another client behind the same proxy keeps its own allowance.
    const other = await failedLogins(proxied, user.email, () => '198.51.100.8', 1);
    expect(other).toEqual([401]);
  });
});

describe('request ids', () => {
  it('gives every answer an X-Request-Id, a new one each time, and ignores one a client sends directly', async () => {
    const first = await direct.api.request('GET', 'category/list/', { headers: { 'x-request-id': 'chosen-by-client' } });
    const second = await direct.api.get('category/list/');
    const missing = await direct.api.get('no/such/call/');
    const ids = [first, second, missing].map((res) => res.headers.get('x-request-id'));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(3);
  });

  it('keeps the X-Request-Id of a trusted proxy, so one id follows the request through both logs', async () => {
    const res = await proxied.api.request('GET', 'category/list/', { headers: { 'x-request-id': 'lb-7f3a9c.42' } });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a9c.42');
    // Not a value that could forge a log line.
    const forged = await proxied.api.request('GET', 'category/list/', { headers: { 'x-request-id': 'x" level=fatal msg=forged' } });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});

import { randomUUID } from 'node:crypto';
import { SignJWT, decodeJwt } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { refreshTokens } from '../../src/db/schema.ts';
import { ACCESS_TOKEN_SECONDS, newIssue, TokenSigner } from '../../src/accounts/tokens.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/accounts/service.ts';
import { createUser, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const login = (email: string, password: string) => t.api.post('user/token/', { email, password });
const refresh = (token: string) => t.api.post('user/token/refresh/', { refresh: token });
const profile = (userId: number, token: string) => t.api.get(`user/profile/${userId}/`, token);
/** Time passes: the refresh token was used `seconds` ago. */
const usedSecondsAgo = (token: string, seconds: number) =>
  t.app.db
    .update(refreshTokens)
    .set({ usedAt: new Date(Date.now() - seconds * 1000) })
    .where(eq(refreshTokens.id, decodeJwt(token).jti!));

describe('POST user/token/', () => {
  it('answers an access and a refresh token for the right email and password', async () => {
    const res = await login(customer.email, customer.password);
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['access', 'refresh']);
    const claims = decodeJwt(res.body.access);
    expect(claims).toMatchObject({ user_id: customer.id, token_type: 'access' });
    expect(typeof claims.username).toBe('string');
    // 15 minutes for the access token, 7 days for the refresh token.
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const refreshClaims = decodeJwt(res.body.refresh);
    expect(refreshClaims.exp! - refreshClaims.iat!).toBe(7 * 24 * 60 * 60);
    expect((await profile(customer.id, res.body.access)).status).toBe(200);
  });

  it('takes the email in any case and the form-encoded body the site may send', async () => {
    const res = await t.api.request('POST', 'user/token/', {
      body: new URLSearchParams({ email: customer.email.toUpperCase(), password: customer.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect(res.body.access).toBeTruthy();
  });

  it('refuses a wrong password and an unknown address with the same 401 detail', async () => {
    const wrong = await login(customer.email, 'not the password at all');
    const unknown = await login('nobody-here@example.com', customer.password);
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'auth.bad_credentials', detail: 'No active account found with the given credentials' });
    }
  });

  it('gives tokens to an account that is not confirmed yet; the profile tells it is not active', async () => {
    const pending = await createUser(t.app, { active: false });
    const res = await login(pending.email, pending.password);
    expect(res.status).toBe(200);
    const me = await profile(pending.id, res.body.access);
    expect(me.body.user.is_active).toBe(false);
  });

  it('answers field errors, never a 500, for missing, malformed and wrongly typed input', async () => {
    expect(await t.api.post('user/token/', {})).toMatchObject({
      status: 400,
      body: { email: ['This field is required.'], password: ['This field is required.'] },
    });
    expect(await t.api.post('user/token/', { email: 'not-an-email', password: 'x' })).toMatchObject({
      status: 400,
      body: { email: ['Enter a valid email address.'] },
    });
    const typed = await t.api.post('user/token/', { email: ['a@b.c'], password: 12345678 });
    expect(typed.status).toBe(400);
    expect(Object.keys(messagesOf(typed.body)).sort()).toEqual(['email', 'password']);
    const malformed = await t.api.request('POST', 'user/token/', { body: '{"email": ', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(typeof malformed.body.detail).toBe('string');
    expect((await t.api.post('user/token/', 'just a string')).status).toBe(400);
    expect((await t.api.request('POST', 'user/token/')).status).toBe(400);
  });
});

describe('POST user/token/refresh/', () => {
  it('rotates: a new pair for a refresh token, which then works no more', async () => {
    const first = (await login(customer.email, customer.password)).body;
    const second = await refresh(first.refresh);
    expect(second.status).toBe(200);
    expect(Object.keys(second.body).sort()).toEqual(['access', 'refresh']);
    expect(second.body.refresh).not.toBe(first.refresh);
    expect(decodeJwt(second.body.access).user_id).toBe(customer.id);
    expect((await profile(customer.id, second.body.access)).status).toBe(200);

    const third = await refresh(second.body.refresh);
    expect(third.status).toBe(200);
    expect(decodeJwt(third.body.refresh).family).toBe(decodeJwt(first.refresh).family);
  });

  it('revokes the whole family when a used refresh token comes back after the grace: the reused one and the newest', async () => {
    const first = (await login(customer.email, customer.password)).body;
    const newest = (await refresh(first.refresh)).body;
    await usedSecondsAgo(first.refresh, REFRESH_REUSE_GRACE_MS / 1000 + 1);

    const reuse = await refresh(first.refresh);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual({ code: 'auth.refresh_invalid', detail: 'Token is invalid or expired' });
    // The legitimate holder of the newest token must sign in again too.
    expect((await refresh(newest.refresh)).status).toBe(401);
    expect((await refresh(first.refresh)).status).toBe(401);

    // Other sessions of the same account are not touched.
    const other = (await login(customer.email, customer.password)).body;
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('gives two tabs refreshing with the same token at the same moment the same new pair, and keeps the customer signed in', async () => {
    for (let round = 0; round < 3; round++) {
      const first = (await login(customer.email, customer.password)).body;
      const tabs = await Promise.all([refresh(first.refresh), refresh(first.refresh), refresh(first.refresh)]);
      for (const tab of tabs) expect(tab.status).toBe(200);
      expect(tabs[1].body).toEqual(tabs[0].body);
      expect(tabs[2].body).toEqual(tabs[0].body);
      expect((await profile(customer.id, tabs[0].body.access)).status).toBe(200);
      // The pair they share goes on working, and the session goes on rotating.
      const next = await refresh(tabs[0].body.refresh);
      expect(next.status).toBe(200);
      expect((await profile(customer.id, next.body.access)).status).toBe(200);
      expect((await refresh(next.body.refresh)).status).toBe(200);
    }
    // One rotation each time, not one per tab.
    const rows = await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, customer.id));
    const families = Map.groupBy(rows, (row) => row.family);
    for (const members of families.values()) expect(members.filter((row) => row.replacedBy).length).toBe(members.length - 1);
  });

  it('gives a reuse within the grace the same pair only while the session lives: not after logout', async () => {
    const first = (await login(customer.email, customer.password)).body;
    const second = (await refresh(first.refresh)).body;
    expect((await refresh(first.refresh)).body).toEqual(second);
    expect((await t.api.post('user/logout/', { refresh: second.refresh })).status).toBe(200);
    expect((await refresh(first.refresh)).status).toBe(401);
  });

  it('refuses bad, expired, foreign-signed and access tokens with 401', async () => {
    const pair = (await login(customer.email, customer.password)).body;
    const key = new TextEncoder().encode(t.config.jwtSecret);
    const jti = randomUUID();
    await t.app.db.insert(refreshTokens).values({ id: jti, family: 'f-expired', userId: customer.id, expiresAt: new Date(Date.now() + 60_000) });
    const expired = await new SignJWT({ token_type: 'refresh', user_id: customer.id, family: 'f-expired' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setJti(jti)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(key);
    const forged = await new SignJWT({ token_type: 'refresh', user_id: customer.id, family: 'f' })
      .setProtectedHeader({ alg: 'HS256' })
      .setJti(jti)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('some-other-secret-that-is-long-enough'));
    // Signed by us but never handed out (no row): refused as well.
    const unrecorded = await t.app.tokens.refresh(customer.id, 'f-unknown', newIssue());
    for (const token of ['not-a-token', expired, forged, pair.access, unrecorded]) {
      const res = await refresh(token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: 'auth.refresh_invalid', detail: 'Token is invalid or expired' });
    }
  });

  it('answers 400 when the refresh field is missing or not a string', async () => {
    expect(await t.api.post('user/token/refresh/', {})).toMatchObject({ status: 400, body: { refresh: ['This field is required.'] } });
    expect((await t.api.post('user/token/refresh/', { refresh: 42 })).status).toBe(400);
  });
});

describe('POST user/logout/', () => {
  it('ends the session of the refresh token: it and its successors stop working', async () => {
    const first = (await login(customer.email, customer.password)).body;
    const current = (await refresh(first.refresh)).body;
    const res = await t.api.post('user/logout/', { refresh: current.refresh });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'You have been logged out.' });
    expect((await refresh(current.refresh)).status).toBe(401);
    // Logging out twice is harmless.
    expect((await t.api.post('user/logout/', { refresh: current.refresh })).status).toBe(200);
  });

  it('refuses a token that is not a refresh token of ours', async () => {
    expect((await t.api.post('user/logout/', { refresh: 'nope' })).status).toBe(401);
    expect((await t.api.post('user/logout/', {})).status).toBe(400);
  });
});

describe('access tokens', () => {
  it('are refused without the session generation they were issued under (tokens from before there was one)', async () => {
    const now = Math.floor(Date.now() / 1000);
    const old = await new SignJWT({ token_type: 'access', user_id: customer.id, username: 'someone' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .setJti(randomUUID())
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await profile(customer.id, old)).status).toBe(401);
    expect((await profile(customer.id, customer.token)).status).toBe(200);
  });
});

describe('access tokens already verified', () => {
  it('are answered from memory only while they live, and only for their exact text', async () => {
    const signer = new TokenSigner('a-secret-of-the-right-length-for-hs256-tokens');
    const iat = Math.floor(Date.now() / 1000);
    const token = await signer.access({ id: 7, username: 'seven' }, { iat, accessJti: randomUUID() });
    expect(await signer.verify(token, 'access')).toMatchObject({ user_id: 7 });
    // Remembered now: the same token again, still an access token only.
    expect(await signer.verify(token, 'access')).toMatchObject({ user_id: 7 });
    expect(await signer.verify(token, 'refresh')).toBeNull();
    // One character of the signature changed: checked, and refused. The signature's first character, not its last:
    // the last one of 43 base64url characters carries two spare bits, so A and B there can decode to the same bytes.
    const at = token.lastIndexOf('.') + 1;
    const other = token[at] === 'A' ? 'B' : 'A';
    expect(await signer.verify(`${token.slice(0, at)}${other}${token.slice(at + 1)}`, 'access')).toBeNull();
    // A quarter of an hour later it has expired, remembered or not.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime((iat + ACCESS_TOKEN_SECONDS + 1) * 1000);
      expect(await signer.verify(token, 'access')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

import type { IncomingMessage, ServerResponse } from 'node:http';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox, oneTimeTokens, profiles, users } from '../../src/db/schema.ts';
import { closeAll, createUser, form, messagesOf, startMailingApp, startTestApp, type TestApp, usePostgres } from '../helpers.ts';
import { freePort, linkIn, TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
const SITE = 'https://site.example.com';

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp({ siteUrl: SITE }));
});
afterAll(() => closeAll(t, smtp));

const login = (email: string, password: string) => t.api.post('user/token/', { email, password });
const requestReset = (email: string) => t.api.get(`user/password-reset/${encodeURIComponent(email)}/`);

/** Asks for a reset link and returns its three parameters, read from the mail. */
async function resetLink(email: string) {
  const res = await requestReset(email);
  expect(res.status).toBe(200);
  const mail = await smtp.next(email);
  expect(mail.subject).toBe('Choose a new password');
  const link = linkIn(mail, `${SITE}/changepassword?`);
  return { otp: link.searchParams.get('otp')!, uidb64: link.searchParams.get('uidb64')!, reset_token: link.searchParams.get('reset_token')! };
}

/**
 * Locks users and one_time_tokens until release(): from another connection on PostgreSQL; on PGlite, which
 * has one connection, by holding a transaction open on it (every other statement waits for it).
 */
async function holdAccountTables(): Promise<{ release: () => Promise<void> }> {
  if (usePostgres) {
    const client = new pg.Client({ connectionString: t.config.databaseUrl });
    await client.connect();
    await client.query('begin');
    await client.query('lock table users, one_time_tokens in access exclusive mode');
    return {
      release: async () => {
        await client.query('commit');
        await client.end();
      },
    };
  }
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.app.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).limit(1);
    locked();
    await released;
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

describe('GET user/password-reset/{email}/', () => {
  it('answers the same whether or not the address has an account, and mails only a real one', async () => {
    const user = await createUser(t.app);
    const known = await requestReset(user.email);
    const unknown = await requestReset('no-such-person@example.com');
    const malformed = await requestReset('not an address');
    for (const res of [unknown, malformed]) {
      expect(res.status).toBe(known.status);
      expect(res.body).toEqual(known.body);
      expect(res.headers.get('content-length')).toBe(known.headers.get('content-length'));
    }
    expect(known.status).toBe(200);
    const mail = await smtp.next(user.email);
    expect(linkIn(mail, `${SITE}/changepassword?`).searchParams.get('uidb64')).toBe(Buffer.from(String(user.id)).toString('base64url'));
    await t.app.outbox.idle();
    expect(smtp.to('no-such-person@example.com')).toHaveLength(0);
    // The link is kept as a hash, for an hour.
    const [row] = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user.id));
    expect(row.purpose).toBe('reset');
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(3600_000);
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(3600_000 - 60_000);
  });

  it('answers at once while the account tables are locked; the link is made and mailed once they are free', async () => {
    const user = await createUser(t.app);
    // Another session holds the tables the work needs: a slow or stuck database, as an attacker timing the
    // answer would see it. The answer must not wait for it.
    const hold = await holdAccountTables();
    let answered: Awaited<ReturnType<typeof requestReset>> | 'no answer';
    try {
      answered = await Promise.race([requestReset(user.email), new Promise<'no answer'>((resolve) => setTimeout(resolve, 10_000, 'no answer'))]);
      expect(smtp.to(user.email)).toHaveLength(0);
    } finally {
      await hold.release();
    }
    expect(answered).toMatchObject({
      status: 200,
      body: { detail: 'If an account uses this address, a link to choose a new password has been sent to it.' },
    });
    expect(linkIn(await smtp.next(user.email), `${SITE}/changepassword?`).searchParams.get('uidb64')).toBeTruthy();
  });

  it('makes the link only after the answer has gone out, so the answer cannot take longer for a real account', async () => {
    const user = await createUser(t.app);
    const path = `/api/v1/user/password-reset/${encodeURIComponent(user.email)}/`;
    // What the database holds at the instant the server finishes writing the answer.
    const atAnswer = new Promise<number>((resolve) => {
      const onRequest = (request: IncomingMessage, response: ServerResponse) => {
        if (request.url !== path) return;
        t.app.server.off('request', onRequest);
        response.once('finish', () => {
          t.app.db
            .select({ id: oneTimeTokens.id })
            .from(oneTimeTokens)
            .where(eq(oneTimeTokens.userId, user.id))
            .then((rows) => resolve(rows.length));
        });
      };
      t.app.server.prependListener('request', onRequest);
    });
    expect((await requestReset(user.email)).status).toBe(200);
    expect(await atAnswer).toBe(0);
    await smtp.next(user.email);
  });

  it('works for the longest addresses too, and answers an empty one the same way', async () => {
    const user = await createUser(t.app, { email: `${'a'.repeat(60)}.${'b'.repeat(60)}@${'c'.repeat(60)}.example.com` });
    await resetLink(user.email);
    const known = await requestReset(user.email);
    expect((await t.api.get('user/password-reset//')).body).toEqual(known.body);
    await smtp.next(user.email);
  });
});

describe('POST user/password-change/', () => {
  it('sets the new password once, ends other sessions, activates the account and mails the owner', async () => {
    const user = await createUser(t.app, { active: false });
    const old = (await login(user.email, user.password)).body;
    const params = await resetLink(user.email);

    const res = await t.api.post('user/password-change/', form({ ...params, password: 'a brand new passphrase' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ detail: 'Password Changed Successfully!' });

    expect((await login(user.email, user.password)).status).toBe(401);
    const fresh = await login(user.email, 'a brand new passphrase');
    expect(fresh.status).toBe(200);
    // Sessions from before the change end: refresh token and access token alike.
    expect((await t.api.post('user/token/refresh/', { refresh: old.refresh })).status).toBe(401);
    expect((await t.api.get(`user/profile/${user.id}/`, old.access)).status).toBe(401);
    const me = await t.api.get(`user/profile/${user.id}/`, fresh.body.access);
    expect(me.status).toBe(200);
    expect(me.body.user.is_active).toBe(true);

    const notice = await smtp.next(user.email);
    expect(notice.subject).toBe('Your password was changed');

    const again = await t.api.post('user/password-change/', form({ ...params, password: 'yet another passphrase' }));
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'auth.link_invalid', detail: 'This link is invalid or has expired.' });
    expect((await login(user.email, 'a brand new passphrase')).status).toBe(200);
  });

  it('ends a session begun in the same millisecond as the change, and lets a sign-in of that millisecond in', async () => {
    const user = await createUser(t.app);
    const params = await resetLink(user.email);
    // The clock stands still: the sign-in before the change, the change and the sign-in after it share one instant,
    // so that no comparison of issue times could tell them apart.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    try {
      const before = (await login(user.email, user.password)).body;
      expect((await t.api.get(`user/profile/${user.id}/`, before.access)).status).toBe(200);
      expect((await t.api.post('user/password-change/', { ...params, password: 'a passphrase of the same instant' })).status).toBe(200);
      const after = (await login(user.email, 'a passphrase of the same instant')).body;
      expect(decodeJwt(after.access).iat).toBe(decodeJwt(before.access).iat);

      expect((await t.api.get(`user/profile/${user.id}/`, before.access)).status).toBe(401);
      expect((await t.api.post('user/token/refresh/', { refresh: before.refresh })).status).toBe(401);
      expect((await t.api.get(`user/profile/${user.id}/`, after.access)).status).toBe(200);
      const rotated = await t.api.post('user/token/refresh/', { refresh: after.refresh });
      expect(rotated.status).toBe(200);
      expect((await t.api.get(`user/profile/${user.id}/`, rotated.body.access)).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes JSON as well, and a newer link makes no older one usable after a change', async () => {
    const user = await createUser(t.app);
    const first = await resetLink(user.email);
    const second = await resetLink(user.email);
    expect((await t.api.post('user/password-change/', { ...second, password: 'passphrase number two' })).status).toBe(200);
    const stale = await t.api.post('user/password-change/', { ...first, password: 'passphrase number one' });
    expect(stale.status).toBe(400);
    expect((await login(user.email, 'passphrase number two')).status).toBe(200);
    await smtp.next(user.email);
  });

  it('refuses wrong, mixed, foreign and expired links and changes nothing', async () => {
    const user = await createUser(t.app);
    const other = await createUser(t.app);
    const params = await resetLink(user.email);
    const otherParams = await resetLink(other.email);
    const attempts = [
      { ...params, otp: otherParams.otp },
      { ...params, reset_token: params.reset_token.slice(0, -1) + (params.reset_token.endsWith('A') ? 'B' : 'A') },
      { ...params, uidb64: otherParams.uidb64 },
      { ...params, uidb64: '!!!' },
      { ...otherParams, uidb64: params.uidb64 },
    ];
    for (const attempt of attempts) {
      const res = await t.api.post('user/password-change/', { ...attempt, password: 'an attacker passphrase' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'auth.link_invalid', detail: 'This link is invalid or has expired.' });
    }
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user.id));
    expect((await t.api.post('user/password-change/', { ...params, password: 'an attacker passphrase' })).status).toBe(400);
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await login(other.email, other.password)).status).toBe(200);
  });

  it('refuses a weak password with field errors and leaves the link usable', async () => {
    const user = await createUser(t.app);
    const params = await resetLink(user.email);
    const weak = await t.api.post('user/password-change/', { ...params, password: 'password123' });
    expect(weak).toMatchObject({ status: 400, body: { password: ['This password is too common.'] } });
    const short = await t.api.post('user/password-change/', { ...params, password: 'Zx9!' });
    expect(messagesOf(short.body)).toEqual({ password: ['This password is too short. It must contain at least 8 characters.'] });
    expect((await login(user.email, user.password)).status).toBe(200);
    expect((await t.api.post('user/password-change/', { ...params, password: 'now a good passphrase' })).status).toBe(200);
    await smtp.next(user.email);
  });

  it("refuses a password made of the account's own address or name (the link tells whose), or easy to guess", async () => {
    const named = await createUser(t.app, { email: 'zainab.kareem@example.com' });
    await t.app.db.update(profiles).set({ fullName: 'Zainab Kareem' }).where(eq(profiles.userId, named.id));
    const link = await resetLink(named.email);
    const similar = { status: 400, body: { password: ['This password is too similar to your email address or name.'] } };
    expect(await t.api.post('user/password-change/', { ...link, password: 'zainab.kareem@example.com' })).toMatchObject(similar);
    expect(await t.api.post('user/password-change/', { ...link, password: 'zainab.kareem' })).toMatchObject(similar);
    expect(await t.api.post('user/password-change/', { ...link, password: 'Zainab Kareem' })).toMatchObject(similar);
    const guessable = { status: 400, body: { password: ['This password is too easy to guess. A few unrelated words make a strong one.'] } };
    expect(await t.api.post('user/password-change/', { ...link, password: '        ' })).toMatchObject(guessable);
    expect(await t.api.post('user/password-change/', { ...link, password: 'aaaaaaaa' })).toMatchObject(guessable);
    expect((await t.api.post('user/password-change/', { ...link, password: 'now a good passphrase' })).status).toBe(200);
    await smtp.next(named.email);
  });

  it('answers field errors for missing, malformed and wrongly typed input', async () => {
    const missing = await t.api.post('user/password-change/', form({ otp: 'x' }));
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({
      uidb64: ['This field is required.'],
      reset_token: ['This field is required.'],
      password: ['This field is required.'],
    });
    expect((await t.api.post('user/password-change/', { otp: 1, uidb64: {}, reset_token: [], password: 5 })).status).toBe(400);
    const malformed = await t.api.request('POST', 'user/password-change/', { body: '{', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
  });
});

describe('a mail server that is down', () => {
  it('fails no request, and the mail goes out once the server is back', async () => {
    const port = await freePort();
    const down = await startTestApp({ smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true`, siteUrl: SITE });
    let server: TestSmtpServer | null = null;
    try {
      const email = 'patient@example.com';
      const res = await down.api.post('user/register/', {
        full_name: 'Patient Person',
        email,
        password: 'waiting for the mail',
        password2: 'waiting for the mail',
      });
      expect(res.status).toBe(201);
      const reset = await down.api.get(`user/password-reset/${email}/`);
      expect(reset.status).toBe(200);

      // The attempts failed and were put off for later; nothing was lost. (The reset mail is queued just
      // after its answer is sent, so wait for both rows.)
      let queued: (typeof mailOutbox.$inferSelect)[] = [];
      for (let i = 0; i < 100 && !(queued.length === 2 && queued.every((row) => row.attempts > 0)); i++) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        await down.app.outbox.idle();
        queued = await down.app.db.select().from(mailOutbox);
      }
      expect(queued).toHaveLength(2);
      for (const row of queued) {
        expect(row.sentAt).toBeNull();
        expect(row.attempts).toBeGreaterThanOrEqual(1);
        expect(row.lastError).toBeTruthy();
      }

      server = await TestSmtpServer.start(port);
      // Time passes until the retry is due.
      await down.app.db.update(mailOutbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
      await down.app.outbox.deliverDue();
      const subjects = [(await server.next(email)).subject, (await server.next(email)).subject].sort();
      expect(subjects).toEqual(['Choose a new password', 'Confirm your email address']);
      const sent = await down.app.db.select().from(mailOutbox);
      expect(sent.every((row) => row.sentAt !== null)).toBe(true);

      // The activation link delivered late still works.
      const activation = server.to(email).find((m) => m.subject === 'Confirm your email address')!;
      const link = linkIn(activation, `${SITE}/login?`);
      const done = await down.api.post('user/activate/', { uidb64: link.searchParams.get('uidb64'), token: link.searchParams.get('token') });
      expect(done.status).toBe(200);
      const [row] = await down.app.db.select().from(users).where(eq(users.email, email));
      expect(row.isActive).toBe(true);
    } finally {
      await down.close();
      await server?.close();
    }
  });
});

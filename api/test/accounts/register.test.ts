import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../../src/db/schema.ts';
import { form, startTestApp, type TestApp, messagesOf } from '../helpers.ts';
import { linkIn, TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
const SITE = 'https://site.example.com';
const COMPANY = 'office@fitout.example.com';

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url, siteUrl: SITE, companyEmail: COMPANY });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let n = 0;
const signup = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    full_name: 'Mona Hassan',
    email: `mona${n}@example.com`,
    password: 'tiles and paint 2024',
    password2: 'tiles and paint 2024',
    ...overrides,
  };
};
const userCount = async () => (await t.app.db.select({ n: count() }).from(users))[0].n;
const login = (email: string, password: string) => t.api.post('user/token/', { email, password });
const activate = (params: { uidb64: string | null; token: string | null }) => t.api.post('user/activate/', params);

describe('POST user/register/ and user/activate/', () => {
  it('creates an inactive account, mails an activation link that activates it once', async () => {
    const body = signup();
    const res = await t.api.post('user/register/', body);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.any(Number), full_name: 'Mona Hassan', email: body.email });

    // Signed in right after sign-up (SPEC.md section 4): allowed, but the account is not active yet.
    const session = await login(body.email, body.password);
    expect(session.status).toBe(200);
    const before = await t.api.get(`user/profile/${res.body.id}/`, session.body.access);
    expect(before.body).toMatchObject({ full_name: 'Mona Hassan', user: { email: body.email, is_active: false, kind: 'user', is_superuser: false } });
    expect(before.body.user.username).toBe(`mona${n}`);

    const mail = await smtp.next(body.email);
    expect(mail.subject).toBe('Confirm your email address');
    const link = linkIn(mail, `${SITE}/login?`);
    expect(link.searchParams.get('activated')).toBe('true');
    expect(Buffer.from(link.searchParams.get('uidb64')!, 'base64url').toString()).toBe(String(res.body.id));
    const secret = link.searchParams.get('token')!;
    expect(Buffer.from(secret, 'base64url').length).toBeGreaterThanOrEqual(16);
    // Only a hash of the secret is kept.
    const stored = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, res.body.id));
    expect(stored).toHaveLength(1);
    expect(stored[0].purpose).toBe('activate');
    expect(stored[0].tokenHash).not.toContain(secret);
    expect(stored[0].expiresAt.getTime() - Date.now()).toBeGreaterThan(3 * 24 * 3600_000 - 60_000);

    const params = { uidb64: link.searchParams.get('uidb64'), token: secret };
    const done = await activate(params);
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ detail: expect.any(String) });
    const after = await t.api.get(`user/profile/${res.body.id}/`, session.body.access);
    expect(after.body.user.is_active).toBe(true);

    const again = await activate(params);
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ code: 'auth.link_invalid', detail: 'This link is invalid or has expired.' });
  });

  it('accepts the form-encoded and multipart bodies a browser form sends', async () => {
    const urlencoded = signup();
    const res = await t.api.request('POST', 'user/register/', {
      body: new URLSearchParams(urlencoded as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(201);
    const multipart = signup();
    expect((await t.api.post('user/register/', form(multipart))).status).toBe(201);
    await smtp.next(urlencoded.email);
    await smtp.next(multipart.email);
  });

  it('refuses links that are wrong, for another account, or expired', async () => {
    const body = signup();
    const { id } = (await t.api.post('user/register/', body)).body;
    const link = linkIn(await smtp.next(body.email), `${SITE}/login?`);
    const uidb64 = link.searchParams.get('uidb64')!;
    const token = link.searchParams.get('token')!;
    const other = signup();
    const otherId = (await t.api.post('user/register/', other)).body.id;

    for (const params of [
      { uidb64, token: `${token.slice(0, -2)}xx` },
      { uidb64: Buffer.from(String(otherId)).toString('base64url'), token },
      { uidb64: 'not base64!', token },
      { uidb64: Buffer.from('abc').toString('base64url'), token },
    ]) {
      const res = await activate(params);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: 'auth.link_invalid', detail: 'This link is invalid or has expired.' });
    }

    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    expect((await activate({ uidb64, token })).status).toBe(400);
    const [row] = await t.app.db.select().from(users).where(eq(users.id, id));
    expect(row.isActive).toBe(false);
    await smtp.next(other.email);
  });

  it('answers 400 with field errors for missing activation parameters', async () => {
    const res = await t.api.post('user/activate/', {});
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ uidb64: ['This field is required.'], token: ['This field is required.'] });
  });

  it('refuses a second account with the same email, in any case', async () => {
    const body = signup();
    expect((await t.api.post('user/register/', body)).status).toBe(201);
    const before = await userCount();
    const again = await t.api.post('user/register/', { ...body, email: body.email.toUpperCase() });
    expect(again.status).toBe(400);
    expect(messagesOf(again.body)).toEqual({ email: ['user with this email already exists.'] });
    expect(await userCount()).toBe(before);
    await smtp.next(body.email);
  });

  it('applies the password policy: 8 to 128 characters, not a common password, both fields equal', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ password: 'q9!zk', password2: 'q9!zk' }, { password: ['This password is too short. It must contain at least 8 characters.'] }],
      [
        { password: 'x'.repeat(129), password2: 'x'.repeat(129) },
        { password: ['This password is too long. It must contain at most 128 characters.'] },
      ],
      [{ password: 'Password1', password2: 'Password1' }, { password: ['This password is too common.'] }],
      [{ password: 'qwertyuiop', password2: 'qwertyuiop' }, { password: ['This password is too common.'] }],
      [{ password: 'tiles and paint 2024', password2: 'tiles and paint 2025' }, { password: ["Password fields didn't match."] }],
    ];
    const before = await userCount();
    for (const [fields, errors] of cases) {
      const res = await t.api.post('user/register/', signup(fields));
      expect(res.status).toBe(400);
      expect(messagesOf(res.body)).toEqual(errors);
    }
    // No composition rules: a long lower-case phrase is fine, and so are 128 characters of one.
    const longest = 'slate grey tiles on a warm oak floor, '.repeat(4).slice(0, 128);
    expect((await t.api.post('user/register/', signup({ password: longest, password2: longest }))).status).toBe(201);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses a password that is easy to guess or made of the address or the name, with a field error', async () => {
    const guessable = { password: ['This password is too easy to guess. A few unrelated words make a strong one.'] };
    const similar = { password: ['This password is too similar to your email address or name.'] };
    const own = (password: string) => ({ password, password2: password });
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [own('        '), guessable],
      [own('aaaaaaaa'), guessable],
      [own('abcdefghijk'), guessable],
      [{ email: 'noor.saleh@example.com', ...own('noor.saleh@example.com') }, similar],
      [{ email: 'noor.saleh@example.com', ...own('noor.saleh') }, similar],
      [{ email: 'noor.saleh@example.com', ...own('Noor.Saleh') }, similar],
      [{ full_name: 'Hassan Abdelrahman', ...own('Hassan Abdelrahman') }, similar],
      [{ full_name: 'Hassan Abdelrahman', ...own('hassanabdelrahman') }, similar],
    ];
    const before = await userCount();
    for (const [fields, errors] of cases) {
      const res = await t.api.post('user/register/', signup(fields));
      expect({ fields, status: res.status, body: messagesOf(res.body) }).toEqual({ fields, status: 400, body: errors });
    }
    expect(await userCount()).toBe(before);
    // The same words are fine for someone else, whose address and name they are not.
    expect((await t.api.post('user/register/', signup(own('Hassan Abdelrahman')))).status).toBe(201);
  });

  it('answers field errors for missing, malformed and wrongly typed input, and creates nothing', async () => {
    const before = await userCount();
    const missing = await t.api.post('user/register/', {});
    expect(missing.status).toBe(400);
    expect(Object.keys(messagesOf(missing.body)).sort()).toEqual(['email', 'full_name', 'password', 'password2']);
    expect(messagesOf((await t.api.post('user/register/', signup({ email: 'not an email' }))).body)).toEqual({
      email: ['Enter a valid email address.'],
    });
    const typed = await t.api.post('user/register/', signup({ full_name: 7, password: ['a'], password2: null }));
    expect(typed.status).toBe(400);
    const malformed = await t.api.request('POST', 'user/register/', { body: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await t.api.post('user/register/', [1, 2])).status).toBe(400);
    expect(await userCount()).toBe(before);
  });

  it('makes usernames unique when two addresses share a local part', async () => {
    const a = signup({ email: 'sam@one.example.com' });
    const b = signup({ email: 'sam@two.example.com' });
    const idA = (await t.api.post('user/register/', a)).body.id;
    const idB = (await t.api.post('user/register/', b)).body.id;
    const rows = await t.app.db.select().from(users);
    const names = rows.filter((r) => r.id === idA || r.id === idB).map((r) => r.username);
    expect(names.sort()).toEqual(['sam', 'sam-2']);
    await smtp.next(a.email);
    await smtp.next(b.email);
  });

  it('settles simultaneous sign-ups: one account per email, distinct usernames per local part', async () => {
    const same = signup({ email: 'twin@example.com' });
    const both = await Promise.all([t.api.post('user/register/', same), t.api.post('user/register/', same)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(messagesOf(both.find((r) => r.status === 400)!.body)).toEqual({ email: ['user with this email already exists.'] });

    // Eight addresses of one local part at once: each takes the next free name in turn, none answers 500.
    const many = await Promise.all(Array.from({ length: 8 }, (_, i) => t.api.post('user/register/', signup({ email: `race@${i}.example.com` }))));
    expect(many.map((r) => r.status)).toEqual(many.map(() => 201));
    const rows = await t.app.db.select().from(users);
    expect(
      rows
        .filter((r) => r.email.startsWith('race@'))
        .map((r) => r.username)
        .sort(),
    ).toEqual(['race', 'race-2', 'race-3', 'race-4', 'race-5', 'race-6', 'race-7', 'race-8']);
    await smtp.next('twin@example.com');
  });

  it("creates the company's own address active, of kind 'company', with no activation mail", async () => {
    const body = signup({ email: COMPANY.toUpperCase() });
    const res = await t.api.post('user/register/', body);
    expect(res.status).toBe(201);
    const session = (await login(COMPANY, body.password)).body;
    const me = await t.api.get(`user/profile/${res.body.id}/`, session.access);
    expect(me.body.user).toMatchObject({ is_active: true, kind: 'company', is_superuser: false });
    await t.app.outbox.idle();
    expect(smtp.to(COMPANY)).toHaveLength(0);
    const tokens = await t.app.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, res.body.id));
    expect(tokens).toHaveLength(0);
  });
});

// Sudo mode (issue 35): a change to how one signs in (the authenticator app, passkeys) needs a proof of who one is from
// the last 5 minutes (a sign-in, or user/sudo/ with the second factor, or the password where there is none); every call
// that checks a code is limited per account; each change is mailed to the account.
import { createHash, generateKeyPairSync, type KeyObject, sign } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUDO_REQUIRED, SUDO_SECONDS, twoFactorMessages } from '@fitout/shared';
import { newIssue } from '../../src/accounts/tokens.ts';
import { auditLog, staffPasskeys, users } from '../../src/db/schema.ts';
import { relyingParty } from '../../src/two-factor/passkeys.ts';
import { createUser, startMailingApp, type TestApp, type TestUser } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp({}, { STAFF_2FA: 'owners' }));
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 1000 });
/** A code that is not `secret`'s now, nor a step either side. */
const wrongCode = (secret: string) => ['000000', '111111', '222222', '333333'].find((c) => ![-30, 0, 30].some((o) => codeAt(secret, o) === c))!;

/** An access token of `user` whose proof was given `secondsAgo` (none: a refreshed token's, which carries none). */
async function tokenProvedAgo(user: TestUser, secondsAgo?: number) {
  const [row] = await t.app.db.select().from(users).where(eq(users.id, user.id));
  const issue = newIssue();
  return t.app.tokens.access(row, issue, secondsAgo === undefined ? undefined : issue.iat - secondsAgo);
}

/** Enrols an app for `user` with their (fresh) token: its secret and recovery codes. */
async function enrol(user: TestUser, token = user.token) {
  const setup = await t.api.post('user/2fa/totp/', undefined, token);
  expect(setup.status).toBe(200);
  const confirmed = await t.api.post('user/2fa/totp/confirm/', { code: codeAt(setup.body.secret) }, token);
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** The mail to `email` that says `words`, waiting for it. */
async function mailSaying(email: string, words: string) {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline; await new Promise((wait) => setTimeout(wait, 50))) {
    const mail = smtp.to(email).find((m) => m.text.includes(words));
    if (mail) return mail;
  }
  throw new Error(
    `no mail to ${email} saying "${words}"; got: ${smtp
      .to(email)
      .map((m) => m.text.slice(0, 200))
      .join(' | ')}`,
  );
}

/** A passkey made in the test (P-256), stored for `user` as a registration would, that signs sudo challenges. */
class SoftwarePasskey {
  readonly id = Buffer.from(`test-passkey-${Math.random()}`).toString('base64url');
  readonly #key: KeyObject;
  #counter = 0;
  constructor() {
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.#key = privateKey;
  }
  /** The public key as COSE (the map {kty: EC2, alg: ES256, crv: P-256, x, y}), as the table keeps it. */
  get cose() {
    const { x, y } = this.#key.export({ format: 'jwk' });
    const bytes = (text: string | undefined) => Buffer.from(text!, 'base64url');
    return Buffer.concat([
      Buffer.from([0xa5, 0x01, 0x02, 0x03, 0x26, 0x20, 0x01, 0x21, 0x58, 0x20]),
      bytes(x),
      Buffer.from([0x22, 0x58, 0x20]),
      bytes(y),
    ]);
  }
  async storeFor(user: TestUser) {
    await t.app.db
      .insert(staffPasskeys)
      .values({ userId: user.id, credentialId: this.id, publicKey: this.cose.toString('base64url'), counter: 0, transports: [], name: 'Test key' });
  }
  /** The browser's answer to `challenge`: user present and verified, signed over the authenticator data and client data. */
  assertion(challenge: string) {
    const { rpID, origin } = relyingParty(t.app.config);
    const clientData = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge, origin, crossOrigin: false }));
    const counter = Buffer.alloc(4);
    counter.writeUInt32BE(++this.#counter);
    const authData = Buffer.concat([createHash('sha256').update(rpID).digest(), Buffer.from([0x05]), counter]);
    const signature = sign('sha256', Buffer.concat([authData, createHash('sha256').update(clientData).digest()]), this.#key);
    const b64 = (data: Buffer) => data.toString('base64url');
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: { authenticatorData: b64(authData), clientDataJSON: b64(clientData), signature: b64(signature) },
      clientExtensionResults: {},
    };
  }
}

describe('a security change asks for a proof from the last 5 minutes', () => {
  let editor: TestUser;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    editor = await createUser(t.app, { role: 'editor' });
    ({ secret, recoveryCodes } = await enrol(editor));
  });

  it('refuses every security change with 403 sudo.required and the proofs the account can give, until proved', async () => {
    for (const stale of [await tokenProvedAgo(editor), await tokenProvedAgo(editor, SUDO_SECONDS + 30)]) {
      for (const [method, path] of [
        ['POST', 'user/2fa/totp/'],
        ['POST', 'user/2fa/totp/confirm/'],
        ['POST', 'user/2fa/passkeys/options/'],
        ['POST', 'user/2fa/passkeys/'],
        ['DELETE', 'user/2fa/passkeys/1/'],
      ] as const) {
        const refused = await t.api.request(method, path, { token: stale, body: method === 'POST' ? { code: '123456' } : undefined });
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(refused.body).toEqual({ code: SUDO_REQUIRED, detail: twoFactorMessages.sudoRequired, methods: ['totp', 'recovery_code'] });
      }
      // Reading one's settings needs none.
      expect((await t.api.get('user/2fa/', stale)).status).toBe(200);
    }
    // A proof of 4 minutes ago still counts.
    expect((await t.api.post('user/2fa/passkeys/options/', undefined, await tokenProvedAgo(editor, SUDO_SECONDS - 60))).status).toBe(200);
  });

  it('takes a current code at user/sudo/ (not the password, not a wrong code) and answers a token that carries it', async () => {
    const stale = await tokenProvedAgo(editor);
    const password = await t.api.post('user/sudo/', { password: editor.password }, stale);
    expect(password.status).toBe(400);
    expect(password.body.password).toEqual([twoFactorMessages.proofNeeded]);
    const wrong = await t.api.post('user/sudo/', { code: wrongCode(secret) }, stale);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toEqual([twoFactorMessages.codeInvalid]);
    expect((await t.api.post('user/sudo/', {}, stale)).status).toBe(400);

    // The enrolment used this step's code: the app's next one proves it.
    const proved = await t.api.post('user/sudo/', { code: codeAt(secret, 30) }, stale);
    expect(proved.status).toBe(200);
    expect(Object.keys(proved.body).sort()).toEqual(['access', 'sudo_until']);
    const until = Date.parse(proved.body.sudo_until);
    expect(Math.abs(until - (Date.now() + SUDO_SECONDS * 1000))).toBeLessThan(5_000);
    // The old token stays without the proof; the new one replaces the app (a new phone), and the mail tells of it.
    expect((await t.api.post('user/2fa/totp/', undefined, stale)).status).toBe(403);
    const replaced = await enrol(editor, proved.body.access);
    expect(replaced.secret).not.toBe(secret);
    secret = replaced.secret;
    recoveryCodes = replaced.recoveryCodes;
    const mail = await mailSaying(editor.email, 'An authenticator app was set up for your account');
    expect(mail.subject).toBe('Your account’s security settings changed');
    expect(mail.text).toContain(`${t.app.config.adminUrl}/security`);

    const audit = await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, editor.id));
    expect(audit.map((row) => row.after)).toEqual(
      expect.arrayContaining([{ event: 'sudo', method: 'totp' }, { event: 'totp-enabled' }, { event: 'sudo' }]),
    );
  });

  it('takes a recovery code, once', async () => {
    const stale = await tokenProvedAgo(editor);
    const proved = await t.api.post('user/sudo/', { code: recoveryCodes[0] }, stale);
    expect(proved.status).toBe(200);
    expect((await t.api.post('user/2fa/passkeys/options/', undefined, proved.body.access)).status).toBe(200);
    expect((await t.api.post('user/sudo/', { code: recoveryCodes[0] }, stale)).status).toBe(400);
  });

  it('takes one of their own passkeys, and mails when a passkey is removed', async () => {
    const passkey = new SoftwarePasskey();
    await passkey.storeFor(editor);
    const stale = await tokenProvedAgo(editor);
    const refused = await t.api.post('user/2fa/passkeys/options/', undefined, stale);
    expect(refused.body.methods).toEqual(['totp', 'recovery_code', 'passkey']);

    const options = await t.api.post('user/sudo/passkey/options/', undefined, stale);
    expect(options.status).toBe(200);
    expect(options.body.options.allowCredentials).toEqual([expect.objectContaining({ id: passkey.id })]);
    // A signature of another challenge is refused (and the challenge is spent).
    const forged = await t.api.post(
      'user/sudo/',
      { challenge_id: options.body.challenge_id, credential: passkey.assertion('bm90LXRoaXMtb25l') },
      stale,
    );
    expect(forged.status).toBe(400);
    expect(forged.body.credential).toEqual([twoFactorMessages.passkeyRefused]);

    const again = await t.api.post('user/sudo/passkey/options/', undefined, stale);
    const proved = await t.api.post(
      'user/sudo/',
      { challenge_id: again.body.challenge_id, credential: passkey.assertion(again.body.options.challenge) },
      stale,
    );
    expect(proved.status).toBe(200);

    const [row] = await t.app.db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, passkey.id));
    const remove = (token: string) => t.api.request('DELETE', `user/2fa/passkeys/${row.id}/`, { token });
    expect((await remove(stale)).status).toBe(403);
    const removed = await remove(proved.body.access);
    expect(removed.status).toBe(200);
    await mailSaying(editor.email, 'A passkey was removed from your account.');
  });

  it('mails new recovery codes and turning the app off, in the account’s language (their code is their proof)', async () => {
    const arabic = await createUser(t.app, { role: 'sales', language: 'ar' });
    const enrolled = await enrol(arabic);
    await mailSaying(arabic.email, 'تم ضبط تطبيق مصادقة لحسابك');
    const stale = await tokenProvedAgo(arabic);
    expect((await t.api.post('user/2fa/recovery-codes/', { code: enrolled.recoveryCodes[0] }, stale)).status).toBe(200);
    const renewed = await mailSaying(arabic.email, 'تم إنشاء رموز استرداد جديدة لحسابك');
    expect(renewed.subject).toBe('تغيّرت إعدادات أمان حسابك');
    expect((await t.api.post('user/2fa/totp/disable/', { code: codeAt(enrolled.secret, 30) }, stale)).status).toBe(200);
    await mailSaying(arabic.email, 'تم إيقاف التحقق بخطوتين لحسابك');
  });
});

describe('an account with no second factor', () => {
  it('enrols right after signing in (the sign-in is the proof); a refreshed token asks for the password', async () => {
    const owner = await createUser(t.app, { role: 'owner' });
    const signedIn = await t.api.post('user/token/', { email: owner.email, password: owner.password });
    expect(signedIn.status).toBe(200);
    // Held at enrolment (STAFF_2FA=owners) and just signed in: setting up the app needs nothing more.
    expect((await t.api.post('user/2fa/totp/', undefined, signedIn.body.access)).status).toBe(200);

    const refreshed = await t.api.post('user/token/refresh/', { refresh: signedIn.body.refresh });
    expect(refreshed.status).toBe(200);
    const refused = await t.api.post('user/2fa/totp/', undefined, refreshed.body.access);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: SUDO_REQUIRED, methods: ['password'] });
    const code = await t.api.post('user/sudo/', { code: '123456' }, refreshed.body.access);
    expect(code.body.code).toEqual([twoFactorMessages.passwordProofNeeded]);
    const wrong = await t.api.post('user/sudo/', { password: 'not my password' }, refreshed.body.access);
    expect(wrong.status).toBe(400);
    expect(wrong.body.password).toEqual([twoFactorMessages.passwordInvalid]);
    const proved = await t.api.post('user/sudo/', { password: owner.password }, refreshed.body.access);
    expect(proved.status).toBe(200);
    await enrol(owner, proved.body.access);
    expect((await t.api.get('user/2fa/', proved.body.access)).body.totp).toBe(true);
  });
});

describe('every call that checks a code is limited per account', () => {
  /** Twelve wrong tries in a row: the account's allowance runs out well before the twelfth (429), and then holds. */
  async function twelveWrong(attempt: (token: string, i: number) => Promise<{ status: number }>, token: string) {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await attempt(token, i)).status);
    const first = statuses.indexOf(429);
    expect(first, statuses.join(' ')).toBeGreaterThan(0);
    expect(first, statuses.join(' ')).toBeLessThan(11);
    expect(
      statuses.slice(first).every((status) => status === 429),
      statuses.join(' '),
    ).toBe(true);
    expect(
      statuses.slice(0, first).every((status) => status === 400),
      statuses.join(' '),
    ).toBe(true);
  }

  it('user/2fa/recovery-codes/, user/2fa/totp/disable/, user/sudo/ and user/2fa/totp/confirm/, each answering 429', async () => {
    const calls: [string, (user: TestUser) => Promise<string>, (secret: string) => unknown][] = [
      ['user/2fa/recovery-codes/', async (user) => (await enrol(user)).secret, (secret) => ({ code: wrongCode(secret) })],
      ['user/2fa/totp/disable/', async (user) => (await enrol(user)).secret, (secret) => ({ code: wrongCode(secret) })],
      ['user/sudo/', async (user) => (await enrol(user)).secret, (secret) => ({ code: wrongCode(secret) })],
      ['user/sudo/', async () => '', () => ({ password: 'a wrong guess' })],
      [
        'user/2fa/totp/confirm/',
        async (user) => (await t.api.post('user/2fa/totp/', undefined, user.token)).body.secret,
        (secret) => ({ code: wrongCode(secret) }),
      ],
    ];
    for (const [path, prepare, body] of calls) {
      const user = await createUser(t.app, { role: 'editor' });
      const secret = await prepare(user);
      await twelveWrong((token) => t.api.post(path, body(secret), token), user.token);
      // Another account is not held by it.
      const other = await createUser(t.app, { role: 'editor' });
      expect((await t.api.post('user/sudo/', { password: other.password }, other.token)).status).toBe(200);
    }
  });
});

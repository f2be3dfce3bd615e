// Two-factor sign-in for staff: enrolling an authenticator app, signing in with a code or a recovery code through
// user/token/'s second step, codes used once, attempts limited per account, and who must enrol (STAFF_2FA).
import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twoFactorMessages } from '@fitout/shared';
import { auditLog, staffRecoveryCodes, staffTotp } from '../../src/db/schema.ts';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

const ATTEMPTS_PER_ACCOUNT = 6;

let t: TestApp;
let owner: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await startTestApp({ twoFactorRateLimit: { max: ATTEMPTS_PER_ACCOUNT, timeWindow: 15 * 60_000 } }, { STAFF_2FA: 'owners' });
  owner = await createUser(t.app, { role: 'owner' });
  editor = await createUser(t.app, { role: 'editor' });
});
afterAll(() => t.close());

/** The code an authenticator app with `secret` shows `offset` seconds from now. */
const codeAt = (secret: string, offset = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: Date.now() + offset * 1000 });

const signIn = (user: TestUser) => t.api.post('user/token/', { email: user.email, password: user.password });
const secondStep = (mfa_token: string, code: string) => t.api.post('user/token/2fa/', { mfa_token, code });

/** Sets up and confirms an app for `user`: its secret and recovery codes. */
async function enrol(user: TestUser) {
  const setup = await t.api.post('user/2fa/totp/', undefined, user.token);
  expect(setup.status).toBe(200);
  const confirmed = await t.api.post('user/2fa/totp/confirm/', { code: codeAt(setup.body.secret) }, user.token);
  expect(confirmed.status).toBe(200);
  return { secret: setup.body.secret as string, recoveryCodes: confirmed.body.recovery_codes as string[] };
}

/** user/token/'s answer for an account with two-factor sign-in: 401 and a second-step token. */
async function secondStepToken(user: TestUser): Promise<string> {
  const reply = await signIn(user);
  expect(reply.status).toBe(401);
  expect(reply.body).toMatchObject({ detail: twoFactorMessages.secondStepRequired, mfa_required: true, methods: ['totp', 'recovery_code'] });
  expect(reply.body.access).toBeUndefined();
  return reply.body.mfa_token;
}

const auditOf = async (userId: number) =>
  (await t.app.db.select().from(auditLog).where(eq(auditLog.actorId, userId))).map((row) => ({ action: row.action, ...(row.after as object) }));

let ownerSecret: string;
let ownerRecoveryCodes: string[];

describe('an owner without two-factor sign-in (STAFF_2FA=owners)', () => {
  it('reaches only their own enrolment: every other staff call answers 403 with what to do', async () => {
    const refused = await t.api.get('admin/backups/status', owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(twoFactorMessages.setupRequired);
    expect((await t.api.get('admin/categories', owner.token)).status).toBe(403);
    const status = await t.api.get('user/2fa/', owner.token);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ required: true, totp: false, recovery_codes_left: 0, passkeys: [] });
    // An editor may, and is not held.
    expect((await t.api.get('admin/categories', editor.token)).status).toBe(200);
    expect((await t.api.get('user/2fa/', editor.token)).body.required).toBe(false);
  });

  it('signs in with the password alone until enrolled (the console then walks them through it)', async () => {
    const reply = await signIn(owner);
    expect(reply.status).toBe(200);
    expect(typeof reply.body.access).toBe('string');
  });
});

describe('enrolling an authenticator app', () => {
  it('gives a secret, its otpauth URI and a QR code; nothing changes until a code confirms it', async () => {
    const setup = await t.api.post('user/2fa/totp/', undefined, owner.token);
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauth_uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.otpauth_uri).toContain('issuer=Fit-out');
    expect(setup.body.qr).toMatch(/^data:image\/svg\+xml;base64,/);
    // The database holds the secret encrypted only.
    const [row] = await t.app.db.select().from(staffTotp).where(eq(staffTotp.userId, owner.id));
    expect(row.pendingSecret).not.toContain(setup.body.secret);
    expect(row.secret).toBeNull();
    expect((await signIn(owner)).status).toBe(200);
    ownerSecret = setup.body.secret;
  });

  it('refuses a wrong code, and turns on with the right one: ten recovery codes, shown once and kept hashed', async () => {
    const wrong = await t.api.post('user/2fa/totp/confirm/', { code: '000000' === codeAt(ownerSecret) ? '111111' : '000000' }, owner.token);
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toEqual([twoFactorMessages.codeInvalid]);
    const confirmed = await t.api.post('user/2fa/totp/confirm/', { code: codeAt(ownerSecret) }, owner.token);
    expect(confirmed.status).toBe(200);
    ownerRecoveryCodes = confirmed.body.recovery_codes;
    expect(ownerRecoveryCodes).toHaveLength(10);
    expect(new Set(ownerRecoveryCodes).size).toBe(10);
    for (const code of ownerRecoveryCodes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = await t.app.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, owner.id));
    expect(stored).toHaveLength(10);
    for (const row of stored) expect(ownerRecoveryCodes.some((code) => row.codeHash.includes(code) || code.includes(row.codeHash))).toBe(false);
    // Enrolled: the owner's calls open, and the status never shows the secret again.
    expect((await t.api.get('admin/backups/status', owner.token)).status).toBe(200);
    const status = await t.api.get('user/2fa/', owner.token);
    expect(status.body).toEqual({ required: true, totp: true, recovery_codes_left: 10, passkeys: [] });
    expect(JSON.stringify(status.body)).not.toContain(ownerSecret);
  });
});

describe('signing in with a second step', () => {
  it('user/token/ answers 401 with mfa_required; a wrong code is refused; the right one gives the session', async () => {
    const token = await secondStepToken(owner);
    const wrong = await secondStep(token, '123456' === codeAt(ownerSecret, 30) ? '654321' : '123456');
    expect(wrong.status).toBe(401);
    expect(wrong.body.detail).toBe(twoFactorMessages.codeInvalid);
    // The confirmation used the current step; the app's next code is within the accepted window.
    const code = codeAt(ownerSecret, 30);
    const reply = await secondStep(token, code);
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['access', 'refresh']);
    expect((await t.api.get('admin/backups/status', reply.body.access)).status).toBe(200);

    // The same code again, within its window, is refused: a code works once.
    const replayed = await secondStep(await secondStepToken(owner), code);
    expect(replayed.status).toBe(401);
    // So is the code before it (already past).
    expect((await secondStep(await secondStepToken(owner), codeAt(ownerSecret))).status).toBe(401);
  });

  it('takes a recovery code once, whatever its case and spacing', async () => {
    const [first] = ownerRecoveryCodes;
    const reply = await secondStep(await secondStepToken(owner), ` ${first.toUpperCase()} `);
    expect(reply.status).toBe(200);
    expect((await secondStep(await secondStepToken(owner), first)).status).toBe(401);
    expect((await t.api.get('user/2fa/', owner.token)).body.recovery_codes_left).toBe(9);
  });

  it('refuses a second-step token that is not one (an access token, or altered)', async () => {
    const expired = await secondStep(owner.token, codeAt(ownerSecret, 30));
    expect(expired.status).toBe(401);
    expect(expired.body.detail).toBe(twoFactorMessages.signInExpired);
  });

  it('records enrolment, sign-ins with a code or a recovery code, and refused codes in the audit log', async () => {
    const entries = await auditOf(owner.id);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'two-factor', event: 'totp-enabled' }),
        expect.objectContaining({ action: 'sign-in', event: 'sign-in-second-step', method: 'totp' }),
        expect.objectContaining({ action: 'sign-in', event: 'sign-in-second-step', method: 'recovery_code' }),
        expect.objectContaining({ action: 'two-factor-failed', event: 'sign-in-second-step' }),
      ]),
    );
    // No secret or code reaches the log.
    const text = JSON.stringify(
      await t.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.actorId, owner.id))),
    );
    expect(text).not.toContain(ownerSecret);
    expect(text).not.toContain(ownerRecoveryCodes[1]);
  });

  it(`limits attempts per account: after ${ATTEMPTS_PER_ACCOUNT}, even the right code waits (429)`, async () => {
    const { secret } = await enrol(editor);
    const token = await secondStepToken(editor);
    for (let i = 0; i < ATTEMPTS_PER_ACCOUNT; i++) expect((await secondStep(token, `99999${i}`)).status).toBe(401);
    const limited = await secondStep(await secondStepToken(editor), codeAt(secret, 30));
    expect(limited.status).toBe(429);
    // Another account is not held by it.
    expect((await secondStep(await secondStepToken(owner), ownerRecoveryCodes[2])).status).toBe(200);
  });
});

describe('turning it off and who must have it', () => {
  it('refuses to turn off an owner’s app; an editor turns theirs off with a current code', async () => {
    const refused = await t.api.post('user/2fa/totp/disable/', { code: codeAt(ownerSecret, 30) }, owner.token);
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(twoFactorMessages.requiredCannotDisable);

    const other = await createUser(t.app, { role: 'editor' });
    const { secret } = await enrol(other);
    expect((await t.api.post('user/2fa/totp/disable/', { code: '000001' }, other.token)).status).toBe(400);
    const off = await t.api.post('user/2fa/totp/disable/', { code: codeAt(secret, 30) }, other.token);
    expect(off.status).toBe(200);
    expect((await signIn(other)).status).toBe(200);
    expect((await t.api.get('user/2fa/', other.token)).body).toMatchObject({ totp: false, recovery_codes_left: 0 });
  });

  it('with STAFF_2FA=all, every member of staff without it is held at enrolment; customers sign in as before', async () => {
    const sales = await createUser(t.app, { role: 'sales' });
    const customer = await createUser(t.app);
    expect((await t.api.get('admin/orders', sales.token)).status).toBe(200);
    t.app.config.staffTwoFactor = 'all';
    try {
      const held = await t.api.get('admin/orders', sales.token);
      expect(held.status).toBe(403);
      expect(held.body.detail).toBe(twoFactorMessages.setupRequired);
      expect((await t.api.get('user/2fa/', sales.token)).body.required).toBe(true);
      const signedIn = await signIn(customer);
      expect(signedIn.status).toBe(200);
      expect((await t.api.get(`user/profile/${customer.id}/`, signedIn.body.access)).status).toBe(200);
      // Customers have no two-factor settings.
      expect((await t.api.get('user/2fa/', customer.token)).status).toBe(403);
    } finally {
      t.app.config.staffTwoFactor = 'owners';
    }
  });
});

describe('passkey sign-in challenges', () => {
  it('work once: a challenge answered (even wrongly) cannot be answered again', async () => {
    const options = await t.api.post('user/token/passkey/options/');
    expect(options.status).toBe(200);
    expect(options.body.options).toMatchObject({ userVerification: 'required', rpId: '127.0.0.1' });
    const credential = { id: 'bm90LWEtcGFzc2tleQ', rawId: 'bm90LWEtcGFzc2tleQ', type: 'public-key', response: {} };
    const refused = await t.api.post('user/token/passkey/', { challenge_id: options.body.challenge_id, credential });
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(twoFactorMessages.passkeyRefused);
    const again = await t.api.post('user/token/passkey/', { challenge_id: options.body.challenge_id, credential });
    expect(again.status).toBe(401);
    expect(again.body.detail).toBe(twoFactorMessages.challengeExpired);
  });
});

// The rules of two-factor sign-in: enrolling an authenticator app (TOTP), its recovery codes, turning it off, and the
// second step of a sign-in. Routes in routes.ts only parse, authorise and shape; passkeys are in passkeys.ts.
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { twoFactorMessages, twoFactorRequired } from '@fitout/shared';
import { secondStepSchema, twoFactorCodeSchema } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { staffPasskeys, staffRecoveryCodes, staffTotp, users } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { startSession } from '../accounts/service.ts';
import { keysOf } from '../accounts/two-factor-keys.ts';
import { looksLikeRecoveryCode, newRecoveryCodes, sameHash } from '../accounts/two-factor-secrets.ts';
import { acceptedStep, enrolment, newTotpSecret } from './totp.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'tokens' | 'media' | 'userCache'>;
type Writer = Pick<Db, 'insert' | 'select' | 'update' | 'delete'>;
/** How a second factor was shown: a code from the app, or a recovery code (used up). */
export type Factor = 'totp' | 'recovery_code';

/** A code, recovery code, password or passkey not accepted: each counts against the account (app.codeLimit, routes.ts). */
export class ProofRefused extends FieldErrors {}
export const codeRefused = () => new ProofRefused({ code: [twoFactorMessages.codeInvalid] });
const signInExpired = () => new HttpError(401, 'two_factor.sign_in_expired');
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** GET user/2fa/: what the Security page shows. */
export async function twoFactorStatus(app: Services, user: AuthUser) {
  const [[codes], passkeys] = await Promise.all([
    app.db
      .select({ left: count() })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, user.id), isNull(staffRecoveryCodes.usedAt))),
    app.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, user.id)).orderBy(asc(staffPasskeys.id)),
  ]);
  return {
    required: twoFactorRequired(app.config.staffTwoFactor, user.role),
    totp: user.twoFactor,
    recovery_codes_left: user.twoFactor ? Number(codes?.left ?? 0) : 0,
    passkeys: passkeys.map((p) => ({ id: p.id, name: p.name, created_at: p.createdAt.toISOString(), last_used_at: iso(p.lastUsedAt) })),
  };
}

/**
 * POST user/2fa/totp/: a new secret waits for its first code (pending); an app already on stays on until then, so that
 * setting up a new phone never leaves the account without one.
 */
export async function startTotp(app: Services, user: AuthUser) {
  const secret = newTotpSecret();
  const sealed = keysOf(app.config).encrypt(secret);
  await app.db
    .insert(staffTotp)
    .values({ userId: user.id, pendingSecret: sealed })
    .onConflictDoUpdate({ target: staffTotp.userId, set: { pendingSecret: sealed } });
  return enrolment(secret, user.email);
}

/** Ten new recovery codes replace the account's earlier ones (in the caller's transaction); the plain codes, once. */
async function replaceRecoveryCodes(app: Services, tx: Writer, userId: number): Promise<string[]> {
  const codes = newRecoveryCodes();
  const keys = keysOf(app.config);
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, userId));
  await tx.insert(staffRecoveryCodes).values(codes.map((code) => ({ userId, codeHash: keys.hashRecoveryCode(code) })));
  return codes;
}

/** POST user/2fa/totp/confirm/: the pending secret's first code turns it on, with ten recovery codes. */
export async function confirmTotp(app: Services, user: AuthUser, body: unknown) {
  const { code } = parse(twoFactorCodeSchema, body);
  const [row] = await app.db.select().from(staffTotp).where(eq(staffTotp.userId, user.id));
  const pending = row?.pendingSecret ? keysOf(app.config).decrypt(row.pendingSecret) : null;
  if (!row?.pendingSecret || !pending) throw FieldErrors.of('code', twoFactorMessages.noSetupPending);
  const step = acceptedStep(pending, code, null);
  if (step === null) throw codeRefused();
  const codes = await app.transaction(async (tx) => {
    // Only the secret this code was checked against: a second setup started meanwhile wins.
    const [switched] = await tx
      .update(staffTotp)
      .set({ secret: row.pendingSecret, pendingSecret: null, lastStep: step, enabledAt: new Date() })
      .where(and(eq(staffTotp.userId, user.id), eq(staffTotp.pendingSecret, row.pendingSecret!)))
      .returning({ userId: staffTotp.userId });
    if (!switched) return null;
    await tx.update(users).set({ twoFactor: true }).where(eq(users.id, user.id));
    return replaceRecoveryCodes(app, tx, user.id);
  });
  if (!codes) throw FieldErrors.of('code', twoFactorMessages.noSetupPending);
  app.userCache.forget(user.id);
  return { recovery_codes: codes };
}

/**
 * Whether `code` is the account's current app code or one of its unused recovery codes; either is used up here (the
 * app code's time step recorded, the recovery code marked), in one statement each, so that two requests racing with
 * the same code cannot both pass, on one process or several.
 */
export async function useSecondFactor(app: Services, userId: number, code: string): Promise<Factor | null> {
  const keys = keysOf(app.config);
  if (looksLikeRecoveryCode(code)) {
    const hash = keys.hashRecoveryCode(code);
    const unused = await app.db
      .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
      .from(staffRecoveryCodes)
      .where(and(eq(staffRecoveryCodes.userId, userId), isNull(staffRecoveryCodes.usedAt)));
    // Every stored hash is compared, in constant time each.
    const match = unused.reduce<number | null>((found, row) => (sameHash(row.codeHash, hash) ? row.id : found), null);
    if (match === null) return null;
    const [used] = await app.db
      .update(staffRecoveryCodes)
      .set({ usedAt: new Date() })
      .where(and(eq(staffRecoveryCodes.id, match), isNull(staffRecoveryCodes.usedAt)))
      .returning({ id: staffRecoveryCodes.id });
    return used ? 'recovery_code' : null;
  }
  const [row] = await app.db.select().from(staffTotp).where(eq(staffTotp.userId, userId));
  const secret = row?.secret ? keys.decrypt(row.secret) : null;
  if (!row || !secret) return null;
  const step = acceptedStep(secret, code, row.lastStep);
  if (step === null) return null;
  const [taken] = await app.db
    .update(staffTotp)
    .set({ lastStep: step })
    .where(and(eq(staffTotp.userId, userId), or(isNull(staffTotp.lastStep), lt(staffTotp.lastStep, step))))
    .returning({ userId: staffTotp.userId });
  return taken ? 'totp' : null;
}

/** POST user/2fa/totp/disable/: with a current code, unless the role requires it. */
export async function disableTotp(app: Services, user: AuthUser, body: unknown) {
  const { code } = parse(twoFactorCodeSchema, body);
  if (!user.twoFactor) throw new HttpError(400, 'two_factor.not_enabled');
  if (twoFactorRequired(app.config.staffTwoFactor, user.role)) throw forbidden('two_factor.required_for_role');
  if (!(await useSecondFactor(app, user.id, code))) throw codeRefused();
  await app.transaction(async (tx) => {
    await tx.delete(staffTotp).where(eq(staffTotp.userId, user.id));
    await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.userId, user.id));
    await tx.update(users).set({ twoFactor: false }).where(eq(users.id, user.id));
  });
  app.userCache.forget(user.id);
}

/** POST user/2fa/recovery-codes/: ten new codes for a current code. */
export async function renewRecoveryCodes(app: Services, user: AuthUser, body: unknown) {
  const { code } = parse(twoFactorCodeSchema, body);
  if (!user.twoFactor) throw new HttpError(400, 'two_factor.not_enabled');
  if (!(await useSecondFactor(app, user.id, code))) throw codeRefused();
  return { recovery_codes: await app.transaction((tx) => replaceRecoveryCodes(app, tx, user.id)) };
}

/** The account a second step names (for its rate limit), or null. */
export async function secondStepAccount(app: Services, body: unknown): Promise<number | null> {
  const token = (body as { mfa_token?: unknown } | null)?.mfa_token;
  if (typeof token !== 'string' || token.length > 2000) return null;
  return (await keysOf(app.config).readSecondStepToken(token))?.userId ?? null;
}

/**
 * POST user/token/2fa/: the token user/token/ gave, with a code or a recovery code: a session, as user/token/ answers.
 * The token is refused once the account's sessions were ended (a password change) after it was issued.
 */
export async function completeSignIn(app: Services, body: unknown) {
  const input = parse(secondStepSchema, body);
  const claims = await keysOf(app.config).readSecondStepToken(input.mfa_token);
  if (!claims) throw signInExpired();
  const [user] = await app.db.select().from(users).where(eq(users.id, claims.userId));
  if (!user || user.sessionGeneration !== claims.sessionGeneration || !user.twoFactor) throw signInExpired();
  const factor = await useSecondFactor(app, user.id, input.code);
  if (!factor) return { user, factor: null, pair: null };
  return { user, factor, pair: await startSession(app, user) };
}

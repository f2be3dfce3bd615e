// Passkeys (WebAuthn) through @simplewebauthn/server: a member of staff registers one from the Security page, and signs
// in with it from the console's login page without a password (docs/decisions.md). The relying party is the console:
// its ID is the host of ADMIN_URL (which follows SITE_URL and PUBLIC_URL) and the ceremony's origin must be its origin.
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { passkeyRegisterSchema, passkeySignInSchema } from '@fitout/shared/contract';
import type { Config } from '../config.ts';
import { uniqueViolation } from '../db/errors.ts';
import { staffPasskeys, users, webauthnChallenges } from '../db/schema.ts';
import { HttpError, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { startSession } from '../accounts/service.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'tokens' | 'media' | 'userCache'>;
type Purpose = 'register' | 'sign-in' | 'sudo';

/** How long a ceremony may take between its options and its answer. */
const CHALLENGE_SECONDS = 5 * 60;
const RP_NAME = 'Fit-out';
/**
 * EdDSA, ES256 and RS256, what every authenticator offers. Named rather than left to the library's default, which
 * probes the runtime for post-quantum ML-DSA through an experimental WebCrypto call that prints a warning.
 */
const ALGORITHMS = [-8, -7, -257];

/** The relying party: the console's host and origin. */
export function relyingParty(config: Pick<Config, 'adminUrl'>) {
  const url = new URL(config.adminUrl);
  return { rpID: url.hostname, origin: url.origin };
}

const refused = () => new HttpError(401, 'two_factor.passkey_refused');

/** Records a challenge for one answer; expired ones of anyone are cleared on the way. */
async function keepChallenge(app: Services, purpose: Purpose, challenge: string, userId: number | null) {
  const now = new Date();
  await app.db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
  const id = randomUUID();
  await app.db.insert(webauthnChallenges).values({ id, userId, purpose, challenge, expiresAt: new Date(now.getTime() + CHALLENGE_SECONDS * 1000) });
  return id;
}

/**
 * Takes (deletes) a challenge still valid: each works once, whatever the answer's outcome. Answers what the ceremony's
 * answer is verified against; an unknown, expired or another's challenge is refused with `refusal` (400 or 401).
 */
async function takeChallenge(app: Services, id: string, purpose: Purpose, userId: number | null, refusal: 400 | 401) {
  const [taken] = await app.db
    .delete(webauthnChallenges)
    .where(and(eq(webauthnChallenges.id, id), eq(webauthnChallenges.purpose, purpose), gt(webauthnChallenges.expiresAt, new Date())))
    .returning();
  if (!taken || taken.userId !== userId) throw new HttpError(refusal, 'two_factor.challenge_expired');
  const { rpID, origin } = relyingParty(app.config);
  return { expectedChallenge: taken.challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true };
}

/** POST user/2fa/passkeys/options/: what navigator.credentials.create needs; a discoverable, user-verified credential. */
export async function registrationOptions(app: Services, user: AuthUser) {
  const { rpID } = relyingParty(app.config);
  const existing = await app.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: RP_NAME,
    rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`fitout-user-${user.id}`),
    attestationType: 'none',
    supportedAlgorithmIDs: ALGORITHMS,
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
  });
  return { challenge_id: await keepChallenge(app, 'register', options.challenge, user.id), options: { ...options } };
}

/** POST user/2fa/passkeys/: the new credential, checked against its challenge, origin and relying party. */
export async function registerPasskey(app: Services, user: AuthUser, body: unknown) {
  const input = parse(passkeyRegisterSchema, body);
  const expected = await takeChallenge(app, input.challenge_id, 'register', user.id, 400);
  const verification = await verifyRegistrationResponse({
    ...expected,
    response: input.credential as unknown as RegistrationResponseJSON,
    supportedAlgorithmIDs: ALGORITHMS,
  }).catch(() => null);
  if (!verification?.verified) throw new HttpError(400, 'two_factor.passkey_refused');
  const { credential } = verification.registrationInfo;
  try {
    const [row] = await app.db
      .insert(staffPasskeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: input.name || 'Passkey',
      })
      .returning();
    return { id: row.id, name: row.name, created_at: row.createdAt.toISOString(), last_used_at: null };
  } catch (error) {
    if (uniqueViolation(error) === undefined) throw error;
    throw new HttpError(409, 'two_factor.passkey_refused');
  }
}

/** DELETE user/2fa/passkeys/{id}/: one's own only (another's is not found). */
export async function deletePasskey(app: Services, user: AuthUser, id: number) {
  const [gone] = await app.db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, id), eq(staffPasskeys.userId, user.id)))
    .returning({ id: staffPasskeys.id });
  if (!gone) throw notFound();
}

/** POST user/token/passkey/options/: a challenge for any of the site's passkeys (the browser offers the person's). */
export async function signInOptions(app: Services) {
  const { rpID } = relyingParty(app.config);
  const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
  return { challenge_id: await keepChallenge(app, 'sign-in', options.challenge, null), options: { ...options } };
}

type Expected = Awaited<ReturnType<typeof takeChallenge>>;
type PasskeyRow = typeof staffPasskeys.$inferSelect;

/** Whether `credential` is `passkey`'s signature of the expected challenge; if so its counter moves on (used now). */
async function signedBy(app: Services, expected: Expected, passkey: PasskeyRow, credential: unknown): Promise<boolean> {
  const verification = await verifyAuthenticationResponse({
    ...expected,
    response: credential as AuthenticationResponseJSON,
    credential: {
      id: passkey.credentialId,
      publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
      counter: passkey.counter,
      transports: passkey.transports as never,
    },
  }).catch(() => null);
  if (!verification?.verified) return false;
  await app.db
    .update(staffPasskeys)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: new Date() })
    .where(eq(staffPasskeys.id, passkey.id));
  return true;
}

/**
 * POST user/token/passkey/: the signed challenge. A passkey with user verification (the device's PIN or biometrics) is
 * two factors by itself, so it needs no password; it signs in staff only. The account and passkey are answered for the
 * audit log as well as the pair.
 */
export async function passkeySignIn(app: Services, body: unknown) {
  const input = parse(passkeySignInSchema, body);
  const expected = await takeChallenge(app, input.challenge_id, 'sign-in', null, 401);
  const [passkey] = await app.db.select().from(staffPasskeys).where(eq(staffPasskeys.credentialId, input.credential.id));
  if (!passkey) throw refused();
  const [user] = await app.db.select().from(users).where(eq(users.id, passkey.userId));
  if (!user?.role || !(await signedBy(app, expected, passkey, input.credential))) return { user, passkey, pair: null };
  return { user, passkey, pair: await startSession(app, user) };
}

/** POST user/sudo/passkey/options/: a challenge for one of the caller's own passkeys, to confirm it is them. */
export async function sudoOptions(app: Services, user: AuthUser) {
  const { rpID } = relyingParty(app.config);
  const mine = await app.db.select().from(staffPasskeys).where(eq(staffPasskeys.userId, user.id));
  const options = await generateAuthenticationOptions({
    rpID,
    userVerification: 'required',
    allowCredentials: mine.map((p) => ({ id: p.credentialId, transports: p.transports as never })),
  });
  return { challenge_id: await keepChallenge(app, 'sudo', options.challenge, user.id), options: { ...options } };
}

/** Whether one of the caller's own passkeys signed their sudo challenge (taken either way; another's is refused). */
export async function sudoPasskey(app: Services, user: AuthUser, challengeId: string, credential: { id: string }): Promise<boolean> {
  const expected = await takeChallenge(app, challengeId, 'sudo', user.id, 400);
  const [passkey] = await app.db
    .select()
    .from(staffPasskeys)
    .where(and(eq(staffPasskeys.credentialId, credential.id), eq(staffPasskeys.userId, user.id)));
  return passkey ? signedBy(app, expected, passkey, credential) : false;
}

// The rules of accounts: sign-in and refresh-token rotation, sign-up and activation, password reset,
// and the profile. Routes in routes.ts only parse, authorise and shape.
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshSchema } from '@fitout/shared/contract';
import { activateSchema, apiMessages, loginSchema, messages, passwordChangeSchema, profileSchema, registerSchema } from '@fitout/shared';
import { uniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/index.ts';
import { firstFree, lockNames, takenNames } from '../db/slugs.ts';
import { oneTimeTokens, profiles, refreshTokens, users } from '../db/schema.ts';
import { FieldErrors, HttpError, notFound, parse } from '../http/errors.ts';
import { activationMail, passwordChangedMail, passwordResetMail, sitePage } from './mails.ts';
import { hashPassword, passwordProblems, verifyNothing, verifyPassword } from './passwords.ts';
import { secondStepRequired } from './second-step.ts';
import { type Issue, newIssue, randomSecret, REFRESH_TOKEN_SECONDS, type RefreshClaims } from './tokens.ts';
import { mailLanguageOf } from './customer.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'tokens' | 'media' | 'userCache'>;
type Body = Record<string, unknown>;
type User = typeof users.$inferSelect;
type Profile = typeof profiles.$inferSelect;
/** The database or a transaction on it. */
type Writer = Pick<Db, 'insert' | 'select' | 'update'>;

export const ACTIVATION_SECONDS = 3 * 24 * 60 * 60;
export const RESET_SECONDS = 60 * 60;

const badCredentials = () => new HttpError(401, 'auth.bad_credentials');
const refreshRefused = () => new HttpError(401, 'auth.refresh_invalid');
const invalidLink = () => new HttpError(400, 'auth.link_invalid');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const later = (seconds: number) => new Date(Date.now() + seconds * 1000);

/** uidb64 as Django writes it: the user id's decimal digits in URL-safe base64 without padding. */
export const encodeUid = (id: number) => Buffer.from(String(id)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(uidb64)) return null;
  const digits = Buffer.from(uidb64, 'base64url').toString('utf8');
  if (!/^[1-9]\d{0,9}$/.test(digits)) return null;
  const id = Number(digits);
  return id <= 2_147_483_647 ? id : null;
}

// Usernames

/**
 * The e-mail's local part, reduced to safe characters, made unique with -2, -3, … Call it in the transaction that
 * inserts the account: it holds the name's base until that ends, so that sign-ups of one local part take turns.
 */
export async function uniqueUsername(tx: Pick<Db, 'select' | 'execute'>, email: string): Promise<string> {
  const base =
    email
      .split('@')[0]
      .toLowerCase()
      .replace(/[^a-z0-9._+-]/g, '')
      .slice(0, 40) || 'user';
  await lockNames(tx, users, base);
  return firstFree(base, await takenNames(tx, users, users.username, base));
}

// Tokens

type TokenRow = typeof refreshTokens.$inferSelect;

/**
 * The pair recorded in `row`, signed (again): the same row always gives the same two tokens. A sign-in's (`signedIn`)
 * access token carries the sign-in as a proof of who its holder is (auth_time); a refresh's does not.
 */
async function signPair(app: Services, user: Pick<User, 'id' | 'username'>, row: TokenRow, signedIn = false) {
  const issue = { iat: Math.floor(row.createdAt.getTime() / 1000), refreshJti: row.id, accessJti: row.accessJti ?? row.id };
  const [access, refresh] = await Promise.all([
    app.tokens.access({ id: user.id, username: user.username, sessionGeneration: row.sessionGeneration }, issue, signedIn ? issue.iat : undefined),
    app.tokens.refresh(user.id, row.family, issue),
  ]);
  return { access, refresh };
}

/**
 * The row of a new pair in `family` (recorded, so that its refresh token can be rotated once), under the account's
 * session generation when the family began.
 */
async function recordPair(db: Writer, userId: number, family: string, sessionGeneration: number, issue: Issue = newIssue()) {
  const [row] = await db
    .insert(refreshTokens)
    .values({
      id: issue.refreshJti,
      accessJti: issue.accessJti,
      family,
      userId,
      sessionGeneration,
      createdAt: new Date(issue.iat * 1000),
      expiresAt: new Date((issue.iat + REFRESH_TOKEN_SECONDS) * 1000),
    })
    .returning();
  return row;
}

async function revokeFamily(app: Services, family: string) {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revokedAt)));
}

/**
 * Every session of the account ends (a password change): its refresh tokens are revoked, and its generation moves on,
 * so that every access token issued before, even in the same millisecond, is refused (accounts/caller.ts). The caller
 * forgets the account in the user cache once the transaction commits.
 */
export async function endSessions(tx: Writer, userId: number, now = new Date()) {
  await tx
    .update(users)
    .set({ sessionGeneration: sql`${users.sessionGeneration} + 1` })
    .where(eq(users.id, userId));
  await tx
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * POST user/token/. Accounts that are not confirmed yet get tokens too: the site reads is_active from
 * the profile and sends them to /confirmemail; ordering checks it on the server.
 */
export async function login(app: Services, body: unknown) {
  const input = parse(loginSchema, body);
  const [user] = await app.db.select().from(users).where(eq(users.email, input.email));
  const ok = user ? await verifyPassword(user.passwordHash, input.password) : await verifyNothing(input.password);
  if (!user || !ok) throw badCredentials();
  // Staff with two-factor sign-in get a token for the second step instead (401: not signed in yet).
  if (user.twoFactor) throw await secondStepRequired(app.config, user);
  return startSession(app, user);
}

/** A new session (token pair) for an account whose sign-in is complete: the password, or its second step, or a passkey. */
export async function startSession(app: Services, user: Pick<User, 'id' | 'username' | 'sessionGeneration'>) {
  return signPair(app, user, await recordPair(app.db, user.id, randomUUID(), user.sessionGeneration), true);
}

/**
 * How long a used refresh token still gets its successor's pair: two tabs (or a retried request) refreshing
 * with the same token at the same moment must not sign the customer out.
 */
export const REFRESH_REUSE_GRACE_MS = 5_000;

/**
 * POST user/token/refresh/: each refresh token works once and is replaced by a new one of its family.
 * Within REFRESH_REUSE_GRACE_MS of that, the same token gets the same new pair again. A used one coming back
 * later means that someone else holds a copy: the whole family ends, so both the thief and the owner must
 * sign in again.
 */
export async function refreshSession(app: Services, body: unknown) {
  const input = parse(refreshSchema, body);
  const claims = await app.tokens.verify<RefreshClaims>(input.refresh, 'refresh');
  if (!claims || typeof claims.family !== 'string') throw refreshRefused();
  const now = new Date();
  const successor = newIssue();
  // Claiming the token and recording its successor happen together: a second request with the same token
  // waits for this one (row lock) and then finds both.
  const rotated = await app.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ usedAt: now, replacedBy: successor.refreshJti })
      .where(
        and(
          eq(refreshTokens.id, claims.jti),
          eq(refreshTokens.family, claims.family),
          eq(refreshTokens.userId, claims.user_id),
          isNull(refreshTokens.usedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    return claimed ? recordPair(tx, claimed.userId, claimed.family, claimed.sessionGeneration, successor) : null;
  });
  const next = rotated ?? (await successorInGrace(app, claims, now));
  const [user] = await app.db.select().from(users).where(eq(users.id, next.userId));
  if (!user) throw refreshRefused();
  // The family began before the account's sessions were ended (a rotation that raced a password change): it ends too.
  if (user.sessionGeneration !== next.sessionGeneration) {
    await revokeFamily(app, next.family);
    throw refreshRefused();
  }
  return signPair(app, user, next);
}

/** The successor of a token used moments ago; any other reuse revokes the family and is refused. */
async function successorInGrace(app: Services, claims: RefreshClaims, now: Date): Promise<TokenRow> {
  const [known] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.id, claims.jti));
  if (!known || known.family !== claims.family || known.userId !== claims.user_id || !known.usedAt) throw refreshRefused();
  const [next] = known.replacedBy ? await app.db.select().from(refreshTokens).where(eq(refreshTokens.id, known.replacedBy)) : [];
  const recent = now.getTime() - known.usedAt.getTime() <= REFRESH_REUSE_GRACE_MS;
  if (recent && next && !known.revokedAt && !next.revokedAt) return next;
  await revokeFamily(app, known.family);
  throw refreshRefused();
}

/** POST user/logout/: ends the session the refresh token belongs to (its whole family). */
export async function logout(app: Services, body: unknown) {
  const input = parse(refreshSchema, body);
  const claims = await app.tokens.verify<RefreshClaims>(input.refresh, 'refresh');
  if (!claims) throw refreshRefused();
  const [known] = await app.db.select().from(refreshTokens).where(eq(refreshTokens.id, claims.jti));
  if (!known) throw refreshRefused();
  await revokeFamily(app, known.family);
}

// Sign-up and activation

/** POST user/register/: an inactive 'user' account with its profile, and the activation mail. */
export async function register(app: Services, body: unknown) {
  const raw = (body ?? {}) as Body;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const password = text(raw.password);
  // Judged before parsing so that its problems join the other field errors; the address and name as typed.
  const policy = password ? passwordProblems(password, { email: text(raw.email), name: text(raw.full_name) }) : [];
  const input = parse(registerSchema, body, policy.length ? { password: policy } : {});
  const emailTaken = () => FieldErrors.of('email', apiMessages.emailTaken);

  const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  // The company's own address needs no confirmation (SPEC.md section 4).
  const company = input.email === app.config.companyEmail;
  const language = input.language ?? 'en';
  const secret = randomSecret();

  for (let attempt = 1; ; attempt++) {
    try {
      const user = await app.transaction(async (tx) => {
        const username = await uniqueUsername(tx, input.email);
        const [row] = await tx
          .insert(users)
          .values({ email: input.email, username, passwordHash, kind: company ? 'company' : 'user', isActive: company, language })
          .returning();
        await tx.insert(profiles).values({ userId: row.id, fullName: input.full_name });
        if (!company) {
          await tx
            .insert(oneTimeTokens)
            .values({ userId: row.id, purpose: 'activate', tokenHash: sha256(secret), expiresAt: later(ACTIVATION_SECONDS) });
          const link = sitePage(app.config.siteUrl, language, `/login?activated=true&uidb64=${encodeUid(row.id)}&token=${secret}`);
          await app.outbox.enqueue(activationMail(input.email, input.full_name, link, language), tx);
        }
        return row;
      });
      if (!company) app.outbox.kick();
      return { id: user.id, full_name: input.full_name, email: user.email };
    } catch (error) {
      const constraint = uniqueViolation(error);
      if (constraint === undefined) throw error;
      if (constraint === 'users_email_unique') throw emailTaken();
      // Two sign-ups raced for the same username (or the driver did not name the constraint): try again.
      if (attempt >= 3) throw error;
    }
  }
}

/** POST user/activate/: the link from the activation mail, once, within 3 days. */
export async function activate(app: Services, body: unknown) {
  const input = parse(activateSchema, body);
  const userId = decodeUid(input.uidb64);
  if (!userId) throw invalidLink();
  const now = new Date();
  const done = await app.transaction(async (tx) => {
    const [used] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(oneTimeTokens.userId, userId),
          eq(oneTimeTokens.purpose, 'activate'),
          eq(oneTimeTokens.tokenHash, sha256(input.token)),
          isNull(oneTimeTokens.usedAt),
          gt(oneTimeTokens.expiresAt, now),
        ),
      )
      .returning({ id: oneTimeTokens.id });
    if (!used) return false;
    await tx.update(users).set({ isActive: true }).where(eq(users.id, userId));
    return true;
  });
  if (!done) throw invalidLink();
}

// Password reset

/**
 * GET user/password-reset/{email}/: for a real account, a single-use link valid for an hour. The caller
 * answers the same whatever happens here, and before it happens.
 */
export async function requestPasswordReset(app: Services, email: string) {
  const normalized = email.trim().toLowerCase();
  if (!normalized || normalized.length > 254) return;
  const [found] = await app.db
    .select({ id: users.id, email: users.email, language: mailLanguageOf, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.email, normalized));
  if (!found) return;
  const otp = randomSecret(16);
  const resetToken = randomSecret(16);
  const link = sitePage(app.config.siteUrl, found.language, `/changepassword?otp=${otp}&uidb64=${encodeUid(found.id)}&reset_token=${resetToken}`);
  await app.transaction(async (tx) => {
    await tx
      .insert(oneTimeTokens)
      .values({ userId: found.id, purpose: 'reset', tokenHash: sha256(`${otp}.${resetToken}`), expiresAt: later(RESET_SECONDS) });
    await app.outbox.enqueue(passwordResetMail(found.email, found.fullName ?? '', link, found.language), tx);
  });
  app.outbox.kick();
}

/**
 * POST user/password-change/: the reset link's three parameters and the new password. The account becomes
 * active (SPEC.md section 4), every other session ends, and the owner is told by mail.
 */
export async function changePassword(app: Services, body: unknown) {
  const input = parse(passwordChangeSchema, body);
  const userId = decodeUid(input.uidb64);
  if (!userId) throw invalidLink();
  const tokenHash = sha256(`${input.otp}.${input.reset_token}`);
  const valid = (now: Date) =>
    and(
      eq(oneTimeTokens.userId, userId),
      eq(oneTimeTokens.purpose, 'reset'),
      eq(oneTimeTokens.tokenHash, tokenHash),
      isNull(oneTimeTokens.usedAt),
      gt(oneTimeTokens.expiresAt, now),
    );
  // A refused password leaves the link usable, so check the link first and spend it only on success.
  const [link] = await app.db.select({ id: oneTimeTokens.id }).from(oneTimeTokens).where(valid(new Date()));
  if (!link) throw invalidLink();
  const [account] = await app.db
    .select({ email: users.email, name: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  const problems = passwordProblems(input.password, { email: account?.email, name: account?.name ?? undefined });
  if (problems.length) throw new FieldErrors({ password: problems });
  const passwordHash = await hashPassword(input.password);

  const now = new Date();
  const changed = await app.transaction(async (tx) => {
    const [used] = await tx.update(oneTimeTokens).set({ usedAt: now }).where(valid(now)).returning({ id: oneTimeTokens.id });
    if (!used) return false;
    // Any other reset link of the account stops working too.
    await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'reset'), isNull(oneTimeTokens.usedAt)));
    await endSessions(tx, userId, now);
    const [user] = await tx.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, userId)).returning();
    if (!user) return false;
    const [profile] = await tx.select({ fullName: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId));
    await app.outbox.enqueue(passwordChangedMail(user.email, profile?.fullName ?? '', app.config.siteUrl, user.mailLanguage ?? user.language), tx);
    return true;
  });
  if (!changed) throw invalidLink();
  // Its old sessions end in this process now, in the others when the change is announced (accounts/user-cache.ts).
  app.userCache.forget(userId);
  app.outbox.kick();
}

// Profile

export function profileOut(app: Pick<FastifyInstance, 'media'>, profile: Profile, user: User) {
  return {
    id: profile.id,
    user: {
      id: user.id,
      email: user.email,
      username: user.username,
      is_superuser: user.isSuperuser,
      role: user.role,
      is_active: user.isActive,
      kind: user.kind,
    },
    image: app.media.url(profile.image),
    full_name: profile.fullName,
    about: profile.about,
    bio: profile.bio,
    phone: profile.phone,
    facebook: profile.facebook,
    twitter: profile.twitter,
    country: profile.country,
    language: user.language,
    mail_language: user.mailLanguage ?? ('pages' as const),
    images: { image: app.media.describe(profile.image) },
  };
}

/** The account and its profile; a profile is made on first read for accounts created without one. */
export async function getProfile(app: Services, userId: number): Promise<{ profile: Profile; user: User }> {
  const [user] = await app.db.select().from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  let [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) {
    await app.db.insert(profiles).values({ userId }).onConflictDoNothing();
    [profile] = await app.db.select().from(profiles).where(eq(profiles.userId, userId));
  }
  return { profile, user };
}

/** PATCH user/profile/{user_id}/: text fields and language as sent; the image only when a new file comes (JPEG or PNG). */
export async function updateProfile(app: Services, userId: number, body: unknown) {
  const input = parse(profileSchema, body);
  const image = (body as Body | undefined)?.image;
  const { profile: current, user } = await getProfile(app, userId);
  // As elsewhere, only an uploaded file changes the image; text in the field (a URL read back) means "unchanged".
  const imageSent = Buffer.isBuffer(image) && image.length > 0;
  // The image read back as its URL counts as a field (left unchanged); a body naming no field at all is refused.
  if (image === undefined && Object.values(input).every((value) => value === undefined)) {
    throw new FieldErrors({ non_field_errors: [apiMessages.nothingToUpdate] });
  }
  const newImage = imageSent ? await app.media.save('image', image, ['jpeg', 'png'], messages.imageType) : null;
  try {
    // The language belongs to the account (its mails are written in it), the rest to the profile: one change.
    const { profile, account } = await app.transaction(async (tx) => {
      const accountChange = {
        ...(input.language === undefined ? {} : { language: input.language }),
        ...(input.mail_language === undefined ? {} : { mailLanguage: input.mail_language === 'pages' ? null : input.mail_language }),
      };
      const [account] =
        Object.keys(accountChange).length === 0 ? [user] : await tx.update(users).set(accountChange).where(eq(users.id, userId)).returning();
      const [profile] = await tx
        .update(profiles)
        .set({
          fullName: input.full_name,
          about: input.about,
          bio: input.bio,
          phone: input.phone,
          facebook: input.facebook,
          twitter: input.twitter,
          country: input.country,
          ...(newImage ? { image: newImage } : {}),
          updatedAt: new Date(),
        })
        .where(eq(profiles.id, current.id))
        .returning();
      return { profile, account };
    });
    if (newImage) await app.media.remove(current.image);
    return profileOut(app, profile, account);
  } catch (error) {
    await app.media.remove(newImage);
    throw error;
  }
}

// The rules of staff accounts: an owner invites by e-mail with a role (the account exists from then on, without a
// password, and a single-use link is mailed); the invitee chooses a password from the link; an owner changes roles,
// suspends and reinstates. The company always keeps an active owner: every change that could take the last one
// away locks the active owners' rows first, so two such changes at once are judged one after the other.
import { createHash } from 'node:crypto';
import { and, asc, eq, gt, inArray, isNotNull, isNull, max, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  INVITATION_HOURS,
  invitationAcceptSchema,
  staffInviteSchema,
  staffMessages,
  type StaffRole,
  type StaffStatus,
  staffUpdateSchema,
} from '@fitout/shared';
import { endSessions, uniqueUsername } from '../accounts/service.ts';
import { hashPassword, passwordProblems } from '../accounts/passwords.ts';
import { randomSecret } from '../accounts/tokens.ts';
import type { ListPlan } from '../http/list-query.ts';
import { countRows } from '../db/count.ts';
import { uniqueViolation } from '../db/errors.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/transaction.ts';
import { oneTimeTokens, profiles, users } from '../db/schema.ts';
import { FieldErrors, HttpError, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { invitationMail } from './mails.ts';
import { assignable } from '../accounts/assignable.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'userCache'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** An account that has not chosen its password yet: no hash verifies against it (accounts/passwords.ts). */
const NO_PASSWORD = '';

/** Staff are the accounts with a role; the invitation is the newest unspent link, while the account is invited. */
const staffColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  isActive: users.isActive,
  suspendedAt: users.suspendedAt,
  dateJoined: users.dateJoined,
  fullName: profiles.fullName,
};
type StaffRow = { [K in keyof typeof staffColumns]: (typeof staffColumns)[K]['_']['data'] | null } & { invitationExpiresAt?: Date | null };

const statusOf = (row: Pick<StaffRow, 'isActive' | 'suspendedAt'>): StaffStatus =>
  row.suspendedAt ? 'suspended' : row.isActive ? 'active' : 'invited';

export function staffOut(row: StaffRow) {
  const status = statusOf(row);
  return {
    id: row.id!,
    email: row.email!,
    full_name: row.fullName ?? '',
    role: row.role as StaffRole,
    status,
    suspended_at: row.suspendedAt?.toISOString() ?? null,
    invitation_expires_at: status === 'invited' ? (row.invitationExpiresAt?.toISOString() ?? null) : null,
    date_joined: row.dateJoined!.toISOString(),
  };
}

const isStaff = isNotNull(users.role);

/** When each invited account's newest unspent link expires. */
async function invitationExpiries(db: Pick<Db, 'select'>, ids: number[]) {
  if (!ids.length) return new Map<number, Date>();
  const rows = await db
    .select({ userId: oneTimeTokens.userId, expiresAt: max(oneTimeTokens.expiresAt) })
    .from(oneTimeTokens)
    .where(and(inArray(oneTimeTokens.userId, ids), eq(oneTimeTokens.purpose, 'invite'), isNull(oneTimeTokens.usedAt)))
    .groupBy(oneTimeTokens.userId);
  return new Map(rows.filter((row) => row.expiresAt).map((row) => [row.userId, row.expiresAt as Date]));
}

async function withExpiries(db: Pick<Db, 'select'>, rows: StaffRow[]) {
  const expiries = await invitationExpiries(
    db,
    rows.filter((row) => statusOf(row) === 'invited').map((row) => row.id!),
  );
  return rows.map((row) => staffOut({ ...row, invitationExpiresAt: expiries.get(row.id!) ?? null }));
}

/** What the staff list may be sorted, searched and filtered on (http/list-query.ts). */
export const staffListSpec = {
  id: users.id,
  sort: { id: users.id, email: users.email, role: users.role, date_joined: users.dateJoined, full_name: profiles.fullName },
  search: [users.email, profiles.fullName],
  filters: { role: { column: users.role, kind: 'text' as const } },
  defaultSort: ['id', 'ASC'] as [string, 'ASC'],
};

export async function listStaff(app: Pick<FastifyInstance, 'db' | 'transaction'>, plan: ListPlan) {
  const where = and(isStaff, plan.where);
  const [rows, total] = await Promise.all([
    app.db
      .select(staffColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    // The search reads the profile's name too, so the count joins it as the page does.
    plan.where
      ? app.db
          .select({ n: sql<number>`count(*)::int` })
          .from(users)
          .leftJoin(profiles, eq(profiles.userId, users.id))
          .where(where)
          .then(([row]) => row.n)
      : countRows(app.db, users, isStaff),
  ]);
  return { records: await withExpiries(app.db, rows), total };
}

export async function getStaff(app: Pick<FastifyInstance, 'db' | 'transaction'>, id: number) {
  const [row] = await app.db
    .select(staffColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.id, id), isStaff));
  if (!row) throw notFound();
  const [out] = await withExpiries(app.db, [row]);
  return out;
}

/**
 * POST admin/staff: a new account with the role and no password, and a link mailed to it (72 hours, once). Inviting an
 * address whose invitation is still open sends a new link (the old ones stop working) with the role now given; an
 * address that already has a working account, customer or staff, is refused.
 */
export async function inviteStaff(app: Services, body: unknown, inviter: AuthUser) {
  const input = parse(staffInviteSchema, body);
  const language = input.language ?? 'en';
  const secret = randomSecret();
  const expiresAt = new Date(Date.now() + INVITATION_HOURS * 3600 * 1000);
  for (let attempt = 1; ; attempt++) {
    try {
      const id = await app.transaction(async (tx) => {
        const [existing] = await tx.select().from(users).where(eq(users.email, input.email)).for('update');
        if (existing && (existing.role === null || existing.isActive)) throw FieldErrors.of('email', staffMessages.emailHasAccount);
        let userId: number;
        if (existing) {
          userId = existing.id;
          await tx.update(users).set({ role: input.role, language }).where(eq(users.id, userId));
          await spendInvitations(tx, userId);
        } else {
          const [row] = await tx
            .insert(users)
            .values({
              email: input.email,
              username: await uniqueUsername(tx, input.email),
              passwordHash: NO_PASSWORD,
              isSuperuser: true,
              role: input.role,
              isActive: false,
              language,
            })
            .returning({ id: users.id });
          userId = row.id;
          await tx.insert(profiles).values({ userId });
        }
        await tx.insert(oneTimeTokens).values({ userId, purpose: 'invite', tokenHash: sha256(secret), expiresAt });
        const [from] = await tx.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, inviter.id));
        const link = `${app.config.adminUrl}/invitation?token=${encodeURIComponent(secret)}`;
        await app.outbox.enqueue(invitationMail({ to: input.email, role: input.role, inviter: from?.name || inviter.email, link, language }), tx);
        return userId;
      });
      app.userCache.forget(id);
      app.outbox.kick();
      return getStaff(app, id);
    } catch (error) {
      // Two invitations raced for the same username: try again (the same address twice meets the row lock instead).
      if (uniqueViolation(error) === undefined || attempt >= 3) throw error;
    }
  }
}

const spendInvitations = (tx: Tx, userId: number) =>
  tx
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(oneTimeTokens.userId, userId), eq(oneTimeTokens.purpose, 'invite'), isNull(oneTimeTokens.usedAt)));

/** The link's row, or the reason it no longer works: unknown (404), used or expired (410). */
async function openInvitation(db: Pick<Db, 'select'>, token: string) {
  const [row] = await db
    .select({ id: oneTimeTokens.id, userId: oneTimeTokens.userId, usedAt: oneTimeTokens.usedAt, expiresAt: oneTimeTokens.expiresAt })
    .from(oneTimeTokens)
    .where(and(eq(oneTimeTokens.tokenHash, sha256(token)), eq(oneTimeTokens.purpose, 'invite')));
  if (!row) throw new HttpError(404, 'staff.invitation_unknown');
  if (row.usedAt) throw new HttpError(410, 'staff.invitation_used');
  if (row.expiresAt.getTime() <= Date.now()) throw new HttpError(410, 'staff.invitation_expired');
  const [user] = await db.select({ email: users.email, role: users.role }).from(users).where(eq(users.id, row.userId));
  if (!user?.role) throw new HttpError(404, 'staff.invitation_unknown');
  return { ...row, email: user.email, role: user.role };
}

/** GET staff/invitation/{token}/: the address and role the link is for, so the page can say so before the form. */
export async function invitationFor(app: Pick<FastifyInstance, 'db' | 'transaction'>, token: string) {
  const open = await openInvitation(app.db, token);
  return { email: open.email, role: open.role, expires_at: open.expiresAt.toISOString() };
}

/** POST staff/invitation/: the link is spent, the account gets its name and password and can sign in. */
export async function acceptInvitation(app: Services, body: unknown) {
  const input = parse(invitationAcceptSchema, body);
  const open = await openInvitation(app.db, input.token);
  // A refused password leaves the link usable.
  const problems = passwordProblems(input.password, { email: open.email, name: input.full_name });
  if (problems.length) throw new FieldErrors({ password: problems });
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  await app.transaction(async (tx) => {
    const [spent] = await tx
      .update(oneTimeTokens)
      .set({ usedAt: now })
      .where(and(eq(oneTimeTokens.id, open.id), isNull(oneTimeTokens.usedAt), gt(oneTimeTokens.expiresAt, now)))
      .returning({ id: oneTimeTokens.id });
    // Accepted meanwhile (a second click, another tab).
    if (!spent) throw new HttpError(410, 'staff.invitation_used');
    await spendInvitations(tx, open.userId);
    await tx.update(users).set({ passwordHash, isActive: true }).where(eq(users.id, open.userId));
    await tx.update(profiles).set({ fullName: input.full_name, updatedAt: now }).where(eq(profiles.userId, open.userId));
  });
  app.userCache.forget(open.userId);
}

const activeOwner = and(eq(users.role, 'owner'), isNull(users.suspendedAt), eq(users.isActive, true));

/**
 * PUT admin/staff/{id}: a new role and/or suspended (true: every session of the account ends now, on every process,
 * and it cannot sign in) or reinstated (false). Refused when it would leave the company without an active owner, and
 * an owner cannot suspend themselves.
 */
export async function updateStaff(app: Services, id: number, body: unknown, actor: AuthUser) {
  const input = parse(staffUpdateSchema, body);
  if (input.suspended === true && id === actor.id) throw FieldErrors.of('suspended', staffMessages.notYourself);
  await app.transaction(async (tx) => {
    // The active owners first, always in the same order: a second change waits here, then counts what the first left.
    const owners = await tx.select({ id: users.id }).from(users).where(activeOwner).orderBy(asc(users.id)).for('update');
    const [target] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, id), isStaff))
      .for('update');
    if (!target) throw notFound();
    const role = input.role ?? target.role;
    const suspend = input.suspended === undefined ? target.suspendedAt !== null : input.suspended;
    const losesOwner = owners.some((owner) => owner.id === id) && (role !== 'owner' || suspend);
    if (losesOwner && owners.length <= 1) throw new HttpError(409, 'staff.last_owner');
    const newlySuspended = suspend && target.suspendedAt === null;
    await tx
      .update(users)
      .set({ role, suspendedAt: suspend ? (target.suspendedAt ?? new Date()) : null })
      .where(eq(users.id, id));
    // The generation moves on and refresh tokens are revoked: tokens already out stop working everywhere once the
    // change is announced (accounts/user-cache.ts), and the trigger of migration 0016 refuses new sessions.
    if (newlySuspended) await endSessions(tx, id);
  });
  app.userCache.forget(id);
  return getStaff(app, id);
}

/** The staff an order can be assigned to: active owners and salespeople, by name. */
export async function assignees(app: Pick<FastifyInstance, 'db' | 'transaction'>) {
  const rows = await app.db
    .select({ id: users.id, email: users.email, role: users.role, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(assignable())
    .orderBy(asc(profiles.fullName), asc(users.id));
  return rows.map((row) => ({ id: row.id, email: row.email, role: row.role as StaffRole, full_name: row.fullName ?? '' }));
}

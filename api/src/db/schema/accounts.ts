// Accounts: users, their profiles, and the tokens of their sessions and one-time links.
import { sql } from 'drizzle-orm';
import { languages, staffRoles } from '@fitout/shared';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: text('kind').notNull().default('user'),
    /** Staff: the spec's superuser, who signs in to the console. Always true with a role and false without one. */
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** The staff role (shared/src/staff/roles.ts); null for a customer. */
    role: text('role', { enum: staffRoles }),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Counts the times every session of the account was ended (a password change): tokens carry the count they were
     * issued under, and one from an earlier count is refused, however close in time to the change it was issued.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /**
     * Two-factor sign-in is on (a TOTP secret confirmed, staff_totp): kept here so that the account cache, which every
     * signed-in request reads, knows it, and forgets it when it changes (the trigger on users announces the row).
     */
    twoFactor: boolean('two_factor').notNull().default(false),
    /**
     * When an owner suspended the account (staff): it cannot sign in (a trigger refuses its sessions, migration 0016)
     * and its sessions ended then; null when it is not suspended.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The superuser that ADMIN_EMAIL / ADMIN_PASSWORD manage (at most one), so that a new ADMIN_EMAIL finds it. */
    managedByEnv: boolean('managed_by_env').notNull().default(false),
    /** The language the customer reads the site in, and their mails are written in. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /**
     * The language the customer chose for their mails (issue 37); null follows `language`, the pages' language. Read
     * it through `mailLanguageOf` (accounts/customer.ts), never `language` alone, for a mail to a customer.
     */
    mailLanguage: text('mail_language', { enum: languages }),
    /**
     * The kinds of mail the customer turned off (issue 25: 'progress' for stage changes and progress updates, 'messages',
     * 'visits' for visit reminders, 'snags' for a fixed snag), in the profile or from a mail's one-click link. Account and security mail always goes.
     */
    mailOff: text('mail_off').array().notNull().default(sql`'{}'::text[]`),
    dateJoined: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_managed_by_env_unique').on(t.managedByEnv).where(sql`${t.managedByEnv}`),
    check('users_kind_check', sql`${t.kind} in ('user', 'company')`),
    check('users_role_check', sql`${t.role} in ('owner', 'editor', 'sales')`),
    check('users_staff_have_a_role', sql`(${t.role} is not null) = ${t.isSuperuser}`),
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
    check('users_mail_language_check', sql`${t.mailLanguage} in ('en', 'ar')`),
  ],
);

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: text('image'),
  fullName: text('full_name').notNull().default(''),
  about: text('about').notNull().default(''),
  bio: text('bio').notNull().default(''),
  phone: text('phone').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  country: text('country').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens by id: rotation marks the used one and names its successor; reuse of a used one within a few
 * seconds gets the successor's pair again, later it revokes the whole family. No token is stored: a pair is
 * signed again from its row (id, access_jti, created_at as the tokens' iat).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    family: text('family').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The refresh token issued when this one was used. */
    replacedBy: text('replaced_by'),
    /** The jti of the access token issued with this refresh token. */
    accessJti: text('access_jti'),
    /** The account's session_generation when the family began; its access tokens carry it. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Activation, password-reset and staff invitation secrets: only a hash is kept; each is single-use and expires. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('activate', 'reset', 'invite')`),
  ],
);

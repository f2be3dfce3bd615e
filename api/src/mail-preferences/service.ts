// What mails a customer gets (issue 25): the kinds they turned off (users.mail_off), read before each such mail is
// queued; their choice in the profile; and the one-click link each such mail carries (tokens.ts), as a page of the
// site to open and as the mail's List-Unsubscribe address (RFC 8058).
import { eq, sql } from 'drizzle-orm';
import { type Language, mailKinds, type MailPreferenceKind, pathTo } from '@fitout/shared';
import { mailPreferences, mailPreferencesSchema, oneClickSchema, pathOf } from '@fitout/shared/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { sitePage } from '../accounts/mails.ts';
import { HttpError, notFound, parse } from '../http/errors.ts';
import type { Unsubscribe } from '../mail/compose.ts';
import { mailOffToken, readMailOffToken } from './tokens.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'update'>;
export type MailPreferences = Record<MailPreferenceKind, boolean>;

const preferencesOf = (off: readonly string[]): MailPreferences =>
  Object.fromEntries(mailKinds.map((kind) => [kind, !off.includes(kind)])) as MailPreferences;

/** Whether account `userId` gets mails of `kind` (false for an account that is no more). */
export async function mailAllowed(db: Reader, userId: number, kind: MailPreferenceKind): Promise<boolean> {
  const [row] = await db.select({ off: users.mailOff }).from(users).where(eq(users.id, userId));
  return row !== undefined && !row.off.includes(kind);
}

/** The page of the site a mail's "Stop these mails" link opens, in the customer's language. */
export const unsubscribeUrl = (config: Pick<Config, 'siteUrl' | 'jwtSecret'>, userId: number, kind: MailPreferenceKind, language: Language) =>
  sitePage(config.siteUrl, language, `${pathTo('mailPreferences')}?token=${mailOffToken(config.jwtSecret, userId, kind)}`);

/** The API's own address that turns the kind off at one POST: the mail's List-Unsubscribe header (RFC 8058). */
export const oneClickUrl = (config: Pick<Config, 'publicUrl' | 'jwtSecret'>, userId: number, kind: MailPreferenceKind) =>
  `${config.publicUrl}${pathOf(mailPreferences.off)}?token=${mailOffToken(config.jwtSecret, userId, kind)}`;

/**
 * What a mail of `kind` to account `userId` needs to go: its stop links (for composeMail's `unsubscribe`), or
 * undefined when the customer turned the kind off and the mail is not to be queued at all. Read in the transaction
 * that queues the mail.
 */
export async function optionalMail(
  app: { config: Pick<Config, 'siteUrl' | 'publicUrl' | 'jwtSecret'> },
  db: Reader,
  userId: number,
  kind: MailPreferenceKind,
  language: Language,
): Promise<Unsubscribe | undefined> {
  if (!(await mailAllowed(db, userId, kind))) return undefined;
  return { page: unsubscribeUrl(app.config, userId, kind, language), oneClick: oneClickUrl(app.config, userId, kind) };
}

/** GET user/mail-preferences/. */
export async function getMailPreferences(db: Reader, userId: number): Promise<MailPreferences> {
  const [row] = await db.select({ off: users.mailOff }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound();
  return preferencesOf(row.off);
}

/** PUT user/mail-preferences/: the kinds named turned on or off, the rest left as they are; in one statement. */
export async function updateMailPreferences(db: Reader & Writer, userId: number, body: unknown): Promise<MailPreferences> {
  const input = parse(mailPreferencesSchema, body);
  const turnOff = mailKinds.filter((kind) => input[kind] === false);
  const turnOn = mailKinds.filter((kind) => input[kind] === true);
  const [row] = await db
    .update(users)
    .set({
      mailOff: sql`array(select distinct k from unnest(array_cat(${users.mailOff}, ${toArray(turnOff)})) as k where k <> all(${toArray(turnOn)}) order by k)`,
    })
    .where(eq(users.id, userId))
    .returning({ off: users.mailOff });
  if (!row) throw notFound();
  return preferencesOf(row.off);
}

const toArray = (values: readonly string[]) => sql`${`{${values.join(',')}}`}::text[]`;

/** The account and kind a one-click token names; a token the API did not sign is a 400 that changes nothing. */
export function readLink(config: Pick<Config, 'jwtSecret'>, token: string) {
  const named = readMailOffToken(config.jwtSecret, token);
  if (!named) throw new HttpError(400, 'mail_preferences.link_invalid');
  return named;
}

/** POST mail/off/: the kind turned off for the account the token names; again changes nothing more. */
export async function turnOffByLink(db: Reader & Writer, config: Pick<Config, 'jwtSecret'>, token: string, body: unknown) {
  parse(oneClickSchema, body);
  const { userId, kind } = readLink(config, token);
  const [row] = await db
    .update(users)
    .set({ mailOff: sql`array(select distinct k from unnest(array_append(${users.mailOff}, ${kind}::text)) as k order by k)` })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  // An account that is no more: the link names nobody.
  if (!row) throw new HttpError(400, 'mail_preferences.link_invalid');
  return { kind, off: true as const };
}

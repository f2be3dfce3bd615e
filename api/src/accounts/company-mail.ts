import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/index.ts';
import { users } from '../db/schema.ts';
import { composeMail, type MailContent } from '../mail/compose.ts';
import { assignable } from './assignable.ts';

/** The database or a transaction on it. */
type Reader = Pick<Db, 'select' | 'insert'>;

/**
 * Who hears about contact messages and new orders: COMPANY_EMAIL, or when unset the staff who handle customers (active
 * owners and salespeople; editors, suspended accounts and open invitations hear nothing).
 */
export async function companyRecipients(app: Pick<FastifyInstance, 'config'>, db: Reader): Promise<string[]> {
  if (app.config.companyEmail) return [app.config.companyEmail];
  const rows = await db.select({ email: users.email }).from(users).where(assignable()).orderBy(users.id);
  return rows.map((row) => row.email);
}

/**
 * Queues one message per recipient (so superusers do not see each other's addresses) in the caller's
 * transaction; the caller kicks the outbox after commit. Answers how many were queued. They are
 * notifications: account mail leaves before them, and a burst reaches each recipient as one digest.
 */
export async function queueCompanyMail(app: Pick<FastifyInstance, 'config' | 'outbox' | 'log'>, mail: Omit<MailContent, 'to'>, tx: Reader) {
  const recipients = await companyRecipients(app, tx);
  if (!recipients.length) app.log.warn({ subject: mail.subject }, 'no COMPANY_EMAIL and no superuser: company mail not queued');
  for (const to of recipients) await app.outbox.enqueue(composeMail({ ...mail, to, kind: 'notification' }), tx);
  return recipients.length;
}

/** One line for a mail subject: no line breaks, bounded length. */
export const subjectLine = (text: string, max = 120) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};

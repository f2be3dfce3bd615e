// The mail outbox.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';

/** Mail waits here until the mail server takes it, so a server that is down loses nothing. */
/** A text file a mail carries. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where an answer goes: the customer or the sender of a contact message, on staff mails about them. */
    replyTo: text('reply_to'),
    /** Files sent with the mail (a visit's calendar entry, .ics): name, type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The one-click address that turns this kind of mail off (RFC 8058 List-Unsubscribe), on mails a customer may turn off. */
    listUnsubscribe: text('list_unsubscribe'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** 'account' mail (activation, reset, password changed) leaves first, one by one; staff 'notification's are sent as digests. */
    kind: text('kind', { enum: ['account', 'notification'] })
      .notNull()
      .default('account'),
    createdAt: createdAt(),
  },
  (t) => [
    // The oldest unsent mail of one kind, read in order until a batch is found: a pass costs its batch, not the
    // pile waiting (account mail that a flood of orders queues faster than it is sent, notifications held for a digest).
    index('mail_outbox_pending_idx').on(t.kind, t.id).where(sql`${t.sentAt} is null`),
    // Finds a recipient's last notification, which holds the next ones back for a minute.
    index('mail_outbox_notified_idx').on(t.to, t.sentAt).where(sql`${t.kind} = 'notification'`),
    check('mail_outbox_kind_check', sql`${t.kind} in ('account', 'notification')`),
  ],
);

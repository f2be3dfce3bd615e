// A mail as the API queues it (mail_outbox, one row each) and the outbox sends it; compose.ts writes most of them.
import type { MailAttachment, mailOutbox } from '../db/schema.ts';

export type MailKind = (typeof mailOutbox.kind.enumValues)[number];

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The address an answer goes to (a customer, on a staff mail about their order). */
  replyTo?: string;
  /** 'account' (the default) leaves before any notification, on its own; a 'notification' to staff may share a digest. */
  kind?: MailKind;
  /** Text files sent with it (a visit's calendar entry). */
  attachments?: MailAttachment[];
  /** On a mail a customer may turn off: the one-click address sent as List-Unsubscribe (RFC 8058). */
  listUnsubscribe?: string;
};

// The mail of a new message: to the customer in their language, or to the order's staff contact (else the staff who
// handle customers), with the message's text and a link into the thread. Notifications: a recipient gets at most one
// mail a minute, what piles up meanwhile going as one digest (mail/outbox.ts).
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pathTo, arabicDigits } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import { type orderMessages, users } from '../db/schema.ts';
import { greeting, sitePage } from '../accounts/mails.ts';
import { queueCompanyMail, subjectLine } from '../accounts/company-mail.ts';
import { composeMail, type MailContent } from '../mail/compose.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import { customerOf } from '../accounts/customer.ts';
import { assignable } from '../accounts/assignable.ts';
import type { Order } from '../orders/service.ts';

type Tx = Pick<Db, 'select' | 'insert'>;
type MessageRow = typeof orderMessages.$inferSelect;

/** The message as quoted in a mail: its text (bounded), and how many files came with it. */
function quoted(row: MessageRow, files: (count: number) => string) {
  const text = row.body.length > 1_000 ? `${row.body.slice(0, 999)}…` : row.body;
  return [text, row.attachments.length ? files(row.attachments.length) : ''].filter(Boolean);
}

export async function queueMessageMail(
  app: Pick<FastifyInstance, 'config' | 'outbox' | 'log'>,
  tx: Tx,
  order: Order,
  from: 'customer' | 'staff',
  row: MessageRow,
) {
  if (from === 'staff') {
    const customer = await customerOf(tx, order.userId);
    if (!customer) return;
    // Unless the customer turned messages from the team off (mail-preferences/).
    const unsubscribe = await optionalMail(app, tx, order.userId, 'messages', customer.language);
    if (!unsubscribe) return;
    const link = `${sitePage(app.config.siteUrl, customer.language, pathTo('orderDetails', { slug: order.slug }))}#messages`;
    const arabic = customer.language === 'ar';
    await app.outbox.enqueue(
      composeMail({
        to: customer.email,
        language: customer.language,
        kind: 'notification',
        unsubscribe,
        subject: arabic ? `رسالة جديدة بخصوص طلبك رقم ${arabicDigits(order.id)}` : `A new message about your order #${order.id}`,
        blocks: [
          greeting(customer.fullName, customer.language),
          arabic ? `كتب لك فريقنا بخصوص طلبك رقم ${arabicDigits(order.id)}:` : `Our team wrote to you about your order #${order.id}:`,
          ...quoted(row, (count) => (arabic ? `(مرفقات: ${arabicDigits(count)})` : `(${count} attached file${count === 1 ? '' : 's'})`)),
          arabic ? 'اقرأ الرسالة وردّ عليها من هنا:' : 'Read it and answer here:',
          { link, label: arabic ? 'الرسائل' : 'Open the messages' },
        ],
      }),
      tx,
    );
    return;
  }
  const mail = {
    subject: subjectLine(`Order #${order.id}: a new message from ${order.fullName}`),
    blocks: [
      `${order.fullName} wrote about order #${order.id}:`,
      ...quoted(row, (count) => `(${count} attached file${count === 1 ? '' : 's'})`),
      { link: `${app.config.adminUrl}/orders/${order.id}/show`, label: 'Answer in the console' },
    ],
  };
  await queueOrderStaffMail(app, tx, order, mail);
}

/**
 * A notification to staff about an order: its contact hears of it; without one (or one who left), everyone who handles
 * customers (or COMPANY_EMAIL).
 */
export async function queueOrderStaffMail(
  app: Pick<FastifyInstance, 'config' | 'outbox' | 'log'>,
  tx: Tx,
  order: Pick<Order, 'assignedTo'>,
  mail: Omit<MailContent, 'to'>,
) {
  const [contact] =
    order.assignedTo === null
      ? []
      : await tx
          .select({ email: users.email })
          .from(users)
          .where(and(eq(users.id, order.assignedTo), assignable()));
  if (contact) await app.outbox.enqueue(composeMail({ ...mail, to: contact.email, kind: 'notification' }), tx);
  else await queueCompanyMail(app, mail, tx);
}

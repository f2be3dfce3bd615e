// The mails of snags: to staff when a customer reports or reopens one (the order's contact, else everyone who handles
// customers), and to the customer, in their language, when staff mark it fixed (unless they turned progress mail off).
import type { FastifyInstance } from 'fastify';
import { pathTo, arabicDigits } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import type { snags } from '../db/schema.ts';
import { sitePage } from '../accounts/mails.ts';
import { subjectLine } from '../accounts/company-mail.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import { customerMail } from '../orders/mails.ts';
import type { Order } from '../orders/service.ts';
import { customerOf } from '../accounts/customer.ts';
import { queueOrderStaffMail } from '../threads/mails.ts';

type Tx = Pick<Db, 'select' | 'insert'>;
type SnagRow = typeof snags.$inferSelect;
type Services = Pick<FastifyInstance, 'config' | 'outbox' | 'log'>;

export async function snagToStaffMail(app: Services, tx: Tx, order: Order, snag: SnagRow, what: 'reported' | 'reopened') {
  const reopened = what === 'reopened';
  await queueOrderStaffMail(app, tx, order, {
    subject: subjectLine(`Order #${order.id}: a snag ${reopened ? 'reopened' : 'reported'} (${snag.room})`),
    blocks: [
      reopened
        ? `${order.fullName} reopened the snag in ${snag.room} on order #${order.id}: ${snag.reopenNote}`
        : `${order.fullName} reported a snag on order #${order.id}.`,
      {
        rows: [
          ['Room', snag.room],
          ['Description', snag.description],
          ['Photos', String(snag.photos.length)],
        ],
      },
      { link: `${app.config.adminUrl}/orders/${order.id}/show#snags`, label: 'See it in the console' },
    ],
  });
}

export async function snagFixedMail(app: Services, tx: Tx, order: Order, snag: SnagRow) {
  const customer = await customerOf(tx, order.userId);
  if (!customer) return;
  const unsubscribe = await optionalMail(app, tx, order.userId, 'snags', customer.language);
  if (!unsubscribe) return;
  const arabic = customer.language === 'ar';
  const link = `${sitePage(app.config.siteUrl, customer.language, pathTo('orderDetails', { slug: order.slug }))}#snags`;
  await app.outbox.enqueue(
    customerMail(
      { ...customer, unsubscribe },
      {
        subject: arabic
          ? `طلبك رقم ${arabicDigits(order.id)}: تم إصلاح ملاحظة (${snag.room})`
          : `Your order #${order.id}: a snag is fixed (${snag.room})`,
        blocks: [
          arabic ? `أصلحنا الملاحظة التي أبلغت عنها في ${snag.room}.` : `We fixed the snag you reported in ${snag.room}.`,
          ...(snag.fixNote ? [snag.fixNote] : []),
          arabic ? 'راجع الصورة، ثم أكّد الإصلاح أو أعد فتح الملاحظة:' : 'See the photo, then confirm the fix or reopen the snag:',
          { link, label: arabic ? 'الملاحظات' : 'Your snags' },
        ],
      },
    ),
    tx,
  );
}

// The mails and the thread line of change orders: to the customer in their language when staff raise one (with the
// old total, the change and the new total), to the order's staff when the customer answers.
import type { FastifyInstance } from 'fastify';
import { arabicDigits, changeWords, formatPiastres, pathTo } from '@fitout/shared';
import type { ChangeOrder } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { sitePage } from '../accounts/mails.ts';
import { subjectLine } from '../accounts/company-mail.ts';
import { customerOf } from '../accounts/customer.ts';
import { customerMail } from '../orders/mails.ts';
import type { Order } from '../orders/service.ts';
import { queueOrderStaffMail } from '../threads/mails.ts';

type Tx = Pick<Db, 'select' | 'insert'>;
type Services = Pick<FastifyInstance, 'config' | 'outbox' | 'log'>;

const isolated = (text: string) => `\u2068${text}\u2069`;

const signed = (piastres: number, language: 'en' | 'ar') =>
  `${piastres > 0 ? '+' : piastres < 0 ? '−' : ''}${formatPiastres(Math.abs(piastres), language)}`;

/** The line staff's change writes on the order's thread, in both languages (the thread has no language of its own). */
export function threadLine(change: ChangeOrder): string {
  const days = change.days_added ? `, +${change.days_added} days` : '';
  const daysAr = change.days_added ? `، +${arabicDigits(change.days_added)} يوم` : '';
  return [
    `${changeWords.en.title(change.number)}: ${change.reason} (${signed(change.totals.total, 'en')}${days}). Please approve or decline it by ${change.answer_by}.`,
    // Figures and the date kept whole inside the right-to-left line (Unicode isolates).
    `${changeWords.ar.title(change.number)}: ${change.reason_ar || change.reason} (${isolated(signed(change.totals.total, 'ar'))}${daysAr}). يُرجى الموافقة عليه أو رفضه قبل ${isolated(change.answer_by)}.`,
  ].join('\n');
}

export async function changeRaisedMail(app: Services, tx: Tx, order: Order, change: ChangeOrder) {
  const customer = await customerOf(tx, order.userId);
  if (!customer) return;
  const language = customer.language;
  const link = sitePage(app.config.siteUrl, language, pathTo('orderChange', { slug: order.slug, id: change.id }));
  const money = (piastres: number) => formatPiastres(piastres, language);
  const arabic = language === 'ar';
  await app.outbox.enqueue(
    customerMail(customer, {
      subject: arabic
        ? `${changeWords.ar.title(change.number)} لطلبك رقم ${arabicDigits(order.id)}`
        : `${changeWords.en.title(change.number)} on your order #${order.id}`,
      blocks: [
        arabic
          ? `نقترح تغييرًا على طلبك رقم ${arabicDigits(order.id)}: ${change.reason_ar || change.reason}`
          : `We propose a change to your order #${order.id}: ${change.reason}`,
        {
          rows: arabic
            ? [
                ['الإجمالي الحالي', money(change.contract_before)],
                ['التغيير', signed(change.totals.total, 'ar')],
                ['الإجمالي الجديد', money(change.contract_after)],
                ['أيام مضافة', String(change.days_added)],
                ['الرد قبل', change.answer_by],
              ]
            : [
                ['Current total', money(change.contract_before)],
                ['Change', signed(change.totals.total, 'en')],
                ['New total', money(change.contract_after)],
                ['Days added', String(change.days_added)],
                ['Answer by', change.answer_by],
              ],
        },
        arabic ? 'اقرأ التغيير ثم وافق عليه أو ارفضه من هنا:' : 'Read it, then approve or decline it here:',
        { link, label: arabic ? 'التغيير' : 'See the change' },
      ],
    }),
    tx,
  );
}

export async function changeAnsweredMail(app: Services, tx: Tx, order: Order, change: ChangeOrder, kind: 'approved' | 'declined', email: string) {
  await queueOrderStaffMail(app, tx, order, {
    subject: subjectLine(`Order #${order.id}: ${changeWords.en.title(change.number)} ${kind}`),
    blocks: [
      `${order.fullName} (${email}) ${kind} ${changeWords.en.title(change.number).toLowerCase()} on order #${order.id}.`,
      {
        rows: [
          ['Change', signed(change.totals.total, 'en')],
          ['Contract total', formatPiastres(kind === 'approved' ? change.contract_after : change.contract_before, 'en')],
          ['Days added', String(change.days_added)],
        ],
      },
      { link: `${app.config.adminUrl}/orders/${order.id}/show#changes`, label: 'See it in the console' },
    ],
  });
}

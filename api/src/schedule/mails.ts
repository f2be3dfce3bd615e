// The one mail of a move of the schedule (issue 41): to the customer, in their language, when the expected completion
// moved by more than a day: what moved (each task, from and to; or added, or removed), the completion before and after,
// and why. Sent once per write (a move, a template applied, a task added or removed) however many tasks it shifted,
// unless they turned "schedule" mail off.
import type { FastifyInstance } from 'fastify';
import { arabicDigits, pathTo } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import type { MovedTask } from '../db/schema.ts';
import { sitePage } from '../accounts/mails.ts';
import { customerOf } from '../accounts/customer.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import { customerMail } from '../orders/mails.ts';
import type { Order } from '../orders/service.ts';

type Tx = Pick<Db, 'select' | 'insert'>;
type Services = Pick<FastifyInstance, 'config' | 'outbox' | 'log'>;

/** A day as its reader reads it: "Sunday 6 December 2026", "الأحد ٦ ديسمبر ٢٠٢٦". */
export const dayText = (day: string, language: 'en' | 'ar') =>
  new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

type Move = { reason: string; reasonAr: string; moved: MovedTask[]; before: string | null; after: string | null };

/** What happened to one task: moved (from and to), added (its dates) or removed (the dates it had). */
function whatHappened(task: MovedTask, language: 'en' | 'ar') {
  const day = (value: string) => dayText(value, language);
  if (task.change === 'added')
    return language === 'ar'
      ? `أُضيفت: ${day(task.start_after)} – ${day(task.end_after)}`
      : `Added: ${day(task.start_after)} – ${day(task.end_after)}`;
  if (task.change === 'removed')
    return language === 'ar'
      ? `حُذفت (كانت ${day(task.start_before)} – ${day(task.end_before)})`
      : `Removed (was ${day(task.start_before)} – ${day(task.end_before)})`;
  return language === 'ar' ? `${day(task.start_after)} (كان ${day(task.start_before)})` : `${day(task.start_after)} (was ${day(task.start_before)})`;
}

/** The most tasks the mail names one by one; the rest are counted. */
const LISTED = 8;

export async function scheduleMovedMail(app: Services, tx: Tx, order: Order, move: Move) {
  const customer = await customerOf(tx, order.userId);
  if (!customer || !move.before || !move.after) return;
  const unsubscribe = await optionalMail(app, tx, order.userId, 'schedule', customer.language);
  if (!unsubscribe) return;
  const arabic = customer.language === 'ar';
  const later = move.after > move.before;
  const link = `${sitePage(app.config.siteUrl, customer.language, pathTo('orderDetails', { slug: order.slug }))}#schedule`;
  const listed = move.moved.slice(0, LISTED);
  const more = move.moved.length - listed.length;
  await app.outbox.enqueue(
    customerMail(
      { ...customer, unsubscribe },
      {
        subject: arabic
          ? `طلبك رقم ${arabicDigits(order.id)}: موعد الانتهاء المتوقع أصبح ${dayText(move.after, 'ar')}`
          : `Your order #${order.id}: expected completion now ${dayText(move.after, 'en')}`,
        blocks: [
          arabic
            ? `${later ? 'تأخر' : 'تقدّم'} موعد الانتهاء المتوقع لطلبك من ${dayText(move.before, 'ar')} إلى ${dayText(move.after, 'ar')}.`
            : `The expected completion of your order moved ${later ? 'later' : 'earlier'}, from ${dayText(move.before, 'en')} to ${dayText(move.after, 'en')}.`,
          arabic ? `السبب: ${move.reasonAr || move.reason}` : `Why: ${move.reason}`,
          {
            rows: listed.map((task) => [arabic ? task.name_ar || task.name : task.name, whatHappened(task, arabic ? 'ar' : 'en')]),
          },
          ...(more > 0 ? [arabic ? `و${arabicDigits(more)} مهام أخرى.` : `And ${more} more tasks.`] : []),
          arabic ? 'الجدول كاملًا في صفحة طلبك:' : 'The whole schedule is on your order’s page:',
          { link, label: arabic ? 'الجدول الزمني' : 'Your schedule' },
        ],
      },
    ),
    tx,
  );
}

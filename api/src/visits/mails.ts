// The site visit's mails, in the customer's language: booked (or moved) with the visit as a calendar file (.ics, made
// by the ics package; its UID is the order's, so a calendar moves the one entry), cancelled (the file cancels the
// entry), and the reminder the day before.
import { createEvent } from 'ics';
import { arabicDigits, formatClock, type Language, pathTo } from '@fitout/shared';
import { sitePage } from '../accounts/mails.ts';
import type { Config } from '../config.ts';
import type { MailAttachment, visitSlots } from '../db/schema.ts';
import type { Unsubscribe } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';
import { customerMail, type Recipient } from '../orders/mails.ts';
import { cairoInstant } from '../company-time.ts';

type OrderFacts = { id: number; slug: string; governorate: string; city: string; area: string };
type Slot = Pick<typeof visitSlots.$inferSelect, 'day' | 'startsAt' | 'endsAt'>;

/**
 * "Thursday 3 December 2026, 10:00 AM–12:00 PM", "الخميس، ٣ ديسمبر ٢٠٢٦، ١٠:٠٠ ص–١٢:٠٠ م": the slot's own Cairo times
 * on a 12-hour clock in the reader's language and digits, as the order page writes them (shared formatClock).
 */
export function whenText(slot: Slot, language: Language) {
  const day = new Intl.DateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(
    new Date(`${slot.day}T00:00:00Z`),
  );
  return `${day}${language === 'ar' ? '،' : ','} ${formatClock(slot.startsAt, language)}–${formatClock(slot.endsAt, language)}`;
}

const where = (order: OrderFacts) => [order.area, order.city, order.governorate].filter(Boolean).join(', ');

/**
 * The visit as a calendar file: the order's one entry, confirmed or cancelled, in UTC. Its sequence is the time it is
 * written (in seconds), so that each later file about the order replaces the one before in the customer's calendar.
 */
export function visitCalendar(order: OrderFacts, slot: Slot, siteUrl: string, status: 'CONFIRMED' | 'CANCELLED'): MailAttachment {
  const sequence = Math.floor(Date.now() / 1000);
  const { error, value } = createEvent({
    uid: `order-${order.id}-site-visit@fitout`,
    sequence,
    method: status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH',
    status,
    productId: 'fitout/site-visit',
    title: `Site visit for order #${order.id}`,
    description: `The Fit-out team visits to measure and inspect the unit. Order: ${sitePage(siteUrl, 'en', pathTo('orderDetails', { slug: order.slug }))}`,
    location: where(order),
    start: cairoInstant(slot.day, slot.startsAt).getTime(),
    end: cairoInstant(slot.day, slot.endsAt).getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    endInputType: 'utc',
    endOutputType: 'utc',
  });
  if (error || !value) throw error ?? new Error('the calendar file could not be written');
  return {
    filename: 'site-visit.ics',
    contentType: `text/calendar; charset=utf-8; method=${status === 'CANCELLED' ? 'CANCEL' : 'PUBLISH'}`,
    content: value,
  };
}

const orderLink = (config: Pick<Config, 'siteUrl'>, to: Recipient, order: OrderFacts) =>
  `${sitePage(config.siteUrl, to.language, pathTo('orderDetails', { slug: order.slug }))}#visit`;

export function visitBookedMail(
  to: Recipient,
  order: OrderFacts,
  slot: Slot,
  config: Pick<Config, 'siteUrl' | 'visitCutoffHours'>,
  moved: Slot | null,
): Mail {
  const arabic = to.language === 'ar';
  const when = whenText(slot, to.language);
  return {
    ...customerMail(to, {
      subject: arabic ? `زيارة الموقع لطلبك رقم ${arabicDigits(order.id)}: ${when}` : `Your site visit for order #${order.id}: ${when}`,
      blocks: [
        arabic
          ? `${moved ? 'نقلنا' : 'حجزنا'} زيارة الموقع لطلبك رقم ${arabicDigits(order.id)}. يزورك مهندسنا لأخذ المقاسات ومعاينة الوحدة.`
          : `${moved ? 'We moved' : 'We booked'} the site visit for your order #${order.id}: our engineer comes to measure and inspect the unit.`,
        {
          rows: [
            [arabic ? 'الموعد' : 'When', when],
            [arabic ? 'العنوان' : 'Where', where(order)],
          ],
        },
        arabic
          ? `الملف المرفق يضيف الزيارة إلى تقويمك. يمكنك نقلها أو إلغاؤها حتى ${arabicDigits(config.visitCutoffHours)} ساعة قبل موعدها:`
          : `The attached file adds the visit to your calendar. You may move or cancel it until ${config.visitCutoffHours} hours before it starts:`,
        { link: orderLink(config, to, order), label: arabic ? 'زيارة الموقع' : 'Your site visit' },
      ],
    }),
    attachments: [visitCalendar(order, slot, config.siteUrl, 'CONFIRMED')],
  };
}

export function visitCancelledMail(to: Recipient, order: OrderFacts, slot: Slot, config: Pick<Config, 'siteUrl'>): Mail {
  const arabic = to.language === 'ar';
  const when = whenText(slot, to.language);
  return {
    ...customerMail(to, {
      subject: arabic ? `أُلغيت زيارة الموقع لطلبك رقم ${arabicDigits(order.id)}` : `Your site visit for order #${order.id} is cancelled`,
      blocks: [
        arabic
          ? `ألغينا زيارة الموقع المحددة في ${when}. احجز موعدًا آخر متى شئت:`
          : `We cancelled the site visit of ${when}. Book another time whenever you like:`,
        { link: orderLink(config, to, order), label: arabic ? 'زيارة الموقع' : 'Your site visit' },
      ],
    }),
    attachments: [visitCalendar(order, slot, config.siteUrl, 'CANCELLED')],
  };
}

export function visitReminderMail(to: Recipient, order: OrderFacts, slot: Slot, config: Pick<Config, 'siteUrl'>, unsubscribe: Unsubscribe): Mail {
  const arabic = to.language === 'ar';
  const when = whenText(slot, to.language);
  return customerMail(
    { ...to, unsubscribe },
    {
      kind: 'notification',
      subject: arabic ? `تذكير: زيارة الموقع غدًا لطلبك رقم ${arabicDigits(order.id)}` : `Reminder: your site visit tomorrow for order #${order.id}`,
      blocks: [
        arabic ? `نذكّرك بزيارة الموقع غدًا: ${when}، في ${where(order)}.` : `A reminder of your site visit tomorrow: ${when}, at ${where(order)}.`,
        { link: orderLink(config, to, order), label: arabic ? 'زيارة الموقع' : 'Your site visit' },
      ],
    },
  );
}

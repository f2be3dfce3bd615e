// The mails a customer gets about their order, in their language: one when it is placed, one at each change of
// stage; both as text and HTML (mail/compose.ts).
import { pathTo, stageLabel, type Language, arabicDigits } from '@fitout/shared';
import { greeting, sitePage } from '../accounts/mails.ts';
import { composeMail, type MailContent, type Unsubscribe } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';

/** `unsubscribe`: the stop links of a mail the customer may turn off (mail-preferences/optionalMail). */
export type Recipient = { email: string; fullName: string; language: Language; unsubscribe?: Unsubscribe };

/** A mail to the customer about their order (its quote, payments, visit, snags): in their language, greeting them first. */
export const customerMail = (to: Recipient, content: Pick<MailContent, 'subject' | 'blocks' | 'kind'>): Mail =>
  composeMail({
    ...content,
    to: to.email,
    language: to.language,
    unsubscribe: to.unsubscribe,
    blocks: [greeting(to.fullName, to.language), ...content.blocks],
  });

type OrderFacts = { id: number; slug: string; package: string };

const orderPage = (siteUrl: string, language: Language, order: OrderFacts) =>
  sitePage(siteUrl, language, pathTo('orderDetails', { slug: order.slug }));

export function orderPlacedMail(to: Recipient, order: OrderFacts, siteUrl: string): Mail {
  const link = orderPage(siteUrl, to.language, order);
  if (to.language === 'ar') {
    return customerMail(to, {
      subject: `استلمنا طلبك رقم ${arabicDigits(order.id)}`,
      blocks: [
        order.package ? `شكرًا لك. استلمنا طلبك لباقة «${order.package}».` : 'شكرًا لك. استلمنا طلبك.',
        'سيتواصل معك أحد مهندسينا قريبًا لتحديد موعد زيارة الموقع. تصلك رسالة عند كل خطوة، ويمكنك متابعة الطلب هنا:',
        { link, label: 'متابعة الطلب' },
      ],
    });
  }
  return customerMail(to, {
    subject: `We received your order #${order.id}`,
    blocks: [
      order.package ? `Thank you. We received your order for the package "${order.package}".` : 'Thank you. We received your order.',
      'One of our engineers will contact you soon to arrange a site visit. You will get a mail at each step, and you can follow the order here:',
      { link, label: 'Follow my order' },
    ],
  });
}

/** The line a mail adds for the photos posted with a change or an update. */
const photosLine = (count: number, language: Language) =>
  count === 0
    ? []
    : [
        language === 'ar'
          ? `صور العمل على صفحة الطلب: ${arabicDigits(count)}.`
          : `${count} photo${count === 1 ? '' : 's'} of the work on the order's page.`,
      ];

export function stageChangedMail(to: Recipient, order: OrderFacts, stage: string, note: string, siteUrl: string, photos = 0): Mail {
  const link = orderPage(siteUrl, to.language, order);
  const label = stageLabel(stage, to.language);
  if (to.language === 'ar') {
    return customerMail(to, {
      subject: `طلبك رقم ${arabicDigits(order.id)}: ${label}`,
      blocks: [
        `أصبحت حالة طلبك رقم ${arabicDigits(order.id)}: ${label}.`,
        ...(note ? [note] : []),
        ...photosLine(photos, to.language),
        { link, label: 'تفاصيل الطلب' },
      ],
    });
  }
  return customerMail(to, {
    subject: `Your order #${order.id}: ${label}`,
    blocks: [
      `Your order #${order.id} is now: ${label}.`,
      ...(note ? [note] : []),
      ...photosLine(photos, to.language),
      { link, label: 'See the order' },
    ],
  });
}

/** A progress update without a change of stage (issue 25): its note and how many photos, and the order's page. */
export function progressMail(to: Recipient, order: OrderFacts, note: string, siteUrl: string, photos: number): Mail {
  const link = orderPage(siteUrl, to.language, order);
  const arabic = to.language === 'ar';
  return customerMail(to, {
    subject: arabic ? `طلبك رقم ${arabicDigits(order.id)}: تحديث على سير العمل` : `Your order #${order.id}: a progress update`,
    blocks: [
      arabic ? `نشرنا تحديثًا على سير العمل في طلبك رقم ${arabicDigits(order.id)}.` : `We posted an update on the work on your order #${order.id}.`,
      ...(note ? [note] : []),
      ...photosLine(photos, to.language),
      { link, label: arabic ? 'تفاصيل الطلب' : 'See the update' },
    ],
  });
}

// The mails a customer gets about their order, in their language: one when it is placed, one at each change of
// stage. Plain text only: what customers and staff typed never reaches HTML.
import { pathTo, stageLabel, type Language } from '@fitout/shared';
import { sitePage } from '../accounts/mails.ts';
import type { Mail } from '../mail/outbox.ts';

type Recipient = { email: string; fullName: string; language: Language };
type OrderFacts = { id: number; slug: string; package: string };

const orderPage = (siteUrl: string, language: Language, order: OrderFacts) =>
  sitePage(siteUrl, language, pathTo('orderDetails', { slug: order.slug }));

const greeting = ({ fullName, language }: Recipient) =>
  language === 'ar' ? (fullName ? `مرحبًا ${fullName}،` : 'مرحبًا،') : fullName ? `Hello ${fullName},` : 'Hello,';

export function orderPlacedMail(to: Recipient, order: OrderFacts, siteUrl: string): Mail {
  const link = orderPage(siteUrl, to.language, order);
  if (to.language === 'ar') {
    return {
      to: to.email,
      subject: `استلمنا طلبك رقم ${order.id}`,
      text: [
        greeting(to),
        '',
        order.package ? `شكرًا لك. استلمنا طلبك لباقة «${order.package}».` : 'شكرًا لك. استلمنا طلبك.',
        'سيتواصل معك أحد مهندسينا قريبًا لتحديد موعد زيارة الموقع. تصلك رسالة عند كل خطوة، ويمكنك متابعة الطلب هنا:',
        '',
        link,
      ].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: `We received your order #${order.id}`,
    text: [
      greeting(to),
      '',
      order.package ? `Thank you. We received your order for the package "${order.package}".` : 'Thank you. We received your order.',
      'One of our engineers will contact you soon to arrange a site visit. You will get a mail at each step, and you can follow the order here:',
      '',
      link,
    ].join('\n'),
  };
}

export function stageChangedMail(to: Recipient, order: OrderFacts, stage: string, note: string, siteUrl: string): Mail {
  const link = orderPage(siteUrl, to.language, order);
  const label = stageLabel(stage, to.language);
  if (to.language === 'ar') {
    return {
      to: to.email,
      subject: `طلبك رقم ${order.id}: ${label}`,
      text: [greeting(to), '', `أصبحت حالة طلبك رقم ${order.id}: ${label}.`, ...(note ? ['', note] : []), '', `تفاصيل الطلب: ${link}`].join('\n'),
    };
  }
  return {
    to: to.email,
    subject: `Your order #${order.id}: ${label}`,
    text: [greeting(to), '', `Your order #${order.id} is now: ${label}.`, ...(note ? ['', note] : []), '', `See the order: ${link}`].join('\n'),
  };
}

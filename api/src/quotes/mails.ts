// The mails of quotes and payments: to the customer in their language (a quote to read, a receipt), to the company
// when the customer answers. Text and HTML through mail/compose.ts.
import { formatPiastres, labelIn, pathTo, paymentMethodOptions, arabicDigits } from '@fitout/shared';
import type { Payment, PaymentAccount, Quote } from '@fitout/shared/contract';
import { sitePage } from '../accounts/mails.ts';
import { subjectLine } from '../accounts/company-mail.ts';
import type { MailContent } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';
import { customerMail, type Recipient } from '../orders/mails.ts';

type OrderFacts = { id: number; slug: string };

export function quoteSentMail(to: Recipient, order: OrderFacts, quote: Quote, siteUrl: string): Mail {
  const link = sitePage(siteUrl, to.language, pathTo('orderQuote', { slug: order.slug }));
  const money = (piastres: number) => formatPiastres(piastres, to.language);
  if (to.language === 'ar') {
    return customerMail(to, {
      subject: `عرض السعر لطلبك رقم ${arabicDigits(order.id)}`,
      blocks: [
        quote.version > 1
          ? `أرسلنا نسخة معدّلة (رقم ${arabicDigits(quote.version)}) من عرض السعر لطلبك رقم ${arabicDigits(order.id)}.`
          : `عرض السعر لطلبك رقم ${arabicDigits(order.id)} جاهز.`,
        {
          rows: [
            ['الإجمالي شامل الضريبة', money(quote.totals.total)],
            ['صالح حتى', quote.valid_until],
          ],
        },
        'اقرأ العرض واختر البنود الاختيارية، ثم اقبله أو اطلب تعديلات من هنا:',
        { link, label: 'عرض السعر' },
      ],
    });
  }
  return customerMail(to, {
    subject: `Your quote for order #${order.id}`,
    blocks: [
      quote.version > 1
        ? `We sent a revised quote (version ${quote.version}) for your order #${order.id}.`
        : `The quote for your order #${order.id} is ready.`,
      {
        rows: [
          ['Total including VAT', money(quote.totals.total)],
          ['Valid until', quote.valid_until],
        ],
      },
      'Read it, choose the optional items, then accept it or ask for changes here:',
      { link, label: 'See the quote' },
    ],
  });
}

const ANSWERS = { accepted: 'accepted', declined: 'declined', changes_requested: 'asked for changes to' } as const;

/** To the company: the customer's answer, what it says, and where to see it in the console. */
export function quoteAnsweredMail(
  adminUrl: string,
  order: OrderFacts,
  quote: Quote,
  kind: keyof typeof ANSWERS,
  note: string,
  name: string,
  email: string,
): Omit<MailContent, 'to'> {
  const rows: [string, string][] = [
    ['Order', `#${order.id}`],
    ['Quote version', String(quote.version)],
  ];
  if (kind === 'accepted') rows.push(['Total including VAT', formatPiastres(quote.totals.total)], ['Typed name', name]);
  if (note) rows.push([kind === 'declined' ? 'Reason' : 'Changes asked for', note]);
  return {
    subject: subjectLine(`Order #${order.id}: the customer ${ANSWERS[kind]} quote version ${quote.version}`),
    replyTo: email,
    blocks: [
      `${name || email} ${ANSWERS[kind]} quote version ${quote.version} of order #${order.id}.`,
      { rows },
      { link: `${adminUrl}/orders/${order.id}/show`, label: 'Open the order in the console' },
    ],
  };
}

export function receiptMail(to: Recipient, order: OrderFacts, payment: Payment, account: PaymentAccount, siteUrl: string): Mail {
  const link = sitePage(siteUrl, to.language, pathTo('orderQuote', { slug: order.slug }));
  const money = (piastres: number) => formatPiastres(piastres, to.language);
  const method = labelIn(paymentMethodOptions, payment.method, to.language);
  if (to.language === 'ar') {
    return customerMail(to, {
      subject: `إيصال دفعة لطلبك رقم ${arabicDigits(order.id)}`,
      blocks: [
        `استلمنا دفعتك لطلبك رقم ${arabicDigits(order.id)}. شكرًا لك.`,
        {
          rows: [
            ['رقم الإيصال', String(payment.id)],
            ['المبلغ', money(payment.amount)],
            ['التاريخ', payment.paid_on],
            ['طريقة الدفع', method],
            ['المرجع', payment.reference || '-'],
            ['إجمالي المدفوع', money(account.paid)],
            ['المتبقي', money(account.remaining ?? 0)],
          ],
        },
        { link, label: 'الدفعات والمراحل' },
      ],
    });
  }
  return customerMail(to, {
    subject: `Receipt for your payment on order #${order.id}`,
    blocks: [
      `We received your payment for order #${order.id}. Thank you.`,
      {
        rows: [
          ['Receipt number', String(payment.id)],
          ['Amount', money(payment.amount)],
          ['Date', payment.paid_on],
          ['Method', method],
          ['Reference', payment.reference || '-'],
          ['Paid so far', money(account.paid)],
          ['Left to pay', money(account.remaining ?? 0)],
        ],
      },
      { link, label: 'See the payments' },
    ],
  });
}

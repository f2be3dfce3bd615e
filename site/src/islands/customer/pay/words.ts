// The words of paying an instalment online (issue 40), English and Arabic key for key.
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Pay this instalment',
  lead: 'Pay online: the amount is what is left of the instalment.',
  card: 'Card or mobile wallet',
  cardHint: 'You go to Paymob’s secure page, then come back here.',
  fawry: 'Fawry reference',
  fawryHint: 'Pay at any Fawry outlet or in the Fawry app (myFawry).',
  going: 'Opening Paymob…',
  asking: 'Getting your reference…',
  reference: 'Your Fawry reference number',
  expires: (when: string) => `Pay before ${when}.`,
  howToPay:
    'At a Fawry outlet, say you are paying with a reference number (Pay at Fawry) and give this number. In the myFawry app: Pay with reference number.',
  processing: 'Your payment is being confirmed. This page updates by itself once Paymob has told us.',
  paid: 'Paid: thank you. Your receipt is on its way by e-mail.',
  failed: 'The payment did not go through. Nothing was taken: you can try again.',
  expired: 'This reference has expired. Ask for a new one.',
  waiting: 'Waiting for your payment at Fawry.',
};

const ar: typeof en = {
  title: 'ادفع هذه الدفعة',
  lead: 'ادفع عبر الإنترنت: المبلغ هو المتبقي من هذه الدفعة.',
  card: 'بطاقة أو محفظة الهاتف',
  cardHint: 'تنتقل إلى صفحة Paymob الآمنة، ثم تعود إلى هنا.',
  fawry: 'رقم مرجعي من فوري',
  fawryHint: 'ادفع في أي منفذ فوري أو من تطبيق فوري (myFawry).',
  going: 'جارٍ فتح Paymob…',
  asking: 'جارٍ إصدار الرقم المرجعي…',
  reference: 'رقمك المرجعي في فوري',
  expires: (when) => `ادفع قبل ${when}.`,
  howToPay: 'في منفذ فوري، اطلب الدفع برقم مرجعي (ادفع في فوري) وأعطِ هذا الرقم. في تطبيق myFawry: الدفع برقم مرجعي.',
  processing: 'جارٍ تأكيد دفعتك. تتحدّث هذه الصفحة تلقائيًا بمجرد أن يبلغنا Paymob.',
  paid: 'تم الدفع، شكرًا لك. إيصالك في الطريق إلى بريدك الإلكتروني.',
  failed: 'لم تتم عملية الدفع ولم يُخصم شيء. يمكنك المحاولة مجددًا.',
  expired: 'انتهت صلاحية هذا الرقم المرجعي. اطلب رقمًا جديدًا.',
  waiting: 'في انتظار دفعتك في فوري.',
};

export const payWords = (lang: Lang) => (lang === 'ar' ? ar : en);

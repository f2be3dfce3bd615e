// The words of the order's home (issue 37) and of the orders list's cards, English and Arabic key for key.
import type { Lang } from '../../../i18n/ui.ts';
import { arabicDigits } from '@fitout/shared';

const en = {
  orderNumber: (id: number) => `Order #${id}`,
  stage: 'Stage',
  nextStep: 'Your next step',
  nothingToDo: 'Nothing waits on you now: we will mail you when it does.',
  steps: {
    quote: 'Read and accept the quote',
    deposit: 'Pay the deposit',
    instalment: 'Pay the next instalment',
    message: 'Answer our message',
    visit: 'Book the site visit',
    snag: 'Confirm the fixed snag',
  },
  stepLeads: {
    quote: 'Your quote is ready: choose the optional items and accept it, or ask us for changes.',
    deposit: 'Your quote is accepted. Paying the deposit lets us schedule the work.',
    instalment: 'An instalment of the payment schedule is due.',
    message: 'We wrote to you about this order.',
    visit: 'Pick a time for our engineer to visit the place.',
    snag: 'We fixed a snag you reported: check it and confirm.',
  },
  money: 'Money',
  contractTotal: 'Contract total',
  paid: 'Paid',
  nextDue: 'Next due',
  onApproval: 'On approval',
  nothingDue: 'Nothing is due now',
  paidInFull: 'Paid in full',
  seePayments: 'Quote and payments',
  photos: 'Latest photos',
  photo: (n: number) => `Photo ${n} of the work`,
  details: 'Order details',
  detailsLead: 'What you told us when you placed the order.',
  withdraw: 'Withdraw this order',
  placed: (date: string) => `Placed ${date}`,
};

type Words = {
  [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K];
};

const ar: Words = {
  orderNumber: (id) => `طلب رقم ${arabicDigits(id)}`,
  stage: 'المرحلة',
  nextStep: 'خطوتك التالية',
  nothingToDo: 'لا شيء ينتظرك الآن: سنراسلك عندما يحين دورك.',
  steps: {
    quote: 'اقرأ عرض السعر واقبله',
    deposit: 'ادفع المقدم',
    instalment: 'ادفع الدفعة التالية',
    message: 'رد على رسالتنا',
    visit: 'احجز زيارة الموقع',
    snag: 'أكّد إصلاح الملاحظة',
  },
  stepLeads: {
    quote: 'عرض السعر جاهز: اختر البنود الاختيارية واقبله، أو اطلب منا تعديلات.',
    deposit: 'تم قبول عرض السعر. دفع المقدم يتيح لنا جدولة العمل.',
    instalment: 'حان موعد دفعة من جدول الدفعات.',
    message: 'راسلناك بخصوص هذا الطلب.',
    visit: 'اختر موعدًا لزيارة مهندسنا للموقع.',
    snag: 'أصلحنا ملاحظة أبلغت عنها: راجعها وأكّد الإصلاح.',
  },
  money: 'الحساب',
  contractTotal: 'إجمالي العقد',
  paid: 'المدفوع',
  nextDue: 'المستحق التالي',
  onApproval: 'عند الموافقة',
  nothingDue: 'لا شيء مستحق الآن',
  paidInFull: 'تم السداد بالكامل',
  seePayments: 'عرض السعر والدفعات',
  photos: 'أحدث الصور',
  photo: (n) => `صورة ${arabicDigits(n)} من العمل`,
  details: 'تفاصيل الطلب',
  detailsLead: 'ما أخبرتنا به عند تقديم الطلب.',
  withdraw: 'سحب هذا الطلب',
  placed: (date) => `قُدّم في ${date}`,
};

export const homeWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);

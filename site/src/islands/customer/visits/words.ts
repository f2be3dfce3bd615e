// The words of the site visit in the customer area (issue 25), English and Arabic key for key, and the Arabic of the
// API's fixed refusals the customer may meet.
import { formatClock, numberFormat } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Site visit',
  lead: 'Our engineer visits to measure and inspect the unit. Pick a time that suits you.',
  booked: 'Your visit',
  changeUntil: (when: string) => `You can move or cancel it until ${when}.`,
  tooLate: 'The visit is close: to change it, call us.',
  move: 'Move the visit',
  cancel: 'Cancel the visit',
  cancelConfirm: 'Cancel this site visit?',
  cancelled: 'Your visit is cancelled.',
  pick: 'Pick a time',
  book: 'Book this time',
  moveHere: 'Move to this time',
  booking: 'Booking…',
  bookedNotice: 'Your visit is booked. We mailed you the details with a calendar file.',
  movedNotice: 'Your visit is moved. We mailed you the new time.',
  none: (where: string) => `No free times in ${where} at the moment. We will contact you to arrange the visit.`,
  noArea: 'We will contact you to arrange the visit.',
  free: (n: number) => (n === 1 ? '1 place left' : `${n} places left`),
  back: 'Keep the current time',
  loadFailed: 'The visit times could not be loaded.',
  retry: 'Try again',
};

type Words = { [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K] };

const arabicCount = (n: number) => numberFormat('ar-EG').format(n);

const ar: Words = {
  title: 'زيارة الموقع',
  lead: 'يزورك مهندسنا لأخذ المقاسات ومعاينة الوحدة. اختر الموعد الذي يناسبك.',
  booked: 'موعد زيارتك',
  changeUntil: (when) => `يمكنك نقلها أو إلغاؤها حتى ${when}.`,
  tooLate: 'اقترب موعد الزيارة: لتغييرها اتصل بنا.',
  move: 'نقل الزيارة',
  cancel: 'إلغاء الزيارة',
  cancelConfirm: 'هل تريد إلغاء زيارة الموقع؟',
  cancelled: 'تم إلغاء زيارتك.',
  pick: 'اختر موعدًا',
  book: 'احجز هذا الموعد',
  moveHere: 'انقلها إلى هذا الموعد',
  booking: 'جارٍ الحجز…',
  bookedNotice: 'تم حجز زيارتك. أرسلنا إليك التفاصيل مع ملف للتقويم.',
  movedNotice: 'تم نقل زيارتك. أرسلنا إليك الموعد الجديد.',
  none: (where) => `لا توجد مواعيد متاحة في ${where} حاليًا. سنتواصل معك لترتيب الزيارة.`,
  noArea: 'سنتواصل معك لترتيب الزيارة.',
  free: (n) => (n === 1 ? 'مكان واحد متبقٍ' : `${arabicCount(n)} أماكن متبقية`),
  back: 'الإبقاء على الموعد الحالي',
  loadFailed: 'تعذّر تحميل مواعيد الزيارة.',
  retry: 'حاول مرة أخرى',
};

export const visitWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);

/** A slot's window on a 12-hour clock in the page's digits (issue 37): "2:00 PM–4:00 PM", "٢:٠٠ م–٤:٠٠ م". */
export const timeWindow = (startsAt: string, endsAt: string, lang: Lang) => `${formatClock(startsAt, lang)}–${formatClock(endsAt, lang)}`;

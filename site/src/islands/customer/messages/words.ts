// The words of an order's messages in the customer area (issue 25), English and Arabic key for key, and the Arabic of
// the API's fixed refusals the customer may meet.
import { numberFormat } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Messages',
  lead: 'Write to the team looking after your order: questions, changes, photos of the site or documents.',
  empty: 'No messages yet. Ask us anything about your order here.',
  newCount: (n: number) => `${n} new`,
  unreadLabel: (n: number) => `${n} unread message${n === 1 ? '' : 's'}`,
  newMessages: (n: number) => (n === 1 ? '1 new message' : `${n} new messages`),
  earlier: 'Show earlier messages',
  you: 'You',
  team: 'Fit-out team',
  write: 'Write to us',
  placeholder: 'Your message',
  attach: 'Attach photos or PDFs',
  attachHelp: 'Up to 5 files: photos (JPEG, PNG, WebP) or PDFs, 20 MB in all.',
  remove: (name: string) => `Remove ${name}`,
  send: 'Send',
  sending: 'Sending…',
  sent: 'Message sent.',
  photoOf: (n: number, who: string) => `Photo ${n} from ${who}`,
  loadFailed: 'The messages could not be loaded.',
  retry: 'Try again',
};

type Words = { [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K] };

/** A count in Arabic-Indic digits, as the area's Arabic dates are written. */
const arabicCount = (n: number) => numberFormat('ar-EG').format(n);

const ar: Words = {
  title: 'الرسائل',
  lead: 'اكتب إلى الفريق الذي يتابع طلبك: أسئلة أو تعديلات أو صور للموقع أو مستندات.',
  empty: 'لا توجد رسائل بعد. اسألنا هنا عن أي شيء يخص طلبك.',
  newCount: (n) => `${arabicCount(n)} جديدة`,
  unreadLabel: (n) => (n === 1 ? 'رسالة واحدة غير مقروءة' : `${arabicCount(n)} رسائل غير مقروءة`),
  newMessages: (n) => (n === 1 ? 'رسالة جديدة' : `${arabicCount(n)} رسائل جديدة`),
  earlier: 'عرض الرسائل الأقدم',
  you: 'أنت',
  team: 'فريق التشطيب',
  write: 'اكتب إلينا',
  placeholder: 'رسالتك',
  attach: 'أرفق صورًا أو ملفات PDF',
  attachHelp: 'حتى ٥ ملفات: صور (JPEG أو PNG أو WebP) أو ملفات PDF، بحد أقصى ٢٠ ميجابايت.',
  remove: (name) => `إزالة ${name}`,
  send: 'إرسال',
  sending: 'جارٍ الإرسال…',
  sent: 'تم إرسال الرسالة.',
  photoOf: (n, who) => `الصورة ${n} من ${who}`,
  loadFailed: 'تعذّر تحميل الرسائل.',
  retry: 'حاول مرة أخرى',
};

export const messageWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);

/** A count as the area's language writes it. */
export const countIn = (lang: Lang, n: number) => (lang === 'ar' ? arabicCount(n) : String(n));

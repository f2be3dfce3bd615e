// The words of snags in the customer area (issue 25), English and Arabic key for key, and the Arabic of the API's fixed
// refusals the customer may meet.
import { numberFormat } from '@fitout/shared';
import type { Lang } from '../../../i18n/ui.ts';

const en = {
  title: 'Snags after handover',
  lead: (until: string) => `Something not right since we handed over? Tell us, with photos: your warranty runs until ${until}.`,
  over: (until: string) => `Your warranty ended on ${until}. Call us about anything that needs fixing.`,
  none: 'No snags reported.',
  report: 'Report a snag',
  room: 'Room',
  roomHint: 'For example: kitchen, master bathroom',
  description: 'What is wrong?',
  photos: 'Add photos',
  photosHint: 'Up to 5 photos (JPEG, PNG, WebP).',
  choosePhotos: 'Choose photos',
  noPhotos: 'No photos chosen',
  photosChosen: (n: number) => (n === 1 ? '1 photo chosen' : `${n} photos chosen`),
  roomRequired: 'Say which room it is in.',
  descriptionRequired: 'Describe what is wrong.',
  send: 'Send the report',
  sending: 'Sending…',
  reported: 'Thank you: we will arrange the fix and tell you when it is done.',
  statuses: { open: 'Open', fixed: 'Fixed: please check', closed: 'Closed' } as Record<string, string>,
  reportedOn: (date: string) => `Reported on ${date}`,
  fixedNote: 'Our fix',
  confirm: 'Confirm the fix',
  confirmed: 'Thank you for confirming.',
  reopen: 'Still not right',
  reopenWhy: 'What is still wrong?',
  reopenSend: 'Reopen the snag',
  reopened: 'The snag is open again: we will come back to it.',
  reopenedCount: (n: number) => (n === 1 ? 'Reopened once' : `Reopened ${n} times`),
  photoOf: (n: number, room: string) => `Photo ${n} of the snag in ${room}`,
  fixPhoto: (room: string) => `Photo of the fix in ${room}`,
};

type Words = { [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K] };

const ar: Words = {
  title: 'ملاحظات ما بعد التسليم',
  lead: (until) => `هل لاحظت شيئًا غير سليم بعد التسليم؟ أخبرنا مع الصور: الضمان ساري حتى ${until}.`,
  over: (until) => `انتهى الضمان في ${until}. اتصل بنا بخصوص أي شيء يحتاج إلى إصلاح.`,
  none: 'لا توجد ملاحظات.',
  report: 'أبلغ عن ملاحظة',
  room: 'الغرفة',
  roomHint: 'مثلًا: المطبخ، الحمام الرئيسي',
  description: 'ما المشكلة؟',
  photos: 'أضف صورًا',
  photosHint: 'حتى ٥ صور (JPEG أو PNG أو WebP).',
  choosePhotos: 'اختر صورًا',
  noPhotos: 'لم تختر صورًا',
  photosChosen: (n) => `عدد الصور المختارة: ${numberFormat('ar-EG').format(n)}`,
  roomRequired: 'اذكر الغرفة التي فيها المشكلة.',
  descriptionRequired: 'صف المشكلة.',
  send: 'إرسال البلاغ',
  sending: 'جارٍ الإرسال…',
  reported: 'شكرًا لك: سنرتب الإصلاح ونخبرك عند الانتهاء.',
  statuses: { open: 'مفتوحة', fixed: 'تم الإصلاح: يرجى المراجعة', closed: 'مغلقة' },
  reportedOn: (date) => `أُبلغ عنها في ${date}`,
  fixedNote: 'ما أصلحناه',
  confirm: 'تأكيد الإصلاح',
  confirmed: 'شكرًا لتأكيدك.',
  reopen: 'ما زالت المشكلة قائمة',
  reopenWhy: 'ما الذي ما زال غير سليم؟',
  reopenSend: 'إعادة فتح الملاحظة',
  reopened: 'أُعيد فتح الملاحظة: سنعود إليها.',
  reopenedCount: (n) => (n === 1 ? 'أُعيد فتحها مرة واحدة' : `أُعيد فتحها ${numberFormat('ar-EG').format(n)} مرات`),
  photoOf: (n, room) => `صورة ${n} للملاحظة في ${room}`,
  fixPhoto: (room) => `صورة الإصلاح في ${room}`,
};

export const snagWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);

// The words of the customer's mail choices (issue 25): the profile's Mail panel and the page a mail's "Stop these
// mails" link opens. The kinds' names come from the shared labels the API's answers are read with.
import { mailKindLabels, type MailPreferenceKind, stopMailsLabel } from '@fitout/shared';
import type { Lang } from '../../i18n/ui.ts';

const words = {
  en: {
    title: 'Mail',
    intro: 'Choose which mails we send you. Mail about your account, quotes and receipts always comes.',
    saved: (kind: string, on: boolean) => `${kind}: ${on ? 'on' : 'off'}.`,
    notSaved: 'Your choice was not saved. Try again.',
    loading: 'Loading your choices…',
    stop: stopMailsLabel.en,
    stopping: 'Stopping…',
    willStop: (kind: string) => `This link stops the mails about: ${kind}.`,
    done: (kind: string) => `Done: you will no longer get ${kind.toLowerCase()}.`,
    turnBackOn: 'You can turn them back on in your profile.',
    profile: 'Go to my profile',
    badLink: 'This link is not valid. Sign in and choose what mails you get in your profile.',
    failed: 'Something went wrong. Try again in a moment.',
  },
  ar: {
    title: 'البريد',
    intro: 'اختر الرسائل التي نرسلها إليك. رسائل حسابك وعروض الأسعار والإيصالات تصلك دائمًا.',
    saved: (kind: string, on: boolean) => `${kind}: ${on ? 'مفعّلة' : 'متوقفة'}.`,
    notSaved: 'لم يُحفظ اختيارك. حاول مرة أخرى.',
    loading: 'جارٍ تحميل اختياراتك…',
    stop: stopMailsLabel.ar,
    stopping: 'جارٍ الإيقاف…',
    willStop: (kind: string) => `يوقف هذا الرابط رسائل: ${kind}.`,
    done: (kind: string) => `تم: لن تصلك بعد الآن رسائل ${kind}.`,
    turnBackOn: 'يمكنك إعادة تفعيلها من ملفك الشخصي.',
    profile: 'إلى ملفي الشخصي',
    badLink: 'هذا الرابط غير صالح. سجّل الدخول واختر الرسائل التي تصلك من ملفك الشخصي.',
    failed: 'حدث خطأ ما. حاول مرة أخرى بعد قليل.',
  },
} as const;

export const mailWords = (lang: Lang) => words[lang];
export const kindLabel = (kind: MailPreferenceKind, lang: Lang) => mailKindLabels[lang][kind];

// The profile's own words (issue 37), English and Arabic key for key: the governorate list's prompt, the picture
// picker, the saved states and the language of mails.
import type { Language, MailLanguageChoice } from '@fitout/shared';
import type { Lang } from '../../../i18n/forms.ts';

const languageName = { en: { en: 'English', ar: 'Arabic' }, ar: { en: 'الإنجليزية', ar: 'العربية' } } as const;

const en = {
  chooseGovernorate: 'Choose your governorate',
  choosePicture: 'Choose a picture',
  changePicture: 'Choose another picture',
  noPicture: 'No picture chosen yet',
  profileSaved: 'Your profile is saved.',
  mailLanguage: 'Language of mails',
  mailLanguageIntro: 'Every mail we send you is written in this language.',
  mailLanguageChoice: (choice: MailLanguageChoice, pages: Language) =>
    choice === 'pages' ? `The language of the pages I use (now ${languageName.en[pages]})` : languageName.en[choice],
  mailLanguageSaved: (choice: MailLanguageChoice, pages: Language) =>
    `Saved: mails in ${choice === 'pages' ? `the language of your pages (${languageName.en[pages]})` : languageName.en[choice]}.`,
  saved: 'Saved',
};

type Words = { [K in keyof typeof en]: (typeof en)[K] extends (...args: infer A) => string ? (...args: A) => string : (typeof en)[K] };

const ar: Words = {
  chooseGovernorate: 'اختر محافظتك',
  choosePicture: 'اختر صورة',
  changePicture: 'اختر صورة أخرى',
  noPicture: 'لم تختر صورة بعد',
  profileSaved: 'تم حفظ ملفك الشخصي.',
  mailLanguage: 'لغة الرسائل',
  mailLanguageIntro: 'نكتب إليك كل رسائلنا بهذه اللغة.',
  mailLanguageChoice: (choice, pages) =>
    choice === 'pages' ? `لغة الصفحات التي أستخدمها (الآن ${languageName.ar[pages]})` : languageName.ar[choice],
  mailLanguageSaved: (choice, pages) =>
    `تم الحفظ: الرسائل ${choice === 'pages' ? `بلغة صفحاتك (${languageName.ar[pages]})` : `باللغة ${languageName.ar[choice]}`}.`,
  saved: 'تم الحفظ',
};

export const profileWords = (lang: Lang): Words => (lang === 'ar' ? ar : en);

/** Set by the profile form just before it returns to the profile, read once there: the saved state stays in sight. */
let savedJustNow = false;
export const markProfileSaved = () => {
  savedJustNow = true;
};
export function takeProfileSaved(): boolean {
  const was = savedJustNow;
  savedJustNow = false;
  return was;
}

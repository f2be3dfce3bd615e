// The refusals a form says itself before anything is sent: a required field, an email address, passwords that differ,
// a link that no longer works, the profile's picture. They are entries of the registry (words.ts takes them from here,
// in their place), in a module of their own so that a page carries these few words, and the whole registry (every
// refusal of the API, in both languages) only once the API has refused something (issue 37: the main thread of the
// sign-in pages and the customer area).
import { apiMessages, messages } from '../common/messages.ts';

export const checkRefusals = {
  'auth.link_invalid': { en: apiMessages.invalidLink, ar: 'هذا الرابط غير صالح أو انتهت صلاحيته.' },
  'field.required': { en: apiMessages.required, ar: 'هذا الحقل مطلوب.' },
  'field.invalid_email': { en: apiMessages.invalidEmail, ar: 'أدخل عنوان بريد إلكتروني صالحًا.' },
  'password.fields_mismatch': { en: apiMessages.passwordFieldsMismatch, ar: 'كلمتا المرور غير متطابقتين.' },
  // The site's own checks before sending (issue 37): the spec's sentences as its forms show them, worded by code.
  'spec.password_mismatch': { en: messages.passwordMismatch, ar: 'كلمتا المرور غير متطابقتين' },
  'spec.image_required': { en: messages.imageRequired, ar: 'يُرجى رفع ملف صورة صالح قبل الإرسال.' },
  'spec.image_type': { en: messages.imageType, ar: 'يُرجى رفع ملف صورة صالح (JPEG أو PNG)' },
  'spec.profile_update_failed': { en: messages.profileUpdateFailed, ar: 'حدث خطأ، تحقّق من البيانات' },
} as const;

export type CheckCode = keyof typeof checkRefusals;

/** A check's words in a language. */
export const checkText = (code: CheckCode, language: 'en' | 'ar'): string => checkRefusals[code][language];

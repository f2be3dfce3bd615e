// The texts of the mails the accounts area sends, in the customer's language. Plain text only: names typed by
// users never reach HTML.
import type { Language } from '@fitout/shared';
import type { Mail } from '../mail/outbox.ts';

/** A page of the site in `language`: the Arabic pages are the English paths with /ar in front. */
export const sitePage = (siteUrl: string, language: Language, pathAndQuery: string) => `${siteUrl}${language === 'ar' ? '/ar' : ''}${pathAndQuery}`;

const greeting = (fullName: string, language: Language) =>
  language === 'ar' ? (fullName ? `مرحبًا ${fullName}،` : 'مرحبًا،') : fullName ? `Hello ${fullName},` : 'Hello,';

export function activationMail(to: string, fullName: string, link: string, language: Language): Mail {
  if (language === 'ar') {
    return {
      to,
      subject: 'أكّد عنوان بريدك الإلكتروني',
      text: [
        greeting(fullName, language),
        '',
        'شكرًا لتسجيلك. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني وتفعيل حسابك:',
        '',
        link,
        '',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 3 أيام. إذا لم تسجّل أنت، فتجاهل هذه الرسالة.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Confirm your email address',
    text: [
      greeting(fullName, language),
      '',
      'Thank you for signing up. Open this link to confirm your email address and activate your account:',
      '',
      link,
      '',
      'The link works once and expires in 3 days. If you did not sign up, ignore this message.',
    ].join('\n'),
  };
}

export function passwordResetMail(to: string, fullName: string, link: string, language: Language): Mail {
  if (language === 'ar') {
    return {
      to,
      subject: 'اختر كلمة مرور جديدة',
      text: [
        greeting(fullName, language),
        '',
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. افتح هذا الرابط لتختار كلمة مرور جديدة:',
        '',
        link,
        '',
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إذا لم تطلبه أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Choose a new password',
    text: [
      greeting(fullName, language),
      '',
      'Someone asked to reset the password of your account. Open this link to choose a new one:',
      '',
      link,
      '',
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.',
    ].join('\n'),
  };
}

export function passwordChangedMail(to: string, fullName: string, siteUrl: string, language: Language): Mail {
  const resetPage = sitePage(siteUrl, language, '/resetpassword');
  if (language === 'ar') {
    return {
      to,
      subject: 'تم تغيير كلمة المرور',
      text: [
        greeting(fullName, language),
        '',
        'تم تغيير كلمة مرور حسابك الآن، وتم تسجيل الخروج من كل الأجهزة التي كانت مسجلة الدخول.',
        '',
        `إذا لم تكن أنت، فاختر كلمة مرور جديدة فورًا: ${resetPage}`,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: 'Your password was changed',
    text: [
      greeting(fullName, language),
      '',
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      '',
      `If this was not you, choose a new password at once: ${resetPage}`,
    ].join('\n'),
  };
}

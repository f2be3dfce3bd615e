// The mails the accounts area sends, in the customer's language, as text and HTML (mail/compose.ts).
import type { Language } from '@fitout/shared';
import { composeMail } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';

/** A page of the site in `language`: the Arabic pages are the English paths with /ar in front. */
export const sitePage = (siteUrl: string, language: Language, pathAndQuery: string) => `${siteUrl}${language === 'ar' ? '/ar' : ''}${pathAndQuery}`;

export const greeting = (fullName: string, language: Language) =>
  language === 'ar' ? (fullName ? `مرحبًا ${fullName}،` : 'مرحبًا،') : fullName ? `Hello ${fullName},` : 'Hello,';

export function activationMail(to: string, fullName: string, link: string, language: Language): Mail {
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'أكّد عنوان بريدك الإلكتروني',
      blocks: [
        greeting(fullName, language),
        'شكرًا لتسجيلك. افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني وتفعيل حسابك:',
        { link, label: 'تأكيد البريد الإلكتروني' },
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد 3 أيام. إذا لم تسجّل أنت، فتجاهل هذه الرسالة.',
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'Confirm your email address',
    blocks: [
      greeting(fullName, language),
      'Thank you for signing up. Open this link to confirm your email address and activate your account:',
      { link, label: 'Confirm my address' },
      'The link works once and expires in 3 days. If you did not sign up, ignore this message.',
    ],
  });
}

export function passwordResetMail(to: string, fullName: string, link: string, language: Language): Mail {
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'اختر كلمة مرور جديدة',
      blocks: [
        greeting(fullName, language),
        'طلب أحدهم إعادة تعيين كلمة مرور حسابك. افتح هذا الرابط لتختار كلمة مرور جديدة:',
        { link, label: 'اختيار كلمة مرور جديدة' },
        'يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ساعة. إذا لم تطلبه أنت، فتجاهل هذه الرسالة: تبقى كلمة مرورك كما هي.',
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'Choose a new password',
    blocks: [
      greeting(fullName, language),
      'Someone asked to reset the password of your account. Open this link to choose a new one:',
      { link, label: 'Choose a new password' },
      'The link works once and expires in 1 hour. If you did not ask for it, ignore this message: your password stays as it is.',
    ],
  });
}

export function passwordChangedMail(to: string, fullName: string, siteUrl: string, language: Language): Mail {
  const resetPage = sitePage(siteUrl, language, '/resetpassword');
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'تم تغيير كلمة المرور',
      blocks: [
        greeting(fullName, language),
        'تم تغيير كلمة مرور حسابك الآن، وتم تسجيل الخروج من كل الأجهزة التي كانت مسجلة الدخول.',
        'إذا لم تكن أنت، فاختر كلمة مرور جديدة فورًا:',
        { link: resetPage, label: 'إعادة تعيين كلمة المرور' },
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'Your password was changed',
    blocks: [
      greeting(fullName, language),
      'The password of your account was just changed, and every device that was signed in has been signed out.',
      'If this was not you, choose a new password at once:',
      { link: resetPage, label: 'Reset my password' },
    ],
  });
}

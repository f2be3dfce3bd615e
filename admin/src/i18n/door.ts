// The words of the console's first screen (its login page, and the page's title), kept apart from the rest of the
// console's words (messages.ts) so that the login page, which loads alone, carries these and no others.
import { messages } from '@fitout/shared';

/** The page's title and the login page's words, English and Arabic; messages.ts lends them to react-admin. */
export const doorWords = {
  en: {
    title: 'Fit-out console',
    login: {
      title: 'Company console',
      subtitle: 'Sign in with a company account',
      email: 'Email',
      password: 'Password',
      show_password: 'Show password',
      hide_password: 'Hide password',
      sign_in: 'Sign in',
      required: 'Required',
      sign_in_passkey: 'Sign in with a passkey',
      passkey_failed: 'The passkey did not sign you in. Try again, or sign in with your password.',
      passkey_unsupported: 'This browser cannot use passkeys.',
      second_step_title: 'Two-factor sign-in',
      second_step_help: 'Enter the six-digit code your authenticator app shows, or one of your recovery codes.',
      code: 'Code',
      verify: 'Verify',
      back: 'Back',
    },
    // Its toasts (SPEC.md section 5).
    notices: { invalid_data: messages.invalidData, signed_in: messages.signedIn },
  },
  ar: {
    title: 'لوحة إدارة التشطيبات',
    login: {
      title: 'لوحة إدارة الشركة',
      subtitle: 'سجّل الدخول بحساب الشركة',
      email: 'البريد الإلكتروني',
      password: 'كلمة المرور',
      show_password: 'إظهار كلمة المرور',
      hide_password: 'إخفاء كلمة المرور',
      sign_in: 'تسجيل الدخول',
      required: 'مطلوب',
      sign_in_passkey: 'تسجيل الدخول بمفتاح مرور',
      passkey_failed: 'لم يتم تسجيل دخولك بمفتاح المرور. حاول مجددًا، أو سجّل الدخول بكلمة المرور.',
      passkey_unsupported: 'هذا المتصفح لا يدعم مفاتيح المرور.',
      second_step_title: 'التحقق بخطوتين',
      second_step_help: 'أدخل الرمز المكوّن من ستة أرقام الظاهر في تطبيق المصادقة، أو أحد رموز الاسترداد.',
      code: 'الرمز',
      verify: 'تحقّق',
      back: 'رجوع',
    },
    notices: { invalid_data: 'بيانات غير صالحة', signed_in: 'تم تسجيل الدخول بنجاح' },
  },
};

import { inArabic } from '../../i18n/forms.ts';
import { describe, expect, it } from 'vitest';
import { apiMessages, messages } from '@fitout/shared';
import { refusalText } from '@fitout/shared/refusals';
import {
  activationParams,
  afterLogin,
  changePasswordProblem,
  loginFailure,
  loginProblems,
  resetEmail,
  resetLinkParams,
  signupProblems,
  splitServerErrors,
} from './rules.ts';

describe('login form', () => {
  it('requires both the email and the password', () => {
    expect(loginProblems({ email: ' ', password: '' })).toEqual({ email: apiMessages.required, password: apiMessages.required });
    expect(loginProblems({ email: 'a@b.co', password: 'x' })).toEqual({});
  });

  it("shows the refusal's words by its code in the page's language, else nothing (the form says 'Invalid Data')", async () => {
    const refused = { code: 'auth.bad_credentials', detail: 'No active account found with the given credentials' };
    expect(await loginFailure(refused)).toBe('No active account found with the given credentials');
    expect(await loginFailure(refused, 'ar')).toBe('لا يوجد حساب مفعّل بهذه البيانات');
    expect(await loginFailure({ email: ['Enter a valid email address.'], $codes: { email: ['field.invalid_email'] } })).toBeNull();
    expect(await loginFailure(undefined)).toBeNull();
  });

  it("sends superusers to the console, unconfirmed accounts to /confirmemail with 'Active Account.', others to the profile", () => {
    expect(afterLogin({ user: { is_superuser: true, is_active: true } })).toEqual({ to: '/admin/', toast: null });
    expect(afterLogin({ user: { is_superuser: false, is_active: false } })).toEqual({
      to: '/confirmemail',
      toast: { kind: 'warning', message: 'Active Account.' },
    });
    expect(afterLogin({ user: { is_superuser: false, is_active: true } })).toEqual({
      to: '/user/profile',
      toast: { kind: 'success', message: 'Signed in successfully' },
    });
  });

  it('returns a customer to the customer-area screen they were sent away from', () => {
    expect(afterLogin({ user: { is_superuser: false, is_active: true } }, '/user/createregisterorder?package=Villa').to).toBe(
      '/user/createregisterorder?package=Villa',
    );
    expect(afterLogin({ user: { is_superuser: false, is_active: false } }, '/user/listorders').to).toBe('/confirmemail');
    expect(afterLogin({ user: { is_superuser: true, is_active: true } }, '/user/listorders').to).toBe('/admin/');
  });

  it('reads the activation link only when activated is exactly true', () => {
    expect(activationParams('?activated=true&uidb64=Mw&token=abc')).toEqual({ uidb64: 'Mw', token: 'abc' });
    expect(activationParams('?activated=false&uidb64=Mw&token=abc')).toBeNull();
    expect(activationParams('')).toBeNull();
  });
});

describe('signup form', () => {
  const valid = { full_name: 'Mona Hassan', email: 'mona@example.com', password: 'long enough pass', password2: 'long enough pass' };

  it('requires all four fields', () => {
    expect(signupProblems({ full_name: '', email: '', password: '', password2: '' })).toEqual({
      full_name: apiMessages.required,
      email: apiMessages.required,
      password: apiMessages.required,
      password2: apiMessages.required,
    });
    expect(signupProblems(valid)).toEqual({});
  });

  it('checks the address is an email and that password2 confirms the password', () => {
    expect(signupProblems({ ...valid, email: 'mona' }).email).toBe(apiMessages.invalidEmail);
    expect(signupProblems({ ...valid, password2: 'something else' }).password2).toBe(apiMessages.passwordFieldsMismatch);
    // On an Arabic page, the same checks in Arabic by their codes (issue 37).
    expect(signupProblems({ ...valid, email: 'mona' }, 'ar').email).toBe(refusalText('field.invalid_email', 'ar'));
    expect(loginProblems({ email: '', password: '' }, 'ar').email).toBe('هذا الحقل مطلوب.');
  });

  it("puts the server's error object on the form's fields and keeps the rest as text", async () => {
    expect(
      await splitServerErrors(
        {
          email: ['user with this email already exists.'],
          password: ['This password is too common.'],
          non_field_errors: ['Slow down'],
          $codes: { email: ['account.email_taken'], password: ['password.too_common'], non_field_errors: ['field.invalid'] },
        },
        ['full_name', 'email', 'password', 'password2'],
        messages.somethingWrong,
      ),
    ).toEqual({
      fields: { email: 'user with this email already exists.', password: 'This password is too common.' },
      other: ['Slow down'],
    });
  });

  it("falls back to 'Something went wrong' when the answer says nothing usable", async () => {
    expect(await splitServerErrors('<html>', ['email'], messages.somethingWrong)).toEqual({ fields: {}, other: ['Something went wrong'] });
    expect(await splitServerErrors({}, ['email'], messages.somethingWrong)).toEqual({ fields: {}, other: ['Something went wrong'] });
  });
});

describe('password reset and change', () => {
  it('sends nothing for an empty address', () => {
    expect(resetEmail('   ')).toBeNull();
    expect(resetEmail(' mona@example.com ')).toBe('mona@example.com');
  });

  it("warns 'Password Does Not Match' when the two passwords differ", () => {
    expect(changePasswordProblem('new password 1', 'new password 2')).toBe('spec.password_mismatch');
    expect(refusalText('spec.password_mismatch', 'en')).toBe('Password Does Not Match');
    expect(changePasswordProblem('new password 1', 'new password 1')).toBeNull();
    expect(changePasswordProblem('', '')).toBe('field.required');
  });

  it('needs otp, uidb64 and reset_token from the mailed link', () => {
    expect(resetLinkParams('?otp=1&uidb64=Mw&reset_token=t')).toEqual({ otp: '1', uidb64: 'Mw', reset_token: 't' });
    expect(resetLinkParams('?otp=1&uidb64=Mw')).toBeNull();
  });
});

describe('account pages in Arabic', () => {
  it('lead a sign-in from /ar/login to the Arabic pages', () => {
    expect(afterLogin({ user: { is_superuser: false, is_active: true } }, null, 'ar').to).toBe('/ar/user/profile');
    expect(afterLogin({ user: { is_superuser: false, is_active: false } }, null, 'ar').to).toBe('/ar/confirmemail');
    expect(afterLogin({ user: { is_superuser: false, is_active: true } }, '/ar/user/createregisterorder?package=Villa', 'ar').to).toBe(
      '/ar/user/createregisterorder?package=Villa',
    );
    expect(afterLogin({ user: { is_superuser: true, is_active: true } }, null, 'ar').to).toBe('/admin/');
  });

  it("put the server's messages in the page's language, by their codes, before joining them", async () => {
    const body = {
      password: ['This password is too short. It must contain at least 8 characters.', 'This password is too common.'],
      $codes: { password: ['password.too_short', 'password.too_common'] },
    };
    const split = await splitServerErrors(body, ['password'], messages.somethingWrong, inArabic, 'ar');
    expect(split.fields.password).toBe('كلمة المرور قصيرة جدًا، يجب أن تحتوي على ٨ أحرف على الأقل. كلمة المرور هذه شائعة جدًا.');
    const throttled = { code: 'request.throttled', detail: 'Request was throttled. Expected available in 30 seconds.', params: { seconds: 30 } };
    expect((await splitServerErrors(throttled, ['password'], messages.somethingWrong, inArabic, 'ar')).other).toEqual([
      'تم تقييد الطلب. سيكون متاحًا بعد ٣٠ ثانية.',
    ]);
    expect((await splitServerErrors(null, ['password'], messages.somethingWrong, inArabic)).other).toEqual(['حدث خطأ ما']);
  });
});

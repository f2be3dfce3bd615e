// The customer's language ('en' or 'ar'), kept with the account: chosen at sign-up or in the profile, answered in
// the profile, and the language of the account mails, whose links then lead to the Arabic pages (/ar/…).
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { closeAll, messagesOf, startMailingApp, type TestApp } from '../helpers.ts';
import { linkIn, type TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
const SITE = 'https://site.example.com';
const PASSWORD = 'tiles and paint 2024';

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp({ siteUrl: SITE }));
});
afterAll(() => closeAll(t, smtp));

let n = 0;
/** Signs up (language as given, or none), reads the activation mail, activates and signs in. */
async function signUp(fields: Record<string, string> = {}) {
  n += 1;
  const email = `karim${n}@example.com`;
  const res = await t.api.post('user/register/', { full_name: 'Karim Adel', email, password: PASSWORD, password2: PASSWORD, ...fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const mail = await smtp.next(email);
  return { id: res.body.id as number, email, mail };
}
async function activateAndSignIn(account: { email: string }, link: URL) {
  const done = await t.api.post('user/activate/', { uidb64: link.searchParams.get('uidb64'), token: link.searchParams.get('token') });
  expect(done.status).toBe(200);
  return (await t.api.post('user/token/', { email: account.email, password: PASSWORD })).body.access as string;
}
const requestReset = (email: string) => t.api.get(`user/password-reset/${encodeURIComponent(email)}/`);

describe('an account registered in Arabic', () => {
  it('gets its activation mail in Arabic, with a link to the Arabic page that activates it', async () => {
    const account = await signUp({ language: 'ar' });
    expect(account.mail.subject).toBe('أكّد عنوان بريدك الإلكتروني');
    expect(account.mail.text).toContain('مرحبًا Karim Adel،');
    expect(account.mail.text).toContain('افتح هذا الرابط لتأكيد عنوان بريدك الإلكتروني');
    expect(account.mail.text).not.toMatch(/Hello|Thank you/);
    const link = linkIn(account.mail, `${SITE}/ar/login?`);
    expect(link.searchParams.get('activated')).toBe('true');
    const token = await activateAndSignIn(account, link);
    const profile = await t.api.get(`user/profile/${account.id}/`, token);
    expect(profile.body).toMatchObject({ language: 'ar', user: { is_active: true } });
  });

  it('gets its password reset and password changed mails in Arabic, by the language stored with the address', async () => {
    const account = await signUp({ language: 'ar' });
    await activateAndSignIn(account, linkIn(account.mail, `${SITE}/ar/login?`));
    expect((await requestReset(account.email.toUpperCase())).status).toBe(200);
    const reset = await smtp.next(account.email);
    expect(reset.subject).toBe('اختر كلمة مرور جديدة');
    const link = linkIn(reset, `${SITE}/ar/changepassword?`);
    const changed = await t.api.post('user/password-change/', {
      otp: link.searchParams.get('otp'),
      uidb64: link.searchParams.get('uidb64'),
      reset_token: link.searchParams.get('reset_token'),
      password: 'marble floors and oak doors',
    });
    expect(changed.status).toBe(200);
    const notice = await smtp.next(account.email);
    expect(notice.subject).toBe('تم تغيير كلمة المرور');
    expect(notice.text).toContain(`${SITE}/ar/resetpassword`);
  });
});

describe('an account registered without a language', () => {
  it('is English, and its mails are the English ones, word for word', async () => {
    const account = await signUp();
    expect(account.mail.subject).toBe('Confirm your email address');
    const link = linkIn(account.mail, `${SITE}/login?`);
    expect(account.mail.text.trim()).toBe(
      [
        'Hello Karim Adel,',
        '',
        'Thank you for signing up. Open this link to confirm your email address and activate your account:',
        '',
        link.href,
        '',
        'The link works once and expires in 3 days. If you did not sign up, ignore this message.',
      ].join('\n'),
    );
    const token = await activateAndSignIn(account, link);
    expect((await t.api.get(`user/profile/${account.id}/`, token)).body.language).toBe('en');
    await requestReset(account.email);
    const reset = await smtp.next(account.email);
    expect(reset.subject).toBe('Choose a new password');
    linkIn(reset, `${SITE}/changepassword?`);
  });
});

describe('choosing the language', () => {
  it('refuses a language other than en or ar at sign-up, with a clear message, and makes no account', async () => {
    const before = (await t.app.db.select({ n: count() }).from(users))[0].n;
    const res = await t.api.post('user/register/', {
      full_name: 'Karim Adel',
      email: 'karim.fr@example.com',
      password: PASSWORD,
      password2: PASSWORD,
      language: 'fr',
    });
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ language: ['"fr" is not a valid language. Choose "en" (English) or "ar" (Arabic).'] });
    expect((await t.app.db.select({ n: count() }).from(users))[0].n).toBe(before);
  });

  it('changes with the profile update alone, and the next mail follows it', async () => {
    const account = await signUp();
    const token = await activateAndSignIn(account, linkIn(account.mail, `${SITE}/login?`));
    const refused = await t.api.patch(`user/profile/${account.id}/`, { language: 'Arabic' }, token);
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual({ language: ['"Arabic" is not a valid language. Choose "en" (English) or "ar" (Arabic).'] });

    const updated = await t.api.patch(`user/profile/${account.id}/`, { language: 'ar' }, token);
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ language: 'ar', full_name: 'Karim Adel' });
    // A later update that leaves it out keeps it.
    const renamed = await t.api.patch(`user/profile/${account.id}/`, { full_name: 'Karim Adel Mansour' }, token);
    expect(renamed.body.language).toBe('ar');

    await requestReset(account.email);
    const reset = await smtp.next(account.email);
    expect(reset.subject).toBe('اختر كلمة مرور جديدة');
    linkIn(reset, `${SITE}/ar/changepassword?`);

    const back = await t.api.patch(`user/profile/${account.id}/`, { language: 'en' }, token);
    expect(back.body.language).toBe('en');
  });
});

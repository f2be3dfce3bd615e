// The mail a member of staff gets on each change to how they sign in (the authenticator app, recovery codes, passkeys),
// in their language, so that a change they did not make does not go unnoticed. Queued in the change's transaction.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Language } from '@fitout/shared';
import { profiles, users } from '../db/schema.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';
import { greeting } from '../accounts/mails.ts';

export type SecurityChange = 'totp-enabled' | 'totp-disabled' | 'recovery-codes-renewed' | 'passkey-registered' | 'passkey-removed';

const changes: Record<Language, Record<SecurityChange, string>> = {
  en: {
    'totp-enabled':
      'An authenticator app was set up for your account: from now on its codes sign you in, and any earlier app’s codes and recovery codes no longer work.',
    'totp-disabled': 'Two-factor sign-in was turned off for your account: signing in now asks for your password only.',
    'recovery-codes-renewed': 'New recovery codes were made for your account: the earlier ones no longer work.',
    'passkey-registered': 'A passkey was added to your account: it signs you in without a password.',
    'passkey-removed': 'A passkey was removed from your account.',
  },
  ar: {
    'totp-enabled': 'تم ضبط تطبيق مصادقة لحسابك: من الآن تسجّل رموزه دخولك، ولم تعد رموز أي تطبيق سابق ولا رموز الاسترداد السابقة تعمل.',
    'totp-disabled': 'تم إيقاف التحقق بخطوتين لحسابك: يطلب تسجيل الدخول الآن كلمة المرور فقط.',
    'recovery-codes-renewed': 'تم إنشاء رموز استرداد جديدة لحسابك: لم تعد الرموز السابقة تعمل.',
    'passkey-registered': 'تمت إضافة مفتاح مرور إلى حسابك: يسجّل دخولك دون كلمة مرور.',
    'passkey-removed': 'تمت إزالة مفتاح مرور من حسابك.',
  },
};

export function securityChangeMail(to: string, fullName: string, change: SecurityChange, securityPage: string, language: Language): Mail {
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'تغيّرت إعدادات أمان حسابك',
      blocks: [
        greeting(fullName, language),
        changes.ar[change],
        'إذا لم تكن أنت، فغيّر كلمة مرورك فورًا وراجع إعدادات الأمان:',
        { link: securityPage, label: 'إعدادات الأمان' },
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'Your account’s security settings changed',
    blocks: [
      greeting(fullName, language),
      changes.en[change],
      'If this was not you, change your password at once and check your security settings:',
      { link: securityPage, label: 'Security settings' },
    ],
  });
}

/** Queues the mail of `change` to the account, in the transaction open now; it leaves once that commits. */
export async function mailSecurityChange(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'afterCommit'>,
  userId: number,
  change: SecurityChange,
) {
  const [account] = await app.db
    .select({ email: users.email, language: users.language, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  if (!account) return;
  const mail = securityChangeMail(account.email, account.fullName ?? '', change, `${app.config.adminUrl}/security`, account.language);
  await app.outbox.enqueue(mail, app.db);
  app.afterCommit(() => app.outbox.kick());
}

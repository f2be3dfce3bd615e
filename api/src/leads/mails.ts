// The leads' mails: the invitation of a customer whose lead became an order (in the language staff chose for them),
// and the morning list of follow-ups due for the staff member who follows them up (in that member's language).
import { formatMoney, type Language, leadWords } from '@fitout/shared';
import { greeting } from '../accounts/mails.ts';
import { composeMail } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';

/** How long the link of a customer's invitation works. */
export const CUSTOMER_INVITATION_DAYS = 7;

type Invitation = { to: string; fullName: string; link: string; orderLink: string; language: Language };

export function customerInvitationMail({ to, fullName, link, orderLink, language }: Invitation): Mail {
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'طلبك لدى Fit-out جاهز: اختر كلمة المرور',
      blocks: [
        greeting(fullName, language),
        'سجّلنا طلبك كما اتفقنا. افتح هذا الرابط واختر كلمة مرور لتتابع طلبك وعروض الأسعار والمدفوعات من حسابك:',
        { link, label: 'اختيار كلمة المرور' },
        { link: orderLink, label: 'طلباتي' },
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${new Intl.NumberFormat('ar-EG').format(CUSTOMER_INVITATION_DAYS)} أيام. وإن انتهت، فاطلب رابطًا جديدًا من صفحة «نسيت كلمة المرور».`,
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'Your Fit-out order is ready: choose your password',
    blocks: [
      greeting(fullName, language),
      'We have opened your order as agreed. Open this link and choose a password to follow your order, its quotes and payments from your account:',
      { link, label: 'Choose my password' },
      { link: orderLink, label: 'My orders' },
      `The link works once and expires in ${CUSTOMER_INVITATION_DAYS} days. After that, ask for a new one from "Forgot password".`,
    ],
  });
}

export type DueLead = { id: number; name: string; phone: string; stage: string; estimatedValue: number | null; followUpOn: string };

/** The morning mail: each lead due (today's and overdue), with a link to it in the console. */
export function followUpMail(to: { email: string; fullName: string; language: Language }, due: DueLead[], adminUrl: string): Mail {
  const { language } = to;
  const words = leadWords[language];
  const line = (lead: DueLead) => {
    const value = lead.estimatedValue === null ? '' : ` · ${formatMoney(lead.estimatedValue / 100, language)}`;
    return `${lead.name} · ${lead.phone || '—'} · ${words.stages[lead.stage as keyof typeof words.stages] ?? lead.stage}${value}`;
  };
  const open = language === 'ar' ? 'فتح في لوحة الإدارة' : 'Open in the console';
  const links = due.flatMap((lead) => [line(lead), { link: `${adminUrl}/leads/${lead.id}/show`, label: open }]);
  if (language === 'ar') {
    return composeMail({
      to: to.email,
      language,
      kind: 'notification',
      subject: `متابعات اليوم: ${new Intl.NumberFormat('ar-EG').format(due.length)}`,
      blocks: [greeting(to.fullName, language), 'هؤلاء العملاء المحتملون ينتظرون اتصالك اليوم:', ...links],
    });
  }
  return composeMail({
    to: to.email,
    language,
    kind: 'notification',
    subject: `Follow-ups due today: ${due.length}`,
    blocks: [greeting(to.fullName, language), 'These leads are waiting for your call today:', ...links],
  });
}

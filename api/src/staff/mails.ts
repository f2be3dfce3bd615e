// The invitation to join the console's staff, in the language of the console the owner invited from (the invitee has
// no language of their own yet), as text and HTML (mail/compose.ts).
import { INVITATION_HOURS, type Language, type StaffRole } from '@fitout/shared';
import { composeMail } from '../mail/compose.ts';
import type { Mail } from '../mail/mail.ts';

const roleNames: Record<Language, Record<StaffRole, string>> = {
  en: { owner: 'an owner', editor: 'an editor', sales: 'a salesperson' },
  ar: { owner: 'مالك', editor: 'محرر', sales: 'مبيعات' },
};

type Invitation = { to: string; role: StaffRole; inviter: string; link: string; language: Language };

export function invitationMail({ to, role, inviter, link, language }: Invitation): Mail {
  const roleName = roleNames[language][role];
  if (language === 'ar') {
    return composeMail({
      to,
      language,
      subject: 'دعوة للانضمام إلى فريق Fit-out',
      blocks: [
        'مرحبًا،',
        `دعاك ${inviter} للانضمام إلى لوحة تحكم Fit-out بدور «${roleName}». افتح هذا الرابط واختر كلمة مرور:`,
        { link, label: 'قبول الدعوة' },
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته بعد ${INVITATION_HOURS} ساعة. إذا لم تكن تتوقع هذه الدعوة، فتجاهل هذه الرسالة.`,
      ],
    });
  }
  return composeMail({
    to,
    language,
    subject: 'You are invited to the Fit-out team',
    blocks: [
      'Hello,',
      `${inviter} invited you to the Fit-out console as ${roleName}. Open this link and choose a password:`,
      { link, label: 'Accept the invitation' },
      `The link works once and expires in ${INVITATION_HOURS} hours. If you did not expect this invitation, ignore this message.`,
    ],
  });
}

// What mails a customer gets (issue 25): the kinds of mail they may turn off, in their profile or from the one-click
// link each such mail carries, with their names in both languages. Account and security mail (activation, reset,
// password changed, quotes, receipts, order placed) is no kind here: it always goes. The choice's schema is the
// contract's (contract/mail-preferences.ts): the profile page shows these names without the validation library.

import { languages } from '../common/options.ts';

/**
 * The kinds of mail a customer may turn off: progress of their orders, messages from the team, site visit reminders,
 * news of the snags they reported (a snag fixed: issue 37, its own kind so that turning progress off keeps it), and
 * reminders of selections past their date to choose (issue 38).
 */
export const mailKinds = ['progress', 'messages', 'visits', 'snags', 'selections', 'schedule'] as const;
export type MailPreferenceKind = (typeof mailKinds)[number];

/** Each kind as a customer reads it, in the profile and on the page a mail's "Stop these mails" link opens. */
export const mailKindLabels = {
  en: {
    progress: 'Progress of my orders',
    messages: 'Messages from the team',
    visits: 'Site visit reminders',
    snags: 'Snags I reported',
    selections: 'Reminders of selections to make',
    schedule: 'Changes to my schedule',
  },
  ar: {
    progress: 'تقدم العمل في طلباتي',
    messages: 'رسائل الفريق',
    visits: 'تذكيرات زيارة الموقع',
    snags: 'الملاحظات التي أبلغت عنها',
    selections: 'تذكيرات الاختيارات المطلوبة',
    schedule: 'تغييرات جدول العمل',
  },
} as const satisfies Record<'en' | 'ar', Record<MailPreferenceKind, string>>;

/** The words of the line each such mail ends with, linking to the page that turns its kind off. */
export const stopMailsLabel = { en: 'Stop these mails', ar: 'إيقاف هذه الرسائل' } as const;

export const mailPreferenceMessages = {
  /** mail/off/ with a token that is not one the API signed (altered, forged, or made under another JWT_SECRET). */
  invalidLink: 'This link is not valid. Sign in and choose what mails you get in your profile.',
  noKind: 'Name at least one kind of mail: progress, messages, visits, snags, selections or schedule.',
} as const;

/**
 * The language of the customer's mails (issue 37): 'en' or 'ar', or 'pages' to follow the language of the pages they
 * use (the default).
 */
export const mailLanguageChoices = ['pages', ...languages] as const;
export type MailLanguageChoice = (typeof mailLanguageChoices)[number];

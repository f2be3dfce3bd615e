// Change orders (issue 38): after the quote is accepted, staff raise a change (lines added and removed, days added, a
// reason, photos, a date to answer by) and the customer approves or declines it online. Here its options, limits and
// words; the input rules the API checks are in change-schemas.ts, apart, so that what needs only the words carries no zod.
import { arabicDigits } from '../common/format.ts';

export const MAX_CHANGE_LINES = 50;
export const MAX_CHANGE_PHOTOS = 6;
export const MAX_DAYS_ADDED = 3650;
/** The multipart field of a change's photos (repeated). */
export const CHANGE_PHOTOS_FIELD = 'photos';

export const changeStatuses = ['pending', 'approved', 'declined'] as const;
export type ChangeStatus = (typeof changeStatuses)[number];

/** A change line either adds work to the contract or takes work out of it. */
export const changeLineKinds = ['add', 'remove'] as const;
export type ChangeLineKind = (typeof changeLineKinds)[number];

/**
 * How an approved change reaches the payment schedule, as staff choose: a new instalment due on approval, a new
 * instalment due at a stage (work starting, completion), or spread over the instalments still to pay.
 */
export const changeScheduleOptions = [
  { value: 'approval', label: 'A new instalment, due on approval', labelAr: 'دفعة جديدة تستحق عند الموافقة' },
  { value: 'stage', label: 'A new instalment, due at a stage', labelAr: 'دفعة جديدة تستحق عند مرحلة' },
  { value: 'spread', label: 'Spread over the instalments still to pay', labelAr: 'موزّعة على الدفعات المتبقية' },
] as const;
export type ChangeSchedule = (typeof changeScheduleOptions)[number]['value'];

/** The stages a change's own instalment may fall due at (the schedule's own moments after acceptance). */
export const changeStageOptions = [
  { value: 'start', label: 'When work starts', labelAr: 'عند بدء العمل' },
  { value: 'completion', label: 'On completion', labelAr: 'عند الانتهاء' },
] as const;
export type ChangeStage = (typeof changeStageOptions)[number]['value'];

export const changeMessages = {
  noAcceptedQuote: 'A change is raised on an order whose quote the customer has accepted.',
  answered: 'This change has already been answered.',
  expired: (date: string) => `The date to answer this change passed on ${date}.`,
  customerOnly: 'Only the customer who placed the order approves or declines its changes.',
  creditTooLarge: 'This change takes off more than is left to pay.',
  nothingToSpread: 'Every instalment is paid: choose a new instalment instead of spreading it.',
  empty: 'A change needs at least one line added or removed, or days added.',
  negativeNeedsSpread: 'A change that lowers the total is taken off the instalments still to pay: choose to spread it.',
  stageRequired: 'Choose the stage the instalment falls due at.',
  answerByPast: 'The date to answer by must be today or later.',
  days: `Enter whole days from 0 to ${MAX_DAYS_ADDED}.`,
  tooManyPhotos: `Attach at most ${MAX_CHANGE_PHOTOS} photos.`,
  lines: 'Lines must be a list of lines.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
} as const;

/** The words the customer area and the mails use for a change, in both languages. */
export const changeWords = {
  en: {
    title: (n: number) => `Change order ${n}`,
    pending: 'Waiting for your answer',
    approved: 'Approved',
    declined: 'Declined',
  },
  ar: {
    title: (n: number) => `أمر التغيير ${arabicDigits(n)}`,
    pending: 'بانتظار ردك',
    approved: 'تمت الموافقة',
    declined: 'مرفوض',
  },
} as const;

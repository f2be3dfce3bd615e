// Quotes and payments (issue 24): what staff write and the customer answers, its limits, options and words; the input
// rules the API checks are in schemas.ts, apart, so that what needs only the words carries no zod. Money is whole
// piastres (1 EGP = 100 piastres) everywhere; no floating point.
import { formatMoney } from '../common/format.ts';

/** The most a line's unit price may be: 100,000,000 EGP. */
export const MAX_UNIT_PRICE = 10_000_000_000;
/** The most a line's quantity may be. */
export const MAX_QUANTITY = 100_000;
/** The most a quote's total may be: 10,000,000,000 EGP (far beyond any fit-out, far within exact integers). */
export const MAX_QUOTE_TOTAL = 1_000_000_000_000;
export const MAX_LINES = 200;
export const MAX_MILESTONES = 20;

export const quoteMessages = {
  emptyQuote: 'A quote needs at least one line.',
  discount: 'Enter a discount in whole piastres, 0 or more.',
  optionIds: 'A list of line ids.',
  emptySchedule: 'A quote needs a payment schedule: at least one milestone.',
  scheduleSum: (percent: string) => `The milestones must add up to the total (100 %), not ${percent} %.`,
  discountTooLarge: 'The discount cannot be more than the lines the customer must take.',
  totalTooLarge: 'The total is too large.',
  quantity: `Enter a quantity above 0 and at most ${MAX_QUANTITY}, with at most 3 decimals.`,
  unitPrice: 'Enter a unit price in whole piastres, from 0 to 10000000000 (100,000,000 EGP).',
  amount: 'Enter an amount in whole piastres above 0.',
  percent: 'Enter a share above 0 and at most 100, with at most 2 decimals.',
  date: 'Enter a date as YYYY-MM-DD.',
  validUntilPast: 'The quote must be valid until today or later.',
  sentNeverChanges: 'A sent quote never changes: write a revision instead.',
  draftExists: 'This order already has a draft quote: edit that one.',
  acceptedFinal: 'This order has an accepted quote; it is final.',
  notDraft: 'Only a draft can be sent or deleted.',
  stale: (current: number) => `This quote has been revised: version ${current} is the current one.`,
  expired: (date: string) => `This quote expired on ${date}.`,
  answered: 'This quote has already been answered.',
  notYourQuote: 'Only the customer who placed the order can answer its quote.',
  notOptional: (id: number) => `Line ${id} is not an optional line of this quote.`,
  termsRequired: 'Tick the terms to accept the quote.',
  noAcceptedQuote: 'Payments are recorded once the customer has accepted a quote.',
  overpaid: (left: string) => `That is more than what is left to pay (${left} piastres).`,
  idempotencyKey: 'Use 8 to 100 letters, digits, - or _.',
} as const;

/** When a milestone falls due: on acceptance, when work starts (stage in progress), on completion. */
export const milestoneDueOptions = [
  { value: 'acceptance', label: 'On acceptance', labelAr: 'عند قبول العرض' },
  { value: 'start', label: 'When work starts', labelAr: 'عند بدء العمل' },
  { value: 'completion', label: 'On completion', labelAr: 'عند الانتهاء' },
] as const;
export type MilestoneDue = (typeof milestoneDueOptions)[number]['value'];

/**
 * Whether a milestone of an order's payment account is part of its deposit: one of the quote's own, due on acceptance.
 * An approved change's instalment is due on its approval (`acceptance` too), long after the deposit.
 */
export const isDepositMilestone = (milestone: { due: string; change: number | null }) => milestone.due === 'acceptance' && milestone.change === null;

export const paymentMethodOptions = [
  { value: 'cash', label: 'Cash', labelAr: 'نقدًا' },
  { value: 'bank_transfer', label: 'Bank transfer', labelAr: 'تحويل بنكي' },
  { value: 'card', label: 'Card', labelAr: 'بطاقة' },
  { value: 'wallet', label: 'Mobile wallet', labelAr: 'محفظة الهاتف' },
  { value: 'fawry', label: 'Fawry', labelAr: 'فوري' },
] as const;
export type PaymentMethod = (typeof paymentMethodOptions)[number]['value'];

/** Draft: staff edit it, the customer never sees it; sent: the current version; the rest are closed. */
export const quoteStatuses = ['draft', 'sent', 'accepted', 'declined', 'changes_requested', 'superseded'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];

/** A milestone's state for the customer: paid in full, due now (its moment has come), or outstanding (later). */
export const milestoneStates = ['paid', 'due', 'outstanding'] as const;

/** Whole piastres as EGP for a form field ("1234.5"), and back (null when it is not an amount). */
export const piastresToEgp = (piastres: number) => (piastres / 100).toFixed(2).replace(/\.?0+$/, '');
export function egpToPiastres(text: string): number | null {
  const match = /^\s*(\d{1,12})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/**
 * An amount of whole piastres as the site shows money (formatMoney: whole pounds, else always two decimals), in a
 * language. The division is for display only; every sum is made on whole piastres.
 */
export function formatPiastres(piastres: number, language: 'en' | 'ar' = 'en'): string {
  return formatMoney(piastres / 100, language);
}

/** A label of an option list with Arabic labels, in a language. */
export function labelIn(options: readonly { value: string; label: string; labelAr: string }[], value: string, language: 'en' | 'ar'): string {
  const found = options.find((option) => option.value === value);
  return found ? (language === 'ar' ? found.labelAr : found.label) : value;
}

/** What the order's timeline shows besides changes of stage (order_stage_changes.event). */
export const orderEvents = [
  { value: 'quote_sent', label: 'Quote sent', labelAr: 'تم إرسال عرض السعر' },
  { value: 'quote_accepted', label: 'Quote accepted', labelAr: 'تم قبول عرض السعر' },
  { value: 'quote_declined', label: 'Quote declined', labelAr: 'تم رفض عرض السعر' },
  { value: 'quote_changes_requested', label: 'Changes asked for', labelAr: 'طلب تعديلات على العرض' },
  { value: 'payment_recorded', label: 'Payment received', labelAr: 'تم استلام دفعة' },
  { value: 'progress_update', label: 'Progress update', labelAr: 'تحديث على سير العمل' },
  { value: 'daily_log', label: 'Daily log from the site', labelAr: 'يومية من موقع العمل' },
] as const;
export type OrderEvent = (typeof orderEvents)[number]['value'];

/** What can wait on the customer on an order: a quote to answer, a payment due. */
export const waitingKinds = ['quote', 'payment'] as const;
export type WaitingOn = (typeof waitingKinds)[number];

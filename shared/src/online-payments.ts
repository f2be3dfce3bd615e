// Paying an instalment online (issue 40): the ways, the states, and the words every app shows for them.
import { bodyText } from './body-text.ts';
import { z } from './zod.ts';

/** The ways a customer pays online, each offered only when its settings are there. */
export const onlinePaymentWays = ['paymob', 'fawry', 'instapay'] as const;
export type OnlinePaymentWay = (typeof onlinePaymentWays)[number];

export const onlinePaymentStatuses = ['pending', 'paid', 'failed', 'expired', 'refused'] as const;
export type OnlinePaymentStatus = (typeof onlinePaymentStatuses)[number];

/** What the API made of a provider's callback or notification (payment_events.outcome). */
export const paymentEventOutcomes = [
  'recorded',
  'duplicate',
  'failed',
  'ignored',
  'bad_signature',
  'unknown_reference',
  'amount_mismatch',
  'already_paid',
  'refund',
] as const;
export type PaymentEventOutcome = (typeof paymentEventOutcomes)[number];

export const onlinePaymentMessages = {
  notPayable: 'This instalment is not due, or is already paid.',
  wayUnavailable: 'This way of paying is not offered.',
  badSignature: 'The signature does not match.',
  providerUnavailable: 'The payment provider could not be reached. Try again in a few minutes.',
  notRefundable: 'Only a card or wallet payment made through Paymob can be refunded here, up to what is left of it.',
  eventResolved: 'This has already been dealt with.',
  instalmentRequired: 'Choose an instalment.',
  refundAmount: 'Enter the amount in piastres.',
  receiptRequired: 'Attach a screenshot or photo of the transfer’s receipt (JPEG, PNG or WebP).',
  transferDecided: 'This transfer has already been confirmed or refused.',
} as const;

/** Start paying an instalment: which one (its milestone) and how. */
export const payStartSchema = z.strictObject({
  milestone_id: z.int({ error: onlinePaymentMessages.instalmentRequired }).positive({ error: onlinePaymentMessages.instalmentRequired }),
  way: z.enum(onlinePaymentWays, { error: onlinePaymentMessages.wayUnavailable }),
});

/** A refund through the provider: the amount in piastres, at most what is left of the payment. */
export const refundSchema = z.strictObject({
  amount: z.int({ error: onlinePaymentMessages.refundAmount }).positive({ error: onlinePaymentMessages.refundAmount }).max(10_000_000_000),
  reason: z.string().trim().max(500).optional(),
});

/** The field of the transfer's receipt (an image through the image pipeline). */
export const TRANSFER_RECEIPT_FIELD = 'receipt';

/** An InstaPay or bank transfer the customer made: which instalment, and the transfer's reference (multipart text). */
export const transferSchema = z.strictObject({
  milestone_id: z.coerce
    .number({ error: onlinePaymentMessages.instalmentRequired })
    .int({ error: onlinePaymentMessages.instalmentRequired })
    .positive({ error: onlinePaymentMessages.instalmentRequired }),
  reference: bodyText(100, true),
});

/** Staff refusing a transfer: the reason the customer reads. */
export const transferRefuseSchema = z.strictObject({ reason: bodyText(500, true) });

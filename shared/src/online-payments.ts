// Paying an instalment online (issue 40): the ways, the states, and the words every app shows for them.
import { z } from './zod.ts';

/** The ways a customer pays online, each offered only when its settings are there. */
export const onlinePaymentWays = ['paymob', 'fawry'] as const;
export type OnlinePaymentWay = (typeof onlinePaymentWays)[number];

export const onlinePaymentStatuses = ['pending', 'paid', 'failed', 'expired'] as const;
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

// Paying an instalment online (issue 40): the ways, the states, and the words every app shows for them.

/** The field of the transfer's receipt (an image through the image pipeline). */
export const TRANSFER_RECEIPT_FIELD = 'receipt';

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

// The online payments' input rules (zod), shared by the customer's pay panel, the console and the API.
import { z } from '../common/zod.ts';
import { bodyText } from '../common/body-text.ts';
import { onlinePaymentWays, onlinePaymentMessages } from './words.ts';

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

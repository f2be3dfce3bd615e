// The input rules of quotes and payments (issue 24), with zod: words.ts holds their words, options and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { bodyText } from '../common/body-text.ts';
import {
  MAX_LINES,
  MAX_MILESTONES,
  MAX_QUANTITY,
  MAX_QUOTE_TOTAL,
  MAX_UNIT_PRICE,
  type MilestoneDue,
  milestoneDueOptions,
  type PaymentMethod,
  paymentMethodOptions,
  quoteMessages,
} from './words.ts';

/** A calendar date, YYYY-MM-DD, that exists. */
export const dateField = z.string({ error: quoteMessages.date }).refine((value) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}, quoteMessages.date);

/** A decimal with at most `places` decimals, as an integer of 10^places units (3 decimals: thousandths). */
const scaled = (value: number, places: number) => {
  const units = Math.round(value * 10 ** places);
  return Math.abs(units - value * 10 ** places) < 1e-6 ? units : Number.NaN;
};

const quantityField = z
  .number({ error: quoteMessages.quantity })
  .refine((value) => value > 0 && value <= MAX_QUANTITY && Number.isFinite(scaled(value, 3)), quoteMessages.quantity);

const piastres = (max: number, message: string, min = 0) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });

export const quoteLineSchema = z.strictObject({
  description: bodyText(500),
  description_ar: bodyText(500, false),
  quantity: quantityField,
  unit: bodyText(40),
  unit_ar: bodyText(40, false),
  unit_price: piastres(MAX_UNIT_PRICE, quoteMessages.unitPrice),
  optional: z.boolean({ error: apiMessages.notABoolean }).default(false),
});

export const milestoneSchema = z.strictObject({
  label: bodyText(200),
  label_ar: bodyText(200, false),
  percent: z
    .number({ error: quoteMessages.percent })
    .refine((value) => value > 0 && value <= 100 && Number.isFinite(scaled(value, 2)), quoteMessages.percent),
  due: z.enum(milestoneDueOptions.map((option) => option.value) as [MilestoneDue, ...MilestoneDue[]], { error: apiMessages.required }),
});

/** A draft as staff write it: every field, replacing what the draft held. */
export const quoteDraftSchema = z.strictObject({
  lines: z.array(quoteLineSchema, { error: apiMessages.required }).max(MAX_LINES, { error: `At most ${MAX_LINES} lines.` }),
  discount: piastres(MAX_QUOTE_TOTAL, quoteMessages.discount).default(0),
  valid_until: dateField,
  terms: bodyText(10_000, false),
  terms_ar: bodyText(10_000, false),
  schedule: z
    .array(milestoneSchema, { error: apiMessages.required })
    .max(MAX_MILESTONES, { error: `At most ${MAX_MILESTONES} milestones.` })
    .default([]),
});
export type QuoteDraftInput = z.input<typeof quoteDraftSchema>;
export type QuoteDraft = z.output<typeof quoteDraftSchema>;

const version = z.number({ error: apiMessages.invalidInteger }).int({ error: apiMessages.invalidInteger }).min(1).max(100_000);
const optionIds = z.array(z.number().int().positive().max(2_147_483_647), { error: quoteMessages.optionIds }).max(MAX_LINES).default([]);

/** The customer's yes: the version they read, the optional lines they took, their typed name and the terms ticked. */
export const quoteAcceptSchema = z.strictObject({
  version,
  options: optionIds,
  full_name: bodyText(200),
  terms_accepted: z.literal(true, { error: quoteMessages.termsRequired }),
});

export const quoteDeclineSchema = z.strictObject({ version, reason: bodyText(2000) });
export const quoteChangesSchema = z.strictObject({ version, note: bodyText(2000) });

/** A payment staff record by hand; provider and idempotency_key leave room for an online gateway. */
export const paymentSchema = z.strictObject({
  amount: piastres(MAX_QUOTE_TOTAL, quoteMessages.amount, 1),
  paid_on: dateField,
  method: z.enum(paymentMethodOptions.map((option) => option.value) as [PaymentMethod, ...PaymentMethod[]], {
    error: apiMessages.required,
  }),
  reference: bodyText(200, false),
  provider: bodyText(60, false),
  idempotency_key: z
    .string({ error: quoteMessages.idempotencyKey })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: quoteMessages.idempotencyKey })
    .optional(),
});
export type PaymentInput = z.input<typeof paymentSchema>;

/** The query of the customer's quote read: another sent version, and the optional lines taken ("3,5"). */
export const quoteQuery = z.object({
  version: z.coerce.number().int().min(1).max(100_000).optional(),
  options: z
    .string()
    .max(2000)
    .regex(/^(\d{1,10}(,\d{1,10})*)?$/, { error: 'A comma-separated list of line ids.' })
    .optional(),
});

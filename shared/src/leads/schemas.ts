// The input rules of leads (issue 39), with zod: words.ts holds their words, options and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { blankToUndefined, emailField, languageField, optionalText, requiredText } from '../common/fields.ts';
import { dateField } from '../quotes/schemas.ts';
import { orderSchema } from '../orders/schemas.ts';
import {
  type LeadSource,
  type LeadStage,
  type LostReason,
  MAX_ESTIMATE_METERS,
  MAX_LEAD_NOTE,
  MAX_PRICE_PER_METER,
  leadMessages,
  leadSources,
  leadStages,
  lostReasons,
} from './words.ts';

/** A phone as people write it: digits with spaces, +, - and brackets; 7 to 20 digits. */
export const phoneField = z.preprocess(
  blankToUndefined,
  z
    .string({ error: apiMessages.required })
    .max(40, { error: apiMessages.tooLong(40) })
    .refine((value) => /^[+\d\s()-]+$/.test(value) && (value.match(/\d/g)?.length ?? 0) >= 7 && (value.match(/\d/g)?.length ?? 0) <= 20, {
      error: leadMessages.phone,
    }),
);

/** A value for a message, whatever was sent: `String({ toString: 1 })` throws (as common/fields.ts's choiceField says). */
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? '');

const sourceField = z.enum(leadSources as unknown as [LeadSource, ...LeadSource[]], {
  error: (issue) => apiMessages.invalidChoice(shown(issue.input)),
});
const stageField = z.enum(leadStages as unknown as [LeadStage, ...LeadStage[]], {
  error: (issue) => apiMessages.invalidChoice(shown(issue.input)),
});
const reasonField = z.enum(lostReasons as unknown as [LostReason, ...LostReason[]], {
  error: (issue) => apiMessages.invalidChoice(shown(issue.input)),
});

/** An optional e-mail: blank or null clears it. */
const optionalEmail = z.preprocess(
  (value) => (value === null || blankToUndefined(value) === undefined ? '' : value),
  z.union([z.literal(''), emailField()]),
);
/** A day or nothing (null or blank clears it). */
const optionalDay = z.preprocess((value) => (value === null || blankToUndefined(value) === undefined ? null : value), dateField.nullable());
/** Whole piastres, or nothing. */
const optionalPiastres = z.preprocess(
  (value) => (value === null || blankToUndefined(value) === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: apiMessages.invalidInteger })
    .int({ error: apiMessages.invalidInteger })
    .min(0, { error: apiMessages.minValue(0) })
    .max(1e13, { error: apiMessages.maxValue(1e13) })
    .nullable(),
);
/** A staff member's id, or nobody. */
const optionalAssignee = z.preprocess(
  (value) => (value === null || blankToUndefined(value) === undefined ? null : typeof value === 'string' ? Number(value) : value),
  z
    .number({ error: apiMessages.invalidInteger })
    .int({ error: apiMessages.invalidInteger })
    .positive({ error: apiMessages.invalidInteger })
    .nullable(),
);

/** A lead staff enter by hand (a call, a referral): who, how to reach them, and what is known so far. */
export const leadCreateSchema = z.object({
  name: requiredText(apiMessages.required, 200),
  phone: phoneField,
  email: optionalEmail.optional(),
  source: z.preprocess((value) => blankToUndefined(value) ?? 'manual', sourceField),
  assigned_to: optionalAssignee.optional(),
  follow_up_on: optionalDay.optional(),
  estimated_value: optionalPiastres.optional(),
  note: optionalText(MAX_LEAD_NOTE).optional(),
});

/**
 * A change to a lead (the console's edit sends the whole record: fields it does not know are dropped). A move to lost
 * needs its reason and a note; the service checks the move itself against the stage the lead is at.
 */
export const leadUpdateSchema = z
  .object({
    name: requiredText(apiMessages.required, 200).optional(),
    phone: phoneField.optional(),
    email: optionalEmail.optional(),
    assigned_to: optionalAssignee.optional(),
    follow_up_on: optionalDay.optional(),
    estimated_value: optionalPiastres.optional(),
    stage: stageField.optional(),
    lost_reason: z.preprocess((value) => (value === null || blankToUndefined(value) === undefined ? undefined : value), reasonField.optional()),
    lost_note: optionalText(MAX_LEAD_NOTE).optional(),
  })
  .superRefine((input, context) => {
    if (input.stage !== 'lost') return;
    if (!input.lost_reason) context.addIssue({ code: 'custom', path: ['lost_reason'], message: leadMessages.lostReasonRequired });
    if (!input.lost_note) context.addIssue({ code: 'custom', path: ['lost_note'], message: leadMessages.lostNoteRequired });
  });

export const leadNoteSchema = z.object({
  body: requiredText(apiMessages.required, MAX_LEAD_NOTE),
});

/**
 * Turning a lead into an order: what the order needs that a lead does not know (the unit and its place). The name
 * and phone come from the lead; the e-mail too, or here when the lead has none.
 */
export const leadConvertSchema = orderSchema.omit({ full_name: true, phone: true, post_status: true }).extend({
  email: optionalEmail.optional(),
  language: languageField,
});

/** "Send me this estimate" from the calculator: the figures as typed, who to call, and their consent. */
export const estimateSchema = z.object({
  name: requiredText(apiMessages.required, 200),
  phone: phoneField,
  consent: z.preprocess((value) => value === true || value === 'true' || value === 'on', z.literal(true, { error: leadMessages.consentRequired })),
  meters: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: leadMessages.meters })
      .refine((value) => Number.isFinite(value) && value > 0 && value <= MAX_ESTIMATE_METERS, { error: leadMessages.meters }),
  ),
  price_per_meter: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: leadMessages.pricePerMeter })
      .refine((value) => Number.isFinite(value) && value >= 0 && value <= MAX_PRICE_PER_METER, { error: leadMessages.pricePerMeter }),
  ),
  /** The package the price is of (its slug), when the visitor came from one: its own price then counts. */
  package: optionalText(200).optional(),
  language: languageField,
});

export type LeadCreateInput = z.output<typeof leadCreateSchema>;
export type LeadUpdateInput = z.output<typeof leadUpdateSchema>;
export type EstimateInput = z.output<typeof estimateSchema>;

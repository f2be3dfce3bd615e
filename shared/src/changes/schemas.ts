// The input rules of change orders (issue 38), with zod: changes.ts holds their words, options and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { bodyText } from '../common/body-text.ts';
import { dateField } from '../quotes/schemas.ts';
import { MAX_QUANTITY, MAX_UNIT_PRICE, quoteMessages } from '../quotes/words.ts';
import {
  type ChangeLineKind,
  type ChangeSchedule,
  type ChangeStage,
  MAX_CHANGE_LINES,
  MAX_DAYS_ADDED,
  changeLineKinds,
  changeMessages,
  changeScheduleOptions,
  changeStageOptions,
} from './words.ts';

const thousandths = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

export const changeLineSchema = z.strictObject({
  kind: z.enum(changeLineKinds as unknown as [ChangeLineKind, ...ChangeLineKind[]], { error: apiMessages.required }),
  description: bodyText(500),
  description_ar: bodyText(500, false),
  quantity: z
    .number({ error: quoteMessages.quantity })
    .refine((value) => value > 0 && value <= MAX_QUANTITY && thousandths(value), quoteMessages.quantity),
  unit: bodyText(40),
  unit_price: z
    .number({ error: quoteMessages.unitPrice })
    .int({ error: quoteMessages.unitPrice })
    .min(0, { error: quoteMessages.unitPrice })
    .max(MAX_UNIT_PRICE, { error: quoteMessages.unitPrice }),
});

/** A number sent as a form field (multipart carries text) or as JSON. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value), schema);

/** The lines as JSON, or as a multipart field holding the JSON text. */
const linesField = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z.array(changeLineSchema, { error: changeMessages.lines }).max(MAX_CHANGE_LINES, { error: `At most ${MAX_CHANGE_LINES} lines.` }),
);

/** A change as staff raise it (JSON, or multipart with photos under `photos`). */
export const changeSchema = z
  .strictObject({
    reason: bodyText(2000),
    reason_ar: bodyText(2000, false),
    lines: linesField.default([]),
    days_added: formNumber(
      z.number({ error: changeMessages.days }).int({ error: changeMessages.days }).min(0, { error: changeMessages.days }).max(MAX_DAYS_ADDED, {
        error: changeMessages.days,
      }),
    ).default(0),
    answer_by: dateField,
    schedule: z.enum(changeScheduleOptions.map((option) => option.value) as [ChangeSchedule, ...ChangeSchedule[]], {
      error: apiMessages.required,
    }),
    stage: z
      .enum(changeStageOptions.map((option) => option.value) as [ChangeStage, ...ChangeStage[]], { error: changeMessages.stageRequired })
      .optional(),
  })
  .superRefine((value, context) => {
    if (!value.lines.length && !value.days_added) context.addIssue({ code: 'custom', path: ['lines'], message: changeMessages.empty });
    if (value.schedule === 'stage' && !value.stage) context.addIssue({ code: 'custom', path: ['stage'], message: changeMessages.stageRequired });
  });
export type ChangeInput = z.input<typeof changeSchema>;

/** The customer's yes: their typed name, as on a quote's acceptance. */
export const changeApproveSchema = z.strictObject({ full_name: bodyText(200) });
export const changeDeclineSchema = z.strictObject({ reason: bodyText(2000, false) });

/** The day staff expect the job to be completed (approved changes move it by their days). */
export const completionSchema = z.strictObject({ expected_completion: dateField });

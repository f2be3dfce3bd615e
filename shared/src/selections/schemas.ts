// The input rules of selections (issue 38), with zod: selections.ts holds their words and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { bodyText } from '../common/body-text.ts';
import { dateField } from '../quotes/schemas.ts';
import { MAX_QUANTITY, MAX_UNIT_PRICE, quoteMessages } from '../quotes/words.ts';
import { changeStageOptions, type ChangeStage } from '../changes/words.ts';
import { MAX_SELECTION_CHOICES, selectionMessages } from './words.ts';

const price = z
  .number({ error: quoteMessages.unitPrice })
  .int({ error: quoteMessages.unitPrice })
  .min(0, { error: quoteMessages.unitPrice })
  .max(MAX_UNIT_PRICE, { error: quoteMessages.unitPrice });

/** A value sent as a form field (multipart carries text) or as JSON. */
const formValue = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  }, schema);

export const selectionChoiceSchema = z.strictObject({
  name: bodyText(200),
  name_ar: bodyText(200, false),
  supplier: bodyText(200, false),
  price_per_unit: price,
  note: bodyText(1000, false),
  note_ar: bodyText(1000, false),
});

/** A selection as staff define it (JSON, or multipart with the choices as JSON text and one photo per choice). */
export const selectionSchema = z.strictObject({
  item: bodyText(200),
  item_ar: bodyText(200, false),
  room: bodyText(100),
  room_ar: bodyText(100, false),
  quantity: formValue(
    z
      .number({ error: quoteMessages.quantity })
      .refine((value) => value > 0 && value <= MAX_QUANTITY && Number.isInteger(Math.round(value * 1000)), quoteMessages.quantity),
  ),
  unit: bodyText(40),
  allowance_per_unit: formValue(price),
  choices: formValue(
    z
      .array(selectionChoiceSchema, { error: selectionMessages.choices })
      .min(1, { error: selectionMessages.noChoices })
      .max(MAX_SELECTION_CHOICES, { error: `At most ${MAX_SELECTION_CHOICES} choices.` }),
  ),
  stage: z.enum(changeStageOptions.map((option) => option.value) as [ChangeStage, ...ChangeStage[]], { error: apiMessages.required }),
  choose_by: dateField,
  blocks_work: formValue(z.boolean({ error: 'Must be true or false.' })).default(false),
  /** Which choice each photo shows (their positions, in the photos' order); without it, the first photos the first choices. */
  photo_of: formValue(
    z
      .array(z.int({ error: selectionMessages.photoOf }).min(0, { error: selectionMessages.photoOf }), { error: selectionMessages.photoOf })
      .max(MAX_SELECTION_CHOICES, { error: selectionMessages.photoOf }),
  ).optional(),
});

/** The customer's choice, signed with their typed name. */
export const selectionChooseSchema = z.strictObject({
  choice_id: z
    .number({ error: selectionMessages.notAChoice })
    .int({ error: selectionMessages.notAChoice })
    .positive({ error: selectionMessages.notAChoice }),
  full_name: bodyText(200),
});

// The catalogue's input rules (SPEC.md section 5), shared by the console's forms and the API.
import { z } from '../common/zod.ts';
import { messages } from '../common/messages.ts';
import { optionalText, requiredId, requiredNumber, requiredText, statusField } from '../common/fields.ts';

/** The Arabic texts beside the English ones: optional, with the English field's length limit. */
const arabicText = (max: number) => optionalText(max).optional();

export const categorySchema = z.object({
  title: requiredText(messages.enterData, 200),
  details: requiredText(messages.enterData, 5000),
  slug: optionalText(200).optional(),
  title_ar: arabicText(200),
  details_ar: arabicText(5000),
});

export const packageSchema = z.object({
  title: requiredText(messages.packageFieldsRequired, 200),
  price_per_unit: requiredNumber(messages.packageFieldsRequired),
  category: requiredId(messages.packageFieldsRequired),
  description: optionalText(10000),
  title_ar: arabicText(200),
  description_ar: arabicText(10000),
  tags: optionalText(500),
  post_status: statusField,
});

export const componentSchema = z.object({
  post_id: requiredId(),
  title: requiredText(messages.componentFieldsRequired, 200),
  description: requiredText(messages.componentFieldsRequired, 5000),
  title_ar: arabicText(200),
  description_ar: arabicText(5000),
  name: optionalText(200),
  email: optionalText(254),
  comment: optionalText(5000),
});

export const workSchema = z.object({
  title: requiredText(messages.packageFieldsRequired, 200),
  description: requiredText(messages.packageFieldsRequired, 10000),
  title_ar: arabicText(200),
  description_ar: arabicText(10000),
  tags: optionalText(500),
  post_status: statusField,
});

/** Package PATCH/PUT: any field may be left out, but one that is sent must be valid (title and price cannot be blanked). */
export const packageUpdateSchema = packageSchema.partial();

/** Component update: any field may be left out; one that is sent must be valid. */
export const componentUpdateSchema = componentSchema.partial();

export const workUpdateSchema = z.object({
  title: requiredText(messages.workFieldsRequired, 200),
  description: optionalText(10000).optional(),
  title_ar: arabicText(200),
  description_ar: arabicText(10000),
  tags: optionalText(500).optional(),
  post_status: statusField.optional(),
});

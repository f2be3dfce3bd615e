// The order and contact forms' input rules (SPEC.md section 5), shared by the forms and the API.
import { z } from '../common/zod.ts';
import { apiMessages, messages } from '../common/messages.ts';
import { CONTACT_LIMITS } from '../common/limits.ts';
import { choiceField, emailField, optionalText, requiredCount, requiredNumber, requiredText, statusField } from '../common/fields.ts';
import { conditionOptions, movableStages, requiredWorksOptions, skillsOptions, typeUnitOptions } from './words.ts';

export const orderSchema = z.object({
  full_name: requiredText(messages.packageFieldsRequired, 200),
  phone: requiredText(messages.packageFieldsRequired, 40),
  governorate: requiredText(messages.packageFieldsRequired, 100),
  city: requiredText(messages.packageFieldsRequired, 100),
  area: requiredText(messages.packageFieldsRequired, 200),
  typeunit: choiceField(typeUnitOptions, messages.packageFieldsRequired),
  requiredworks: choiceField(requiredWorksOptions, messages.packageFieldsRequired),
  skills: choiceField(skillsOptions, messages.packageFieldsRequired),
  conditionoftheunit: choiceField(conditionOptions, messages.packageFieldsRequired),
  space: requiredNumber(messages.packageFieldsRequired),
  numberroom: requiredCount(messages.packageFieldsRequired),
  numberbathroom: requiredCount(messages.packageFieldsRequired),
  description: optionalText(5000),
  package: optionalText(200),
  post_status: statusField,
});

/**
 * The console's only write on an order: its stage, and a note the customer reads with it. Any other field is
 * refused, so staff cannot rewrite what the customer ordered.
 */
export const orderStageSchema = z.strictObject(
  {
    stage: choiceField(movableStages, apiMessages.required),
    stage_note: optionalText(2000),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? apiMessages.onlyStage(issue.keys) : undefined) },
);

/** The most photos one progress update carries (issue 25). */
export const MAX_PROGRESS_PHOTOS = 10;
/** The file field of a progress update, repeated once per photo. */
export const PROGRESS_PHOTOS_FIELD = 'photos';

/**
 * A progress update (issue 25): a note for the customer and photos of the work, and optionally the order's next stage
 * (left out: the stage stays). A note or at least one photo.
 */
export const progressSchema = z.strictObject({
  stage: choiceField(movableStages, apiMessages.required).optional(),
  note: optionalText(2000),
});

// Contact

export const contactSchema = z.object({
  name: requiredText(apiMessages.required, CONTACT_LIMITS.name),
  email: emailField(),
  message: requiredText(apiMessages.required, CONTACT_LIMITS.message),
});

export type OrderInput = z.infer<typeof orderSchema>;

/** The order form's answers about the place and the work, as an order row keeps them (a customer's order, a lead's). */
export const placeAndWork = (input: Omit<OrderInput, 'full_name' | 'phone' | 'post_status' | 'package'>) => ({
  governorate: input.governorate,
  city: input.city,
  area: input.area,
  typeunit: input.typeunit,
  requiredworks: input.requiredworks,
  skills: input.skills,
  conditionoftheunit: input.conditionoftheunit,
  space: input.space,
  numberroom: input.numberroom,
  numberbathroom: input.numberbathroom,
  description: input.description,
});

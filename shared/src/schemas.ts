// Input rules of SPEC.md section 5, shared by the forms and the API so that both say the same thing.
import { z } from './zod.ts';
import { apiMessages, messages } from './messages.ts';
import { conditionOptions, movableStages, requiredWorksOptions, skillsOptions, typeUnitOptions, valuesOf } from './options.ts';

/** Form fields arrive as strings: blank means missing, and text is trimmed. */
const blankToUndefined = (value: unknown) => {
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);

export const requiredText = (required: string = apiMessages.required, max = 255) =>
  z.preprocess(blankToUndefined, z.string({ error: missingOr(required, required) }).max(max, { error: apiMessages.tooLong(max) }));

export const optionalText = (max = 255) =>
  z.preprocess((value) => blankToUndefined(value) ?? '', z.string().max(max, { error: apiMessages.tooLong(max) }));

const toNumber = (value: unknown) => {
  const v = blankToUndefined(value);
  return typeof v === 'string' ? Number(v) : v;
};

export const requiredNumber = (required: string = apiMessages.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: missingOr(required, apiMessages.invalidNumber) })
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(1e9, { error: 'Ensure this value is less than or equal to 1000000000.' }),
  );

export const requiredCount = (required: string = apiMessages.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: missingOr(required, apiMessages.invalidInteger) })
      .int({ error: apiMessages.invalidInteger })
      .min(0, { error: 'Ensure this value is greater than or equal to 0.' })
      .max(1000, { error: 'Ensure this value is less than or equal to 1000.' }),
  );

export const requiredId = (required: string = apiMessages.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: missingOr(required, apiMessages.invalidInteger) })
      .int({ error: apiMessages.invalidInteger })
      .positive({ error: apiMessages.invalidInteger })
      .max(2_147_483_647, { error: apiMessages.invalidInteger }),
  );

/** A value for a message, whatever was sent: `String({ toString: 1 })` throws. */
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? '');

const choice = <T extends readonly { readonly value: string; readonly label: string }[]>(options: T, required: string) =>
  z.preprocess(
    blankToUndefined,
    z.enum(valuesOf(options), {
      error: (issue) => (issue.input === undefined ? required : apiMessages.invalidChoice(shown(issue.input))),
    }),
  );

export const emailField = (required: string = apiMessages.required) =>
  z.preprocess(
    (value) => (typeof blankToUndefined(value) === 'string' ? (blankToUndefined(value) as string).toLowerCase() : blankToUndefined(value)),
    z.email({ error: missingOr(required, apiMessages.invalidEmail) }).max(254, { error: apiMessages.tooLong(254) }),
  );

const status = z.preprocess((value) => blankToUndefined(value) ?? 'Active', z.string().max(50));

// Accounts

/** The languages a customer can read the site and their mails in. */
export const languages = ['en', 'ar'] as const;
export type Language = (typeof languages)[number];

/** Optional: left out (or blank), the account keeps its language, 'en' for a new one. */
const languageField = z
  .preprocess(
    blankToUndefined,
    z.enum(languages, {
      // JSON, not String(): an object such as {"toString": 1} cannot be turned into a string.
      error: (issue) => apiMessages.invalidLanguage(typeof issue.input === 'string' ? issue.input : String(JSON.stringify(issue.input))),
    }),
  )
  .optional();

/**
 * The language of the customer's mails (issue 37): 'en' or 'ar', or 'pages' to follow the language of the pages they
 * use (the default). Left out, the choice stays.
 */
export const mailLanguageChoices = ['pages', ...languages] as const;
export type MailLanguageChoice = (typeof mailLanguageChoices)[number];
const mailLanguageField = z
  .preprocess(
    blankToUndefined,
    z.enum(mailLanguageChoices, {
      error: (issue) => apiMessages.invalidChoice(typeof issue.input === 'string' ? issue.input : String(JSON.stringify(issue.input))),
    }),
  )
  .optional();

export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ error: apiMessages.required }).min(1, { error: apiMessages.required }).max(1024),
});

export const registerSchema = z
  .object({
    full_name: requiredText(),
    email: emailField(),
    password: z.string({ error: apiMessages.required }).min(1, { error: apiMessages.required }),
    password2: z.string({ error: apiMessages.required }).min(1, { error: apiMessages.required }),
    language: languageField,
  })
  .refine((data) => data.password === data.password2, {
    path: ['password'],
    error: apiMessages.passwordFieldsMismatch,
  });

export const passwordChangeSchema = z.object({
  otp: requiredText(apiMessages.required, 200),
  uidb64: requiredText(apiMessages.required, 200),
  reset_token: requiredText(apiMessages.required, 200),
  password: z.string({ error: apiMessages.required }).min(1, { error: apiMessages.required }),
});

export const activateSchema = z.object({
  uidb64: requiredText(apiMessages.required, 200),
  token: requiredText(apiMessages.required, 200),
});

/** A PATCH's text field: absent leaves it as it is, blank clears it, null is refused as Django REST framework does. */
const patchText = (max: number) =>
  z
    .preprocess(
      (value) => (value === null ? value : (blankToUndefined(value) ?? '')),
      z
        .string({ error: (issue) => (issue.input === null ? apiMessages.notNull : apiMessages.notAString) })
        .max(max, { error: apiMessages.tooLong(max) }),
    )
    .optional();

/** Profile PATCH: every field optional; the form itself asks for more (SPEC.md section 5). */
export const profileSchema = z.object({
  full_name: patchText(255),
  about: patchText(2000),
  bio: patchText(2000),
  phone: patchText(40),
  facebook: patchText(500),
  twitter: patchText(500),
  country: patchText(100),
  language: languageField,
  mail_language: mailLanguageField,
});

// Catalogue

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
  post_status: status,
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
  post_status: status,
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
  post_status: status.optional(),
});

// Orders

export const orderSchema = z.object({
  full_name: requiredText(messages.packageFieldsRequired, 200),
  phone: requiredText(messages.packageFieldsRequired, 40),
  governorate: requiredText(messages.packageFieldsRequired, 100),
  city: requiredText(messages.packageFieldsRequired, 100),
  area: requiredText(messages.packageFieldsRequired, 200),
  typeunit: choice(typeUnitOptions, messages.packageFieldsRequired),
  requiredworks: choice(requiredWorksOptions, messages.packageFieldsRequired),
  skills: choice(skillsOptions, messages.packageFieldsRequired),
  conditionoftheunit: choice(conditionOptions, messages.packageFieldsRequired),
  space: requiredNumber(messages.packageFieldsRequired),
  numberroom: requiredCount(messages.packageFieldsRequired),
  numberbathroom: requiredCount(messages.packageFieldsRequired),
  description: optionalText(5000),
  package: optionalText(200),
  post_status: status,
});

/**
 * The console's only write on an order: its stage, and a note the customer reads with it. Any other field is
 * refused, so staff cannot rewrite what the customer ordered.
 */
export const orderStageSchema = z.strictObject(
  {
    stage: choice(movableStages, apiMessages.required),
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
  stage: choice(movableStages, apiMessages.required).optional(),
  note: optionalText(2000),
});

// Contact

export const contactSchema = z.object({
  name: requiredText(apiMessages.required, 200),
  email: emailField(),
  message: requiredText(apiMessages.required, 5000),
});

export type OrderInput = z.infer<typeof orderSchema>;

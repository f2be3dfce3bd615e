// The account forms' input rules (SPEC.md section 5), shared by the forms and the API.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { blankToUndefined, emailField, languageField, requiredText } from '../common/fields.ts';
import { mailLanguageChoices } from '../mail-preferences/words.ts';

export const loginSchema = z.object({
  email: emailField(),
  password: z
    .string({ error: apiMessages.required })
    .min(1, { error: apiMessages.required })
    .max(1024, { error: apiMessages.tooLong(1024) }),
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

/** The language of the customer's mails (mail-preferences/words.ts). Left out, the choice stays. */
const mailLanguageField = z
  .preprocess(
    blankToUndefined,
    z.enum(mailLanguageChoices, {
      error: (issue) => apiMessages.invalidChoice(typeof issue.input === 'string' ? issue.input : String(JSON.stringify(issue.input))),
    }),
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

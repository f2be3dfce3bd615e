// Input rules of SPEC.md section 5, shared by the forms and the API so that both say the same thing.
import { z } from './zod.ts';
import { apiMessages } from './messages.ts';
import { valuesOf } from './options.ts';
import { languages } from './options.ts';

/** Form fields arrive as strings: blank means missing, and text is trimmed. */
export const blankToUndefined = (value: unknown) => {
  if (typeof value !== 'string') return value ?? undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export const missingOr = (required: string, invalid: string) => (issue: { input?: unknown }) => (issue.input === undefined ? required : invalid);

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
      .min(0, { error: apiMessages.minValue(0) })
      .max(1e9, { error: apiMessages.maxValue(1e9) }),
  );

export const requiredCount = (required: string = apiMessages.required) =>
  z.preprocess(
    toNumber,
    z
      .number({ error: missingOr(required, apiMessages.invalidInteger) })
      .int({ error: apiMessages.invalidInteger })
      .min(0, { error: apiMessages.minValue(0) })
      .max(1000, { error: apiMessages.maxValue(1000) }),
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

export const choiceField = <T extends readonly { readonly value: string; readonly label: string }[]>(options: T, required: string) =>
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

export const statusField = z.preprocess((value) => blankToUndefined(value) ?? 'Active', z.string().max(50));

/** Optional: left out (or blank), the account keeps its language, 'en' for a new one. */
export const languageField = z
  .preprocess(
    blankToUndefined,
    z.enum(languages, {
      // JSON, not String(): an object such as {"toString": 1} cannot be turned into a string.
      error: (issue) => apiMessages.invalidLanguage(typeof issue.input === 'string' ? issue.input : String(JSON.stringify(issue.input))),
    }),
  )
  .optional();

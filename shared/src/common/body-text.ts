// A text field of a JSON body, as quotes and snags take them: trimmed; a required one may not be blank, an optional
// one may be left out (it reads ''), and null is refused. The form fields of fields.ts read null as missing.
import { z } from './zod.ts';
import { apiMessages } from './messages.ts';

export const bodyText = (max: number, required = true) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value === undefined && !required ? '' : value),
    required
      ? z
          .string({ error: apiMessages.required })
          .min(1, { error: apiMessages.required })
          .max(max, { error: apiMessages.tooLong(max) })
      : z.string({ error: apiMessages.required }).max(max, { error: apiMessages.tooLong(max) }),
  );

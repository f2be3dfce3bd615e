// zod as every app here uses it (the site's islands, the console, the API): `jitless`, set before the first schema
// is made. Without it zod probes for `new Function` when it makes its first object schema, and a strict
// Content-Security-Policy reports that probe as a violation even though zod catches the error. Parsing without
// zod's compiled fast path costs little for forms and requests of this size. (package.json names this file as the
// one with a side effect, so that bundlers keep the setting.)
//
// Its own messages, where a schema gives none, are the registry's (refusals/words.ts), so that the API answers a
// code for each and a client words it in its reader's language: a text too long, a number too large, a value of
// the wrong kind, a key the body may not have.
import { z } from 'zod';
import { apiMessages } from './messages.ts';

type Issue = Parameters<NonNullable<z.core.$ZodConfig['customError']>>[0];

const kindOf = (input: unknown) => (input === null ? 'null' : Array.isArray(input) ? 'list' : typeof input);
const shown = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : (JSON.stringify(value) ?? '');

/** The registry's words for a zod issue a schema left unworded; undefined leaves zod's own. */
export function registeredMessage(issue: Issue): string | undefined {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return apiMessages.required;
      if (issue.input === null) return apiMessages.notNull;
      if (issue.expected === 'string') return apiMessages.notAString;
      if (issue.expected === 'number') return apiMessages.invalidNumber;
      if (issue.expected === 'int') return apiMessages.invalidInteger;
      if (issue.expected === 'boolean') return apiMessages.notABoolean;
      if (issue.expected === 'object') return apiMessages.notAnObject(kindOf(issue.input));
      return undefined;
    case 'too_big': {
      if (issue.inclusive === false) return undefined;
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return apiMessages.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return apiMessages.tooMany(max);
      if (issue.origin === 'number' || issue.origin === 'int') return apiMessages.maxValue(max);
      return undefined;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.inclusive === false) return issue.origin === 'number' || issue.origin === 'int' ? apiMessages.aboveValue(min) : undefined;
      if (issue.origin === 'string') return min <= 1 ? apiMessages.required : apiMessages.tooShort(min);
      if (issue.origin === 'array' || issue.origin === 'set') return apiMessages.tooFew(min);
      if (issue.origin === 'number' || issue.origin === 'int') return apiMessages.minValue(min);
      return undefined;
    }
    case 'invalid_value':
      return apiMessages.invalidChoice(shown(issue.input));
    case 'unrecognized_keys':
      return apiMessages.unknownFields(issue.keys.join(', '));
    case 'invalid_format':
      return issue.format === 'email' ? apiMessages.invalidEmail : apiMessages.invalidFormat;
    default:
      return undefined;
  }
}

z.config({ jitless: true, customError: registeredMessage });

export { z };

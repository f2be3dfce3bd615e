// The refusals a route or service throws; error-handler.ts answers them (and every other error) in the API's shapes.
import type { ZodType } from 'zod';
import { codeOfMessage, FIELD_CODES, FIELD_PARAMS, type RefusalCode, refusalOfMessage, refusalText } from '@fitout/shared';

/**
 * A 400 answered as Django REST framework does: `{"field": ["message", …]}`, with `"$codes": {"field": ["code", …]}`
 * beside them (fieldCodes below names each message).
 */
export class FieldErrors extends Error {
  readonly fields: Record<string, string[]>;
  constructor(fields: Record<string, string[]>) {
    super('Invalid input');
    this.fields = fields;
  }
  static of(field: string, message: string) {
    return new FieldErrors({ [field]: [message] });
  }
}

type Values = Record<string, string | number>;

/**
 * Any other refusal: `{"code": "…", "detail": "…"}` with its status, the detail being the code's English words
 * (shared refusals.ts), and `params` beside them where the words carry values. A 5xx's `cause` is logged.
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: RefusalCode;
  readonly values: Values | undefined;
  /** Fields answered beside `code` and `detail` (user/token/'s second step: mfa_required, mfa_token). */
  readonly fields: Record<string, unknown> | undefined;
  constructor(statusCode: number, code: RefusalCode, options?: ErrorOptions & { values?: Values; fields?: Record<string, unknown> }) {
    super(refusalText(code, 'en', options?.values) ?? code, options);
    this.statusCode = statusCode;
    this.code = code;
    this.values = options?.values;
    this.fields = options?.fields;
  }

  /** The answer's body: code, detail, the words' values, any fields. */
  body(): Record<string, unknown> {
    return { code: this.code, detail: this.message, ...(this.values && { params: this.values }), ...this.fields };
  }
}

export const notFound = () => new HttpError(404, 'request.not_found');
export const forbidden = (code: RefusalCode = 'auth.permission_denied') => new HttpError(403, code);
export const unauthorized = (code: RefusalCode = 'auth.not_authenticated') => new HttpError(401, code);
export const databaseUnavailable = () => new HttpError(503, 'server.unavailable');

/** The code of a field message, and the values its words carry (shared refusals/words.ts, refusalOfMessage). */
export const fieldRefusal = refusalOfMessage;
export const fieldCode = codeOfMessage;

/** A field message's code, and the values its words carry (numbers as numbers), read back from the English. */

/**
 * A field-error body: the fields' messages and, beside them, their codes (`$codes`) and, when any message's words
 * carry values (a length, a limit, the value sent), those values (`$params`, null for fixed words), so that a client
 * words the message in its reader's language with them.
 */
export function fieldErrorBody(fields: Record<string, string[]>) {
  const named = Object.entries(fields).map(([field, list]) => [field, list.map(fieldRefusal)] as const);
  const codes = Object.fromEntries(named.map(([field, list]) => [field, list.map((refusal) => refusal.code)]));
  const valued = named.filter(([, list]) => list.some((refusal) => refusal.values));
  if (!valued.length) return { ...fields, [FIELD_CODES]: codes };
  const params = Object.fromEntries(valued.map(([field, list]) => [field, list.map((refusal) => refusal.values ?? null)]));
  return { ...fields, [FIELD_CODES]: codes, [FIELD_PARAMS]: params };
}

/** Files `message` under the field a validation issue's path names (the whole body: `non_field_errors`). */
export function addIssue(fields: Record<string, string[]>, path: readonly PropertyKey[], message: string) {
  const key = path.length ? String(path[0]) : 'non_field_errors';
  (fields[key] ??= []).push(message);
}

/** Validate input against a shared schema; collected field errors (plus any given) become one 400. */
export function parse<T>(schema: ZodType<T>, input: unknown, extra: Record<string, string[]> = {}): T {
  const result = schema.safeParse(input ?? {});
  const fields: Record<string, string[]> = { ...extra };
  if (!result.success) for (const issue of result.error.issues) addIssue(fields, issue.path, issue.message);
  if (Object.keys(fields).length) throw new FieldErrors(fields);
  return (result as { data: T }).data;
}

// The refusals a route or service throws; error-handler.ts answers them (and every other error) in the API's shapes.
import type { ZodType } from 'zod';
import { apiMessages } from '@fitout/shared';

/** A 400 answered as Django REST framework does: `{"field": ["message", …]}`. */
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

/** Any other refusal: `{"detail": "…"}` with its status. A 5xx's `cause` (what went wrong underneath) is logged. */
export class HttpError extends Error {
  readonly statusCode: number;
  /** Fields answered beside `detail` (user/token/'s second step: mfa_required, mfa_token). */
  readonly fields: Record<string, unknown> | undefined;
  constructor(statusCode: number, detail: string, options?: ErrorOptions & { fields?: Record<string, unknown> }) {
    super(detail, options);
    this.statusCode = statusCode;
    this.fields = options?.fields;
  }
}

export const notFound = () => new HttpError(404, apiMessages.notFound);
export const forbidden = (detail: string = apiMessages.permissionDenied) => new HttpError(403, detail);
export const unauthorized = (detail: string = apiMessages.notAuthenticated) => new HttpError(401, detail);
export const databaseUnavailable = () => new HttpError(503, apiMessages.databaseUnavailable);

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

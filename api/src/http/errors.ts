import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { apiMessages } from '@fitout/shared';
import { isDatabaseUnavailable, isDiskFull, pgCode, SQLSTATE } from '../db/errors.ts';
import { failedReadingMultipart } from '../plugins/body.ts';

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
  constructor(statusCode: number, detail: string, options?: ErrorOptions) {
    super(detail, options);
    this.statusCode = statusCode;
  }
}

export const notFound = () => new HttpError(404, apiMessages.notFound);
export const forbidden = (detail: string = apiMessages.permissionDenied) => new HttpError(403, detail);
export const unauthorized = (detail: string = apiMessages.notAuthenticated) => new HttpError(401, detail);
export const databaseUnavailable = () => new HttpError(503, apiMessages.databaseUnavailable);

function addIssue(fields: Record<string, string[]>, path: readonly PropertyKey[], message: string) {
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

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over the router's limit):
 * answered in the API's own shape, with the request id the hooks would have added.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  (reply as FastifyReply)
    .code(tooLong ? 414 : 400)
    .header('X-Request-Id', request.id)
    .send({ detail: tooLong ? apiMessages.addressTooLong : apiMessages.malformedAddress });
};

/** Seconds a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ detail: apiMessages.notFound }));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A server-side failure names its request id, so that a user's report leads to the log line.
    const failure = (detail: string) => ({ detail, request_id: request.id });
    if (error instanceof FieldErrors) return reply.code(400).send(error.fields);
    if (error instanceof HttpError) {
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error.cause }, error.message);
      if (error.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(error.statusCode >= 500 ? failure(error.message) : { detail: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const v of error.validation) {
        const path = v.instancePath.split('/').filter(Boolean);
        addIssue(fields, path, v.message ?? apiMessages.required);
      }
      return reply.code(400).send(fields);
    }
    switch (pgCode(error)) {
      case SQLSTATE.uniqueViolation:
        return reply.code(409).send({ detail: 'A record with these values already exists.' });
      case SQLSTATE.foreignKeyViolation:
        return reply.code(409).send({ detail: 'This record is still referenced by other records.' });
      case SQLSTATE.invalidTextRepresentation:
      case SQLSTATE.numericOutOfRange:
      case SQLSTATE.stringTooLong:
      case SQLSTATE.untranslatableCharacter:
        return reply.code(400).send({ detail: 'A value is out of range or malformed.' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('Retry-After', String(RETRY_AFTER_SECONDS)).send(failure(apiMessages.databaseUnavailable));
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return reply.code(507).send(failure(apiMessages.storageFull));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return reply.code(413).send({ detail: apiMessages.fileTooLarge });
      if (status === 413) return reply.code(413).send({ detail: apiMessages.bodyTooLarge });
      return reply.code(status).send({ detail: error.message });
    }
    // busboy reports a malformed multipart body (no boundary, truncated) as a bare error.
    if (failedReadingMultipart(request)) return reply.code(400).send({ detail: apiMessages.malformedBody });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(failure(apiMessages.serverError));
  });
}

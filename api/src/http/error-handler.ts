// How every error is answered: the API's own shapes (`{"field": [...], "$codes": {…}}`, `{"code": "…", "detail": "…"}`),
// the status each kind of failure earns, and a request id on every server-side failure.
import { apiMessages, type RefusalCode } from '@fitout/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, isDiskFull, pgCode, SQLSTATE } from '../db/errors.ts';
import { failedReadingMultipart } from './body.ts';
import { addIssue, FieldErrors, fieldErrorBody, HttpError } from './errors.ts';

/**
 * Errors the router raises before any hook runs (a malformed URL, a path parameter over the router's limit):
 * answered in the API's own shape, with the request id the hooks would have added.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  (reply as FastifyReply)
    .code(tooLong ? 414 : 400)
    .header('X-Request-Id', request.id)
    .send(new HttpError(tooLong ? 414 : 400, tooLong ? 'request.address_too_long' : 'request.malformed_address').body());
};

/** Seconds a client should wait before trying again while the database is away. */
const RETRY_AFTER_SECONDS = 5;

export function registerErrorHandlers(app: FastifyInstance) {
  app.setNotFoundHandler((_request, reply) => reply.code(404).send(new HttpError(404, 'request.not_found').body()));

  app.setErrorHandler((error: FastifyError, request, reply) => {
    // A server-side failure names its request id, so that a user's report leads to the log line.
    const refuse = (status: number, code: RefusalCode) => reply.code(status).send(new HttpError(status, code).body());
    const failure = (status: number, code: RefusalCode) => reply.code(status).send({ ...new HttpError(status, code).body(), request_id: request.id });
    if (error instanceof FieldErrors) return reply.code(400).send(fieldErrorBody(error.fields));
    if (error instanceof HttpError) {
      if (error.statusCode >= 500 && error.cause) request.log.error({ err: error.cause }, error.message);
      if (error.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return reply.code(error.statusCode).send(error.statusCode >= 500 ? { ...error.body(), request_id: request.id } : error.body());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string[]> = {};
      for (const v of error.validation) {
        const path = v.instancePath.split('/').filter(Boolean);
        addIssue(fields, path, v.message ?? apiMessages.required);
      }
      return reply.code(400).send(fieldErrorBody(fields));
    }
    switch (pgCode(error)) {
      case SQLSTATE.uniqueViolation:
        return refuse(409, 'record.exists');
      case SQLSTATE.foreignKeyViolation:
        return refuse(409, 'record.referenced');
      case SQLSTATE.invalidTextRepresentation:
      case SQLSTATE.numericOutOfRange:
      case SQLSTATE.stringTooLong:
      case SQLSTATE.untranslatableCharacter:
        return refuse(400, 'record.value_malformed');
      case SQLSTATE.accountSuspended:
        return refuse(401, 'account.suspended');
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
      return failure(503, 'server.unavailable');
    }
    if (isDiskFull(error)) {
      request.log.error({ err: error }, 'disk full');
      return failure(507, 'server.storage_full');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return refuse(413, 'request.file_too_large');
      if (status === 413) return refuse(413, 'request.body_too_large');
      // The framework's own refusals (an unsupported media type, an empty JSON body): its words as the detail.
      return reply.code(status).send({ code: 'request.refused', detail: error.message });
    }
    // busboy reports a malformed multipart body (no boundary, truncated) as a bare error.
    if (failedReadingMultipart(request)) return refuse(400, 'request.malformed_body');
    request.log.error({ err: error }, 'request failed');
    return failure(500, 'server.error');
  });
}

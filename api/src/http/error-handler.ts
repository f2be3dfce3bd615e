// How every error is answered: the API's own shapes (`{"field": [...]}`, `{"detail": "..."}`), the status each kind
// of failure earns, and a request id on every server-side failure.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyServerOptions } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { apiMessages, staffMessages } from '@fitout/shared';
import { isDatabaseUnavailable, isDiskFull, pgCode, SQLSTATE } from '../db/errors.ts';
import { failedReadingMultipart } from './body.ts';
import { addIssue, FieldErrors, HttpError } from './errors.ts';

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
      return reply.code(error.statusCode).send(error.statusCode >= 500 ? failure(error.message) : { detail: error.message, ...error.fields });
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
      case SQLSTATE.accountSuspended:
        return reply.code(401).send({ detail: staffMessages.accountSuspended });
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

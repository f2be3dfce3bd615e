import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Endpoint, failure, fieldErrors, operationIdOf, refusal, sudoRequired } from '@fitout/shared/contract';
import { staleRecord } from '@fitout/shared';

/**
 * The statuses any call may answer whatever it is (a malformed request, a body of the wrong type or size, a method
 * the path does not take, an address too long, too many requests, the database away), described once in the document's description and
 * on each operation they concern; every other refusal a call answers by design is its contract's `refusals`.
 */
export const GENERIC_STATUSES = [400, 401, 403, 404, 405, 413, 414, 415, 429, 500, 503] as const;

/** The refusals a call answers: those every call may answer, as the error handler writes them, then its own. */
function refusals(call: Endpoint) {
  return {
    ...(call.body || call.params || call.query
      ? { 400: z.union([fieldErrors, refusal]).describe('Invalid input: messages by field, or a detail') }
      : {}),
    ...(call.access !== 'public' ? { 401: refusal.describe('Not signed in, or the token is invalid'), 403: refusal.describe('Not allowed') } : {}),
    ...(call.sudo
      ? { 403: z.union([sudoRequired, refusal]).describe('Not allowed; or `code: sudo.required`: confirm it is you at user/sudo/, then again') }
      : {}),
    ...(call.params ? { 404: refusal.describe('Not found') } : {}),
    ...(call.files?.length || call.form ? { 413: refusal.describe('A file or the body is too large') } : {}),
    ...(call.conditional
      ? {
          412: staleRecord.describe('If-Match names a version the record no longer has: who changed it last, and when (RFC 9110)'),
          428: refusal.describe('No If-Match: send the ETag the record was read with (RFC 6585)'),
        }
      : {}),
    429: refusal.describe('Too many requests; see Retry-After'),
    503: failure.describe('The database is briefly unavailable; see Retry-After'),
    ...Object.fromEntries(Object.entries(call.refusals ?? {}).map(([status, why]) => [status, refusal.describe(why)])),
  };
}

/** A conditional write's If-Match (the ETag a read of the record answered); without it the write answers 428. */
const ifMatchHeader = z.object({ 'if-match': z.string().describe('The ETag the record was read with (GET one, or the answer of create or update)') });

/** An idempotent write's key (issue 41): the same key again answers the first answer (api/src/http/idempotency.ts). */
const idempotencyHeader = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Made once per write (a UUID): the same key again, by the same person, answers the first answer and changes nothing; kept 7 days'),
});

/** The headers a call reads beyond the generic ones: If-Match, Idempotency-Key. */
function headersOf(call: Endpoint) {
  const shape = { ...(call.conditional ? ifMatchHeader.shape : {}), ...(call.idempotent ? idempotencyHeader.shape : {}) };
  return Object.keys(shape).length ? { headers: z.object(shape) } : {};
}

/** The body a call takes, with its image fields as binary parts. */
function documentedBody(call: Endpoint) {
  if (!call.files?.length) return call.body;
  const files = Object.fromEntries(call.files.map((name) => [name, z.string().meta({ format: 'binary' }).optional()]));
  return call.body instanceof z.ZodObject ? call.body.extend(files) : z.object(files);
}

/** The staff roles a call is for, when it names them (x-roles, and a line of its description). */
const rolesOf = (call: Pick<Endpoint, 'access'>) => (typeof call.access === 'object' ? call.access.roles : undefined);

/** Who may call: anyone (no security), or a bearer token (the access token of user/token/). */
const securityOf = (call: Pick<Endpoint, 'access'>) => (call.access === 'public' ? [] : [{ bearer: [] }]);

/**
 * OpenAPI 3.1, written from the contract each route was registered with (api/src/http/contract.ts): its name
 * (operationId), summary, parameters, body (JSON, form or multipart), answers and who may call. Served at
 * /api/openapi.json, with Swagger UI at /api/docs. Routes that are not calls of the API (pages, media, the console)
 * are left out.
 */
export default fp(
  async function openapi(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Fit-out API',
          version: '1',
          description: `The API of the fit-out company's site and console. Errors: \`{"detail": "…"}\`, or \`{"field": ["message"]}\` for field errors. Any call may answer ${GENERIC_STATUSES.join(', ')} (a malformed or unreadable request, not signed in, not allowed, not found, a method the path does not take, a body too large or of a type the call does not read, an address too long, too many requests, a failure on our side); each operation lists the other refusals it answers by design.`,
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      // Paths start at /api/v1/, so the server is where the API is reached from outside (PUBLIC_URL), read when the
      // document is first asked for.
      transformObject: (document) =>
        'openapiObject' in document ? { ...document.openapiObject, servers: [{ url: app.config.publicUrl }] } : document.swaggerObject,
      transform: (input) => {
        const call = input.route.config?.contract as Endpoint | undefined;
        if (!call) {
          const documented = input.url.startsWith('/api/') && !input.schema?.hide && input.schema?.summary;
          if (!documented) return { schema: { ...input.schema, hide: true }, url: input.url };
          // Outside the contract are only the health checks: anyone may call them; named by their path (health.ready).
          const name = input.url.slice('/api/'.length).replaceAll('/', '.');
          return jsonSchemaTransform({ ...input, schema: { operationId: name, security: securityOf({ access: 'public' }), ...input.schema } });
        }
        const body = documentedBody(call);
        const schema = {
          ...input.schema,
          operationId: operationIdOf(call),
          summary: call.summary,
          description: [
            rolesOf(call)
              ? `Staff only, as ${rolesOf(call)!.join(' or ')}; anyone else signed in is refused with 403.`
              : call.access === 'user'
                ? 'Any signed-in account.'
                : 'Anyone.',
            ...(call.sudo ? ['A security change: needs a proof of who you are from the last 5 minutes (a sign-in, or user/sudo/).'] : []),
          ].join(' '),
          ...(rolesOf(call) ? { 'x-roles': rolesOf(call) } : {}),
          ...(call.sudo ? { 'x-sudo': true } : {}),
          tags: [call.tag],
          ...(body ? { body } : {}),
          ...(call.files?.length
            ? { consumes: ['multipart/form-data'] }
            : call.form
              ? { consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'] }
              : {}),
          ...headersOf(call),
          security: securityOf(call),
          response: { ...refusals(call), ...call.responses, ...(call.responses[204] ? { 204: z.null().describe('No content') } : {}) },
        };
        return jsonSchemaTransform({ ...input, schema } as typeof input);
      },
    });
    await app.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
    });
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);

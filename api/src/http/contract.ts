// Routes registered from the contract (@fitout/shared/contract): the path and method, who may call, the parameter
// and query schemas (validated here), the answer schemas (answers are serialized through them), and the body
// types the call takes. The body itself is parsed by the area's service with the contract's schema, so that its
// field errors and the service's own come back together, as one 400.
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Endpoint } from '@fitout/shared/contract';
import { formData, uploads } from '../plugins/body.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract's description of the route (the OpenAPI document is written from it). */
    contract?: Endpoint;
    /** A route that only refuses a method (405) of a call: not a call itself. */
    refusal?: boolean;
  }
}

type Params<E extends Endpoint> = E['params'] extends z.ZodType ? z.output<E['params']> : unknown;
type Query<E extends Endpoint> = E['query'] extends z.ZodType ? z.output<E['query']> : unknown;
type Success<E extends Endpoint> = z.input<NonNullable<E['responses'][keyof E['responses']]>>;

export type ContractRequest<E extends Endpoint> = FastifyRequest<{ Params: Params<E>; Querystring: Query<E> }>;

/** Extra route options: rate limits (config) and hooks; the rest comes from the contract. */
type Extras = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'> & { config?: Record<string, unknown> };

/** Answer schemas the server serializes through: the success bodies (a 204 has none). */
function successSchemas(call: Endpoint) {
  return Object.fromEntries(Object.entries(call.responses).filter(([status]) => status !== '204'));
}

/** Registers `call` on `app` (mounted under API_PREFIX) with its handler. */
export function route<E extends Endpoint>(
  fastify: FastifyInstance,
  call: E,
  extras: Extras,
  handler: (request: ContractRequest<E>, reply: import('fastify').FastifyReply) => Promise<Success<E> | import('fastify').FastifyReply | undefined>,
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const access = call.access === 'superuser' ? app.requireSuperuser : call.access === 'user' ? app.requireUser : undefined;
  const bodies = call.files?.length ? uploads(call.files.length) : call.form ? formData : {};
  app.route({
    method: call.method,
    url: `/${call.path}`,
    onRequest: [access, extras.onRequest].flat().filter(Boolean) as never,
    preHandler: extras.preHandler,
    config: { ...bodies, ...extras.config, contract: call },
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: successSchemas(call),
    },
    handler: handler as never,
  });
}

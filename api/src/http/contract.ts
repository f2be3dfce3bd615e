// Routes registered from the contract (@fitout/shared/contract): the path and method, who may call, the parameter
// and query schemas (validated here), the answer schemas (answers are serialized through them), and the body
// types the call takes. The body itself is parsed by the area's service with the contract's schema, so that its
// field errors and the service's own come back together, as one 400.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Audit, type Endpoint, isStaffWrite } from '@fitout/shared/contract';
import { type AuthUser, roleRefusal } from './caller.ts';
import { formData, uploads } from './body.ts';
import { keptHeaders } from './answer-cache.ts';
import { idempotent } from './idempotency.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A staff write's handler run with its audit entry (audit/writes.ts, decorated by plugins/context.ts): handed in,
     * so that registering a call does not reach up into the audit log.
     */
    auditedWrite: <H extends (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>>(
      app: FastifyInstance,
      call: Endpoint,
      audit: Extract<Audit, { resource: string }>,
      handler: H,
    ) => H;
  }
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

/** Extra route options: rate limits (config), hooks and caching; the rest comes from the contract. */
type Extras<E extends Endpoint> = Pick<RouteShorthandOptions, 'onRequest' | 'preHandler'> & {
  config?: Record<string, unknown>;
  /**
   * A read answered from memory, with ETag and 304 (http/answer-cache.ts): `public` from app.publicCache, emptied by
   * every catalogue change; `orders` from app.orderCache, the caller's own, emptied by every change to the orders.
   */
  cache?: 'public' | 'orders';
  /** Requests the cache leaves to the handler every time (an answer it sends itself: a CSV download). */
  uncachedWhen?: (request: FastifyRequest) => boolean;
  /** Called with the parameters of every successful answer, cached or not (answered early too). */
  onAnswered?: (params: Params<E>) => void;
};

/** Answer schemas the server serializes through: the success bodies (a 204 has none). */
function successSchemas(call: Endpoint) {
  return Object.fromEntries(Object.entries(call.responses).filter(([status]) => status !== '204'));
}

/**
 * Registers `call` on `app` (mounted under API_PREFIX) with its handler. A staff write runs with its audit entry
 * (audit/writes.ts) as its contract's `audit` says; one that says nothing is refused here, so the server does not
 * start with a staff write the log would miss.
 */
export function route<E extends Endpoint>(fastify: FastifyInstance, call: E, extras: Extras<E>, handler: Handler<E>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  if (isStaffWrite(call) && !call.audit) {
    throw new Error(`${call.method} ${call.path} is a staff write: its contract says how it is audited (audit: { resource } or { skip: 'why' })`);
  }
  const audited = call.audit && 'resource' in call.audit ? fastify.auditedWrite(fastify, call, call.audit, handler as never) : handler;
  // Outside the audited write: a replayed key answers before the write (and its audit entry) would run again.
  const written = call.idempotent ? idempotent(fastify, call, audited as never) : audited;
  const access =
    call.access === 'public'
      ? undefined
      : call.access === 'user'
        ? app.requireUser
        : app.requireRoles(call.access.roles, { beforeTwoFactor: call.beforeTwoFactor });
  const bodies = call.files?.length ? uploads(call.maxFiles ?? call.files.length) : call.form ? formData : {};
  // What the access hook checks of a caller already known, for a signed-in read answered early (http/early-answers.ts);
  // a route with hooks or limits of its own always goes the whole way.
  const own = !extras.onRequest && !extras.preHandler && !extras.config;
  const who = call.access;
  const allows =
    who === 'public' || !own || call.sudo
      ? undefined
      : who === 'user'
        ? () => true
        : (caller: AuthUser) => !roleRefusal(app, caller, who.roles, { beforeTwoFactor: call.beforeTwoFactor });
  app.route({
    method: call.method,
    url: `/${call.path}`,
    // A security change (sudo) is checked once the caller is known, before the call's own hooks.
    onRequest: [access, call.sudo ? app.requireSudo : undefined, extras.onRequest].flat().filter(Boolean) as never,
    preHandler: extras.preHandler,
    config: { ...bodies, ...extras.config, contract: call },
    schema: {
      ...(call.params ? { params: call.params } : {}),
      ...(call.query ? { querystring: call.query } : {}),
      response: successSchemas(call),
    },
    handler: (extras.cache ? cached(app, call, extras.cache, audited, extras.onAnswered, allows, extras.uncachedWhen) : written) as never,
  });
}

type Handler<E extends Endpoint> = (request: ContractRequest<E>, reply: FastifyReply) => Promise<Success<E> | FastifyReply | undefined>;

/**
 * The handler behind a cache: the answer is built (and serialized through the contract's schema) once per version of
 * what it shows and per query, then sent from memory. The key holds the validated parameters and query, so unknown
 * query parameters share one entry rather than filling the cache, and for the order lists the caller's id: no one is
 * ever answered from another account's entry.
 */
function cached<E extends Endpoint>(
  app: FastifyInstance,
  call: E,
  kind: 'public' | 'orders',
  handler: Handler<E>,
  onAnswered?: (params: Params<E>) => void,
  allows?: (caller: AuthUser) => boolean,
  uncachedWhen?: (request: FastifyRequest) => boolean,
): Handler<E> {
  const cache = kind === 'public' ? app.publicCache : app.orderCache;
  return async (request, reply) => {
    if (uncachedWhen?.(request as unknown as FastifyRequest)) return handler(request, reply);
    const caller = kind === 'public' ? '' : `user ${request.user!.id} `;
    const key = `${caller}${call.method} ${call.path} ${JSON.stringify(request.params ?? {})} ${JSON.stringify(request.query ?? {})}`;
    const params = request.params as Params<E>;
    // The same GET again is answered before Fastify takes it (http/early-answers.ts): a signed-in caller's under their
    // id, and only while the route lets them in.
    const url = kind === 'public' ? request.url : allows && `${request.user!.id} ${request.url}`;
    const early =
      url && request.method === 'GET' ? { url, onHit: onAnswered && (() => onAnswered(params)), route: request.routeOptions.url, allows } : undefined;
    const entry = await cache.answer(
      key,
      async () => {
        const data = await handler(request, reply);
        return { body: reply.serialize(data) as string, headers: keptHeaders(reply) };
      },
      early,
    );
    onAnswered?.(params);
    return cache.send(request, reply, entry);
  };
}

// The author's writes of the spec's posts (SPEC.md section 7: packages, works): a superuser creates, updates and
// deletes them, and a user_id in the path or the body must be the caller's own; the author recorded is the caller.
import type { FastifyInstance } from 'fastify';
import type { Endpoint } from '@fitout/shared/contract';
import { assertOwnUserId } from './caller.ts';
import { route } from './contract.ts';

type Body = Record<string, unknown>;
/** The path parameters of an update or a delete: `…/:user_id/:id/`. */
type OwnRecord = { user_id: number; id: number };

/** Registers the create, update and delete calls of an area over its service's writes, which answer in the call's shape. */
export function authorWrites(
  app: FastifyInstance,
  calls: { create: Endpoint; update: Endpoint; remove: Endpoint },
  writes: {
    create: (body: Body, userId: number) => Promise<unknown>;
    update: (id: number, body: Body) => Promise<unknown>;
    remove: (id: number) => Promise<unknown>;
  },
) {
  route(app, calls.create, {}, async (request, reply) => {
    const body = request.body as Body;
    assertOwnUserId(request, body.user_id);
    const created = await writes.create(body, request.user!.id);
    reply.code(201);
    return created;
  });

  route(app, calls.update, {}, async (request) => {
    const body = request.body as Body;
    const { user_id, id } = request.params as OwnRecord;
    assertOwnUserId(request, user_id);
    assertOwnUserId(request, body.user_id);
    return writes.update(id, body);
  });

  route(app, calls.remove, {}, async (request, reply) => {
    const { user_id, id } = request.params as OwnRecord;
    assertOwnUserId(request, user_id);
    await writes.remove(id);
    reply.code(204);
  });
}

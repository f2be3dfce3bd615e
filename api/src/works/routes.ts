import type { FastifyInstance } from 'fastify';
import { works } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { pageAnswer } from '../http/pagination.ts';
import { assertOwnUserId } from '../plugins/auth.ts';
import { createWork, deleteWork, getWorkBySlug, updateWork, workListing, workOut } from './service.ts';

type Body = Record<string, unknown>;

/** SPEC.md section 7: past works are "ourwork" in the API's paths. */
export default async function workRoutes(app: FastifyInstance) {
  for (const call of [works.list, works.listAgain]) {
    route(app, call, { cache: 'public' }, async (request, reply) =>
      pageAnswer(request, reply, request.query, app.config.publicUrl, workListing(app)),
    );
  }

  route(app, works.detail, { cache: 'public' }, async (request) => workOut(app, await getWorkBySlug(app, request.params.slug)));

  // Writes: superusers, and the user_id in the path or body must be the caller's own.

  route(app, works.create, {}, async (request, reply) => {
    const body = request.body as Body;
    assertOwnUserId(request, body.user_id);
    return reply.code(201).send(workOut(app, await createWork(app, body, request.user!.id)));
  });

  route(app, works.update, {}, async (request) => {
    const body = request.body as Body;
    assertOwnUserId(request, request.params.user_id);
    assertOwnUserId(request, body.user_id);
    return workOut(app, await updateWork(app, request.params.id, body));
  });

  route(app, works.remove, {}, async (request, reply) => {
    assertOwnUserId(request, request.params.user_id);
    await deleteWork(app, request.params.id);
    return reply.code(204).send();
  });
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnUserId } from '../plugins/auth.ts';
import { pageQuery, paginate } from '../http/pagination.ts';
import { idParam, slugParam } from '../http/params.ts';
import { createWork, deleteWork, getWorkBySlug, listWorks, updateWork, workImageFields, workOut } from './service.ts';
import { uploads } from '../plugins/body.ts';

type Body = Record<string, unknown>;

/** SPEC.md section 7: past works are "ourwork" in the API's paths. */
export default async function workRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const superuser = { onRequest: app.requireSuperuser };
  const ownWork = z.object({ user_id: idParam, id: idParam });

  const list = async (request: FastifyRequest<{ Querystring: z.infer<typeof pageQuery> }>) => {
    const rows = await listWorks(app);
    return paginate(
      request,
      rows.map((row) => workOut(app, row)),
      request.query,
      app.config.publicUrl,
    );
  };
  app.get('/ourwork/lists/', { schema: { querystring: pageQuery } }, list);
  app.get('/ourwork/list/', { schema: { querystring: pageQuery } }, list);

  app.get('/ourwork/detail/:slug/', { schema: { params: z.object({ slug: slugParam }) } }, async (request) =>
    workOut(app, await getWorkBySlug(app, request.params.slug)),
  );

  // Writes: superusers, and the user_id in the path or body must be the caller's own.

  app.post('/ourwork/create/', { ...superuser, config: uploads(workImageFields.length) }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    assertOwnUserId(request, body.user_id);
    return reply.code(201).send(workOut(app, await createWork(app, body, request.user!.id)));
  });

  app.patch(
    '/ourwork/update/:user_id/:id/',
    { ...superuser, config: uploads(workImageFields.length), schema: { params: ownWork } },
    async (request) => {
      const body = (request.body ?? {}) as Body;
      assertOwnUserId(request, request.params.user_id);
      assertOwnUserId(request, body.user_id);
      return workOut(app, await updateWork(app, request.params.id, body));
    },
  );

  app.delete('/ourwork/delete/:user_id/:id/', { ...superuser, schema: { params: ownWork } }, async (request, reply) => {
    assertOwnUserId(request, request.params.user_id);
    await deleteWork(app, request.params.id);
    return reply.code(204).send();
  });
}

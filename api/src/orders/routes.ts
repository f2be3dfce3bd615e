import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, paginate } from '../http/pagination.ts';
import { idParam, slugParam } from '../http/params.ts';
import { assertOwnUserId } from '../plugins/auth.ts';
import { createOrder, deleteOrder, getOrderBySlug, listOrders, orderOut } from './service.ts';
import { formData } from '../plugins/body.ts';

type Body = Record<string, unknown>;

/** SPEC.md section 7, registerorder/*: customers order for themselves; superusers read all orders. */
export default async function orderRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const user = { onRequest: app.requireUser };
  const superuser = { onRequest: app.requireSuperuser };

  app.post('/registerorder/create/', { ...user, config: { ...app.orderRateLimit, ...formData } }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    assertOwnUserId(request, body.user_id);
    return reply.code(201).send(orderOut(await createOrder(app, body, request.user!)));
  });

  app.get('/registerorder/lists/', { ...user, schema: { querystring: pageQuery } }, async (request) => {
    const rows = await listOrders(app, { userId: request.user!.id });
    return paginate(request, rows.map(orderOut), request.query, app.config.publicUrl);
  });

  app.get('/registerorder/admin/lists/', { ...superuser, schema: { querystring: pageQuery } }, async (request) => {
    const rows = await listOrders(app);
    return paginate(request, rows.map(orderOut), request.query, app.config.publicUrl);
  });

  app.get('/registerorder/detail/:slug/', { ...user, schema: { params: z.object({ slug: slugParam }) } }, async (request) =>
    orderOut(await getOrderBySlug(app, request.params.slug, request.user!)),
  );

  app.delete(
    '/registerorder/delete/:user_id/:id/',
    { ...user, schema: { params: z.object({ user_id: idParam, id: idParam }) } },
    async (request, reply) => {
      assertOwnUserId(request, request.params.user_id);
      await deleteOrder(app, request.params.id, request.user!.id);
      return reply.code(204).send();
    },
  );
}

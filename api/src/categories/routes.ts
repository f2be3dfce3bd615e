import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, paginate } from '../http/pagination.ts';
import { idParam } from '../http/params.ts';
import { categoryOut, createCategory, deleteCategory, getCategory, listCategories, updateCategory } from './service.ts';
import { uploads } from '../plugins/body.ts';

type Body = Record<string, unknown>;

export default async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const superuser = { onRequest: app.requireSuperuser };

  const list = async (request: import('fastify').FastifyRequest<{ Querystring: z.infer<typeof pageQuery> }>) => {
    const rows = await listCategories(app);
    return paginate(
      request,
      rows.map((row) => categoryOut(app, row)),
      request.query,
      app.config.publicUrl,
    );
  };
  app.get('/category/list/', { schema: { querystring: pageQuery } }, list);
  app.get('/post/category/list/', { schema: { querystring: pageQuery } }, list);

  app.get('/category/detail/:id/', { schema: { params: z.object({ id: idParam }) } }, async (request) =>
    categoryOut(app, await getCategory(app, request.params.id)),
  );

  app.post('/category/create/', { ...superuser, config: uploads(1) }, async (request, reply) =>
    reply.code(201).send(categoryOut(app, await createCategory(app, request.body as Body))),
  );

  app.put('/category/update/:id/', { ...superuser, config: uploads(1), schema: { params: z.object({ id: idParam }) } }, async (request) =>
    categoryOut(app, await updateCategory(app, request.params.id, request.body as Body)),
  );

  app.delete('/category/delete/:id/', { ...superuser, schema: { params: z.object({ id: idParam }) } }, async (request, reply) => {
    await deleteCategory(app, request.params.id);
    return reply.code(204).send();
  });
}

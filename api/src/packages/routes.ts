import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { assertOwnUserId } from '../plugins/auth.ts';
import { pageQuery, paginate, type PageQuery } from '../http/pagination.ts';
import { idParam, slugParam } from '../http/params.ts';
import {
  componentOut,
  createComponent,
  createPackage,
  deletePackage,
  getCategoryBySlug,
  getPackage,
  getPackageBySlug,
  listPackages,
  packageOut,
  type PackageRow,
  updatePackage,
} from './service.ts';
import { uploads } from '../plugins/body.ts';

type Body = Record<string, unknown>;

/** SPEC.md section 7: packages are "posts" and their components "comments" in the API's paths. */
export default async function packageRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const superuser = { onRequest: app.requireSuperuser };
  const ownPackage = z.object({ user_id: idParam, id: idParam });
  const page = { querystring: pageQuery };

  const answer = (request: FastifyRequest, rows: PackageRow[], query: PageQuery) =>
    paginate(
      request,
      rows.map((row) => packageOut(app, row)),
      query,
      app.config.publicUrl,
    );

  // Public reads

  app.get('/post/lists/', { schema: page }, async (request) => answer(request, await listPackages(app, { sort: 'view' }), request.query));

  app.get('/project/list/', { schema: page }, async (request) => answer(request, await listPackages(app, { sort: 'id' }), request.query));

  app.get('/post/category/posts/:slug/', { schema: { ...page, params: z.object({ slug: slugParam }) } }, async (request) => {
    const category = await getCategoryBySlug(app, request.params.slug);
    return answer(request, await listPackages(app, { categoryId: category.id }), request.query);
  });

  app.get('/post/detail/:slug/', { schema: { params: z.object({ slug: slugParam }) } }, async (request) =>
    packageOut(app, await getPackageBySlug(app, request.params.slug, { countView: true })),
  );

  // Components

  app.post('/post/comment-post/', superuser, async (request, reply) =>
    reply.code(201).send(componentOut(await createComponent(app, request.body as Body))),
  );

  // Author dashboard: the user_id in the path or body must be the caller's own.

  app.post('/author/dashboard/post-create/', { ...superuser, config: uploads(1) }, async (request, reply) => {
    const body = (request.body ?? {}) as Body;
    assertOwnUserId(request, body.user_id);
    return reply.code(201).send(packageOut(app, await createPackage(app, body, request.user!.id)));
  });

  app.get('/author/dashboard/post-detail/:user_id/:id/', { ...superuser, schema: { params: ownPackage } }, async (request) => {
    assertOwnUserId(request, request.params.user_id);
    return packageOut(app, await getPackage(app, request.params.id));
  });

  app.patch('/author/dashboard/post-detail/:user_id/:id/', { ...superuser, config: uploads(1), schema: { params: ownPackage } }, async (request) => {
    const body = (request.body ?? {}) as Body;
    assertOwnUserId(request, request.params.user_id);
    assertOwnUserId(request, body.user_id);
    return packageOut(app, await updatePackage(app, request.params.id, body));
  });

  app.delete('/author/dashboard/post-delete/:user_id/:id/', { ...superuser, schema: { params: ownPackage } }, async (request, reply) => {
    assertOwnUserId(request, request.params.user_id);
    await deletePackage(app, request.params.id);
    return reply.code(204).send();
  });
}

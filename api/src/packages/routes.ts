import type { FastifyInstance, FastifyRequest } from 'fastify';
import { packages } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { paginate, type PageQuery } from '../http/pagination.ts';
import { assertOwnUserId } from '../plugins/auth.ts';
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

type Body = Record<string, unknown>;

/** SPEC.md section 7: packages are "posts" and their components "comments" in the API's paths. */
export default async function packageRoutes(app: FastifyInstance) {
  const answer = (request: FastifyRequest, rows: PackageRow[], query: PageQuery) =>
    paginate(
      request,
      rows.map((row) => packageOut(app, row)),
      query,
      app.config.publicUrl,
    );

  // Public reads

  route(app, packages.list, {}, async (request) => answer(request, await listPackages(app, { sort: 'view' }), request.query));

  route(app, packages.listById, {}, async (request) => answer(request, await listPackages(app, { sort: 'id' }), request.query));

  route(app, packages.ofCategory, {}, async (request) => {
    const category = await getCategoryBySlug(app, request.params.slug);
    return answer(request, await listPackages(app, { categoryId: category.id }), request.query);
  });

  route(app, packages.detail, {}, async (request) => packageOut(app, await getPackageBySlug(app, request.params.slug, { countView: true })));

  // Components

  route(app, packages.addComponent, {}, async (request, reply) =>
    reply.code(201).send(componentOut(await createComponent(app, request.body as Body))),
  );

  // Author dashboard: the user_id in the path or body must be the caller's own.

  route(app, packages.create, {}, async (request, reply) => {
    const body = request.body as Body;
    assertOwnUserId(request, body.user_id);
    return reply.code(201).send(packageOut(app, await createPackage(app, body, request.user!.id)));
  });

  route(app, packages.forEdit, {}, async (request) => {
    assertOwnUserId(request, request.params.user_id);
    return packageOut(app, await getPackage(app, request.params.id));
  });

  route(app, packages.update, {}, async (request) => {
    const body = request.body as Body;
    assertOwnUserId(request, request.params.user_id);
    assertOwnUserId(request, body.user_id);
    return packageOut(app, await updatePackage(app, request.params.id, body));
  });

  route(app, packages.remove, {}, async (request, reply) => {
    assertOwnUserId(request, request.params.user_id);
    await deletePackage(app, request.params.id);
    return reply.code(204).send();
  });
}

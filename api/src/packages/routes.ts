import type { FastifyInstance } from 'fastify';
import { packages } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { authorWrites } from '../http/author-writes.ts';
import { idsAsked, listRoute, pageAnswer } from '../http/pagination.ts';
import { assertOwnUserId } from '../http/caller.ts';
import {
  componentOut,
  createComponent,
  createPackage,
  deletePackage,
  getCategoryBySlug,
  getPackage,
  getPackageBySlug,
  packageListing,
  packageOut,
  updatePackage,
} from './service.ts';

type Body = Record<string, unknown>;

/** SPEC.md section 7: packages are "posts" and their components "comments" in the API's paths. */
export default async function packageRoutes(app: FastifyInstance) {
  // Public reads

  listRoute(app, packages.list, 'public', () => packageListing(app, { sort: 'view' }));
  listRoute(app, packages.listById, 'public', (request) => packageListing(app, { sort: 'id', ids: idsAsked(request.query as { id?: string }) }));

  route(app, packages.ofCategory, { cache: 'public' }, async (request, reply) => {
    const category = await getCategoryBySlug(app, request.params.slug);
    return pageAnswer(request, reply, request.query, app.config.publicUrl, packageListing(app, { categoryId: category.id }));
  });

  // Each answered read counts a view (written in batches: views.ts).
  route(app, packages.detail, { cache: 'public', onAnswered: ({ slug }) => app.views.record(slug) }, async (request) =>
    packageOut(app, await getPackageBySlug(app, request.params.slug)),
  );
  // Components

  route(app, packages.addComponent, {}, async (request, reply) => {
    const component = await createComponent(app, request.body as Body);
    reply.code(201);
    return componentOut(component);
  });

  // Author dashboard: the user_id in the path or body must be the caller's own.

  route(app, packages.forEdit, {}, async (request) => {
    assertOwnUserId(request, request.params.user_id);
    return packageOut(app, await getPackage(app, request.params.id));
  });

  authorWrites(app, packages, {
    create: async (body, userId) => packageOut(app, await createPackage(app, body, userId)),
    update: async (id, body) => packageOut(app, await updatePackage(app, id, body)),
    remove: (id) => deletePackage(app, id),
  });
}

import type { FastifyInstance } from 'fastify';
import { works } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { authorWrites } from '../http/author-writes.ts';
import { idsAsked, listRoute } from '../http/pagination.ts';
import { createWork, deleteWork, getWorkBySlug, updateWork, workListing, workOut } from './service.ts';

/** SPEC.md section 7: past works are "ourwork" in the API's paths. */
export default async function workRoutes(app: FastifyInstance) {
  listRoute(app, works.list, 'public', (request) => workListing(app, idsAsked(request.query as { id?: string })));
  listRoute(app, works.listAgain, 'public', () => workListing(app));

  route(app, works.detail, { cache: 'public' }, async (request) => workOut(app, await getWorkBySlug(app, request.params.slug)));

  authorWrites(app, works, {
    create: async (body, userId) => workOut(app, await createWork(app, body, userId)),
    update: async (id, body) => workOut(app, await updateWork(app, id, body)),
    remove: (id) => deleteWork(app, id),
  });
}

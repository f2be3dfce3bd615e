import type { FastifyInstance } from 'fastify';
import { categories } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { idsAsked, listRoute } from '../http/pagination.ts';
import { categoryListing, categoryOut, createCategory, deleteCategory, getCategory, updateCategory } from './service.ts';

type Body = Record<string, unknown>;

export default async function categoryRoutes(app: FastifyInstance) {
  listRoute(app, categories.list, 'public', (request) => categoryListing(app, idsAsked(request.query as { id?: string })));
  listRoute(app, categories.listForPosts, 'public', () => categoryListing(app));

  route(app, categories.detail, { cache: 'public' }, async (request) => categoryOut(app, await getCategory(app, request.params.id)));

  route(app, categories.create, {}, async (request, reply) => {
    const category = await createCategory(app, request.body as Body);
    reply.code(201);
    return categoryOut(app, category);
  });

  route(app, categories.update, {}, async (request) => categoryOut(app, await updateCategory(app, request.params.id, request.body as Body)));

  route(app, categories.remove, {}, async (request, reply) => {
    await deleteCategory(app, request.params.id);
    reply.code(204);
  });
}

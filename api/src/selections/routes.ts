import type { FastifyInstance, FastifyRequest } from 'fastify';
import { selections } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { chooseSelection, createSelection, customerSelections, lockSelection, staffSelection, staffSelections } from './service.ts';

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/**
 * Selections within allowances (issue 38): staff (owner and sales) under admin/, the order's customer under
 * registerorder/detail/. An order's selections are answered from memory with the order lists (each caller's own entry),
 * emptied by every write here and by migration 0045's triggers for changes made any other way.
 */
export default async function selectionRoutes(app: FastifyInstance) {
  route(app, selections.staffList, { cache: 'orders' }, async (request) => staffSelections(app, request.params.id));
  app.auditRecords.set('selections', (id) => staffSelection(app, id));
  route(app, selections.create, {}, async (request, reply) => {
    const selection = await createSelection(app, request.params.id, request.body);
    reply.code(201);
    return selection;
  });
  route(app, selections.lock, {}, async (request) => lockSelection(app, request.params.id));
  route(app, selections.list, { cache: 'orders' }, async (request) => customerSelections(app, request.params.slug, request.user!));
  route(app, selections.choose, {}, async (request) =>
    chooseSelection(app, request.params.slug, request.params.id, request.user!, request.body, origin(request)),
  );
}

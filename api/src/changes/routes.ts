import type { FastifyInstance, FastifyRequest } from 'fastify';
import { changes } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { approveChange, declineChange } from './answers.ts';
import { completionOf, customerChange, customerStory, raiseChange, setCompletion, staffChange, staffStory } from './service.ts';

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/**
 * Change orders (issue 38): staff (owner and sales) under admin/, the order's customer under registerorder/detail/.
 * The contract's story is answered from memory with the order lists, emptied by every change to an order's money
 * (app.ordersChanged, and migration 0029's triggers for changes made any other way).
 */
export default async function changeRoutes(app: FastifyInstance) {
  route(app, changes.staffList, { cache: 'orders' }, async (request) => staffStory(app, request.params.id));
  app.auditRecords.set('change-orders', (id) => staffChange(app, id));
  route(app, changes.raise, {}, async (request, reply) => {
    const change = await raiseChange(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return change;
  });
  route(app, changes.one, {}, async (request) => staffChange(app, request.params.id));
  app.auditRecords.set('order-completion', (id) => completionOf(app, id));
  route(app, changes.setCompletion, {}, async (request) => setCompletion(app, request.params.id, request.body));

  route(app, changes.list, { cache: 'orders' }, async (request) => customerStory(app, request.params.slug, request.user!));
  route(app, changes.mine, {}, async (request) => customerChange(app, request.params.slug, request.params.id, request.user!));
  route(app, changes.approve, {}, async (request) =>
    approveChange(app, request.params.slug, request.params.id, request.user!, request.body, origin(request)),
  );
  route(app, changes.decline, {}, async (request) =>
    declineChange(app, request.params.slug, request.params.id, request.user!, request.body, origin(request)),
  );
}

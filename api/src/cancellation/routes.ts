import type { FastifyInstance } from 'fastify';
import { orders } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { assertOwnUserId } from '../http/caller.ts';
import { adminOrder } from '../admin/orders.ts';
import { askToCancel, cancelOrder, withdrawOrder } from './service.ts';

/** Closing an order (issue 35): the customer's withdrawal (the spec's delete) and request to cancel, staff's cancellation. */
export default async function cancellationRoutes(app: FastifyInstance) {
  route(app, orders.remove, {}, async (request, reply) => {
    assertOwnUserId(request, request.params.user_id);
    await withdrawOrder(app, request.params.id, request.user!);
    return reply.code(204).send();
  });
  route(app, orders.askToCancel, {}, async (request, reply) =>
    reply.code(201).send(await askToCancel(app, request.params.slug, request.body, request.user!)),
  );
  route(app, orders.cancel, {}, async (request) => {
    await cancelOrder(app, request.params.id, request.body, request.user!);
    return adminOrder(app, request.params.id);
  });
}

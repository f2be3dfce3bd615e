import type { FastifyInstance } from 'fastify';
import { orders } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { listRoute } from '../http/pagination.ts';
import { assertOwnUserId } from '../http/caller.ts';
import type { WaitingOn } from '@fitout/shared';
import { createOrder, getOrderBySlug, type Order, orderListing, orderOut, orderWithHistory, packageTitlesAr } from './service.ts';

type Body = Record<string, unknown>;

export type OrderRoutesOptions = {
  /** What waits on the customer of each order (quotes/waiting.ts), handed in by app.ts: quotes sit above orders. */
  waitingOn: (app: FastifyInstance, rows: Order[]) => Promise<Map<number, WaitingOn[]>>;
};

/** SPEC.md section 7, registerorder/*: customers order for themselves; superusers read all orders. */
export default async function orderRoutes(app: FastifyInstance, { waitingOn }: OrderRoutesOptions) {
  // What waits on the customer (a quote to answer, a payment due), read with each page of orders.
  const waiting = (rows: Order[]) => waitingOn(app, rows);
  route(app, orders.create, { config: app.orderRateLimit }, async (request, reply) => {
    const body = request.body as Body;
    assertOwnUserId(request, body.user_id);
    // A new order has no money on it: its customer may withdraw it.
    const order = await createOrder(app, body, request.user!);
    const titleAr = await packageTitlesAr(app, [order]);
    return reply.code(201).send(orderOut(order, [], null, [], true, titleAr(order)));
  });

  listRoute(app, orders.mine, 'orders', (request) => orderListing(app, { userId: request.user!.id, waiting }));
  listRoute(app, orders.all, 'orders', () => orderListing(app, { waiting }));

  route(app, orders.detail, {}, async (request) => orderWithHistory(app, await getOrderBySlug(app, request.params.slug, request.user!), waiting));
}

// Closing an order without erasing it (issue 35). Its customer withdraws it while no money is on it; after that they
// ask staff to cancel it, on the order's thread; staff cancel it with a reason. Either way the order stays (stage
// 'withdrawn' or 'cancelled', on its timeline), its quotes, acceptances and payments with it (the foreign keys
// restrict), and its booked visit is released in the same transaction, under the order's row lock that booking takes.
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cancelRequestText, isClosedStage } from '@fitout/shared';
import { cancelRequestSchema, cancelSchema } from '@fitout/shared/contract';
import { orders, orderStageChanges } from '../db/schema.ts';
import { forbidden, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrderBySlug } from '../orders/service.ts';
import { closingConflict, ordersWithMoney } from '../orders/money.ts';
import { stageChangedMail } from '../orders/mails.ts';
import { customerOf } from '../accounts/customer.ts';
import { customerPost } from '../threads/service.ts';
import { releaseVisit } from '../visits/service.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'media' | 'log' | 'ordersChanged'>;

/**
 * The spec's delete (registerorder/delete/…): the order becomes 'withdrawn' (gone from its customer's lists, kept for
 * staff), unless a quote of it is accepted or a payment recorded (409 order.has_money, nothing changed). Someone
 * else's order, or one already withdrawn, answers 404 as an unknown one does.
 */
export async function withdrawOrder(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, id: number, customer: AuthUser) {
  await app.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.userId, customer.id)))
      .for('update');
    if (!order || order.stage === 'withdrawn') throw notFound();
    if (order.stage === 'cancelled') throw closingConflict('order.closed');
    if ((await ordersWithMoney(tx, [id])).size) throw closingConflict('order.has_money');
    await tx.update(orders).set({ stage: 'withdrawn' }).where(eq(orders.id, id));
    await tx.insert(orderStageChanges).values({ orderId: id, stage: 'withdrawn', changedBy: customer.id });
    await releaseVisit(tx, id);
  });
  app.ordersChanged();
}

/**
 * Staff cancel an order with a reason: the stage 'cancelled' with the reason as its note on the timeline, the visit
 * released, the customer mailed (whatever their progress mail preference: it is about their contract). Its audit entry
 * is the contract's (orders.cancel).
 */
export async function cancelOrder(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'ordersChanged' | 'afterCommit'>,
  id: number,
  body: unknown,
  staff: AuthUser,
) {
  const { reason } = parse(cancelSchema, body);
  await app.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound();
    if (isClosedStage(order.stage)) throw closingConflict('order.closed');
    await tx.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, id));
    await tx.insert(orderStageChanges).values({ orderId: id, stage: 'cancelled', note: reason, changedBy: staff.id });
    await releaseVisit(tx, id);
    const customer = await customerOf(tx, order.userId);
    if (customer) await app.outbox.enqueue(stageChangedMail(customer, order, 'cancelled', reason, app.config.siteUrl), tx);
  });
  app.ordersChanged();
  app.afterCommit(() => app.outbox.kick());
}

/**
 * The customer asks staff to cancel: a message from them on the order's thread, in their language, whose first line
 * says so (cancelRequestText), with their reason; staff are mailed as for any message. Refused once it is closed.
 */
export async function askToCancel(app: Services, slug: string, body: unknown, customer: AuthUser) {
  const { reason } = parse(cancelRequestSchema, body);
  const order = await getOrderBySlug(app, slug, customer);
  if (order.userId !== customer.id) throw forbidden();
  if (isClosedStage(order.stage)) throw closingConflict('order.closed');
  const language = (await customerOf(app.db, customer.id))?.language === 'ar' ? 'ar' : 'en';
  return customerPost(app, slug, { body: { body: cancelRequestText(language, reason) }, names: [] }, customer);
}

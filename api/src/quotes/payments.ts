// Payments (issue 24): staff record what the customer paid against an order with an accepted quote; the accepted
// total is split into its milestones, and the payments cover them oldest first. No gateway yet: a payment names its
// provider ('manual' for staff records) and may carry an idempotency key, so that a retried request (or, later, a
// gateway's repeated notice) records it once.
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentSchema, quoteMessages, type MilestoneDue, type PaymentMethod } from '@fitout/shared';
import type { Payment, PaymentAccount } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { orders, orderStageChanges, payments } from '../db/schema.ts';
import { FieldErrors, HttpError } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { receiptMail } from './mails.ts';
import { acceptedQuote, milestoneOut, parseInput } from './service.ts';
import { customerOf } from '../accounts/customer.ts';
import { milestoneAmounts } from './totals.ts';

type Reader = Pick<Db, 'select'>;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'ordersChanged'>;
type PaymentRow = typeof payments.$inferSelect;

export function paymentOut(row: PaymentRow): Payment {
  return {
    id: row.id,
    order_id: row.orderId,
    amount: row.amount,
    paid_on: row.paidOn,
    method: row.method as PaymentMethod,
    reference: row.reference,
    provider: row.provider,
    idempotency_key: row.idempotencyKey,
    recorded_at: row.recordedAt.toISOString(),
  };
}

/** Whether a milestone's moment has come: acceptance at once, the start and completion by the order's stage. */
const reached = (due: string, stage: string) =>
  (due as MilestoneDue) === 'acceptance' ||
  ((due as MilestoneDue) === 'start' && ['in_progress', 'completed'].includes(stage)) ||
  ((due as MilestoneDue) === 'completion' && stage === 'completed');

/** The accepted total's milestones, each paid, due or outstanding, and every payment, oldest first. */
export async function accountOf(db: Reader, order: Order): Promise<PaymentAccount> {
  const [accepted, rows] = await Promise.all([
    acceptedQuote(db, order.id),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
  ]);
  const paid = rows.reduce((sum, row) => sum + row.amount, 0);
  if (!accepted) return { version: null, total: null, paid, remaining: null, milestones: [], payments: rows.map(paymentOut) };
  const total = accepted.answer.total;
  const amounts = milestoneAmounts(
    total,
    accepted.steps.map((step) => step.shareBp),
  );
  let left = paid;
  const milestones = accepted.steps.map((step, index) => {
    const covered = Math.min(left, amounts[index]);
    left -= covered;
    const state = covered === amounts[index] ? ('paid' as const) : reached(step.due, order.stage) ? ('due' as const) : ('outstanding' as const);
    return { ...milestoneOut(step, amounts[index]), paid: covered, state };
  });
  return { version: accepted.row.version, total, paid, remaining: total - paid, milestones, payments: rows.map(paymentOut) };
}

export async function staffAccount(app: Pick<FastifyInstance, 'db' | 'transaction'>, orderId: number) {
  return accountOf(app.db, await getOrder(app, orderId));
}

export async function customerAccount(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer: AuthUser) {
  return accountOf(app.db, await getOrderBySlug(app, slug, viewer));
}

/**
 * Records a payment: only against an accepted quote, never beyond what is left to pay; the same idempotency key again
 * answers the payment it first recorded (`created: false`). The timeline shows it and the customer gets a receipt,
 * in the same transaction.
 */
export async function recordPayment(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<{ payment: Payment; created: boolean }> {
  const input = parseInput(paymentSchema, body);
  const outcome = await app.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) throw new HttpError(404, 'request.not_found');
    if (input.idempotency_key) {
      const [earlier] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), eq(payments.idempotencyKey, input.idempotency_key)));
      if (earlier) return { row: earlier, created: false };
    }
    const account = await accountOf(tx, order);
    if (account.total === null) throw new HttpError(409, 'quote.no_accepted_quote');
    if (input.amount > (account.remaining ?? 0)) throw new FieldErrors({ amount: [quoteMessages.overpaid(String(account.remaining))] });
    const [row] = await tx
      .insert(payments)
      .values({
        orderId,
        amount: input.amount,
        paidOn: input.paid_on,
        method: input.method,
        reference: input.reference,
        provider: input.provider || 'manual',
        idempotencyKey: input.idempotency_key ?? null,
        recordedBy: staff.id,
      })
      .returning();
    await tx.insert(orderStageChanges).values({ orderId, stage: order.stage, note: '', changedBy: staff.id, event: 'payment_recorded' });
    const customer = await customerOf(tx, order.userId);
    const after = await accountOf(tx, order);
    if (customer) await app.outbox.enqueue(receiptMail(customer, order, paymentOut(row), after, app.config.siteUrl), tx);
    return { row, created: true };
  });
  if (outcome.created) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return { payment: paymentOut(outcome.row), created: outcome.created };
}

// Payments (issue 24): staff record what the customer paid against an order with an accepted quote; the accepted
// total is split into its milestones, and the payments cover them oldest first. No gateway yet: a payment names its
// provider ('manual' for staff records) and may carry an idempotency key, so that a retried request (or, later, a
// gateway's repeated notice) records it once.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  automaticStages,
  changeWords,
  isDepositMilestone,
  paymentSchema,
  quoteMessages,
  type MilestoneDue,
  type PaymentMethod,
} from '@fitout/shared';
import type { Payment, PaymentAccount } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { changeInstalments, changeOrders, orders, orderStageChanges, payments } from '../db/schema.ts';
import { FieldErrors, HttpError } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { receiptMail } from './mails.ts';
import { acceptedQuote, milestoneOut, parseInput } from './service.ts';
import { customerOf } from '../accounts/customer.ts';
import { milestoneAmounts } from './totals.ts';
import { advanceStage } from '../orders/stages.ts';

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

/** The change orders' share of the schedule: added to the quote's milestones, or instalments of their own. */
async function changeShares(db: Reader, orderId: number) {
  const rows = await db
    .select({
      id: changeInstalments.id,
      milestoneId: changeInstalments.milestoneId,
      due: changeInstalments.due,
      amount: changeInstalments.amount,
      number: changeOrders.number,
    })
    .from(changeInstalments)
    .innerJoin(changeOrders, eq(changeOrders.id, changeInstalments.changeId))
    .where(eq(changeInstalments.orderId, orderId))
    .orderBy(asc(changeInstalments.id));
  const added = new Map<number, number>();
  for (const row of rows) if (row.milestoneId !== null) added.set(row.milestoneId, (added.get(row.milestoneId) ?? 0) + row.amount);
  return { added, own: rows.filter((row) => row.due !== null) };
}

/** What the order's approved changes add to its contract (negative ones take off), as an SQL expression. */
export const approvedChangesSum = (orderId: number) =>
  sql<string>`coalesce((select sum(${changeOrders.total}) from ${changeOrders}
    where ${changeOrders.orderId} = ${orderId} and ${changeOrders.status} = 'approved'), 0)`;

/** The contract total: the accepted quote's, plus every approved change's. */
export async function contractTotal(db: Reader, orderId: number, quoteTotal: number): Promise<number> {
  const [row] = await db
    .select({ sum: approvedChangesSum(orderId) })
    .from(orders)
    .where(eq(orders.id, orderId));
  return quoteTotal + Number(row?.sum ?? 0);
}

/**
 * The contract's milestones, each paid, due or outstanding, and every payment, oldest first: the accepted quote's
 * milestones (with what approved changes spread over them), then each change's own instalment.
 */
export async function accountOf(db: Reader, order: Order): Promise<PaymentAccount> {
  const [accepted, rows, shares] = await Promise.all([
    acceptedQuote(db, order.id),
    db.select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id)),
    changeShares(db, order.id),
  ]);
  const paid = rows.reduce((sum, row) => sum + row.amount, 0);
  if (!accepted) return { version: null, total: null, paid, remaining: null, milestones: [], payments: rows.map(paymentOut) };
  const amounts = milestoneAmounts(
    accepted.answer.total,
    accepted.steps.map((step) => step.shareBp),
  );
  const steps = [
    ...accepted.steps.map((step, index) => ({
      ...milestoneOut(step, amounts[index] + (shares.added.get(step.id) ?? 0)),
      change: null as number | null,
    })),
    ...shares.own.map((row) => ({
      id: row.id,
      label: changeWords.en.title(row.number),
      label_ar: changeWords.ar.title(row.number),
      percent: 0,
      due: row.due as string,
      amount: row.amount,
      change: row.number as number | null,
    })),
  ];
  const total = steps.reduce((sum, step) => sum + step.amount, 0);
  const changed = shares.own.length > 0 || shares.added.size > 0;
  let left = paid;
  const milestones = steps.map((step) => {
    const covered = Math.min(left, step.amount);
    left -= covered;
    const state = covered === step.amount ? ('paid' as const) : reached(step.due, order.stage) ? ('due' as const) : ('outstanding' as const);
    // Once changes move the schedule, each share is of the contract total (else the quote's own, as accepted).
    const percent = changed ? (total ? Math.round((step.amount * 10_000) / total) / 100 : 0) : step.percent;
    return { ...step, percent, paid: covered, state };
  });
  return { version: accepted.row.version, total, paid, remaining: total - paid, milestones, payments: rows.map(paymentOut) };
}

/**
 * The money stays whole (issue 38): the schedule adds up to the contract total (the accepted quote plus every approved
 * change), no instalment is below zero, and nothing is paid beyond it. Every write of money (an acceptance, a payment,
 * a change's answer) runs this in its transaction, so a path that breaks it fails and writes nothing.
 */
export async function checkMoneyWhole(db: Reader, order: Order): Promise<void> {
  const account = await accountOf(db, order);
  if (account.total === null) return;
  const accepted = await acceptedQuote(db, order.id);
  const expected = await contractTotal(db, order.id, accepted!.answer.total);
  const problems = [
    account.total !== expected && `the schedule adds up to ${account.total}, the contract total is ${expected}`,
    account.milestones.some((step) => step.amount < 0) && 'an instalment is below zero',
    account.paid > account.total && `${account.paid} paid of a contract of ${account.total}`,
  ].filter(Boolean);
  if (problems.length) throw new Error(`Order ${order.id}: the money is not whole: ${problems.join('; ')}`);
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
    await checkMoneyWhole(tx, order);
    const after = await accountOf(tx, order);
    // The deposit paid in full moves the job on by itself.
    const deposit = after.milestones.filter(isDepositMilestone);
    const depositPaid = deposit.length > 0 && deposit.every((milestone) => milestone.state === 'paid');
    const moved = depositPaid && (await advanceStage(tx, order, automaticStages.depositPaid)) !== null;
    const stage = moved ? automaticStages.depositPaid.to : order.stage;
    await tx.insert(orderStageChanges).values({ orderId, stage, note: '', changedBy: staff.id, event: 'payment_recorded' });
    const customer = await customerOf(tx, order.userId);
    if (customer) await app.outbox.enqueue(receiptMail(customer, order, paymentOut(row), after, app.config.siteUrl), tx);
    return { row, created: true };
  });
  if (outcome.created) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return { payment: paymentOut(outcome.row), created: outcome.created };
}

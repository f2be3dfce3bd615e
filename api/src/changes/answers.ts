// The customer's answer to a change order: approved (with the typed name) or declined, once. Approving moves the
// contract: the change's total joins the payment schedule as staff chose (a new instalment due on approval or at a
// stage, or spread over the instalments still to pay), the expected completion moves by its days, and the money is
// checked whole before the transaction commits. Two answers racing wait on the order's lock: one wins, the other 409.
import { and, eq } from 'drizzle-orm';
import { changeApproveSchema, changeDeclineSchema, isClosedStage } from '@fitout/shared';
import type { ChangeOrder, PaymentAccount } from '@fitout/shared/contract';
import { changeInstalments, changeOrders, orderCompletions } from '../db/schema.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { addDays, companyToday, lockOrder, parseInput, type Writer } from '../quotes/service.ts';
import { accountOf, checkMoneyWhole } from '../quotes/payments.ts';
import { sha256 } from '../quotes/content.ts';
import { canonicalChangeContent } from './content.ts';
import { changeAnsweredMail } from './mails.ts';
import { type ChangeRow, changeView, type Services } from './service.ts';

/** Where the request came from, kept with the answer. */
export type Answer = { kind: 'approved'; fullName: string } | { kind: 'declined'; note: string };
export type Origin = { ip: string; userAgent: string };

type Share = { milestoneId: number | null; due: string | null; amount: number };

/**
 * How `total` spreads over the quote's milestones still to pay, in proportion to what is left of each (rounded down,
 * the piastres left over one by one): never more off a milestone than is left of it.
 */
export function spread(total: number, account: PaymentAccount): Share[] | 'nothing' | 'too_large' {
  const open = account.milestones.filter((step) => step.change === null && step.amount > step.paid);
  const left = open.map((step) => step.amount - step.paid);
  const sum = left.reduce((a, b) => a + b, 0);
  if (!open.length) return 'nothing';
  if (total < 0 && -total > sum) return 'too_large';
  const sign = total < 0 ? -1 : 1;
  const size = Math.abs(total);
  const parts = left.map((part) => Number((BigInt(size) * BigInt(part)) / BigInt(sum)));
  let rest = size - parts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % parts.length) {
    if (sign > 0 || parts[i] < left[i]) {
      parts[i] += 1;
      rest -= 1;
    }
  }
  return open.map((step, i) => ({ milestoneId: step.id, due: null, amount: sign * parts[i] })).filter((share) => share.amount !== 0);
}

function sharesOf(change: ChangeRow, account: PaymentAccount): Share[] {
  if (change.total === 0) return [];
  if (change.schedule === 'approval') return [{ milestoneId: null, due: 'acceptance', amount: change.total }];
  if (change.schedule === 'stage') return [{ milestoneId: null, due: change.stage, amount: change.total }];
  const shares = spread(change.total, account);
  if (shares === 'nothing') throw new HttpError(409, 'change.nothing_to_spread');
  if (shares === 'too_large') throw new HttpError(409, 'change.credit_too_large');
  return shares;
}

/**
 * Writes the customer's answer to a pending change in the caller's transaction (under the order's lock): approving
 * joins it to the schedule and moves the expected completion; the record keeps what was shown and its SHA-256; the
 * money is checked whole. Selections approve the change their choice makes through it too.
 */
export async function recordAnswer(
  app: Pick<Services, 'db' | 'transaction' | 'media'>,
  tx: Writer,
  locked: Order,
  change: ChangeRow,
  answer: Answer,
  customerId: number,
  origin: Origin,
) {
  // What the customer was shown: the change against the contract as it stands.
  const shown = await changeView(app, tx, change, locked.slug);
  const content = canonicalChangeContent(shown);
  if (answer.kind === 'approved') {
    const shares = sharesOf(change, await accountOf(tx, locked));
    if (shares.length) await tx.insert(changeInstalments).values(shares.map((share) => ({ ...share, changeId: change.id, orderId: locked.id })));
    if (change.daysAdded && shown.completion_before)
      await tx
        .update(orderCompletions)
        .set({ expectedCompletion: addDays(shown.completion_before, change.daysAdded), updatedAt: new Date() })
        .where(eq(orderCompletions.orderId, locked.id));
  }
  const [answered] = await tx
    .update(changeOrders)
    .set({
      status: answer.kind,
      contractBefore: shown.contract_before,
      completionBefore: shown.completion_before,
      answeredBy: customerId,
      answeredAt: new Date(),
      fullName: answer.kind === 'approved' ? answer.fullName : '',
      note: answer.kind === 'declined' ? answer.note : '',
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 1000),
      content,
      contentSha256: sha256(content),
    })
    .where(eq(changeOrders.id, change.id))
    .returning();
  await checkMoneyWhole(tx, locked);
  return { answered, shown };
}

async function answerChange(app: Services, slug: string, id: number, customer: AuthUser, answer: Answer, origin: Origin): Promise<ChangeOrder> {
  const order = await getOrderBySlug(app, slug, customer);
  if (order.userId !== customer.id) throw forbidden('change.customer_only');
  const row = await app.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (isClosedStage(locked.stage)) throw closingConflict('order.closed');
    const [change] = await tx
      .select()
      .from(changeOrders)
      .where(and(eq(changeOrders.id, id), eq(changeOrders.orderId, order.id)))
      .for('update');
    if (!change) throw notFound();
    if (change.status !== 'pending') throw new HttpError(409, 'change.answered');
    if (answer.kind === 'approved' && change.answerBy < companyToday())
      throw new HttpError(409, 'change.expired', { values: { date: change.answerBy } });
    const { answered, shown } = await recordAnswer(app, tx, locked, change, answer, customer.id, origin);
    await changeAnsweredMail(app, tx, locked, shown, answer.kind, customer.email);
    return answered;
  });
  app.ordersChanged();
  app.outbox.kick();
  return changeView(app, app.db, row, order.slug);
}

export const approveChange = (app: Services, slug: string, id: number, customer: AuthUser, body: unknown, origin: Origin) =>
  answerChange(app, slug, id, customer, { kind: 'approved', fullName: parseInput(changeApproveSchema, body).full_name }, origin);

export const declineChange = (app: Services, slug: string, id: number, customer: AuthUser, body: unknown, origin: Origin) =>
  answerChange(app, slug, id, customer, { kind: 'declined', note: parseInput(changeDeclineSchema, body).reason }, origin);

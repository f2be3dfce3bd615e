// Paying an instalment online (issue 40): the customer starts a payment with Paymob (a checkout) or Fawry (a
// reference); the provider's signed callback, and only it, records the payment. Each callback is logged as an event
// and recorded at most once: the attempt's row is locked while a callback is read, so a repeated callback finds the
// first one's event; the order's row is locked while a payment is recorded, so two attempts racing for one instalment
// record one payment and leave the other for staff to refund; a payment's idempotency key (the provider's transaction)
// is the last guard.
import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { OnlinePaymentWay, PaymentEventOutcome, PaymentMethod } from '@fitout/shared';
import {
  onlinePaymentMessages,
  pathTo,
  payStartSchema,
  refundSchema,
  TRANSFER_RECEIPT_FIELD,
  transferRefuseSchema,
  transferSchema,
} from '@fitout/shared';
import type { OnlinePaymentAttempt, PaymentEvent, PayOptions, ReconciliationRow, Transfer } from '@fitout/shared/contract';
import { API_PREFIX } from '@fitout/shared/contract';
import { customerOf } from '../accounts/customer.ts';
import { sitePage } from '../accounts/mails.ts';
import { recordAudit } from '../audit/service.ts';
import { cairoDay, cairoInstant } from '../company-time.ts';
import type { Db } from '../db/index.ts';
import { onlinePayments, orders, orderStageChanges, paymentEvents, payments } from '../db/schema.ts';
import type { AuthUser } from '../http/caller.ts';
import { FieldErrors, HttpError, notFound, parse } from '../http/errors.ts';
import { filesIn } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import { getOrderBySlug, type Order } from '../orders/service.ts';
import { receiptMail } from '../quotes/mails.ts';
import { accountOf, paymentOut } from '../quotes/payments.ts';
import { parseInput } from '../quotes/service.ts';
import { createReference, fawrySigned } from './fawry.ts';
import { createIntention, paymobSigned, refundTransaction } from './paymob.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log' | 'ordersChanged' | 'media'>;
type AttemptRow = typeof onlinePayments.$inferSelect;
type EventRow = typeof paymentEvents.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export function attemptOut(row: AttemptRow, media?: MediaStore): OnlinePaymentAttempt {
  return {
    id: row.id,
    way: row.provider as OnlinePaymentWay,
    milestone_id: row.milestoneId,
    amount: row.amount,
    status: row.status as OnlinePaymentAttempt['status'],
    checkout_url: row.provider === 'paymob' && row.status === 'pending' ? row.checkoutUrl : '',
    reference: row.provider === 'fawry' ? row.providerRef : '',
    expires_at: row.expiresAt?.toISOString() ?? null,
    payment_id: row.paymentId,
    customer_reference: row.customerReference,
    receipt: media && row.receipt ? media.describe(row.receipt) : null,
    refusal_reason: row.refusalReason,
    created_at: row.createdAt.toISOString(),
  };
}

export function eventOut(row: EventRow): PaymentEvent {
  return {
    id: row.id,
    provider: row.provider as OnlinePaymentWay,
    attempt_id: row.attemptId,
    order_id: row.orderId,
    outcome: row.outcome as PaymentEvent['outcome'],
    needs_attention: row.needsAttention,
    amount: row.amount,
    provider_txn_id: row.providerTxnId,
    success: row.success,
    payment_id: row.paymentId,
    received_at: row.receivedAt.toISOString(),
    resolved_at: row.resolvedAt?.toISOString() ?? null,
  };
}

/** The ways the settings turn on. */
export function waysOf(app: Pick<FastifyInstance, 'config'>): OnlinePaymentWay[] {
  const { paymob, fawry, transfer } = app.config.onlinePayments;
  return [...(paymob ? (['paymob'] as const) : []), ...(fawry ? (['fawry'] as const) : []), ...(transfer ? (['instapay'] as const) : [])];
}

/** The due instalments with something left to pay, and what is left of each (the server's figure, never the client's). */
async function payable(db: Pick<Db, 'select'>, order: Order) {
  const account = await accountOf(db, order);
  return {
    account,
    instalments: account.milestones
      .filter((milestone) => milestone.state === 'due' && milestone.amount > milestone.paid)
      .map((milestone) => ({
        milestone_id: milestone.id,
        label: milestone.label,
        label_ar: milestone.label_ar,
        amount: milestone.amount - milestone.paid,
      })),
  };
}

export async function payOptions(app: Services, slug: string, viewer: AuthUser): Promise<PayOptions> {
  const order = await getOrderBySlug(app, slug, viewer);
  const { instalments } = await payable(app.db, order);
  const attempts = await app.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id)).orderBy(desc(onlinePayments.id));
  const transfer = app.config.onlinePayments.transfer;
  return {
    ways: waysOf(app),
    instalments,
    attempts: attempts.map((row) => attemptOut(row, app.media)),
    transfer: transfer
      ? {
          instapay_address: transfer.instapayAddress,
          bank_details: transfer.bankDetails,
          qr_svg: transfer.instapayAddress
            ? await QRCode.toString(transfer.instapayAddress, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
            : '',
        }
      : null,
  };
}

export async function attemptOf(app: Services, slug: string, id: number, viewer: AuthUser): Promise<OnlinePaymentAttempt> {
  const order = await getOrderBySlug(app, slug, viewer);
  const [row] = await app.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.orderId, order.id)));
  if (!row) throw notFound();
  return attemptOut(row, app.media);
}

/**
 * Starts paying an instalment: its remaining amount, a Paymob intention (the checkout to go to) or a Fawry reference
 * (an unexpired one for the same instalment and amount is shown again rather than a second made).
 */
export async function startPayment(app: Services, slug: string, body: unknown, viewer: AuthUser): Promise<OnlinePaymentAttempt> {
  const input = parseInput(payStartSchema, body);
  const order = await getOrderBySlug(app, slug, viewer);
  if (input.way === 'instapay' || !waysOf(app).includes(input.way)) throw new HttpError(409, 'pay.way_unavailable');
  const instalment = (await payable(app.db, order)).instalments.find((item) => item.milestone_id === input.milestone_id);
  if (!instalment) throw new HttpError(409, 'pay.not_payable');
  if (input.way === 'fawry') {
    const [open] = await app.db
      .select()
      .from(onlinePayments)
      .where(
        and(
          eq(onlinePayments.orderId, order.id),
          eq(onlinePayments.milestoneId, instalment.milestone_id),
          eq(onlinePayments.provider, 'fawry'),
          eq(onlinePayments.status, 'pending'),
          eq(onlinePayments.amount, instalment.amount),
          gte(onlinePayments.expiresAt, new Date(Date.now() + 3_600_000)),
        ),
      )
      .orderBy(desc(onlinePayments.id))
      .limit(1);
    if (open?.providerRef) return attemptOut(open);
  }
  const merchantRef = `fitout-${order.id}-${instalment.milestone_id}-${randomBytes(6).toString('hex')}`;
  const [attempt] = await app.db
    .insert(onlinePayments)
    .values({
      orderId: order.id,
      milestoneId: instalment.milestone_id,
      provider: input.way,
      amount: instalment.amount,
      merchantRef,
      createdBy: viewer.id,
    })
    .returning();
  const customer = await customerOf(app.db, order.userId);
  const [first, ...rest] = (order.fullName || customer?.fullName || 'Customer').trim().split(/\s+/);
  const description = `Order #${order.id}: ${instalment.label}`;
  try {
    if (input.way === 'paymob') {
      const paymob = app.config.onlinePayments.paymob!;
      const back = new URL(sitePage(app.config.siteUrl, customer?.language ?? 'en', pathTo('orderQuote', { slug: order.slug })));
      back.searchParams.set('payment', String(attempt.id));
      const intention = await createIntention(paymob, {
        amount: instalment.amount,
        specialReference: merchantRef,
        itemName: description,
        billing: {
          first_name: first,
          last_name: rest.join(' ') || first,
          email: customer?.email ?? viewer.email,
          phone_number: order.phone,
          city: order.city,
        },
        notificationUrl: `${app.config.publicUrl}${API_PREFIX}/payments/paymob/callback/`,
        redirectionUrl: back.toString(),
      });
      const [row] = await app.db
        .update(onlinePayments)
        .set({ providerRef: intention.orderId, checkoutUrl: intention.checkoutUrl, updatedAt: new Date() })
        .where(eq(onlinePayments.id, attempt.id))
        .returning();
      return attemptOut(row);
    }
    const fawry = app.config.onlinePayments.fawry!;
    const reference = await createReference(fawry, {
      merchantRefNum: merchantRef,
      customerProfileId: String(order.userId),
      amount: instalment.amount,
      customer: { name: order.fullName, mobile: order.phone, email: customer?.email ?? viewer.email },
      description,
      expiresAt: new Date(Date.now() + fawry.expiryHours * 3_600_000),
    });
    const [row] = await app.db
      .update(onlinePayments)
      .set({ providerRef: reference.reference, expiresAt: reference.expiresAt, updatedAt: new Date() })
      .where(eq(onlinePayments.id, attempt.id))
      .returning();
    return attemptOut(row);
  } catch (error) {
    await app.db.update(onlinePayments).set({ status: 'failed', updatedAt: new Date() }).where(eq(onlinePayments.id, attempt.id));
    app.log.warn({ err: error, attempt: attempt.id }, 'online payment: the provider refused or could not be reached');
    throw error;
  }
}

/** What a provider said about one transaction, read from its signed callback. */
type Said = {
  provider: OnlinePaymentWay;
  attempt: AttemptRow | undefined;
  txnId: string;
  amount: number | null;
  /** The money moved. */
  success: boolean;
  /** Neither paid nor failed yet (Paymob's pending), or a status that changes nothing (Fawry's NEW, UNPAID). */
  undecided: boolean;
  /** Expired unpaid (Fawry). */
  expired: boolean;
  refund: boolean;
  method: PaymentMethod;
  payload: unknown;
};

const NEEDS_A_PERSON: PaymentEventOutcome[] = ['amount_mismatch', 'already_paid', 'unknown_reference'];

/** Reads one signed callback into at most one payment, and logs what was made of it. */
async function settle(app: Services, tx: Tx, said: Said): Promise<{ outcome: PaymentEventOutcome; created: boolean }> {
  const log = async (outcome: PaymentEventOutcome, paymentId: number | null = null) => {
    await tx.insert(paymentEvents).values({
      provider: said.provider,
      attemptId: said.attempt?.id ?? null,
      orderId: said.attempt?.orderId ?? null,
      outcome,
      needsAttention: NEEDS_A_PERSON.includes(outcome) && said.success,
      amount: said.amount === null ? null : said.refund ? -said.amount : said.amount,
      providerTxnId: said.txnId,
      success: said.success,
      paymentId,
      payload: said.payload as object,
    });
    app.log.info({ provider: said.provider, txn: said.txnId, attempt: said.attempt?.id, outcome }, 'online payment: provider callback');
    return { outcome, created: outcome === 'recorded' };
  };
  const attempt = said.attempt;
  if (!attempt) return log(said.success ? 'unknown_reference' : 'ignored');
  if (said.refund) return log('refund');
  // The same transaction told again (a retry, or a late repeat): what was made of it the first time stands.
  const [earlier] = await tx
    .select({ id: paymentEvents.id })
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.provider, said.provider),
        eq(paymentEvents.providerTxnId, said.txnId),
        eq(paymentEvents.success, true),
        inArray(paymentEvents.outcome, ['recorded', 'amount_mismatch', 'already_paid']),
      ),
    )
    .limit(1);
  if (earlier && said.success) return log('duplicate');
  if (!said.success) {
    // A failure or a pending word after the payment (out of order) changes nothing; before it, the attempt failed.
    if (attempt.status === 'pending' && !said.undecided) {
      await tx
        .update(onlinePayments)
        .set({ status: said.expired ? 'expired' : 'failed', updatedAt: new Date() })
        .where(eq(onlinePayments.id, attempt.id));
      return log('failed');
    }
    return log('ignored');
  }
  if (said.amount !== attempt.amount) return log('amount_mismatch');
  const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
  const account = await accountOf(tx, order);
  const instalment = account.milestones.find((milestone) => milestone.id === attempt.milestoneId);
  if (!instalment || instalment.state === 'paid' || account.remaining === null || said.amount > account.remaining) {
    await tx.update(onlinePayments).set({ status: 'paid', updatedAt: new Date() }).where(eq(onlinePayments.id, attempt.id));
    return log('already_paid');
  }
  const [row] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      amount: said.amount,
      paidOn: cairoDay(new Date()),
      method: said.method,
      reference: said.txnId,
      provider: said.provider,
      idempotencyKey: `${said.provider}-${said.txnId}`.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 100),
      recordedBy: null,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return log('duplicate');
  await tx.update(onlinePayments).set({ status: 'paid', paymentId: row.id, updatedAt: new Date() }).where(eq(onlinePayments.id, attempt.id));
  await tx.insert(orderStageChanges).values({ orderId: order.id, stage: order.stage, note: '', changedBy: null, event: 'payment_recorded' });
  // Like a payment staff record: its audit entry (by the provider, no member of staff) and the customer's receipt.
  await recordAudit(tx, { actor: null, ip: null, action: 'create', resource: 'payments', recordId: row.id, before: null, after: row });
  const customer = await customerOf(tx, order.userId);
  if (customer) await app.outbox.enqueue(receiptMail(customer, order, paymentOut(row), await accountOf(tx, order), app.config.siteUrl), tx);
  return log('recorded', row.id);
}

async function settleLocked(app: Services, said: Omit<Said, 'attempt'>, find: (tx: Tx) => Promise<AttemptRow | undefined>) {
  const outcome = await app.transaction(async (tx) => settle(app, tx, { ...said, attempt: await find(tx) }));
  if (outcome.created) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return outcome;
}

const asObject = (value: unknown): Record<string, unknown> | undefined =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;

/** Paymob's transaction processed callback: the HMAC first, then the transaction, answered 200 whatever it said. */
export async function paymobCallback(app: Services, hmac: string, body: unknown) {
  const paymob = app.config.onlinePayments.paymob;
  if (!paymob) throw notFound();
  const obj = asObject(asObject(body)?.obj);
  const order = asObject(obj?.order);
  if (!obj || !order || obj.id === undefined || order.id === undefined) throw new HttpError(400, 'request.malformed_body');
  if (!paymobSigned(paymob, obj, hmac)) {
    app.log.warn({ txn: String(obj.id) }, 'online payment: a Paymob callback with a wrong HMAC, refused');
    throw new HttpError(403, 'pay.bad_signature');
  }
  const amount = Number(obj.amount_cents);
  const source = asObject(obj.source_data);
  await settleLocked(
    app,
    {
      provider: 'paymob',
      txnId: String(obj.id),
      amount: Number.isInteger(amount) ? amount : null,
      success: obj.success === true && obj.pending !== true && obj.error_occured !== true,
      undecided: obj.pending === true,
      expired: false,
      refund: obj.is_refund === true || obj.has_parent_transaction === true,
      method: source?.type === 'wallet' ? 'wallet' : 'card',
      payload: body,
    },
    async (tx) =>
      (
        await tx
          .select()
          .from(onlinePayments)
          .where(and(eq(onlinePayments.provider, 'paymob'), eq(onlinePayments.providerRef, String(order.id))))
          .for('update')
      )[0],
  );
  return { received: true };
}

/** FawryPay's notification V2: the signature first, then the status, answered 200 whatever it said. */
export async function fawryNotification(app: Services, body: unknown) {
  const fawry = app.config.onlinePayments.fawry;
  if (!fawry) throw notFound();
  const said = asObject(body);
  if (!said || typeof said.merchantRefNumber !== 'string' || said.fawryRefNumber === undefined) throw new HttpError(400, 'request.malformed_body');
  if (!fawrySigned(fawry, said)) {
    app.log.warn({ reference: String(said.fawryRefNumber) }, 'online payment: a Fawry notification with a wrong signature, refused');
    throw new HttpError(403, 'pay.bad_signature');
  }
  const amount = Math.round(Number(said.orderAmount) * 100);
  const merchantRef = said.merchantRefNumber;
  await settleLocked(
    app,
    {
      provider: 'fawry',
      txnId: String(said.fawryRefNumber),
      amount: Number.isFinite(amount) ? amount : null,
      success: said.orderStatus === 'PAID',
      undecided: !['PAID', 'EXPIRED', 'CANCELED', 'FAILED'].includes(String(said.orderStatus)),
      expired: said.orderStatus === 'EXPIRED',
      refund: said.orderStatus === 'REFUNDED',
      method: 'fawry',
      payload: body,
    },
    async (tx) =>
      (
        await tx
          .select()
          .from(onlinePayments)
          .where(and(eq(onlinePayments.provider, 'fawry'), eq(onlinePayments.merchantRef, merchantRef)))
          .for('update')
      )[0],
  );
  return { received: true };
}

export async function listEvents(app: Pick<FastifyInstance, 'db'>, attention: boolean) {
  const rows = await app.db
    .select()
    .from(paymentEvents)
    .where(attention ? and(eq(paymentEvents.needsAttention, true), sql`${paymentEvents.resolvedAt} is null`) : undefined)
    .orderBy(desc(paymentEvents.id))
    .limit(500);
  return rows.map(eventOut);
}

export async function eventRow(app: Pick<FastifyInstance, 'db'>, id: number) {
  const [row] = await app.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  return row ? eventOut(row) : null;
}

export async function resolveEvent(app: Pick<FastifyInstance, 'db'>, id: number, staff: AuthUser): Promise<PaymentEvent> {
  const [row] = await app.db.select().from(paymentEvents).where(eq(paymentEvents.id, id));
  if (!row) throw notFound();
  if (!row.needsAttention || row.resolvedAt) throw new HttpError(409, 'pay.event_resolved');
  const [after] = await app.db
    .update(paymentEvents)
    .set({ resolvedAt: new Date(), resolvedBy: staff.id })
    .where(eq(paymentEvents.id, id))
    .returning();
  return eventOut(after);
}

/** Refunds a Paymob payment through Paymob, then records the refund as a negative payment naming it. */
export async function refundPayment(app: Services, paymentId: number, body: unknown, staff: AuthUser) {
  const input = parseInput(refundSchema, body);
  const paymob = app.config.onlinePayments.paymob;
  const [original] = await app.db.select().from(payments).where(eq(payments.id, paymentId));
  if (!original) throw notFound();
  if (!paymob || original.provider !== 'paymob' || original.amount <= 0) throw new HttpError(409, 'pay.not_refundable');
  const [{ refunded }] = await app.db
    .select({ refunded: sql<string>`coalesce(sum(-${payments.amount}), 0)` })
    .from(payments)
    .where(eq(payments.refundOf, original.id));
  if (input.amount > original.amount - Number(refunded)) throw new HttpError(409, 'pay.not_refundable');
  const refundId = await refundTransaction(paymob, original.reference, input.amount);
  const [order] = await app.db.select().from(orders).where(eq(orders.id, original.orderId));
  const [row] = await app.db
    .insert(payments)
    .values({
      orderId: original.orderId,
      amount: -input.amount,
      paidOn: cairoDay(new Date()),
      method: original.method,
      reference: refundId,
      provider: 'paymob',
      idempotencyKey: `paymob-${refundId}`,
      refundOf: original.id,
      recordedBy: staff.id,
    })
    .returning();
  await app.db
    .insert(orderStageChanges)
    .values({ orderId: order.id, stage: order.stage, note: input.reason ?? '', changedBy: staff.id, event: 'payment_recorded' });
  app.ordersChanged();
  return paymentOut(row);
}

/**
 * One day (Cairo) and provider: each transaction the provider told of that day beside the payment recorded for it,
 * and each payment of the provider recorded that day beside what the provider said; differences first.
 */
export async function reconciliation(app: Pick<FastifyInstance, 'db'>, day: string, provider: OnlinePaymentWay): Promise<ReconciliationRow[]> {
  const from = cairoInstant(day, '00:00');
  const to = new Date(from.getTime() + 86_400_000);
  const [events, recorded] = await Promise.all([
    app.db
      .select()
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.provider, provider),
          eq(paymentEvents.success, true),
          gte(paymentEvents.receivedAt, from),
          lt(paymentEvents.receivedAt, to),
        ),
      )
      .orderBy(asc(paymentEvents.id)),
    app.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), gte(payments.recordedAt, from), lt(payments.recordedAt, to))),
  ]);
  const rows = new Map<string, ReconciliationRow>();
  for (const event of events) {
    if (event.outcome === 'duplicate' || rows.has(event.providerTxnId)) continue;
    rows.set(event.providerTxnId, {
      provider,
      provider_txn_id: event.providerTxnId,
      order_id: event.orderId,
      said: event.amount,
      recorded: null,
      difference: 0,
      outcome: event.outcome,
    });
  }
  for (const payment of recorded) {
    const row = rows.get(payment.reference);
    if (row) row.recorded = (row.recorded ?? 0) + payment.amount;
    else
      rows.set(payment.reference, {
        provider,
        provider_txn_id: payment.reference,
        order_id: payment.orderId,
        said: null,
        recorded: payment.amount,
        difference: 0,
        outcome: 'not_told',
      });
  }
  const out = [...rows.values()].map((row) => ({ ...row, difference: (row.said ?? 0) - (row.recorded ?? 0) }));
  return out.sort((a, b) => Number(b.difference !== 0) - Number(a.difference !== 0) || a.provider_txn_id.localeCompare(b.provider_txn_id));
}

const transferOut = (media: MediaStore, row: AttemptRow, order: Pick<Order, 'id' | 'slug' | 'fullName'>): Transfer => ({
  ...attemptOut(row, media),
  order_id: order.id,
  order_slug: order.slug,
  customer: order.fullName,
});

/**
 * An InstaPay or bank transfer the customer made: the instalment's remaining amount, their reference and the receipt
 * (an image, kept through the image pipeline), waiting for staff.
 */
export async function submitTransfer(app: Services, slug: string, body: unknown, viewer: AuthUser): Promise<OnlinePaymentAttempt> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const { [TRANSFER_RECEIPT_FIELD]: _file, ...text } = fields;
  const input = parse(transferSchema, text);
  const files = filesIn(fields, TRANSFER_RECEIPT_FIELD, onlinePaymentMessages.receiptRequired);
  if (files.length !== 1) throw FieldErrors.of(TRANSFER_RECEIPT_FIELD, onlinePaymentMessages.receiptRequired);
  const order = await getOrderBySlug(app, slug, viewer);
  if (!app.config.onlinePayments.transfer) throw new HttpError(409, 'pay.way_unavailable');
  const instalment = (await payable(app.db, order)).instalments.find((item) => item.milestone_id === input.milestone_id);
  if (!instalment) throw new HttpError(409, 'pay.not_payable');
  const receipt = await app.media.save(TRANSFER_RECEIPT_FIELD, files[0], ['jpeg', 'png', 'webp'], onlinePaymentMessages.receiptRequired);
  try {
    const [row] = await app.db
      .insert(onlinePayments)
      .values({
        orderId: order.id,
        milestoneId: instalment.milestone_id,
        provider: 'instapay',
        amount: instalment.amount,
        merchantRef: `fitout-${order.id}-${instalment.milestone_id}-${randomBytes(6).toString('hex')}`,
        customerReference: input.reference,
        receipt,
        createdBy: viewer.id,
      })
      .returning();
    return attemptOut(row, app.media);
  } catch (error) {
    await app.media.remove(receipt);
    throw error;
  }
}

export async function waitingTransfers(app: Pick<FastifyInstance, 'db' | 'media'>): Promise<Transfer[]> {
  const rows = await app.db
    .select({ attempt: onlinePayments, order: { id: orders.id, slug: orders.slug, fullName: orders.fullName } })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(and(eq(onlinePayments.provider, 'instapay'), eq(onlinePayments.status, 'pending')))
    .orderBy(asc(onlinePayments.id));
  return rows.map((row) => transferOut(app.media, row.attempt, row.order));
}

export async function transferRow(app: Pick<FastifyInstance, 'db' | 'media'>, id: number): Promise<Transfer | null> {
  const [row] = await app.db
    .select({ attempt: onlinePayments, order: { id: orders.id, slug: orders.slug, fullName: orders.fullName } })
    .from(onlinePayments)
    .innerJoin(orders, eq(orders.id, onlinePayments.orderId))
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.provider, 'instapay')));
  return row ? transferOut(app.media, row.attempt, row.order) : null;
}

/** Staff confirm a transfer: the payment is recorded as staff record one (receipt mail, the schedule updated). */
export async function confirmTransfer(app: Services, id: number, staff: AuthUser): Promise<Transfer> {
  const created = await app.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(onlinePayments)
      .where(and(eq(onlinePayments.id, id), eq(onlinePayments.provider, 'instapay')))
      .for('update');
    if (!attempt) throw notFound();
    if (attempt.status !== 'pending') throw new HttpError(409, 'pay.transfer_decided');
    const [order] = await tx.select().from(orders).where(eq(orders.id, attempt.orderId)).for('update');
    const account = await accountOf(tx, order);
    const instalment = account.milestones.find((milestone) => milestone.id === attempt.milestoneId);
    if (!instalment || instalment.state === 'paid' || account.remaining === null || attempt.amount > account.remaining) {
      throw new HttpError(409, 'pay.not_payable');
    }
    const [row] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        amount: attempt.amount,
        paidOn: cairoDay(new Date()),
        method: 'bank_transfer',
        reference: attempt.customerReference,
        provider: 'instapay',
        idempotencyKey: `instapay-${attempt.id}`,
        recordedBy: staff.id,
      })
      .returning();
    await tx
      .update(onlinePayments)
      .set({ status: 'paid', paymentId: row.id, decidedBy: staff.id, decidedAt: new Date(), updatedAt: new Date() })
      .where(eq(onlinePayments.id, attempt.id));
    await tx.insert(orderStageChanges).values({ orderId: order.id, stage: order.stage, note: '', changedBy: staff.id, event: 'payment_recorded' });
    const customer = await customerOf(tx, order.userId);
    if (customer) await app.outbox.enqueue(receiptMail(customer, order, paymentOut(row), await accountOf(tx, order), app.config.siteUrl), tx);
    return true;
  });
  if (created) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return (await transferRow(app, id))!;
}

/** Staff refuse a transfer with the reason the customer reads on the order's page. */
export async function refuseTransfer(app: Services, id: number, body: unknown, staff: AuthUser): Promise<Transfer> {
  const input = parse(transferRefuseSchema, body);
  const [attempt] = await app.db
    .select()
    .from(onlinePayments)
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.provider, 'instapay')));
  if (!attempt) throw notFound();
  const [changed] = await app.db
    .update(onlinePayments)
    .set({ status: 'refused', refusalReason: input.reason, decidedBy: staff.id, decidedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(onlinePayments.id, id), eq(onlinePayments.status, 'pending')))
    .returning();
  if (!changed) throw new HttpError(409, 'pay.transfer_decided');
  return (await transferRow(app, id))!;
}

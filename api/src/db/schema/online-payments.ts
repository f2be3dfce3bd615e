// Paying an instalment online (issue 40): each attempt with a provider, and every word a provider sent about one.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { payments, quoteMilestones } from './quotes.ts';

/**
 * One attempt to pay an instalment with a provider: a Paymob intention or a Fawry reference. The amount is the
 * instalment's remaining amount when the attempt was made, in piastres; the provider's callback must name this
 * attempt (Paymob's order id, Fawry's reference) and this amount before a payment is recorded.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    milestoneId: integer('milestone_id')
      .notNull()
      .references(() => quoteMilestones.id, { onDelete: 'restrict' }),
    /** onlinePaymentWays: paymob, fawry, instapay (an InstaPay or bank transfer staff confirm). */
    provider: text('provider').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** pending until the provider says; paid (paymentId set), failed or expired. */
    status: text('status').notNull().default('pending'),
    /** What we call it at the provider (Paymob's special_reference, Fawry's merchantRefNum): unique. */
    merchantRef: text('merchant_ref').notNull(),
    /** What the provider calls it (Paymob's order id, Fawry's reference number). */
    providerRef: text('provider_ref').notNull().default(''),
    /** Where the customer pays (Paymob's checkout), empty for Fawry. */
    checkoutUrl: text('checkout_url').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    /** A transfer's reference as the customer typed it, its receipt (a media key), and why staff refused it. */
    customerReference: text('customer_reference').notNull().default(''),
    receipt: text('receipt').notNull().default(''),
    refusalReason: text('refusal_reason').notNull().default(''),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('online_payments_merchant_ref_unique').on(t.merchantRef),
    index('online_payments_order_idx').on(t.orderId, t.id),
    index('online_payments_provider_ref_idx').on(t.provider, t.providerRef),
    check('online_payments_provider_check', sql`${t.provider} in ('paymob', 'fawry', 'instapay')`),
    check('online_payments_status_check', sql`${t.status} in ('pending', 'paid', 'failed', 'expired', 'refused')`),
    check('online_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/**
 * Every callback or notification a provider sent, with what was made of it (paymentEventOutcomes): the log staff
 * read, the reconciliation's "what the provider said", and the ones a person must look at (needs_attention).
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    attemptId: integer('attempt_id').references(() => onlinePayments.id, { onDelete: 'restrict' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    outcome: text('outcome').notNull(),
    needsAttention: boolean('needs_attention').notNull().default(false),
    /** What the provider said was paid (negative for a refund), in piastres; null when it said nothing readable. */
    amount: bigint('amount', { mode: 'number' }),
    providerTxnId: text('provider_txn_id').notNull().default(''),
    /** Whether the provider said the money moved (a successful transaction, a PAID notification). */
    success: boolean('success').notNull().default(false),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    payload: jsonb('payload').notNull(),
    receivedAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('payment_events_received_idx').on(t.receivedAt),
    index('payment_events_attention_idx').on(t.needsAttention, t.id),
    index('payment_events_attempt_idx').on(t.attemptId),
  ],
);

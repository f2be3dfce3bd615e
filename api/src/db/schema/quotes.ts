// Quotes (their lines, payment schedule and answers) and the payments against an order.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * A quote for an order, one row per version (issue 24). A draft is staff's alone; sending freezes it (its lines,
 * milestones and figures never change again) and supersedes the version before. Money in whole piastres.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    // Financial records are never removed by a cascade (issue 35): an order with money on it is cancelled, not deleted.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    /** quoteStatuses in @fitout/shared: draft, sent, accepted, declined, changes_requested, superseded. */
    status: text('status').notNull().default('draft'),
    /** The VAT rate in basis points (1400 = 14 %), taken from VAT_RATE_PERCENT when the draft is written. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    termsAr: text('terms_ar').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_order_version_unique').on(t.orderId, t.version),
    // One draft per order at a time.
    uniqueIndex('quotes_one_draft_unique').on(t.orderId).where(sql`${t.status} = 'draft'`),
    // The dashboard's accepted quotes and payments owed (api/src/work/) read the accepted versions alone.
    index('quotes_accepted_idx').on(t.orderId).where(sql`${t.status} = 'accepted'`),
    // The business charts' quote conversion (api/src/insights/): the versions sent in a period, by what became of them.
    index('quotes_sent_idx').on(t.sentAt, t.status).where(sql`${t.sentAt} is not null`),
    check('quotes_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined', 'changes_requested', 'superseded')`),
    check('quotes_discount_check', sql`${t.discount} >= 0`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Thousandths of the unit (1.5 m² is 1500), so the line's total is exact integer arithmetic. */
    quantityMilli: integer('quantity_milli').notNull(),
    unit: text('unit').notNull(),
    /** The unit in Arabic (م², بند); empty: the Arabic quote shows `unit` (the editor warns of it). */
    unitAr: text('unit_ar').notNull().default(''),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_check', sql`${t.quantityMilli} > 0`),
    check('quote_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** The payment schedule of a quote: each milestone's share of the total in basis points (the shares add up to 10000). */
export const quoteMilestones = pgTable(
  'quote_milestones',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar').notNull().default(''),
    shareBp: integer('share_bp').notNull(),
    /** milestoneDueOptions: acceptance, start, completion. */
    due: text('due').notNull(),
  },
  (t) => [
    index('quote_milestones_quote_idx').on(t.quoteId, t.position),
    check('quote_milestones_share_check', sql`${t.shareBp} > 0 and ${t.shareBp} <= 10000`),
    check('quote_milestones_due_check', sql`${t.due} in ('acceptance', 'start', 'completion')`),
  ],
);

/**
 * The customer's answer to one version, kept for good: accepted (with the typed name), declined (a reason) or changes
 * asked for (a note); the options and totals as shown, who, when, from where, and the SHA-256 of the canonical content.
 */
export const quoteAnswers = pgTable(
  'quote_answers',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull().default(''),
    note: text('note').notNull().default(''),
    options: integer('options').array().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The canonical content the hash is of (quotes/content.ts), so that it can be checked again later. */
    content: text('content').notNull(),
    contentSha256: text('content_sha256').notNull(),
    answeredAt: createdAt(),
  },
  (t) => [
    // A version is answered once.
    uniqueIndex('quote_answers_quote_unique').on(t.quoteId),
    check('quote_answers_kind_check', sql`${t.kind} in ('accepted', 'declined', 'changes_requested')`),
  ],
);

/** Payments received against an order; provider and idempotency_key leave room for an online gateway. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    provider: text('provider').notNull().default('manual'),
    idempotencyKey: text('idempotency_key'),
    /** A refund (a negative amount) names the payment it gives money back on (issue 40). */
    refundOf: integer('refund_of').references((): AnyPgColumn => payments.id, { onDelete: 'restrict' }),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    uniqueIndex('payments_idempotency_unique').on(t.orderId, t.idempotencyKey),
    // Refunds are negative payments (issue 40), each naming the payment it refunds.
    check('payments_amount_check', sql`${t.amount} > 0 or (${t.amount} < 0 and ${t.refundOf} is not null)`),
    check('payments_method_check', sql`${t.method} in ('cash', 'bank_transfer', 'card', 'wallet', 'fawry')`),
  ],
);

/**
 * The orders with an accepted quote, for the console's day's work (accepted and not started, payments due and late),
 * kept by triggers (migration `accepted_orders`) in the transaction of every write that can change them, by the API,
 * a script or by hand: an acceptance, a payment, a change's instalment, a milestone, a stage move. A cancelled or
 * withdrawn order has no row. `owing`: a milestone or a change's instalment whose moment has come is not covered by
 * what was paid, as the payment account (quotes/payments.ts accountOf) says.
 */
export const acceptedOrders = pgTable(
  'accepted_orders',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** When the quote was accepted: the oldest waiting comes first, and a payment is late 14 days after. */
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull(),
    /** The work has not started: the order is at a stage up to deposit_paid. */
    waiting: boolean('waiting').notNull(),
    owing: boolean('owing').notNull(),
    /** When the last payment was recorded (null: none yet). */
    lastPaidAt: timestamp('last_paid_at', { withTimezone: true }),
  },
  (t) => [
    index('accepted_orders_waiting_idx').on(t.acceptedAt, t.orderId).where(sql`${t.waiting}`),
    index('accepted_orders_owing_idx').on(t.acceptedAt, t.orderId).where(sql`${t.owing}`),
  ],
);

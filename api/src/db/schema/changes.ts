// Change orders (issue 38): what staff raise after the quote is accepted, its lines, its share of the payment
// schedule once approved, and the order's expected completion date that approved changes move.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { quoteMilestones } from './quotes.ts';

/**
 * A change to an accepted contract: its figures are frozen when raised (money in whole piastres, `total` negative when
 * it takes work out), and the customer's answer is kept like a quote's (who, when, from where, the SHA-256 of the
 * canonical content). Financial records: never removed by a cascade.
 */
export const changeOrders = pgTable(
  'change_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    /** changeStatuses in @fitout/shared: pending, approved, declined. */
    status: text('status').notNull().default('pending'),
    reason: text('reason').notNull(),
    reasonAr: text('reason_ar').notNull().default(''),
    daysAdded: integer('days_added').notNull().default(0),
    answerBy: date('answer_by', { mode: 'string' }).notNull(),
    /** changeScheduleOptions: approval, stage, spread; `stage` names the stage of a stage instalment. */
    schedule: text('schedule').notNull(),
    stage: text('stage'),
    /** The accepted quote's VAT rate in basis points, taken when raised. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    added: bigint('added', { mode: 'number' }).notNull(),
    removed: bigint('removed', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** The answer: the contract and completion as they stood, who, when, from where, and what was shown. */
    contractBefore: bigint('contract_before', { mode: 'number' }),
    completionBefore: date('completion_before', { mode: 'string' }),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    fullName: text('full_name').notNull().default(''),
    note: text('note').notNull().default(''),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    content: text('content').notNull().default(''),
    contentSha256: text('content_sha256').notNull().default(''),
  },
  (t) => [
    uniqueIndex('change_orders_order_number_unique').on(t.orderId, t.number),
    check('change_orders_status_check', sql`${t.status} in ('pending', 'approved', 'declined')`),
    check('change_orders_schedule_check', sql`${t.schedule} in ('approval', 'stage', 'spread')`),
    check(
      'change_orders_stage_check',
      sql`(${t.schedule} = 'stage') = (${t.stage} is not null) and (${t.stage} is null or ${t.stage} in ('start', 'completion'))`,
    ),
    check('change_orders_days_check', sql`${t.daysAdded} >= 0`),
    check('change_orders_total_check', sql`${t.total} = ${t.added} - ${t.removed} + ${t.vat}`),
  ],
);

export const changeOrderLines = pgTable(
  'change_order_lines',
  {
    id: serial('id').primaryKey(),
    changeId: integer('change_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** add or remove. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    quantityMilli: integer('quantity_milli').notNull(),
    unit: text('unit').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('change_order_lines_change_idx').on(t.changeId, t.position),
    check('change_order_lines_kind_check', sql`${t.kind} in ('add', 'remove')`),
    check('change_order_lines_quantity_check', sql`${t.quantityMilli} > 0`),
    check('change_order_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/**
 * What an approved change did to the payment schedule: a new instalment of its own (`due` set, no milestone), or an
 * amount added to (or, negative, taken off) one of the accepted quote's milestones still to pay.
 */
export const changeInstalments = pgTable(
  'change_instalments',
  {
    id: serial('id').primaryKey(),
    changeId: integer('change_id')
      .notNull()
      .references(() => changeOrders.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    milestoneId: integer('milestone_id').references(() => quoteMilestones.id, { onDelete: 'restrict' }),
    /** milestoneDueOptions: acceptance (due on approval), start, completion. */
    due: text('due'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('change_instalments_order_idx').on(t.orderId, t.id),
    check('change_instalments_target_check', sql`(${t.milestoneId} is null) = (${t.due} is not null)`),
    check('change_instalments_due_check', sql`${t.due} is null or ${t.due} in ('acceptance', 'start', 'completion')`),
  ],
);

/** The day staff expect an order's job to be completed; each approved change moves it by its days. */
export const orderCompletions = pgTable('order_completions', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  expectedCompletion: date('expected_completion', { mode: 'string' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

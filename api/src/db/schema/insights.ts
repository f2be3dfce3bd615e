// The business at a glance (issue 39): what the charts read, kept by triggers (migration `insights_triggers`) in the
// transaction of every write that changes them, so that each chart reads a few index rows whatever the period, not
// every order, milestone and payment.
import { sql } from 'drizzle-orm';
import { bigint, date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from './orders.ts';

/**
 * Every instalment of an order with an accepted quote (not cancelled or withdrawn), as the payment account
 * (quotes/payments.ts accountOf) lays them out: the quote's milestones in order (with what approved changes added),
 * then each change's own instalment. `due_on`: the Cairo day its moment came (the acceptance, a change's approval, the
 * day work started or was completed), null while it has not; `outstanding`: what payments, oldest first, leave unpaid.
 */
export const receivables = pgTable(
  'receivables',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar').notNull(),
    /** The change order's number, for a change's own instalment (its label is worded by the API). */
    changeNumber: integer('change_number'),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    outstanding: bigint('outstanding', { mode: 'number' }).notNull(),
    dueOn: date('due_on', { mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.seq] }),
    // The ageing chart (its sums from the index alone) and the list behind each bar: only what is still owed, oldest due first.
    index('receivables_owed_idx').on(t.dueOn, t.orderId, t.seq, t.outstanding).where(sql`${t.outstanding} > 0`),
  ],
);

/** Per Cairo day: the money received (payments by their day, refunds taking off) and the instalments falling due. */
export const moneyDays = pgTable('money_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  received: bigint('received', { mode: 'number' }).notNull().default(0),
  due: bigint('due', { mode: 'number' }).notNull().default(0),
});

/** Each stay of an order in a stage, from its stage history: when it entered, and left (null: it is there now). */
export const orderStageStays = pgTable(
  'order_stage_stays',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    enteredAt: timestamp('entered_at', { withTimezone: true }).notNull(),
    leftAt: timestamp('left_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.enteredAt, t.stage] }),
    // The average days in each stage, of the stays that ended in a period.
    index('order_stage_stays_left_idx').on(t.leftAt, t.stage, t.enteredAt).where(sql`${t.leftAt} is not null`),
    // The one open stay of an order, which the next change closes.
    index('order_stage_stays_open_idx').on(t.orderId).where(sql`${t.leftAt} is null`),
  ],
);

/**
 * Each job completed now (an order whose open stay is at completed): when, its package, its contract total (the
 * accepted quote's total plus the approved changes) and its costs (bills), kept by the triggers of migration
 * `owner_charts` on the stays, bills, quotes, answers, changes and the order's package; the margin chart reads
 * the ones of a period from its index alone.
 */
export const jobMargins = pgTable(
  'job_margins',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
    package: text('package').notNull(),
    contract: bigint('contract', { mode: 'number' }).notNull(),
    costs: bigint('costs', { mode: 'number' }).notNull(),
  },
  (t) => [index('job_margins_completed_idx').on(t.completedAt, t.package, t.contract, t.costs, t.orderId)],
);

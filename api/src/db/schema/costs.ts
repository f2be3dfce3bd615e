// Suppliers and job costs (issue 39): who the company buys from, what it orders from them for a job (purchase
// orders), what it has paid out on a job (bills and expenses, with their receipts), and how staff split a job's budget
// by category. Money in whole piastres. Financial records: an order or supplier with costs is never removed by a cascade.
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

const CATEGORIES = sql.raw(`('materials', 'labour', 'subcontract', 'transport', 'other')`);

export const suppliers = pgTable('suppliers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** What they supply or do: tiles, carpentry, electrics. */
  trade: text('trade').notNull().default(''),
  phone: text('phone').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
  createdAt: createdAt(),
});

/** An order placed with a supplier for a job; its total is the sum of its lines, kept when written. */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    number: integer('number').notNull(),
    supplierId: integer('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    /** purchaseOrderStates: draft, sent, received, cancelled. */
    state: text('state').notNull().default('draft'),
    expectedOn: date('expected_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    total: bigint('total', { mode: 'number' }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('purchase_orders_order_number_unique').on(t.orderId, t.number),
    index('purchase_orders_supplier_idx').on(t.supplierId),
    check('purchase_orders_state_check', sql`${t.state} in ('draft', 'sent', 'received', 'cancelled')`),
    check('purchase_orders_category_check', sql`${t.category} in ${CATEGORIES}`),
    check('purchase_orders_total_check', sql`${t.total} >= 0`),
  ],
);

export const purchaseOrderLines = pgTable(
  'purchase_order_lines',
  {
    id: serial('id').primaryKey(),
    purchaseOrderId: integer('purchase_order_id')
      .notNull()
      .references(() => purchaseOrders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    quantityMilli: integer('quantity_milli').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('purchase_order_lines_po_idx').on(t.purchaseOrderId, t.position),
    check('purchase_order_lines_quantity_check', sql`${t.quantityMilli} > 0`),
    check('purchase_order_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** A receipt kept through the media pipeline: a photo (image key) or a PDF as sent. */
export type StoredReceipt = { kind: 'image'; key: string } | { kind: 'pdf'; key: string };

/** Money paid out on a job: a supplier's bill, or an expense with no supplier. */
export const jobBills = pgTable(
  'job_bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    supplierId: integer('supplier_id').references(() => suppliers.id, { onDelete: 'restrict' }),
    category: text('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    billedOn: date('billed_on', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    receipt: jsonb('receipt').$type<StoredReceipt>(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    // An order's costs are read per order; the business's per month (the charts) by day.
    index('job_bills_order_idx').on(t.orderId, t.category),
    index('job_bills_billed_on_idx').on(t.billedOn),
    index('job_bills_supplier_idx').on(t.supplierId),
    check('job_bills_category_check', sql`${t.category} in ${CATEGORIES}`),
    check('job_bills_amount_check', sql`${t.amount} > 0`),
  ],
);

/** Staff's split of an order's budget: one row a category; the rows summed to the budget when set. */
export const orderBudgetSplits = pgTable(
  'order_budget_splits',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.category] }),
    check('order_budget_splits_category_check', sql`${t.category} in ${CATEGORIES}`),
    check('order_budget_splits_amount_check', sql`${t.amount} >= 0`),
  ],
);

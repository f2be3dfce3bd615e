// Finish selections within allowances (issue 38): what the customer chooses on an order, and the choices offered.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';
import { changeOrders } from './changes.ts';

/**
 * A selection: an item in a room, its quantity and the allowance per unit the accepted quote priced (piastres), the
 * stage it must be chosen before and by when, whether work stops until it is chosen. Chosen once (or locked by staff);
 * the difference from the allowance is the change order it made.
 */
export const selections = pgTable(
  'selections',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    item: text('item').notNull(),
    itemAr: text('item_ar').notNull().default(''),
    room: text('room').notNull(),
    roomAr: text('room_ar').notNull().default(''),
    quantityMilli: integer('quantity_milli').notNull(),
    unit: text('unit').notNull(),
    allowancePerUnit: bigint('allowance_per_unit', { mode: 'number' }).notNull(),
    stage: text('stage').notNull(),
    chooseBy: date('choose_by', { mode: 'string' }).notNull(),
    blocksWork: boolean('blocks_work').notNull().default(false),
    /** selectionStatuses: open, chosen, locked. */
    status: text('status').notNull().default('open'),
    choiceId: integer('choice_id'),
    changeId: integer('change_id').references(() => changeOrders.id, { onDelete: 'restrict' }),
    chosenBy: integer('chosen_by').references(() => users.id, { onDelete: 'set null' }),
    chosenAt: timestamp('chosen_at', { withTimezone: true }),
    /** When the customer was reminded that it is overdue (once; the scheduler's selection-reminders job). */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('selections_order_idx').on(t.orderId, t.id),
    // The dashboard's overdue selections read the open ones only (api/src/work).
    index('selections_open_idx').on(t.chooseBy).where(sql`${t.status} = 'open'`),
    check('selections_status_check', sql`${t.status} in ('open', 'chosen', 'locked')`),
    check('selections_stage_check', sql`${t.stage} in ('start', 'completion')`),
    check('selections_quantity_check', sql`${t.quantityMilli} > 0`),
  ],
);

export const selectionChoices = pgTable(
  'selection_choices',
  {
    id: serial('id').primaryKey(),
    selectionId: integer('selection_id')
      .notNull()
      .references(() => selections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull().default(''),
    supplier: text('supplier').notNull().default(''),
    pricePerUnit: bigint('price_per_unit', { mode: 'number' }).notNull(),
    note: text('note').notNull().default(''),
    noteAr: text('note_ar').notNull().default(''),
    /** A media key, or null. */
    photo: text('photo'),
  },
  (t) => [index('selection_choices_selection_idx').on(t.selectionId, t.position)],
);

// Orders and the changes of their stages.
import { sql } from 'drizzle-orm';
import { orderStages } from '@fitout/shared';
import { check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './column-kinds.ts';
import { users } from './accounts.ts';

/** The order columns the console's search looks in. */
export const orderSearchColumns = ['full_name', 'phone', 'governorate', 'city', 'area', 'package'] as const;

/** A customer's order ("registerorder" in the spec's API); the slug is random and unguessable. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    // No cascade from the account: its orders carry the money records (decisions.md, issue 35).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    typeunit: text('typeunit').notNull(),
    requiredworks: text('requiredworks').notNull(),
    skills: text('skills').notNull(),
    conditionoftheunit: text('conditionoftheunit').notNull(),
    space: money('space').notNull(),
    numberroom: integer('numberroom').notNull(),
    numberbathroom: integer('numberbathroom').notNull(),
    description: text('description').notNull().default(''),
    package: text('package').notNull().default(''),
    postStatus: text('post_status').notNull().default('Active'),
    /** Where the work stands (orderStages in @fitout/shared); staff move it on, each change in orderStageChanges. */
    stage: text('stage').notNull().default('new'),
    /** The staff member who is the customer's contact for it (owner or sales); null until one is assigned. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    date: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_slug_unique').on(t.slug),
    // A salesperson's own orders first ("my orders"), newest first.
    index('orders_assigned_date_idx').on(t.assignedTo, t.date, t.id),
    // A customer's list and the console's list, newest first, read a page at a time.
    index('orders_user_date_idx').on(t.userId, t.date, t.id),
    index('orders_date_idx').on(t.date, t.id),
    // The business charts' jobs by stage (api/src/insights/): a count per stage read from the index alone.
    index('orders_stage_idx').on(t.stage),
    check(
      'orders_stage_check',
      sql`${t.stage} in (${sql.join(
        orderStages.map((option) => sql.raw(`'${option.value}'`)),
        sql`, `,
      )})`,
    ),
    // The console's search (`q`: the text anywhere in these columns) through trigram indexes (pg_trgm). Each order
    // goes into them as it is written, not into GIN's pending list: only a vacuum empties that list, the embedded
    // database never runs one, and every search reads the whole list until then.
    ...orderSearchColumns.map((column) =>
      index(`orders_${column}_trgm_idx`)
        .using('gin', sql`${sql.identifier(column)} gin_trgm_ops`)
        .with({ fastupdate: false }),
    ),
  ],
);

/** Every change of an order's stage: what, the note the customer reads, which staff member, when. */
export const orderStageChanges = pgTable(
  'order_stage_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    note: text('note').notNull().default(''),
    /** Kept when the staff account is later deleted: the history stays, without a name. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null for a change of stage by staff; else what happened on the order's timeline (orderEvents: a quote sent, answered, a payment, a progress update). */
    event: text('event'),
    /** Photos of the work posted with the change or update (media keys), which the customer's timeline shows. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    changedAt: createdAt(),
  },
  (t) => [
    index('order_stage_changes_order_idx').on(t.orderId, t.changedAt, t.id),
    // The dashboard's orders withdrawn or cancelled lately (api/src/work/).
    index('order_stage_changes_closed_idx').on(t.changedAt).where(sql`${t.stage} in ('withdrawn', 'cancelled') and ${t.event} is null`),
    check(
      'order_stage_changes_event_check',
      sql`${t.event} in ('quote_sent', 'quote_accepted', 'quote_declined', 'quote_changes_requested', 'payment_recorded', 'progress_update', 'daily_log')`,
    ),
  ],
);

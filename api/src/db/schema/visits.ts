// Site visits: the slots staff open and the visits customers book.
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Site-visit slots (issue 25): a day and a time window, the governorates staff cover then, and how many visits it
 * takes. `booked` counts its booked visits, kept with each booking under the slot's row lock, so that it never passes
 * `capacity` however many customers book at once.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** HH:MM in the company's time zone (COMPANY_TIME_ZONE). */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    governorates: text('governorates').array().notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visit_slots_day_idx').on(t.day, t.startsAt),
    check('visit_slots_capacity_check', sql`${t.capacity} > 0 and ${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('visit_slots_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A customer's site visit for an order, in a slot: booked, then moved (a new row) or cancelled. */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => visitSlots.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('booked'),
    bookedAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the day-before reminder was queued; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    // One booked visit per order at a time.
    uniqueIndex('site_visits_order_booked_unique').on(t.orderId).where(sql`${t.status} = 'booked'`),
    index('site_visits_slot_idx').on(t.slotId),
    check('site_visits_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

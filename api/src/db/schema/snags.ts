// Snags: what a customer reports after handover.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/**
 * Snags after handover (issue 25): a defect the customer reports on a completed order within the warranty (room,
 * description, photos); staff mark it fixed with a note and a photo; the customer confirms it (closed) or reopens it.
 */
export const snags = pgTable(
  'snags',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('open'),
    fixNote: text('fix_note').notNull().default(''),
    fixPhotos: jsonb('fix_photos').$type<string[]>().notNull().default([]),
    fixedBy: integer('fixed_by').references(() => users.id, { onDelete: 'set null' }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why the customer reopened it last, and how many times. */
    reopenNote: text('reopen_note').notNull().default(''),
    reopened: integer('reopened').notNull().default(0),
    reportedAt: createdAt(),
  },
  (t) => [
    index('snags_order_idx').on(t.orderId, t.id),
    // The dashboard's open snags (api/src/work/): only those waiting for a fix.
    index('snags_open_idx').on(t.reportedAt).where(sql`${t.status} = 'open'`),
    check('snags_status_check', sql`${t.status} in ('open', 'fixed', 'closed')`),
  ],
);

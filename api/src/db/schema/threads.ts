// An order's thread: its messages and who read them.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders } from './orders.ts';

/** A file attached to a message: a photo (a media key, every width) or a PDF (a media key, its name and size). */
export type StoredAttachment = { kind: 'image'; key: string } | { kind: 'pdf'; key: string; name: string; size: number };

/** The thread of an order (issue 25): what its customer and staff write to each other, with their files. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  // A thread reads its newest page, then pages back; unread counts count past a read mark.
  (t) => [index('order_messages_order_idx').on(t.orderId, t.id)],
);

/**
 * Where each side of a thread stands: the newest message of each side, and how far each has read (staff as one team:
 * whoever opens the thread reads it for all). One row per order with messages, kept in the message's transaction.
 */
export const orderThreads = pgTable(
  'order_threads',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lastCustomerMessageId: integer('last_customer_message_id').notNull().default(0),
    lastStaffMessageId: integer('last_staff_message_id').notNull().default(0),
    customerReadId: integer('customer_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's unread orders: only the threads waiting for staff, newest first.
  (t) => [index('order_threads_staff_unread_idx').on(t.lastMessageAt).where(sql`${t.lastCustomerMessageId} > ${t.staffReadId}`)],
);

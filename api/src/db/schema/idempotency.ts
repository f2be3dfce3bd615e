// Idempotency keys of writes (issue 41): a phone that queued writes offline sends each with its key, perhaps twice.
import { index, integer, jsonb, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';

/**
 * One write made with an `Idempotency-Key`, by whom and to which call (the contract's name), with the answer it gave:
 * the same key again answers that. The unique key is what makes two racing requests one: the second's insert waits
 * for the first's transaction and then finds its row. Kept IDEMPOTENCY_KEEP_DAYS (scheduler/jobs.ts).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    call: text('call').notNull(),
    key: text('key').notNull(),
    status: smallint('status'),
    answer: jsonb('answer'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('idempotency_keys_unique').on(t.userId, t.call, t.key), index('idempotency_keys_created_idx').on(t.createdAt)],
);

// Site publishing: changes waiting to be published, and each publication.
import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Catalogue changes not published yet: the process about to publish takes every row, whichever process wrote it (publish/requests.ts). */
export const publishRequests = pgTable('publish_requests', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  /** The records the change touched ("package:12", ChangedRecord in shared/src/publishing/types.ts); null: anything may have. */
  records: text('records').array(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each publication (a build hook call or a site build) and how it ended, whichever process made it: the console's status. */
export const publications = pgTable('publications', {
  id: serial('id').primaryKey(),
  reasons: text('reasons').array().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while it runs. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Why it failed; null when it published. */
  error: text('error'),
});

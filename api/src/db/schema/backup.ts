// Backups and how each ended.
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Each backup (the API's scheduled ones and `npm run backup`) and how it ended, whichever process made it: the
 * console's dashboard and the metrics read the last ones (backup/runs.ts).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** 'schedule' (the API's own, BACKUP_INTERVAL) or 'command' (npm run backup). */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the archive went (a file, or a bucket's key); null when it failed before writing one. */
    location: text('location'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed; null when it succeeded. */
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt), check('backup_runs_trigger_check', sql`${t.trigger} in ('schedule', 'command')`)],
);

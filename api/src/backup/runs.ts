// The record of backups (backup_runs): each one's outcome, written by whichever process made it, read by the
// console's dashboard (GET admin/backups/status) and the metrics.
import { desc, isNull, sql } from 'drizzle-orm';
import type { BackupStatus } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { backupRuns } from '../db/schema.ts';

export type BackupRun = typeof backupRuns.$inferSelect;
export type Trigger = 'schedule' | 'command';

type Executor = Pick<Db, 'insert' | 'select'>;

/** Records how a backup ended: where it went and its size, or why it failed. */
export async function recordRun(
  db: Executor,
  run: { trigger: Trigger; startedAt: Date; location: string | null; sizeBytes: number | null; error: string | null },
): Promise<BackupRun> {
  const [row] = await db.insert(backupRuns).values(run).returning();
  return row;
}

/** The last backup (whatever its outcome) and the last one that succeeded. */
export async function lastRuns(db: Executor): Promise<{ last: BackupRun | null; lastSucceeded: BackupRun | null }> {
  const [[last], [lastSucceeded]] = await Promise.all([
    db.select().from(backupRuns).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(1),
    db.select().from(backupRuns).where(isNull(backupRuns.error)).orderBy(desc(backupRuns.finishedAt), desc(backupRuns.id)).limit(1),
  ]);
  return { last: last ?? null, lastSucceeded: lastSucceeded ?? null };
}

/** When the schedule last tried and last succeeded (any process's runs). */
export async function lastScheduled(db: Executor): Promise<{ tried: Date | null; succeeded: Date | null }> {
  const [row] = await db
    .select({
      tried: sql<string | null>`max(${backupRuns.startedAt})::text`,
      succeeded: sql<string | null>`(max(${backupRuns.startedAt}) filter (where ${backupRuns.error} is null))::text`,
    })
    .from(backupRuns)
    .where(sql`${backupRuns.trigger} = 'schedule'`);
  const date = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { tried: date(row?.tried), succeeded: date(row?.succeeded) };
}

/** A run as the contract answers it. */
function described(run: BackupRun | null): BackupStatus['last'] {
  if (!run) return null;
  return {
    trigger: run.trigger as Trigger,
    started_at: run.startedAt.toISOString(),
    finished_at: run.finishedAt.toISOString(),
    location: run.location,
    size_bytes: run.sizeBytes,
    error: run.error,
  };
}

/** What GET admin/backups/status answers. */
export async function backupStatus(db: Executor, intervalMs: number | undefined): Promise<BackupStatus> {
  const { last, lastSucceeded } = await lastRuns(db);
  return {
    id: 'status',
    scheduled: intervalMs !== undefined,
    interval_minutes: intervalMs === undefined ? null : intervalMs / 60_000,
    last: described(last),
    last_success: described(lastSucceeded),
  };
}

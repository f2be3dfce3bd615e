// The audit log's retention: its old entries removed on a timer, beside the database's own upkeep (db/upkeep.ts).
import type { Db } from '../db/index.ts';
import { purgeAudit } from './service.ts';

/** How often the audit log's old entries are looked for. */
export const AUDIT_PURGE_INTERVAL_MS = 60 * 60_000;

/**
 * The audit log's retention (AUDIT_RETENTION_DAYS), on either database: a pass at start and then every `intervalMs`
 * removes the entries older than that (purgeAudit, the one way past its append-only trigger). Several processes
 * on one PostgreSQL each purge; the same delete twice removes nothing more. Answers a function that stops it.
 */
export function keepAuditWithin(
  db: Db,
  retentionDays: number,
  options: { intervalMs?: number; log?: (error: Error) => void; onPurged?: (removed: number) => void } = {},
): () => Promise<void> {
  let running: Promise<void> | null = null;
  const pass = () => {
    running ??= purgeAudit(db, retentionDays)
      .then((removed) => options.onPurged?.(removed))
      .catch((error) => options.log?.(error))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, options.intervalMs ?? AUDIT_PURGE_INTERVAL_MS);
  timer.unref();
  pass();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

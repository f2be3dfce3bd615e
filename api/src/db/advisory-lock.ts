// Work that one process at a time may do on a shared PostgreSQL (a scheduled backup, an exclusive periodic job): a
// transaction-scoped advisory lock, tried rather than waited for, held while the work runs. The embedded database has
// only ever one process (its data folder is locked), so there the work just runs.
import { sql } from 'drizzle-orm';
import type { Database, Db } from './index.ts';
import { TransactionScope } from './transaction.ts';

export type Locked<T> = { locked: true; value: T } | { locked: false };

/**
 * Runs `work` holding the advisory lock `key`, or answers `{ locked: false }` at once when another process holds it.
 * `work` gets the lock's transaction (its queries see and commit with the lock held); queries it makes through other
 * connections run beside it. The transaction holds one connection for as long as the work runs. `shared`: the lock is
 * taken shared, beside other shared holders, and is refused only while one holds it exclusively.
 */
export async function withTryLock<T>(
  database: Pick<Database, 'db' | 'kind'>,
  key: bigint | number,
  work: (db: Db) => Promise<T>,
  options: { shared?: boolean } = {},
): Promise<Locked<T>> {
  if (database.kind !== 'postgres') return { locked: true, value: await work(database.db) };
  // A transaction of its own, which the work's own queries (through app.db) do not join.
  return new TransactionScope(database.db).transaction(async (tx) => {
    const attempt = options.shared
      ? sql`select pg_try_advisory_xact_lock_shared(${String(key)}::bigint) as locked`
      : sql`select pg_try_advisory_xact_lock(${String(key)}::bigint) as locked`;
    const result = await tx.execute(attempt);
    const [{ locked }] = (Array.isArray(result) ? result : (result as unknown as { rows: { locked: boolean }[] }).rows) as { locked: boolean }[];
    return locked ? { locked: true as const, value: await work(tx as unknown as Db) } : { locked: false as const };
  });
}

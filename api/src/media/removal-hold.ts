// Removing media files waits while a backup copies the media store. A backup takes the database snapshot, then copies
// the files added meanwhile (backup/backup.ts): an image the snapshot names must still be there for that copy, yet a
// request may replace the image at any moment and remove its old files. So from just before the snapshot until that
// copy ends a backup holds removals, and a media store keeps the keys it is asked to remove meanwhile in a list, to
// remove them once the hold ends. The request that replaced an image never waits for a backup: the old files only go
// a little later. Nothing acknowledged is lost by holding: a removal is of files no row names any more.
//
// On PostgreSQL the backup may run in another process (`npm run backup`, another instance's schedule): it holds an
// advisory lock exclusively, waiting for removals under way to end, and each removal shares that lock in a short
// transaction of its own, tried rather than waited for. A process tries its held removals again every few seconds
// until they are done, and once more as it closes. The embedded database has one process only: there the hold is kept
// in memory beside the database object, and the held removals are carried out as the backup ends.
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/index.ts';
import { withTryLock } from '../db/advisory-lock.ts';
import { TransactionScope } from '../db/transaction.ts';

/** The advisory lock a backup holds and removals share (db/ and publish/ use 7_241_18x, the backup schedule 7_241_190). */
const REMOVALS_LOCK = 7_241_191;
/** How long held removals wait before their process tries them again (PostgreSQL). */
export const RETRY_HELD_MS = 3_000;

type On = Pick<Database, 'db' | 'kind'>;
type Log = Pick<FastifyBaseLogger, 'warn'>;

/** Embedded database: how many backups of this process hold removals, and the lists waiting for them, by database. */
const embeddedHolds = new WeakMap<object, { backups: number; waiting: Set<HeldRemovals> }>();

/**
 * Runs `work` while no media file is removed: by any process on a PostgreSQL `database` (once the removals under way
 * have ended), by this one on the embedded database. Removals asked for meanwhile are carried out afterwards.
 */
export async function holdingRemovals<T>(database: On, work: () => Promise<T>): Promise<T> {
  if (database.kind === 'postgres') {
    // A transaction of its own (its own connection), which the work's queries do not join; the lock ends with it.
    return new TransactionScope(database.db).transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${REMOVALS_LOCK}::bigint)`);
      return work();
    });
  }
  let hold = embeddedHolds.get(database.db);
  if (!hold) embeddedHolds.set(database.db, (hold = { backups: 0, waiting: new Set() }));
  hold.backups++;
  try {
    return await work();
  } finally {
    if (--hold.backups === 0) {
      const waiting = [...hold.waiting];
      hold.waiting.clear();
      for (const removals of waiting) await removals.retry();
    }
  }
}

/**
 * A media store's removals (media/store.ts): each is carried out at once, unless a backup holds removals
 * (holdingRemovals); then its key waits in this list until the hold has ended.
 */
export class HeldRemovals {
  readonly #remove: (key: string) => Promise<void>;
  readonly #database: On | undefined;
  readonly #log: Log | undefined;
  readonly #held = new Set<string>();
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  /** `remove` removes a key's files and never fails (it logs a failure); without a `database` nothing is held. */
  constructor(remove: (key: string) => Promise<void>, database?: On, log?: Log) {
    this.#remove = remove;
    this.#database = database;
    this.#log = log;
  }

  /** Removes `key`'s files now, or once the backup holding removals has ended. */
  async remove(key: string): Promise<void> {
    if (await this.#removeUnlessHeld([key])) return;
    this.#held.add(key);
    this.#later();
  }

  /** Tries the held removals again: carried out unless a backup still holds them. */
  async retry(): Promise<void> {
    const keys = [...this.#held];
    if (keys.length && (await this.#removeUnlessHeld(keys))) for (const key of keys) this.#held.delete(key);
    this.#later();
  }

  /** Tries the held removals a last time; what a backup still holds then is left behind (unused files), and logged. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#timer);
    await this.retry();
    if (this.#database) embeddedHolds.get(this.#database.db)?.waiting.delete(this);
    if (this.#held.size) {
      this.#log?.warn(
        { keys: [...this.#held] },
        'a backup still held the removal of these images as the process closed: their files are left unused',
      );
    }
  }

  /** On PostgreSQL, tries the held removals again after a while (the embedded hold calls retry() as it ends). */
  #later() {
    if (this.#closed || this.#timer || !this.#held.size || this.#database?.kind !== 'postgres') return;
    this.#timer = setTimeout(() => {
      this.#timer = undefined;
      void this.retry();
    }, RETRY_HELD_MS);
    // A process with nothing else to do does not stay up for it: close() tries once more.
    this.#timer.unref();
  }

  /** Removes every key's files unless a backup holds removals; answers whether it did. */
  async #removeUnlessHeld(keys: string[]): Promise<boolean> {
    const database = this.#database;
    const removeAll = async () => {
      for (const key of keys) await this.#remove(key);
      return true;
    };
    if (!database) return removeAll();
    if (database.kind !== 'postgres') {
      const hold = embeddedHolds.get(database.db);
      if (!hold?.backups) return removeAll();
      hold.waiting.add(this);
      return false;
    }
    try {
      // The shared lock is held while the files go, so that a backup starting meanwhile waits for them.
      return (await withTryLock(database, REMOVALS_LOCK, removeAll, { shared: true })).locked;
    } catch (error) {
      // The database out of reach: the removal waits for the next try, as a held one does.
      this.#log?.warn({ err: error, keys }, 'could not tell whether a backup holds the removal of these images; trying again later');
      return false;
    }
  }
}

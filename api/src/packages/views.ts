import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';

/**
 * Package detail reads counted in memory and added to `packages.view` in one statement every VIEW_FLUSH_MS (the scheduler's
 * `package-views` job) and when the server closes, so that a read costs no write. Counts that fail to reach the database (it is down)
 * are kept for the next flush. Several processes each add their own counts: nothing is overwritten.
 */
export class ViewCounts {
  #pending = new Map<string, number>();
  #flushing: Promise<number> | null = null;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #onFlushed: () => void;

  constructor(options: { db: Db; log: FastifyBaseLogger; onFlushed: () => void }) {
    this.#db = options.db;
    this.#log = options.log;
    this.#onFlushed = options.onFlushed;
  }

  /** One more read of the package with this slug. */
  record(slug: string) {
    this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + 1);
  }

  /** Writes the counts gathered so far; answers how many reads it wrote. */
  async flush(): Promise<number> {
    // One flush at a time: a second caller waits for the running one, then writes what came in meanwhile.
    while (this.#flushing) await this.#flushing.catch(() => {});
    if (this.#pending.size === 0) return 0;
    const batch = this.#pending;
    this.#pending = new Map();
    this.#flushing = this.#write(batch);
    try {
      return await this.#flushing;
    } finally {
      this.#flushing = null;
    }
  }

  async #write(batch: Map<string, number>) {
    const slugs = [...batch.keys()];
    const counts = [...batch.values()];
    try {
      await this.#db.execute(sql`
        update packages set view = packages.view + counted.n
        from (select unnest(${sql.param(slugs)}::text[]) as slug, unnest(${sql.param(counts)}::integer[]) as n) as counted
        where packages.slug = counted.slug`);
    } catch (error) {
      for (const [slug, n] of batch) this.#pending.set(slug, (this.#pending.get(slug) ?? 0) + n);
      this.#log.warn({ err: error }, 'view counts not written; kept for the next try');
      throw error;
    }
    this.#onFlushed();
    return counts.reduce((a, b) => a + b, 0);
  }

  /** Writes what is left (the server is closing). */
  async close() {
    await this.flush().catch(() => {});
  }
}

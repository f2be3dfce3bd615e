// Several API processes on one database publish each change once. A catalogue change is recorded as a row of
// publish_requests; when a process's coalescer is due, it takes every waiting row (its own and the others') under
// one lock, so exactly one process publishes a set of changes and the others find nothing to do. Publications are
// recorded too, so that every process answers GET admin/publish alike. PGlite runs the same code, for one process.
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/index.ts';
import { TransactionScope } from '../db/transaction.ts';
import { publications, publishRequests } from '../db/schema.ts';
import { type ChangedRecord, type ChangedRecords, type Claimed, type Claims, joinRecords, type PublishStatus } from './publisher.ts';

type Publication = { id: number; reasons: string[]; records: ChangedRecords };
type Request = { reason: string; records: ChangedRecords };

/** The advisory lock claims take, one at a time (the demo seed's is another number). */
const CLAIM_LOCK = 7_241_181;

export class PublishRequests implements Claims {
  readonly #db: Db;
  /** Its own transactions, apart from any the caller holds open: a claim commits (and lets go of its lock) at once. */
  readonly #transactions: TransactionScope;
  readonly #log: FastifyBaseLogger;
  /** Requests being written: a claim waits for them, so that this process never misses its own. */
  readonly #adding = new Set<Promise<void>>();
  /** Requests the database did not take (it was unreachable): this process publishes them itself. */
  #unrecorded: Request[] = [];

  constructor(options: { db: Db; log: FastifyBaseLogger }) {
    this.#db = options.db;
    this.#transactions = new TransactionScope(options.db);
    this.#log = options.log;
  }

  /**
   * Records a change to publish, with the records it touched (none given: anything may have changed); call it after
   * the change committed. Resolves once recorded (or kept here).
   */
  add(reason: string, records?: readonly ChangedRecord[]): Promise<void> {
    const request: Request = { reason, records: records ? [...records] : null };
    const adding: Promise<void> = this.#db
      .insert(publishRequests)
      .values(request)
      .then(
        () => {},
        (error) => {
          this.#unrecorded.push(request);
          this.#log.warn({ err: error }, 'publish request not recorded: this process publishes it');
        },
      )
      .finally(() => this.#adding.delete(adding));
    this.#adding.add(adding);
    return adding;
  }

  /** Whether changes made by any process wait to be published. */
  async waiting(): Promise<boolean> {
    return (await this.#db.select({ id: publishRequests.id }).from(publishRequests).limit(1)).length > 0;
  }

  async claim(forced: string[]): Promise<Claimed | null> {
    await Promise.all(this.#adding);
    const unrecorded = this.#unrecorded;
    this.#unrecorded = [];
    let publication: Publication | null;
    try {
      publication = await this.#transactions.transaction(async (tx) => {
        // One claim at a time: each takes every request committed before it, so two never split a set of changes.
        await tx.execute(sql`select pg_advisory_xact_lock(${CLAIM_LOCK})`);
        const rows = await tx
          .delete(publishRequests)
          .returning({ id: publishRequests.id, reason: publishRequests.reason, records: publishRequests.records });
        const claimed: Request[] = [...rows.sort((a, b) => a.id - b.id), ...unrecorded].map(({ reason, records }) => ({
          reason,
          records: records as ChangedRecords,
        }));
        const reasons = [...new Set([...claimed.map((request) => request.reason), ...forced])];
        if (reasons.length === 0) return null;
        // A forced publication (publishNow) is for anything.
        const records = claimed.reduce<ChangedRecords>((all, request) => joinRecords(all, request.records), forced.length ? null : []);
        const [row] = await tx.insert(publications).values({ reasons }).returning({ id: publications.id });
        return { id: row.id, reasons, records };
      });
    } catch (error) {
      this.#unrecorded.unshift(...unrecorded);
      throw error;
    }
    if (!publication) return null;
    const claimed = publication;
    return { reasons: claimed.reasons, records: claimed.records, finished: (outcome) => this.#finished(claimed, outcome) };
  }

  async #finished(publication: Publication, { error, aborted }: { error: Error | null; aborted: boolean }) {
    try {
      if (aborted) {
        // Never published (the server is closing): the requests wait again, for another process or the next start.
        await this.#transactions.transaction(async (tx) => {
          await tx.delete(publications).where(eq(publications.id, publication.id));
          // Each reason again; the records with the first (a request needs only one row to name them).
          await tx.insert(publishRequests).values(publication.reasons.map((reason, i) => ({ reason, records: i === 0 ? publication.records : [] })));
        });
      } else {
        await this.#db
          .update(publications)
          .set({ finishedAt: sql`now()`, error: error?.message ?? null })
          .where(eq(publications.id, publication.id));
      }
    } catch (caught) {
      this.#log.warn({ err: caught }, 'the outcome of a publication was not recorded');
    }
  }

  /**
   * This process's publisher status (`local`: its mode, whether it builds or waits) with what the database knows:
   * requests waiting in any process, and the last publication, whichever process made it.
   */
  async status(local: PublishStatus): Promise<PublishStatus> {
    const latest = (where?: SQL) => this.#db.select().from(publications).where(where).orderBy(desc(publications.id)).limit(1);
    const [waiting, [started], [ended], [published]] = await Promise.all([
      this.waiting(),
      latest(),
      latest(isNotNull(publications.finishedAt)),
      latest(and(isNotNull(publications.finishedAt), isNull(publications.error))),
    ]);
    return {
      mode: local.mode,
      building: local.building,
      pending: local.pending || waiting,
      started_at: started ? started.startedAt.toISOString() : local.started_at,
      reasons: started ? started.reasons : local.reasons,
      duration_ms: ended?.finishedAt ? ended.finishedAt.getTime() - ended.startedAt.getTime() : local.duration_ms,
      failed: ended ? ended.error !== null : local.failed,
      error: ended ? ended.error : local.error,
      // This process's own only before any publication was recorded (npm start's build from before).
      published_at: published?.finishedAt ? published.finishedAt.toISOString() : local.published_at,
    };
  }
}

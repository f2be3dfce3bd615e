// The figures the database holds, read once per scrape (four small queries, on indexes): the mail outbox, the
// publications and the backups. They are the database's, so every API process on it reports the same values (take
// max(), not sum(), across instances); the publications histogram counts each publication once per process.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import type { Db } from '../db/index.ts';

type Row = Record<string, unknown>;
async function one<T extends Row>(db: Db, statement: ReturnType<typeof sql>): Promise<T | undefined> {
  const result = await db.execute(statement);
  return ((Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[])[0];
}

type Figures = {
  mail: { pending: number; retrying: number; oldest: number };
  lastPublicationFailed: boolean | null;
  backups: { lastSuccess: number | null; size: number | null; failures: number; lastFailed: boolean | null; lastSeconds: number | null };
};

/** Seconds: a hook call to a site build of a large catalogue. */
const PUBLISH_BUCKETS = [0.5, 1, 2.5, 5, 10, 20, 40, 80, 160, 320];

/** Registers the figures; answers the read each scrape makes first. */
export async function readDatabaseFigures(db: Db, registers: Registry[], log: Pick<FastifyBaseLogger, 'warn'>): Promise<() => Promise<void>> {
  // Publications are taken in the order they finish, from the last one finished before this process started.
  const start = await one<{ at: string | null }>(db, sql`select max(finished_at)::text as at from publications`).catch(() => undefined);
  let publishedUpTo = start?.at ?? null;
  // Fed by each read with the publications finished since the one before.
  const publishDuration = new Histogram({
    name: 'fitout_publish_duration_seconds',
    help: 'Time each publication of the site took (a build, or a build hook call), by outcome',
    labelNames: ['outcome'],
    buckets: PUBLISH_BUCKETS,
    registers,
  });
  const publishFailures = new Counter({ name: 'fitout_publish_failures_total', help: 'Publications that failed', registers });

  const read = async (): Promise<Figures> => {
    const [mailRow, published, last, backupRow] = await Promise.all([
      one<{ pending: number; retrying: number; oldest: number }>(
        db,
        sql`select count(*)::int as pending, (count(*) filter (where attempts > 0))::int as retrying,
              coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
            from mail_outbox where sent_at is null`,
      ),
      db.execute(
        sql`select finished_at::text as at, extract(epoch from finished_at - started_at)::float8 as seconds, error is not null as failed
            from publications where finished_at is not null and (${publishedUpTo}::timestamptz is null or finished_at > ${publishedUpTo}::timestamptz)
            order by finished_at`,
      ),
      one<{ failed: boolean }>(
        db,
        sql`select error is not null as failed from publications where finished_at is not null order by finished_at desc limit 1`,
      ),
      one<{ last_success: number | null; size: string | null; failures: number; last_failed: boolean | null; last_seconds: number | null }>(
        db,
        sql`select extract(epoch from max(finished_at) filter (where error is null))::float8 as last_success,
              (select size_bytes::text from backup_runs where error is null order by finished_at desc limit 1) as size,
              (count(*) filter (where error is not null))::int as failures,
              (select error is not null from backup_runs order by finished_at desc limit 1) as last_failed,
              (select extract(epoch from finished_at - started_at)::float8 from backup_runs order by finished_at desc limit 1) as last_seconds
            from backup_runs`,
      ),
    ]);
    const mail = mailRow!;
    const backups = backupRow!;
    const rows = (Array.isArray(published) ? published : (published as unknown as { rows: Row[] }).rows) as {
      at: string;
      seconds: number;
      failed: boolean;
    }[];
    if (rows.length) publishedUpTo = rows[rows.length - 1].at;
    for (const row of rows) {
      publishDuration.observe({ outcome: row.failed ? 'failed' : 'published' }, Number(row.seconds));
      if (row.failed) publishFailures.inc();
    }
    return {
      mail: { pending: mail.pending, retrying: mail.retrying, oldest: Number(mail.oldest) },
      lastPublicationFailed: last ? last.failed : null,
      backups: {
        lastSuccess: backups.last_success === null ? null : Number(backups.last_success),
        size: backups.size === null ? null : Number(backups.size),
        failures: backups.failures,
        lastFailed: backups.last_failed,
        lastSeconds: backups.last_seconds === null ? null : Number(backups.last_seconds),
      },
    };
  };

  /** The last read: the scrape reads first (refresh), then every metric below takes its value; null when the database did not answer. */
  let latest: Figures | null = null;
  // One read at a time: two scrapes at once would otherwise both count the same new publications.
  let reading: Promise<void> = Promise.resolve();
  const refresh = () =>
    (reading = reading.then(async () => {
      latest = await read().catch((error) => {
        log.warn({ err: error }, 'metrics: the database figures could not be read');
        return null;
      });
    }));
  const figures = () => latest;

  new Gauge({
    name: 'fitout_database_up',
    help: '1 when the database answered this scrape’s queries',
    registers,
    collect() {
      this.set(figures() ? 1 : 0);
    },
  });
  const gauge = (name: string, help: string, value: (f: Figures) => number | null | undefined) =>
    new Gauge({
      name,
      help,
      registers,
      collect() {
        const f = figures();
        const v = f ? value(f) : undefined;
        if (v === null || v === undefined) this.reset();
        else this.set(v);
      },
    });

  gauge('fitout_mail_outbox_pending', 'Mails waiting in the outbox (not sent yet)', (f) => f.mail.pending);
  gauge('fitout_mail_outbox_retrying', 'Mails waiting after at least one failed attempt', (f) => f.mail.retrying);
  gauge('fitout_mail_outbox_oldest_pending_seconds', 'Age of the oldest mail not sent yet (0 when none waits)', (f) => f.mail.oldest);

  gauge('fitout_publish_last_failed', '1 when the last publication failed, 0 when it published (absent before the first)', (f) =>
    f.lastPublicationFailed === null ? null : f.lastPublicationFailed ? 1 : 0,
  );

  gauge('fitout_backup_last_success_timestamp_seconds', 'When the last successful backup finished (Unix time)', (f) => f.backups.lastSuccess);
  gauge('fitout_backup_last_size_bytes', 'Size of the last successful backup', (f) => f.backups.size);
  gauge('fitout_backup_last_duration_seconds', 'Time the last backup took', (f) => f.backups.lastSeconds);
  gauge('fitout_backup_last_failed', '1 when the last backup failed, 0 when it succeeded', (f) =>
    f.backups.lastFailed === null ? null : f.backups.lastFailed ? 1 : 0,
  );
  new Counter({
    name: 'fitout_backup_failures_total',
    help: 'Backups that failed (as backup_runs records them)',
    registers,
    collect() {
      const f = figures();
      if (!f) return;
      this.reset();
      this.inc(f.backups.failures);
    },
  });
  return refresh;
}

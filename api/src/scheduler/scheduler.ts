// Every periodic job of the API runs here: the mail outbox, scheduled backups, visit reminders, the audit log's
// retention, package view counts and the embedded database's upkeep. Each is declared once (scheduler/jobs.ts) with
// its name, how often, and whether one process at a time may run it; the scheduler times it (croner for cron
// expressions), never runs it twice at once, holds a PostgreSQL advisory lock for the exclusive ones, logs each run
// in one shape and keeps the figures /api/metrics reports per job.
import { createHash } from 'node:crypto';
import { Cron } from 'croner';
import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_TIME_ZONE } from '@fitout/shared';
import type { Database } from '../db/index.ts';
import { withTryLock } from '../db/advisory-lock.ts';

export type Job = {
  /** Its name in the log and the metrics, e.g. `mail`. */
  name: string;
  /** Milliseconds from the end of one run to the start of the next, or a cron expression in the company's time zone. */
  every: number | string;
  /**
   * One process at a time: on PostgreSQL the run holds an advisory lock, and a process that finds it taken skips its
   * turn. Jobs whose work is already shared out row by row (leased mail, claimed reminders) leave it off.
   */
  exclusive?: boolean;
  /** Milliseconds after start of the first run (default: one interval, or the cron expression's next time). */
  firstAfter?: number;
  /** The work; a number answered (mails sent, entries purged) is logged when it is not 0. */
  run: () => Promise<unknown>;
  /** Cuts a run short when the server closes (the outbox hands back what it has not sent); else the run is awaited. */
  stop?: () => Promise<void>;
};

/** What the metrics read of a job. */
export type JobFigures = {
  name: string;
  runs: number;
  failures: number;
  /** Runs skipped because another process held the job's lock. */
  skipped: number;
  /** Seconds since the epoch at the end of the last run; null before the first. */
  lastRunAt: number | null;
  lastDurationSeconds: number | null;
  lastFailed: boolean;
};

type Log = Pick<FastifyBaseLogger, 'info' | 'debug' | 'error'>;

type Entry = { job: Job; figures: JobFigures; timer: NodeJS.Timeout | null; running: Promise<void> | null; cron: Cron | null };

/** The advisory lock of a job: 64 bits of its name's hash, apart from the locks publishing and the seed take by number. */
function lockKeyOf(name: string): bigint {
  return createHash('sha256').update(`fitout job ${name}`).digest().readBigInt64BE(0);
}

export class Scheduler {
  readonly #entries = new Map<string, Entry>();
  readonly #database: Pick<Database, 'db' | 'kind'>;
  readonly #log: Log;
  #started = false;
  #stopped = false;

  constructor(options: { database: Pick<Database, 'db' | 'kind'>; log: Log }) {
    this.#database = options.database;
    this.#log = options.log;
  }

  /** Declares a job; it runs once the scheduler starts. */
  add(job: Job): this {
    if (this.#entries.has(job.name)) throw new Error(`scheduler: a job named ${job.name} is already declared`);
    const cron = typeof job.every === 'string' ? new Cron(job.every, { timezone: COMPANY_TIME_ZONE, paused: true }) : null;
    const figures: JobFigures = { name: job.name, runs: 0, failures: 0, skipped: 0, lastRunAt: null, lastDurationSeconds: null, lastFailed: false };
    this.#entries.set(job.name, { job, figures, timer: null, running: null, cron });
    return this;
  }

  /** The declared jobs' names, in declaration order. */
  get names(): string[] {
    return [...this.#entries.keys()];
  }

  /**
   * Starts timing the jobs (`only`: those named, the rest stay idle; `every`: other intervals, for tests that cannot
   * wait a minute).
   */
  start(options: { only?: readonly string[]; every?: Record<string, number> } = {}) {
    if (this.#started) return;
    this.#started = true;
    for (const entry of this.#entries.values()) {
      if (options.only && !options.only.includes(entry.job.name)) continue;
      const every = options.every?.[entry.job.name];
      if (every !== undefined) entry.job = { ...entry.job, every, firstAfter: Math.min(entry.job.firstAfter ?? every, every) };
      this.#schedule(entry, entry.job.firstAfter);
    }
  }

  /** Runs a job now, unless it is running (then answers when that run ends). */
  run(name: string): Promise<void> {
    const entry = this.#entries.get(name);
    if (!entry) throw new Error(`scheduler: no job named ${name}`);
    entry.running ??= this.#pass(entry).finally(() => {
      entry.running = null;
    });
    return entry.running;
  }

  /** No more runs; the ones under way finish first. */
  async stop() {
    this.#stopped = true;
    const entries = [...this.#entries.values()];
    for (const entry of entries) if (entry.timer) clearTimeout(entry.timer);
    await Promise.all(entries.map(async (entry) => entry.running && (await entry.job.stop?.(), await entry.running)));
  }

  figures(): JobFigures[] {
    return [...this.#entries.values()].map((entry) => ({ ...entry.figures }));
  }

  #schedule(entry: Entry, delay?: number) {
    if (this.#stopped) return;
    const wait = delay ?? this.#nextDelay(entry);
    if (wait === null) return;
    entry.timer = setTimeout(async () => {
      entry.timer = null;
      await this.run(entry.job.name);
      this.#schedule(entry);
    }, wait);
    entry.timer.unref();
  }

  #nextDelay(entry: Entry): number | null {
    if (!entry.cron) return entry.job.every as number;
    const next = entry.cron.nextRun();
    return next ? Math.max(0, next.getTime() - Date.now()) : null;
  }

  /** When a cron job runs next after `from` (null for an interval job). */
  nextCronRun(name: string, from = new Date()): Date | null {
    return this.#entries.get(name)?.cron?.nextRun(from) ?? null;
  }

  async #pass(entry: Entry) {
    const { job, figures } = entry;
    if (this.#stopped) return;
    const started = performance.now();
    const ended = (failed: boolean) => {
      const seconds = (performance.now() - started) / 1000;
      Object.assign(figures, { runs: figures.runs + 1, lastRunAt: Date.now() / 1000, lastDurationSeconds: seconds, lastFailed: failed });
      if (failed) figures.failures += 1;
      return Math.round(seconds * 1000);
    };
    let outcome: Awaited<ReturnType<Job['run']>> | typeof SKIPPED;
    try {
      outcome = await this.#locked(job);
    } catch (error) {
      this.#log.error({ job: job.name, ms: ended(true), err: error }, `job ${job.name}: failed`);
      return;
    }
    if (outcome === SKIPPED) {
      figures.skipped += 1;
      return;
    }
    const ms = ended(false);
    if (typeof outcome === 'number' && outcome !== 0) this.#log.info({ job: job.name, ms, done: outcome }, `job ${job.name}: done`);
    else this.#log.debug({ job: job.name, ms }, `job ${job.name}: done`);
  }

  /** Runs the job, holding its advisory lock when it is exclusive (db/advisory-lock.ts); SKIPPED when another holds it. */
  async #locked(job: Job): Promise<Awaited<ReturnType<Job['run']>> | typeof SKIPPED> {
    if (!job.exclusive) return job.run();
    const outcome = await withTryLock(this.#database, lockKeyOf(job.name), () => job.run());
    return outcome.locked ? outcome.value : SKIPPED;
  }
}

const SKIPPED = Symbol('skipped');

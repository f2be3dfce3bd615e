// The running API backs itself up every BACKUP_INTERVAL into BACKUP_DIR or BACKUP_S3_BUCKET, keeping the last
// BACKUP_KEEP. Every process checks now and then (the scheduler's `backups` job) whether a backup is due; on
// PostgreSQL the check and the backup hold an advisory lock, and "due" is read from backup_runs, so however many
// processes run, one backs up per interval. On the embedded database there is only ever one process (its data folder is locked).
import { createReadStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { BackupS3Config, Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import { withTryLock } from '../db/advisory-lock.ts';
import { createBackup } from './backup.ts';
import { type BackupRun, lastScheduled, recordRun } from './runs.ts';
import { bucketClient } from '../media/s3.ts';
import { BACKUP_REQUEST_TIMEOUT } from './s3.ts';

/** The advisory lock the schedule holds while it checks and backs up (db/ and publish/ use 7_241_18x). */
const BACKUP_LOCK = 7_241_190;
/** How often a process asks whether a backup is due (at most; a shorter interval asks at its own pace). */
export const CHECK_EVERY_MS = 10 * 60_000;
/** The first check, a while after start so that a start is not slowed by a backup. */
export const FIRST_CHECK_MS = 60_000;
/** A failed backup is tried again after this long (or the interval, when shorter). */
const RETRY_AFTER_MS = 60 * 60_000;
/** Timers firing a little early still find the backup due. */
const SLACK_MS = 60_000;

/** Names of the archives the schedule makes (and the only files it ever removes). */
const ARCHIVE_NAME = /^fitout-backup-\d{8}T\d{6}Z\.tar\.gz(\.age)?$/;
const archiveName = (at: Date, encrypted: boolean) =>
  `fitout-backup-${at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')}.tar.gz${encrypted ? '.age' : ''}`;

/** Where scheduled archives are kept: a folder, or a bucket. */
interface Destination {
  readonly description: string;
  /** A local path to write the archive `name` to, and what to do once it is written (answers its location). */
  prepare(name: string): Promise<{ path: string; keep: () => Promise<string>; discard: () => Promise<void> }>;
  names(): Promise<string[]>;
  remove(name: string): Promise<void>;
  close(): void;
}

function folderDestination(dir: string): Destination {
  return {
    description: dir,
    async prepare(name) {
      await mkdir(dir, { recursive: true });
      const path = join(dir, name);
      return { path, keep: async () => path, discard: async () => {} };
    },
    async names() {
      return (await readdir(dir).catch(() => [] as string[])).filter((name) => ARCHIVE_NAME.test(name));
    },
    async remove(name) {
      await rm(join(dir, name), { force: true });
    },
    close() {},
  };
}

function bucketDestination(settings: BackupS3Config): Destination {
  const client = bucketClient(settings, BACKUP_REQUEST_TIMEOUT);
  const prefix = settings.prefix ? `${settings.prefix}/` : '';
  return {
    description: `s3://${settings.bucket}/${prefix}`,
    async prepare(name) {
      const local = await mkdtemp(join(tmpdir(), 'fitout-backup-'));
      const path = join(local, name);
      const discard = () => rm(local, { recursive: true, force: true });
      return {
        path,
        keep: async () => {
          try {
            const { size } = await stat(path);
            const key = `${prefix}${name}`;
            await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: createReadStream(path), ContentLength: size }));
            return `s3://${settings.bucket}/${key}`;
          } finally {
            await discard();
          }
        },
        discard,
      };
    },
    async names() {
      const names: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket, Prefix: prefix, ContinuationToken: token }));
        for (const object of page.Contents ?? []) names.push(object.Key!.slice(prefix.length));
        token = page.NextContinuationToken;
      } while (token);
      return names.filter((name) => ARCHIVE_NAME.test(name));
    },
    async remove(name) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: `${prefix}${name}` }));
    },
    close: () => client.destroy(),
  };
}

type Executor = Pick<Db, 'execute' | 'insert' | 'select'>;

export class BackupSchedule {
  readonly intervalMs: number;
  private readonly database: Pick<Database, 'db' | 'kind'>;
  private readonly config: Config;
  private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  private readonly destination: Destination;
  private running: Promise<BackupRun | null> | null = null;
  private stopped = false;

  constructor(options: { database: Pick<Database, 'db' | 'kind'>; config: Config; intervalMs: number; log: BackupSchedule['log'] }) {
    this.database = options.database;
    this.config = options.config;
    this.intervalMs = options.intervalMs;
    this.log = options.log;
    const { backup } = options.config;
    this.destination = backup.s3 ? bucketDestination(backup.s3) : folderDestination(backup.dir);
  }

  /** No more runs; a backup under way finishes first. */
  async stop() {
    this.stopped = true;
    await this.running?.catch(() => {});
    this.destination.close();
  }

  /**
   * Backs up when due (no success within the interval, and no attempt within the retry time), holding the lock on
   * PostgreSQL. Answers the run it recorded, or null when none was due or another process holds the lock.
   */
  runIfDue(now = new Date()): Promise<BackupRun | null> {
    if (this.stopped) return Promise.resolve(null);
    this.running ??= this.locked(async (db) => ((await this.due(db, now)) ? this.backUp(db) : null)).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** Runs `work` holding the advisory lock (PostgreSQL; db/advisory-lock.ts); null when another process holds it. */
  private async locked(work: (db: Executor) => Promise<BackupRun | null>): Promise<BackupRun | null> {
    const outcome = await withTryLock(this.database, BACKUP_LOCK, work);
    return outcome.locked ? outcome.value : null;
  }

  private async due(db: Executor, now: Date): Promise<boolean> {
    const { tried, succeeded } = await lastScheduled(db);
    const since = (at: Date | null) => (at ? now.getTime() - at.getTime() : Number.POSITIVE_INFINITY);
    return since(succeeded) >= this.intervalMs - SLACK_MS && since(tried) >= Math.min(this.intervalMs, RETRY_AFTER_MS) - SLACK_MS;
  }

  private async backUp(db: Executor): Promise<BackupRun> {
    const startedAt = new Date();
    const key = this.config.backup.key;
    let location: string | null = null;
    let sizeBytes: number | null = null;
    let error: string | null = null;
    try {
      const target = await this.destination.prepare(archiveName(startedAt, Boolean(key)));
      try {
        const result = await createBackup({
          database: this.database,
          config: this.config,
          file: target.path,
          key,
          progress: (line) => this.log.info(`scheduled backup: ${line}`),
        });
        sizeBytes = result.size;
        location = await target.keep();
      } catch (failure) {
        await target.discard();
        throw failure;
      }
      await this.removeOld().catch((failure) => this.log.warn({ err: failure }, 'scheduled backup: old archives could not be listed'));
    } catch (failure) {
      error = (failure as Error).message || String(failure);
      this.log.error({ err: failure }, `scheduled backup failed (into ${this.destination.description})`);
    }
    return recordRun(db, { trigger: 'schedule', startedAt, location, sizeBytes, error });
  }

  /** Keeps the newest BACKUP_KEEP archives the schedule made (names sort by time); a failure to remove is only logged. */
  private async removeOld() {
    const names = (await this.destination.names()).sort().reverse();
    for (const name of names.slice(this.config.backup.keep)) {
      await this.destination
        .remove(name)
        .catch((error) => this.log.warn({ err: error, name }, 'scheduled backup: an old archive could not be removed'));
    }
  }
}

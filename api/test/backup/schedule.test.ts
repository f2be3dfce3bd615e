// The running API backs itself up every BACKUP_INTERVAL into BACKUP_DIR or BACKUP_S3_BUCKET, keeps BACKUP_KEEP of
// them, records each run (a failed one with its error) for the console, and backs up once per interval however many
// processes share the database.
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupRuns } from '../../src/db/schema.ts';
import { createUser, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';
import { TestS3Server } from '../s3.ts';

const HOUR = 3_600_000;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'fitout-scheduled-'));
  folders.push(dir);
  return dir;
};

describe('scheduled backups into a folder', () => {
  let t: TestApp;
  let admin: TestUser;
  const dir = join(folder(), 'backups');
  beforeAll(async () => {
    t = await startTestApp({}, { BACKUP_INTERVAL: '1h', BACKUP_KEEP: '2', BACKUP_DIR: dir });
    admin = await createUser(t.app, { superuser: true });
  });
  afterAll(() => t?.close());

  it('back up when due, once per interval, keeping the newest BACKUP_KEEP', async () => {
    const status = await t.api.get('admin/backups/status', admin.token);
    expect(status.body).toEqual({ id: 'status', scheduled: true, interval_minutes: 60, last: null, last_success: null });

    const first = await t.app.backups!.runIfDue();
    expect(first).toMatchObject({ trigger: 'schedule', error: null });
    expect(statSync(first!.location!).size).toBe(first!.sizeBytes);
    // Not due again within the hour.
    expect(await t.app.backups!.runIfDue(new Date(Date.now() + HOUR / 2))).toBeNull();

    // Two more, an interval apart each (their names carry the time they started).
    await t.app.db.update(backupRuns).set({ startedAt: new Date(Date.now() - 2 * HOUR) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(await t.app.backups!.runIfDue()).toMatchObject({ error: null });
    await t.app.db.update(backupRuns).set({ startedAt: new Date(Date.now() - 2 * HOUR) });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const third = await t.app.backups!.runIfDue();
    expect(readdirSync(dir).sort()).toHaveLength(2);
    expect(readdirSync(dir)).toContain(third!.location!.split('/').at(-1));
    expect(existsSync(first!.location!)).toBe(false);

    const shown = await t.api.get('admin/backups/status', admin.token);
    expect(shown.status).toBe(200);
    expect(shown.body.last).toMatchObject({ trigger: 'schedule', location: third!.location, size_bytes: third!.sizeBytes, error: null });
    expect(shown.body.last_success).toEqual(shown.body.last);
  });

  it('record a failed one with its error for the console, and try again later', async () => {
    await t.app.db.update(backupRuns).set({ startedAt: new Date(Date.now() - 2 * HOUR) });
    // The folder is gone and a file stands where it was.
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    const failed = await t.app.backups!.runIfDue();
    expect(failed?.error).toMatch(/EEXIST|ENOTDIR|not a directory|file already exists/i);
    expect(failed?.location).toBeNull();

    const shown = await t.api.get('admin/backups/status', admin.token);
    expect(shown.body.last).toMatchObject({ error: failed!.error, size_bytes: null });
    expect(shown.body.last_success).toMatchObject({ error: null });
    // A failure is tried again after an hour, not at every check.
    expect(await t.app.backups!.runIfDue(new Date(Date.now() + HOUR / 2))).toBeNull();
    rmSync(dir, { force: true });
  });

  it('is only for the staff', async () => {
    const customer = await createUser(t.app);
    expect((await t.api.get('admin/backups/status', customer.token)).status).toBe(403);
    expect((await t.api.get('admin/backups/status')).status).toBe(401);
  });
});

describe('scheduled backups into a bucket (BACKUP_S3_BUCKET)', () => {
  it('puts the archive in the bucket and records where', async () => {
    const s3 = await TestS3Server.start({ bucket: 'fitout-backups' });
    const t = await startTestApp(
      {},
      {
        BACKUP_INTERVAL: '1d',
        BACKUP_S3_BUCKET: 'fitout-backups',
        BACKUP_S3_ENDPOINT: s3.endpoint,
        BACKUP_S3_PREFIX: 'nightly',
        AWS_ACCESS_KEY_ID: 'S3RVER',
        AWS_SECRET_ACCESS_KEY: 'S3RVER',
      },
    );
    try {
      const run = await t.app.backups!.runIfDue();
      expect(run).toMatchObject({ error: null });
      const objects = await s3.objects();
      expect(objects).toHaveLength(1);
      expect(objects[0]).toMatch(/^nightly\/fitout-backup-\d{8}T\d{6}Z\.tar\.gz$/);
      expect(run!.location).toBe(`s3://fitout-backups/${objects[0]}`);
    } finally {
      await t.close();
      await s3.close();
    }
  });
});

describe.runIf(usePostgres)('two API processes on one database', () => {
  it('make one backup per interval between them (an advisory lock, and the runs they share)', async () => {
    const dir = folder();
    const env = { BACKUP_INTERVAL: '6h', BACKUP_DIR: dir };
    const a = await startTestApp({}, env);
    const b = await startTestApp({}, { ...env, DATABASE_URL: a.config.databaseUrl! });
    try {
      const runs = await Promise.all([a.app.backups!.runIfDue(), b.app.backups!.runIfDue()]);
      expect(runs.filter(Boolean)).toHaveLength(1);
      expect(await a.app.backups!.runIfDue()).toBeNull();
      expect(await b.app.backups!.runIfDue()).toBeNull();
      expect(await a.app.db.select().from(backupRuns)).toHaveLength(1);
      expect(readdirSync(dir)).toHaveLength(1);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

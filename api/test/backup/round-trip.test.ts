// A backup restored into an empty database and media store holds every row and every media byte of the one it was
// made from: on this run's database (embedded, or PostgreSQL with TEST_DATABASE=postgres), from the embedded database
// into PostgreSQL, and with the media in an S3 bucket (s3rver); and one made while the API keeps writing is a
// consistent moment of it, every image it names there.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { newKey } from '../../src/backup/archive.ts';
import { createBackup } from '../../src/backup/backup.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/index.ts';
import { copyEmbeddedTemplate, createTestDatabase, form, image, orderFields, startTestApp, type TestApp, usePostgres } from '../helpers.ts';
import { TestS3Server } from '../s3.ts';
import { databaseOf, everyMediaFile, everyRow, fillEveryKind, keysNamed } from './records.ts';

/** A generated age key: a passphrase would cost seconds of scrypt at each end (test/backup/refusals.test.ts has one). */
const KEY = await newKey();
/** Each test fills, backs up and restores a whole database: a loaded machine needs more than the default. */
const SLOW = { timeout: 240_000 };
const folders: string[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

const folder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `fitout-${name}-`));
  folders.push(dir);
  return dir;
};

/** An empty target as the settings would name it: a new data folder, and a new PostgreSQL database or (embedded) its db folder. */
async function emptyTarget(options: { postgres: boolean; mediaEnv?: Record<string, string>; dataDir?: string }) {
  const dataDir = options.dataDir ?? folder('target');
  const database = options.postgres ? await createTestDatabase() : { url: undefined, drop: async () => {} };
  if (!options.postgres) copyEmbeddedTemplate(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, JWT_SECRET: 'x'.repeat(40), ...options.mediaEnv });
  let opened: Database | null = null;
  const open = async () => (opened ??= await openDatabase({ databaseUrl: config.databaseUrl, dataDir }));
  // An app given the database closes it with itself; closing it again is no error here.
  const close = async () => {
    await opened?.close().catch(() => {});
    opened = null;
  };
  cleanups.push(async () => {
    await close();
    await database.drop();
  });
  return { config, open, close };
}

async function backUpAndRestore(source: TestApp, target: Awaited<ReturnType<typeof emptyTarget>>, key?: string) {
  const file = join(folder('archive'), 'backup.tar.gz');
  const lines: string[] = [];
  await createBackup({ database: databaseOf(source), config: source.config, file, key, progress: (line) => lines.push(line) });
  // A line per part, the manifest last (images the database names but the store lacks are named on a media line).
  expect(new Set(lines.map((line) => line.split(':')[0]))).toEqual(new Set(['database', 'media', 'manifest']));
  expect(lines.at(-1)).toMatch(/^manifest: /);
  const restored = await restoreBackup({ file, key, replace: false, config: target.config, openTarget: target.open });
  return { file, restored };
}

describe(`a backup of the ${usePostgres ? 'PostgreSQL' : 'embedded'} database with its media on disk`, () => {
  it('restores into an empty target with every row and every media byte the same, ids and sequences included', SLOW, async () => {
    const source = await startTestApp();
    const { customer } = await fillEveryKind(source);
    const rows = await everyRow(source.app.db);
    const media = await everyMediaFile(source.config);
    // Every kind of record is there to be compared, and the images are.
    for (const [table, lines] of Object.entries(rows)) expect(lines.length, table).toBeGreaterThan(0);
    expect(Object.keys(media).length).toBeGreaterThanOrEqual(10);

    const target = await emptyTarget({ postgres: usePostgres });
    const { file } = await backUpAndRestore(source, target, KEY);
    // The source goes for good: its database and media folder are destroyed.
    await source.close();
    const db = (await target.open()).db;
    expect(await everyRow(db)).toEqual(rows);
    expect(await everyMediaFile(target.config)).toEqual(media);

    // Sequences go on past the restored ids: a new order gets a new id, and the restored API serves it all.
    const app = await buildApp({ config: target.config, database: await target.open(), logger: false });
    cleanups.push(() => app.close());
    const token = await app.tokens.access({ id: customer.id, username: 'whoever' });
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/registerorder/create/',
      payload: orderFields(),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(created.statusCode).toBe(201);
    expect(rows.orders.map((line) => JSON.parse(line).id)).not.toContain(created.json().id);
    expect(file).toBeTruthy();
  });

  it('made while the API keeps writing, restores one consistent moment: earlier rows all there, every image it names whole', SLOW, async () => {
    const source = await startTestApp();
    cleanups.push(() => source.close());
    const { admin, customer } = await fillEveryKind(source);
    const before = await everyRow(source.app.db);
    let writing = true;
    const writes = (async () => {
      for (let i = 0; writing; i++) {
        // New rows, and images replaced and removed while the backup copies them.
        await source.api.post('registerorder/create/', form(orderFields({ full_name: `Busy ${i}` })), customer.token);
        await source.api.patch(`user/profile/${customer.id}/`, form({ image: await image('png', 300 + i, 200) }), customer.token);
        const work = await source.api.post(
          'admin/works',
          form({ title: `Work ${i}`, description: 'x', thumbnail: await image('png', 320 + i, 200) }),
          admin.token,
        );
        if (i % 2) await source.api.delete(`admin/works/${work.body.id}`, admin.token);
      }
    })();
    const target = await emptyTarget({ postgres: usePostgres });
    await new Promise((resolve) => setTimeout(resolve, 150));
    try {
      await backUpAndRestore(source, target);
    } finally {
      writing = false;
      await writes;
    }
    const restored = await everyRow((await target.open()).db);
    for (const table of ['categories', 'packages', 'components', 'contact_messages', 'order_stage_changes'])
      expect(restored[table], table).toEqual(before[table]);
    for (const line of before.orders) expect(restored.orders).toContain(line);
    const files = await everyMediaFile(target.config);
    const stored = new Set(Object.keys(files).map((path) => path.split('/')[0]));
    for (const key of keysNamed(restored)) expect(stored.has(key), `the files of ${key}`).toBe(true);
    const source_files = await everyMediaFile(source.config);
    for (const [path, hash] of Object.entries(files)) if (source_files[path]) expect(hash, path).toBe(source_files[path]);
  });
});

describe.runIf(usePostgres)('a backup of the embedded database', () => {
  it('restores into PostgreSQL (the move: npm run backup, then npm run restore with DATABASE_URL)', { timeout: 240_000 }, async () => {
    // An embedded API of its own: this run's test apps are on PostgreSQL, and there is no migrated embedded database
    // to copy, so it is made here (a few seconds; much more on a loaded machine, hence the time allowed).
    const dataDir = folder('embedded');
    const config = loadConfig(
      { DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), PORT: '0', STAFF_2FA: 'optional' },
      { rateLimit: { max: 1000, timeWindow: 60_000 }, viewFlushMs: 0 },
    );
    const app = await buildApp({ config, logger: false });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address() as { port: number };
    const { Client } = await import('../helpers.ts');
    const source: TestApp = {
      app,
      config,
      url: `http://127.0.0.1:${address.port}`,
      api: new Client(`http://127.0.0.1:${address.port}/api/v1`),
      close: () => app.close(),
    };
    cleanups.push(() => app.close());
    await fillEveryKind(source);
    const rows = await everyRow(app.db);
    const media = await everyMediaFile(config);

    // The same DATA_DIR, now with DATABASE_URL: its media are the archive's already, and are left as they are.
    const target = await emptyTarget({ postgres: true, dataDir });
    await backUpAndRestore(source, target, KEY);
    expect(await everyRow((await target.open()).db)).toEqual(rows);
    expect(await everyMediaFile(target.config)).toEqual(media);
  });
});

describe('a backup with the media in an S3 bucket (s3rver)', () => {
  it('restores every object into an empty bucket, byte for byte', SLOW, async () => {
    const from = await TestS3Server.start();
    const to = await TestS3Server.start({ bucket: 'fitout-restored' });
    cleanups.push(
      () => from.close(),
      () => to.close(),
    );
    const source = await startTestApp({}, from.env);
    cleanups.push(() => source.close());
    await fillEveryKind(source);
    const rows = await everyRow(source.app.db);
    const media = await everyMediaFile(source.config);
    expect(Object.keys(media).length).toBeGreaterThanOrEqual(10);

    const target = await emptyTarget({ postgres: usePostgres, mediaEnv: to.env });
    await backUpAndRestore(source, target);
    expect(await everyRow((await target.open()).db)).toEqual(rows);
    expect(await everyMediaFile(target.config)).toEqual(media);
    expect(await to.objects()).toEqual(await from.objects());
  });
});

// A restore refuses what it cannot trust or where it would overwrite: a truncated, corrupted or altered archive, the
// wrong key, an archive from a newer schema, a target that is not empty. Each with a message that says so, exit code
// 1 from the command, and the target exactly as it was, even when told to replace it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, gzipSync } from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../../src/backup/archive.ts';
import { createBackup } from '../../src/backup/backup.ts';
import { restoreBackup } from '../../src/backup/restore.ts';
import { createUser, form, image, startTestApp, type TestApp } from '../helpers.ts';
import { databaseOf, everyMediaFile, everyRow } from './records.ts';

let source: TestApp;
let target: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'fitout-refusals-'));
const archives = {} as { plain: string; locked: string; key: string };

/** Something of each side: an account, a category with its picture. */
async function fill(t: TestApp, title: string) {
  const admin = await createUser(t.app, { superuser: true });
  const reply = await t.api.post('admin/categories', form({ title, details: 'x', image: await image('png', 330, 200) }), admin.token);
  expect(reply.status).toBe(201);
}

beforeAll(async () => {
  source = await startTestApp();
  target = await startTestApp();
  await fill(source, 'Kitchens');
  await fill(target, 'Bathrooms');
  archives.key = await newKey();
  archives.plain = join(dir, 'plain.tar.gz');
  archives.locked = join(dir, 'locked.tar.gz.age');
  await createBackup({ database: databaseOf(source), config: source.config, file: archives.plain, key: undefined });
  await createBackup({ database: databaseOf(source), config: source.config, file: archives.locked, key: archives.key });
});

afterAll(async () => {
  await target?.close();
  await source?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A restore into the target, replacing it: answers the message it refused with. */
async function refused(file: string, options: { key?: string; replace?: boolean } = {}): Promise<string> {
  const before = { rows: await everyRow(target.app.db), media: await everyMediaFile(target.config) };
  const attempt = restoreBackup({
    file,
    key: options.key,
    replace: options.replace ?? true,
    config: target.config,
    openTarget: async () => ({ db: target.app.db }),
    workDir: dir,
  });
  const error = await attempt.then(
    () => null,
    (e: Error) => e,
  );
  expect(error, 'refused').toBeInstanceOf(Error);
  expect(await everyRow(target.app.db), 'the database as it was').toEqual(before.rows);
  expect(await everyMediaFile(target.config), 'the media as they were').toEqual(before.media);
  return error!.message;
}

/** The archive's entries, to write back altered (a tampered copy). */
async function entriesOf(file: string): Promise<{ name: string; body: Buffer }[]> {
  const extract = tar.extract();
  const entries: { name: string; body: Buffer }[] = [];
  const reading = pipeline(Readable.from(readFileSync(file)), createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    entries.push({ name: entry.header.name, body: Buffer.concat(chunks) });
  }
  await reading;
  return entries;
}

async function packed(name: string, entries: { name: string; body: Buffer }[]): Promise<string> {
  const pack = tar.pack();
  for (const entry of entries) pack.entry({ name: entry.name }, entry.body);
  pack.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of pack) chunks.push(chunk as Buffer);
  const file = join(dir, name);
  writeFileSync(file, gzipSync(Buffer.concat(chunks)));
  return file;
}

describe('npm run restore refuses, leaving the target as it was', () => {
  it('a corrupted archive (one byte changed)', async () => {
    const bytes = readFileSync(archives.plain);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    const file = join(dir, 'corrupted.tar.gz');
    writeFileSync(file, bytes);
    expect(await refused(file)).toMatch(/damaged or was altered|incomplete/);
  });

  it('a truncated archive', async () => {
    const bytes = readFileSync(archives.plain);
    const file = join(dir, 'truncated.tar.gz');
    writeFileSync(file, bytes.subarray(0, Math.floor(bytes.length * 0.6)));
    expect(await refused(file)).toMatch(/incomplete/);
  });

  it('an archive whose rows were altered and packed again (its checksum no longer matches)', async () => {
    const entries = await entriesOf(archives.plain);
    const users = entries.find((entry) => entry.name === 'database/users.jsonl')!;
    users.body = Buffer.from(users.body.toString().replace('"is_superuser":true', '"is_superuser":false'));
    expect(await refused(await packed('tampered.tar.gz', entries))).toBe(
      'The archive is damaged or was altered: database/users.jsonl does not match its checksum. Nothing was restored.',
    );
  });

  it('an encrypted archive with the wrong key, or with none', async () => {
    expect(await refused(archives.locked, { key: await newKey() })).toMatch(/^BACKUP_KEY does not open this archive/);
    expect(await refused(archives.locked)).toMatch(/^The archive is encrypted: set BACKUP_KEY/);
  });

  it('an archive encrypted with a passphrase, given another passphrase', { timeout: 90_000 }, async () => {
    const file = join(dir, 'passphrase.tar.gz.age');
    await createBackup({ database: databaseOf(source), config: source.config, file, key: 'the right passphrase, long' });
    expect(await refused(file, { key: 'a wrong passphrase, as long' })).toMatch(/^BACKUP_KEY does not open this archive/);
  });

  it('an archive from a newer schema than this version knows', async () => {
    const entries = await entriesOf(archives.plain);
    const manifest = entries.find((entry) => entry.name === 'manifest.json')!;
    const parsed = JSON.parse(manifest.body.toString());
    parsed.database.migration = { tag: '9999_from_the_future', when: parsed.database.migration.when + 10 ** 10 };
    manifest.body = Buffer.from(JSON.stringify(parsed));
    expect(await refused(await packed('newer.tar.gz', entries))).toMatch(
      /^The archive comes from a newer version of the application \(schema 9999_from_the_future/,
    );
  });

  it('a target that is not empty, saying what it would replace, unless told to replace it', async () => {
    const message = await refused(archives.plain, { replace: false });
    expect(message).toMatch(
      /^The target is not empty: the database holds .*\d+ rows? in .*users.*; the media store \(.+\) holds \d+ files the archive does not\. .*--replace/,
    );

    await restoreBackup({
      file: archives.plain,
      key: undefined,
      replace: true,
      config: target.config,
      openTarget: async () => ({ db: target.app.db }),
      workDir: dir,
    });
    expect(await everyRow(target.app.db)).toEqual(await everyRow(source.app.db));
    expect(await everyMediaFile(target.config)).toEqual(await everyMediaFile(source.config));
  });
});

describe('the commands', () => {
  it('npm run restore ends with exit code 1 and the reason, creating nothing where the settings point', { timeout: 90_000 }, () => {
    const corrupted = join(dir, 'cut.tar.gz');
    writeFileSync(corrupted, readFileSync(archives.plain).subarray(0, 200));
    const dataDir = join(dir, 'never-made');
    const run = spawnSync(process.execPath, ['scripts/restore.ts', corrupted], {
      cwd: join(import.meta.dirname, '..', '..', '..'),
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', BACKUP_KEY: '' },
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stderr).toMatch(/^The archive is incomplete/);
    expect(existsSync(dataDir)).toBe(false);
  });
});

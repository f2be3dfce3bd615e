// Once per test run: an embedded database with every migration applied, which each test app copies (tens of
// milliseconds) instead of creating and migrating its own (about five seconds with PGlite). The app still runs
// its migrations on the copy, as it does at every start: there are none left to apply.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/index.ts';
import './provided-context.ts';

const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Migrates an embedded database in a folder of its own: about 3 s of PGlite's work. */
async function makeEmbeddedTemplate(): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitout-template-'));
  const database = await openDatabase({ dataDir });
  await database.close();
  return dataDir;
}

type SharedTemplate = { folder?: Promise<string>; users: number };

/**
 * The embedded template, made once for every project of the run that uses it (the console's tests and the API's):
 * vitest runs each project's global setup in turn, in the one process, and made it once for each before any test ran.
 * Removed with the last of them.
 */
const embedded = ((globalThis as { fitoutEmbeddedTemplate?: SharedTemplate }).fitoutEmbeddedTemplate ??= { users: 0 });

export default async function setup(project: TestProject) {
  if ((project.config.env?.TEST_DATABASE ?? process.env.TEST_DATABASE) === 'postgres') {
    project.provide('embeddedTemplate', '');
    // On PostgreSQL likewise: one database migrated once, which each file's database is created from (CREATE
    // DATABASE … TEMPLATE copies its files) instead of running every migration again.
    const name = `fitout_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    const dataDir = mkdtempSync(join(tmpdir(), 'fitout-template-'));
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    // A template takes no connection while it is copied; the pool's last ones may still be saying goodbye.
    await adminQuery(`do $$ begin
      for attempt in 1..100 loop
        exit when not exists (select 1 from pg_stat_activity where datname = '${name}');
        perform pg_sleep(0.05);
      end loop;
    end $$`);
    project.provide('postgresTemplate', name);
    return () => adminQuery(`drop database if exists ${name} with (force)`);
  }
  project.provide('postgresTemplate', '');
  embedded.users++;
  embedded.folder ??= makeEmbeddedTemplate();
  project.provide('embeddedTemplate', join(await embedded.folder, 'db'));
  return async () => {
    if (--embedded.users > 0) return;
    rmSync(await embedded.folder!, { recursive: true, force: true });
  };
}

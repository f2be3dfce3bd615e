// Where each run's data lives: a temporary DATA_DIR (the embedded database, media, logs, the built site) and, for
// PostgreSQL, a database of its own on the server, dropped at the end unless --keep.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export type Kind = 'embedded' | 'postgres';
export const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Place = { kind: Kind; dataDir: string; databaseUrl: string | undefined; label: string; remove: () => Promise<void> };

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createPlace(kind: Kind): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), `fitout-bench-${kind}-`));
  const removeDir = async () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'embedded') return { kind, dataDir, databaseUrl: undefined, label: `embedded (PGlite in ${dataDir})`, remove: removeDir };
  const name = `fitout_bench_${process.pid}`;
  try {
    await onServer((client) => client.query(`create database ${name}`));
  } catch (error) {
    await removeDir();
    throw error;
  }
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    kind,
    dataDir,
    databaseUrl: url.toString(),
    label: `PostgreSQL (database ${name} on ${url.host})`,
    remove: async () => {
      await onServer((client) => client.query(`drop database if exists ${name} with (force)`));
      await removeDir();
    },
  };
}

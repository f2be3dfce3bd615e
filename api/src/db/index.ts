import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import lockfile from 'proper-lockfile';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = { db: Db; kind: 'postgres' | 'pglite'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** PGlite is single-process: a second process on the same folder must fail clearly, not corrupt it. */
async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  try {
    // A live process refreshes its lock every second; one left by a killed process is stale after 4 s,
    // so waiting a little longer than that lets a restart after a crash go through.
    return await lockfile.lock(dataDir, {
      lockfilePath: join(dataDir, '.lock'),
      stale: 4_000,
      update: 1_000,
      retries: { retries: 6, factor: 1, minTimeout: 1_000, maxTimeout: 1_000 },
    });
  } catch (error) {
    if ((error as { code?: string }).code === 'ELOCKED') {
      throw new Error(
        `The data folder ${dataDir} is in use by another running API process. Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
}

/** PostgreSQL through DATABASE_URL, else embedded PGlite in DATA_DIR/db; migrations applied either way. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }

  const unlock = await lockDataDir(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const dbDir = join(options.dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
    const client = await PGlite.create(dbDir);
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: async () => {
        await client.close();
        await unlock();
      },
    };
  } catch (error) {
    await unlock();
    throw error;
  }
}

export { schema };

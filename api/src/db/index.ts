import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Pool } from 'pg';
import lockfile from 'proper-lockfile';
import { DataDirError } from '../data-dir.ts';
import * as schema from './schema.ts';
import { keepUp } from './upkeep.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Database = {
  db: Db;
  kind: 'postgres' | 'pglite';
  close: () => Promise<void>;
  /** PGlite only: hears what NOTIFY says on `channel` in this database (PostgreSQL's listener: db/notifications.ts). */
  listen?: (channel: string, onMessage: (payload: string) => void) => Promise<unknown>;
  /** PGlite only: autovacuum's work, which PGlite lacks (db/upkeep.ts; the scheduler runs it). */
  upkeep?: () => Promise<number>;
  /** PostgreSQL only: the pool's connections now, and how many queries had to wait for one since the start (metrics). */
  pool?: () => PoolStats;
};

export type PoolStats = { max: number; total: number; idle: number; waiting: number; waits: number };

/** Counts the queries that found every connection busy and had to wait for one (pool.query goes through connect too). */
function countWaits(pool: Pool, max: number): () => PoolStats {
  let waits = 0;
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<Pool['connect']>[0]) => {
    if (pool.idleCount === 0 && pool.totalCount >= max) waits++;
    return callback ? connect(callback) : connect();
  }) as Pool['connect'];
  return () => ({ max, total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, waits });
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));
/** How long a query waits for a connection (a free one in the pool, or a new one to the server). */
export const CONNECT_TIMEOUT_MS = 3_000;

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
      throw new DataDirError(
        `The data folder ${dataDir} is in use by another running API process. Stop that process, or set DATA_DIR to another folder.`,
      );
    }
    throw error;
  }
}

/**
 * drizzle's transaction() (0.45) does not release its client when BEGIN fails, and releases one whose connection
 * died as if it were healthy (drizzle-orm issues 6241, 6114): a few terminated connections would use up the pool
 * for good. So a client taken for a transaction is released, with the error (pg-pool then discards it), as soon
 * as its connection fails; drizzle's own release afterwards does nothing. pool.query() looks after its own clients.
 */
function releaseOnConnectionLoss(pool: Pool) {
  const connect = pool.connect.bind(pool);
  pool.connect = ((callback?: Parameters<Pool['connect']>[0]) => {
    if (callback) return connect(callback);
    return connect().then((client) => {
      const release = client.release;
      let released = false;
      const releaseOnce = (error?: Error | boolean) => {
        if (released) return;
        released = true;
        client.off('error', releaseOnce);
        release.call(client, error);
      };
      client.on('error', releaseOnce);
      client.release = releaseOnce;
      return client;
    });
  }) as Pool['connect'];
}

/** PostgreSQL through DATABASE_URL, else embedded PGlite in DATA_DIR/db; migrations applied either way. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; log?: (error: Error) => void }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const max = 10;
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max,
      // While the server cannot be reached, a request fails within seconds (503) instead of waiting.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing the socket (a fail-over, a dropped route) is noticed.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    // The server may end any connection (restart, fail-over, pg_terminate_backend, a proxy's idle time-out).
    // Unheard, that 'error' event would end the process; the query that was running fails on its own, and
    // the pool drops the broken client and opens a new one for the next query.
    const onConnectionError = (error: Error) => options.log?.(error);
    pool.on('error', onConnectionError);
    pool.on('connect', (client) => client.on('error', onConnectionError));
    releaseOnConnectionLoss(pool);
    const stats = countWaits(pool, max);
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end(), pool: stats };
  }

  const unlock = await lockDataDir(options.dataDir);
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const dbDir = join(options.dataDir, 'db');
    mkdirSync(dbDir, { recursive: true });
    // pg_trgm: the console's order search (a migration creates the extension).
    const client = await PGlite.create(dbDir, { extensions: { pg_trgm } });
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      listen: (channel, onMessage) => client.listen(channel, onMessage),
      upkeep: () => keepUp(client),
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

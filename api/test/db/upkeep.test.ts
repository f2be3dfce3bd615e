// The embedded database has no autovacuum: its upkeep keeps the planner's statistics true as tables grow (a mail
// queue a flood of orders filled must not be read as empty) and clears the dead rows sent mail leaves behind.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openDatabase } from '../../src/db/index.ts';
import { usePostgres } from '../helpers.ts';

const QUEUED = 20_000;

describe.skipIf(usePostgres)('the embedded database upkeep', () => {
  let dataDir: string;
  let database: Database;
  const rows = async <T>(query: SQL) => (await database.db.execute(query)) as unknown as { rows: T[] };

  /** How many rows the planner expects the claim of waiting account mail to find. */
  async function plannedWaiting() {
    const { rows: plan } = await rows<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      sql`explain (format json) select id from mail_outbox where sent_at is null and kind = 'account'`,
    );
    return plan[0]['QUERY PLAN'][0].Plan['Plan Rows'];
  }

  const stats = async () =>
    (
      await rows<{ dead: number; analyzed: string | null }>(
        sql`select n_dead_tup as dead, last_analyze as analyzed from pg_stat_user_tables where relname = 'mail_outbox'`,
      )
    ).rows[0];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'fitout-upkeep-'));
    database = await openDatabase({ dataDir });
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('learns that a queue filled in a burst is large, and clears the rows its sending left dead', async () => {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into mail_outbox ("to", subject, text, kind)
        select 'customer' || g || '@example.com', 'Your order', 'Thank you', case when g % 2 = 0 then 'account' else 'notification' end
        from generate_series(1, ${QUEUED}) g`);
      // Half the account mail sent: the rows it leaves behind are dead until a vacuum.
      await tx.execute(sql`update mail_outbox set sent_at = now() where kind = 'account' and id % 4 = 0`);
    });

    // The scheduler's db-upkeep job runs this every UPKEEP_INTERVAL_MS; the statistics it reads reach
    // pg_stat_user_tables a moment after the transaction, so a pass may find nothing due yet.
    await vi.waitFor(async () => expect(await database.upkeep!()).toBeGreaterThan(0), { timeout: 10_000, interval: 200 });
    expect((await stats()).analyzed).not.toBeNull();
    const waiting = await plannedWaiting();
    expect(waiting).toBeGreaterThan(QUEUED / 4 / 2);
    expect(waiting).toBeLessThan((QUEUED / 4) * 2);
    expect((await stats()).dead).toBe(0);
  });
});

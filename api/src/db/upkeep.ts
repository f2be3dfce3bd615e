import type { PGlite } from '@electric-sql/pglite';

/** How often the embedded database's tables are looked over (autovacuum's default naptime). */
export const UPKEEP_INTERVAL_MS = 60_000;
/**
 * Statistics from 3,000 sampled rows (PostgreSQL's default is 30,000): enough for the plans this database makes (which
 * index, how many rows), and a tenth of the memory. ANALYZE holds its sample in PGlite's WebAssembly memory, which
 * never shrinks: at the default, a mail queue's sample alone kept some 60 MB more for the life of the process.
 */
const STATISTICS_TARGET = 10;

/**
 * The tables autovacuum would take now, with its default thresholds: vacuumed once a fifth of their rows are dead
 * or newly inserted, analyzed once a tenth changed.
 */
const DUE = `
  select format('%I', relname) as name,
    n_dead_tup > 50 + 0.2 * n_live_tup or n_ins_since_vacuum > 1000 + 0.2 * n_live_tup as vacuum,
    n_mod_since_analyze > 50 + 0.1 * n_live_tup as analyze
  from pg_stat_user_tables
  where schemaname = 'public'`;

/**
 * PGlite runs no autovacuum. Without it the planner keeps the statistics of the database as it first was: a mail
 * queue a flood of orders filled reads as two rows, its claim scans the whole pile in the wrong index, and every
 * pass gets slower as the pile grows; dead rows stay too. This does autovacuum's work for the embedded database, one
 * statement at a time on its one connection (a vacuum of 100,000 rows holds it ~0.2 s): the scheduler's `db-upkeep`
 * job runs it every UPKEEP_INTERVAL_MS (scheduler/jobs.ts). Answers how many tables it took.
 */
export async function keepUp(client: PGlite): Promise<number> {
  // PGlite's one session is the API's; nothing else in it analyzes.
  await client.exec(`set default_statistics_target = ${STATISTICS_TARGET}`);
  const { rows } = await client.query<{ name: string; vacuum: boolean; analyze: boolean }>(DUE);
  let taken = 0;
  for (const table of rows) {
    if (table.vacuum) await client.exec(`vacuum (analyze) ${table.name}`);
    else if (table.analyze) await client.exec(`analyze ${table.name}`);
    else continue;
    taken += 1;
  }
  return taken;
}

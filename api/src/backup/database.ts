// The database's part of a backup, the same on PostgreSQL and on PGlite: every table of the schema the migrations
// make, each row as PostgreSQL's own JSON of it (row_to_json: exact timestamps, numerics and arrays), read in one
// read-only snapshot; and back, every row with its id, in one transaction, through json_populate_recordset.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../db/index.ts';
import { TransactionScope } from '../db/transaction.ts';
import { BackupError } from './archive.ts';
import type { Manifest } from './manifest.ts';
import { tableFile } from './manifest.ts';

type Row = Record<string, unknown>;
type Executor = Pick<Db, 'execute'>;

async function query<T extends Row>(db: Executor, statement: SQL): Promise<T[]> {
  const result = await db.execute(statement);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

type Table = { name: string; columns: string[] };
type Sequence = { table: string; column: string; sequence: string };

/** Every table of the public schema (the drizzle schema keeps only the migrations' journal), with its columns; generated columns are PostgreSQL's to compute. */
async function tablesOf(db: Executor): Promise<Table[]> {
  const rows = await query<{ name: string; columns: string }>(
    db,
    sql`select c.relname as name,
          (select json_agg(a.attname order by a.attnum)::text from pg_attribute a
            where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = '') as columns
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
        order by c.relname`,
  );
  return rows.map((row) => ({ name: row.name, columns: JSON.parse(row.columns) as string[] }));
}

/** The sequences that number a column (serial and identity columns). */
async function sequencesOf(db: Executor): Promise<Sequence[]> {
  return query<Sequence>(
    db,
    sql`select t.relname as "table", a.attname as "column", s.relname as sequence
        from pg_class s
        join pg_namespace n on n.oid = s.relnamespace
        join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        join pg_class t on t.oid = d.refobjid
        join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
        where s.relkind = 'S' and n.nspname = 'public'
        order by 1, 2`,
  );
}

/** Tables before the tables whose foreign keys name them, so every row's references exist when it is inserted. */
async function inInsertOrder(db: Executor, tables: string[]): Promise<string[]> {
  const edges = await query<{ child: string; parent: string }>(
    db,
    sql`select child.relname as child, parent.relname as parent
        from pg_constraint k
        join pg_class child on child.oid = k.conrelid
        join pg_class parent on parent.oid = k.confrelid
        join pg_namespace n on n.oid = child.relnamespace
        where k.contype = 'f' and n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const placed = new Set<string>();
  const visit = (table: string, path: Set<string>) => {
    if (placed.has(table) || path.has(table)) return;
    path.add(table);
    for (const edge of edges) if (edge.child === table && edge.parent !== table && tables.includes(edge.parent)) visit(edge.parent, path);
    placed.add(table);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

/** Each migration as the journal lists it (api/drizzle/meta/_journal.json): the schema versions this code knows. */
export async function knownMigrations(): Promise<{ tag: string; when: number }[]> {
  const journal = JSON.parse(await readFile(new URL('../../drizzle/meta/_journal.json', import.meta.url), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration applied to the database (drizzle's journal table keeps each one's time). */
async function appliedMigration(db: Executor): Promise<Manifest['database']['migration']> {
  const [last] = await query<{ when: string }>(
    db,
    sql`select created_at::text as "when" from drizzle.__drizzle_migrations order by created_at desc limit 1`,
  );
  const when = Number(last?.when ?? 0);
  return { tag: (await knownMigrations()).find((m) => m.when === when)?.tag ?? null, when };
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
/** The keys of stored images, as JSON strings in a row (media/store.ts names them `<24 hex>-<w>x<h>`). */
const MEDIA_KEY_IN_JSON = /"([0-9a-f]{24}-\d+x\d+)"/g;
const BATCH_ROWS = 1_000;

export type Snapshot = Manifest['database'] & { mediaKeys: Set<string> };

/**
 * Writes every table into `dir` (database/<table>.jsonl) from one snapshot: a read-only REPEATABLE READ
 * transaction on PostgreSQL, PGlite's one connection held in one transaction (the API's queries wait meanwhile).
 * Also answers the image keys the rows name, so the media copied can be checked against them.
 */
export async function readSnapshot(database: Pick<Database, 'db' | 'kind'>, dir: string): Promise<Snapshot> {
  await mkdir(join(dir, 'database'), { recursive: true });
  const mediaKeys = new Set<string>();
  return new TransactionScope(database.db).transaction(
    async (tx) => {
      const tables = await tablesOf(tx);
      const migration = await appliedMigration(tx);
      const counted: Snapshot['tables'] = [];
      for (const table of tables) {
        if (!/^[A-Za-z0-9_]+$/.test(table.name)) throw new BackupError(`The table ${table.name} has a name backups cannot hold.`);
        const out = createWriteStream(join(dir, tableFile(table.name)), { mode: 0o600 });
        let rows = 0;
        // A cursor reads the table a batch at a time: a large table never sits in memory whole.
        await tx.execute(
          sql.raw(
            `declare backup_rows no scroll cursor for select row_to_json(backup_row)::text as line from public.${quoted(table.name)} backup_row`,
          ),
        );
        for (;;) {
          const batch = await query<{ line: string }>(tx, sql.raw(`fetch forward ${BATCH_ROWS} from backup_rows`));
          if (!batch.length) break;
          let text = '';
          for (const { line } of batch) {
            text += `${line}\n`;
            for (const match of line.matchAll(MEDIA_KEY_IN_JSON)) mediaKeys.add(match[1]);
          }
          rows += batch.length;
          if (!out.write(text)) await once(out, 'drain');
        }
        await tx.execute(sql.raw('close backup_rows'));
        out.end();
        await once(out, 'close');
        counted.push({ name: table.name, columns: table.columns, rows });
      }
      // Sequences are outside transactions: read after the rows, each is at least what the snapshot's rows used.
      const sequences: Snapshot['sequences'] = [];
      for (const { table, column, sequence } of await sequencesOf(tx)) {
        const [state] = await query<{ value: string; called: boolean }>(
          tx,
          sql.raw(`select last_value::text as value, is_called as called from public.${quoted(sequence)}`),
        );
        sequences.push({ table, column, value: state.value, called: state.called });
      }
      return { kind: database.kind, migration, tables: counted, sequences, mediaKeys };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** The tables of the database that hold rows, with their counts: what a restore would replace. */
export async function rowsHeld(db: Executor): Promise<{ table: string; rows: number }[]> {
  const held: { table: string; rows: number }[] = [];
  for (const { name } of await tablesOf(db)) {
    const [{ rows }] = await query<{ rows: number }>(db, sql.raw(`select count(*)::int as rows from public.${quoted(name)}`));
    if (rows > 0) held.push({ table: name, rows });
  }
  return held;
}

/**
 * Checks that the archive's schema fits this version's: not newer than the last migration this code knows, one of
 * its migrations, and every table and column of the archive present in the database (a newer version's added
 * columns get their defaults). Throws a BackupError otherwise.
 */
export async function checkSchema(db: Executor, manifest: Manifest): Promise<void> {
  const known = await knownMigrations();
  const latest = known[known.length - 1];
  const theirs = manifest.database.migration;
  const name = theirs.tag ?? `made at ${new Date(theirs.when).toISOString()}`;
  if (theirs.when > latest.when) {
    throw new BackupError(
      `The archive comes from a newer version of the application (schema ${name}; this one knows up to ${latest.tag}). Update the application, then restore. Nothing was restored.`,
    );
  }
  if (!known.some((m) => m.when === theirs.when)) {
    throw new BackupError(`The archive's schema (${name}) is not one this version of the application knows. Nothing was restored.`);
  }
  const tables = new Map((await tablesOf(db)).map((table) => [table.name, new Set(table.columns)]));
  for (const table of manifest.database.tables) {
    const columns = tables.get(table.name);
    const missing = columns ? table.columns.find((column) => !columns.has(column)) : undefined;
    if (!columns || missing) {
      throw new BackupError(
        `The archive's ${columns ? `column ${table.name}.${missing}` : `table ${table.name}`} has no place in this database's schema. Nothing was restored.`,
      );
    }
  }
}

/**
 * Loads the archive's rows (extracted under `dir`) in one transaction: every id kept, each sequence set past the
 * highest id and the value it had. With `replace`, every table is emptied first in the same transaction; without,
 * a table that holds rows stops it. User triggers stay off while it loads (their effects are in the rows already).
 * Either every row is there or, on any error, none.
 */
export async function loadSnapshot(database: Pick<Database, 'db'>, manifest: Manifest, dir: string, options: { replace: boolean }): Promise<number> {
  return new TransactionScope(database.db).transaction(async (tx) => {
    const tables = await tablesOf(tx);
    if (options.replace) {
      await tx.execute(sql.raw(`truncate table ${tables.map((t) => `public.${quoted(t.name)}`).join(', ')}`));
    } else {
      const held = await rowsHeld(tx);
      if (held.length) throw new BackupError(`The database is not empty (${describeRows(held)}). Nothing was restored.`);
    }
    for (const table of tables) await tx.execute(sql.raw(`alter table public.${quoted(table.name)} disable trigger user`));
    const byName = new Map(manifest.database.tables.map((table) => [table.name, table]));
    let total = 0;
    for (const name of await inInsertOrder(tx, [...byName.keys()])) {
      const table = byName.get(name)!;
      const columns = table.columns.map(quoted).join(', ');
      const insert = (rows: string[]) =>
        tx.execute(
          sql`${sql.raw(`insert into public.${quoted(name)} (${columns}) overriding system value select ${columns} from json_populate_recordset(null::public.${quoted(name)}, `)}${`[${rows.join(',')}]`}::json)`,
        );
      let batch: string[] = [];
      const lines = createInterface({ input: createReadStream(join(dir, tableFile(name))), crlfDelay: Number.POSITIVE_INFINITY });
      for await (const line of lines) {
        batch.push(line);
        if (batch.length === BATCH_ROWS) {
          await insert(batch);
          batch = [];
        }
      }
      if (batch.length) await insert(batch);
      total += table.rows;
    }
    for (const table of tables) await tx.execute(sql.raw(`alter table public.${quoted(table.name)} enable trigger user`));
    await resetSequences(tx, manifest);
    return total;
  });
}

/** Each sequence past its column's highest value and past the value the archive says it had reached. */
async function resetSequences(tx: Executor, manifest: Manifest) {
  for (const { table, column, sequence } of await sequencesOf(tx)) {
    const [{ highest }] = await query<{ highest: string | null }>(
      tx,
      sql.raw(`select max(${quoted(column)})::text as highest from public.${quoted(table)}`),
    );
    const archived = manifest.database.sequences.find((s) => s.table === table && s.column === column);
    const reached = archived ? BigInt(archived.value) - (archived.called ? 0n : 1n) : 0n;
    const last = [BigInt(highest ?? 0), reached].reduce((a, b) => (a > b ? a : b));
    const target = `public.${quoted(sequence)}`;
    if (last >= 1n) await tx.execute(sql`select setval(${target}::regclass, ${last.toString()}::bigint, true)`);
    else await tx.execute(sql`select setval(${target}::regclass, 1, false)`);
  }
}

/** "12 rows in users, 3 in orders" */
export function describeRows(held: { table: string; rows: number }[]): string {
  return held.map(({ table, rows }, i) => `${rows} ${i === 0 ? `row${rows === 1 ? '' : 's'} in` : 'in'} ${table}`).join(', ');
}

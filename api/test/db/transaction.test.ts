// The API's one way into a transaction, `app.transaction(async (tx) => …)` (db/transaction.ts): the services' app.db
// joins it, what waits for its commit waits for the outermost one, and one opened inside another is a savepoint, so
// that a part that fails rolls back alone and the caller can go on (a slug tried again, db/slugs.ts).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await t.app.db.execute(sql`create table transaction_probe (name text primary key)`);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

async function names(): Promise<string[]> {
  const rows = (await t.app.db.execute(sql`select name from transaction_probe order by name`)) as unknown as
    | { rows: { name: string }[] }
    | { name: string }[];
  return (Array.isArray(rows) ? rows : rows.rows).map((row) => row.name);
}

const insert = (name: string) => t.app.db.execute(sql`insert into transaction_probe (name) values (${name})`);

describe('app.transaction', () => {
  it('is joined by app.db, and keeps nothing when it fails', async () => {
    await expect(
      t.app.transaction(async () => {
        await insert('joined');
        expect(await names()).toContain('joined');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await names()).not.toContain('joined');
  });

  it('rolls back a failed inner part alone, and runs what waits for a commit once the outermost committed', async () => {
    const committed: string[] = [];
    await t.app.transaction(async () => {
      await insert('outer');
      await expect(
        t.app.transaction(async (tx) => {
          await tx.execute(sql`insert into transaction_probe (name) values ('failed part')`);
          t.app.afterCommit(() => void committed.push('failed part'));
          // A clash aborts only the savepoint: the outer transaction still takes statements afterwards.
          await tx.execute(sql`insert into transaction_probe (name) values ('outer')`);
        }),
      ).rejects.toThrow();
      await t.app.transaction(async () => {
        await insert('inner');
        t.app.afterCommit(() => void committed.push('inner'));
      });
      expect(committed).toEqual([]);
    });
    expect(committed).toEqual(['inner']);
    expect(await names()).toEqual(expect.arrayContaining(['inner', 'outer']));
    expect(await names()).not.toContain('failed part');
  });

  it('drops what a committed inner part waited for when the outermost rolls back', async () => {
    const committed: string[] = [];
    await expect(
      t.app.transaction(async () => {
        await t.app.transaction(async () => {
          await insert('lost');
          t.app.afterCommit(() => void committed.push('lost'));
        });
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(committed).toEqual([]);
    expect(await names()).not.toContain('lost');
  });
});

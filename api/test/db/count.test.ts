// A list past a thousand rows is counted from the planner's estimate (db/count.ts). When the table grew since its
// statistics were taken, that estimate falls short: the count, and the `next` link made from it, must still reach
// the last row, so that a client reading page after page gets every item.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_PAGE_SIZE } from '@fitout/shared/contract';
import { startTestApp, type TestApp } from '../helpers.ts';

const WORKS = 1_500;

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  // Statistics that know ten works, and no autovacuum to refresh them (PostgreSQL's would, a minute later).
  await t.app.db.execute(sql`alter table works set (autovacuum_enabled = false)`);
  const add = (from: number, to: number) =>
    t.app.db.execute(sql`
      insert into works (slug, title, description)
      select 'work-' || n, 'Work ' || n, 'Handed over.' from generate_series(${from}::int, ${to}::int) as n`);
  await add(1, 10);
  await t.app.db.execute(sql`analyze works`);
  await add(11, WORKS);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

type Page = { count: number; next: string | null; results: unknown[] };

describe('a list that grew past a thousand rows since its statistics', () => {
  it('counts at least the rows there are, and links each page to the next up to the last', async () => {
    const first = await t.api.get<Page>(`ourwork/lists/?page=1&page_size=${MAX_PAGE_SIZE}`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBeGreaterThanOrEqual(WORKS);

    const lastFull = await t.api.get<Page>(`ourwork/lists/?page=${WORKS / MAX_PAGE_SIZE - 1}&page_size=${MAX_PAGE_SIZE}`);
    expect(lastFull.body.results).toHaveLength(MAX_PAGE_SIZE);
    expect(lastFull.body.next).not.toBeNull();

    let items = 0;
    for (let url: string | null = `${t.url}/api/v1/ourwork/lists/?page=1&page_size=${MAX_PAGE_SIZE}`; url; ) {
      const page = (await (await fetch(url)).json()) as Page;
      items += page.results.length;
      url = page.next;
    }
    expect(items).toBe(WORKS);
  });
});

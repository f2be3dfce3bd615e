// Several API processes on one PostgreSQL (two apps here): a change made through one empties the other's public
// cache within a second, through LISTEN/NOTIFY, and the listener outlives its connection being terminated.
import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LISTENER_NAME } from '../../src/db/notifications.ts';
import * as schema from '../../src/db/schema.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';

/** How soon the other process must answer with the change. */
const WITHIN = { timeout: 1_000, interval: 10 };

describe.skipIf(!usePostgres)('two API processes on one PostgreSQL', () => {
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  let pkg: { id: number; slug: string };
  let detail: string;

  /** The package as B answers it. */
  const onB = async () => {
    const res = await b.api.get(detail);
    expect(res.status).toBe(200);
    return res.body as { title: string; description: string; view: number };
  };

  /** Changes the package straight in the database, with no announcement. */
  const changeBehindTheCaches = (description: string) => a.app.db.update(schema.packages).set({ description }).where(eq(schema.packages.id, pkg.id));

  /** B's answer, after checking it comes from B's memory: a change nobody announced does not show in it. */
  async function cachedOnB() {
    const before = await onB();
    await changeBehindTheCaches(`unannounced ${Math.random()}`);
    expect(await onB()).toEqual(before);
    return before;
  }

  /** The rows of a query (node-postgres answers a QueryResult). */
  const rows = async <T>(query: SQL) => ((await a.app.db.execute(query)) as unknown as { rows: T[] }).rows;

  /** The backend ids of the listeners on this database. */
  const listeners = async () =>
    (
      await rows<{ pid: number }>(sql`select pid from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`)
    ).map((row) => row.pid);

  async function renameThroughA(title: string) {
    const read = (await a.api.get(`admin/packages/${pkg.id}`, admin.token)).body;
    const res = await a.api.put(`admin/packages/${pkg.id}`, { ...read, title }, admin.token);
    expect(res.status).toBe(200);
  }

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({}, { DATABASE_URL: a.config.databaseUrl });
    admin = await createUser(a.app, { superuser: true });
    const category = await a.api.post('admin/categories', form({ title: 'Kitchens', details: 'Cabinets', image: await image() }), admin.token);
    const created = await a.api.post(
      'admin/packages',
      form({ title: 'Marble Kitchen', price_per_unit: '1200', category: category.body.id, description: 'Carrara tops', image: await image() }),
      admin.token,
    );
    expect(created.status).toBe(201);
    pkg = created.body;
    detail = `post/detail/${pkg.slug}/`;
    // The notices of these creations reach B within a second (what the tests below hold it to): once they have, B's
    // cache is emptied only by what a test does. A notice arriving late on a loaded machine emptied it between a
    // test's two reads, and made B look as if it answered an unannounced change.
    await new Promise((settled) => setTimeout(settled, WITHIN.timeout));
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a package edited through one process shows in the other within a second', async () => {
    expect((await cachedOnB()).title).toBe('Marble Kitchen');
    await renameThroughA('Marble Kitchen Deluxe');
    await vi.waitFor(async () => expect((await onB()).title).toBe('Marble Kitchen Deluxe'), WITHIN);
  });

  it('view counts written by one process show in the other within a second', async () => {
    const before = await cachedOnB();
    for (let i = 0; i < 3; i++) await a.api.get(detail);
    expect(await a.app.views.flush()).toBe(3);
    await vi.waitFor(async () => expect((await onB()).view).toBe(before.view + 3), WITHIN);
  });

  it('listens again after its connection is terminated, forgetting answers kept while it could not hear', async () => {
    const before = await listeners();
    expect(before).toHaveLength(2);
    // A change B does not hear of stands for one announced while its listener is away.
    const cached = await cachedOnB();
    await changeBehindTheCaches('missed by the listener');
    expect(await onB()).toEqual(cached);
    const terminated = await rows<{ ended: boolean }>(
      sql`select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = ${LISTENER_NAME} and datname = current_database()`,
    );
    expect(terminated.map((row) => row.ended)).toEqual([true, true]);
    // Back, B empties its cache, since it may have missed announcements: the change shows.
    await vi.waitFor(async () => expect((await onB()).description).toBe('missed by the listener'), { timeout: 5_000, interval: 20 });
    await vi.waitFor(async () => {
      const now = await listeners();
      expect(now).toHaveLength(2);
      for (const pid of before) expect(now).not.toContain(pid);
    });
    // And changes are heard again.
    await cachedOnB();
    await renameThroughA('Marble Kitchen After The Restart');
    await vi.waitFor(async () => expect((await onB()).title).toBe('Marble Kitchen After The Restart'), WITHIN);
  });

  it('a closing process ends its listener', async () => {
    const c = await startTestApp({}, { DATABASE_URL: a.config.databaseUrl });
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(3));
    const started = performance.now();
    await c.close();
    expect(performance.now() - started).toBeLessThan(2_000);
    await vi.waitFor(async () => expect(await listeners()).toHaveLength(2));
  });
});

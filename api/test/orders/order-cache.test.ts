// The order lists come from memory (http/answer-cache.ts), each caller's own: every change to an order or its stages,
// through the API or by hand, shows in the next read under a new ETag; one account is never answered another's list;
// on PostgreSQL a change through one process shows in the other's next read within a second.
import { AsyncLocalStorage } from 'node:async_hooks';
import { PGlite } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { createUser, form, orderFields, startTestApp, type TestApp, type TestUser, twoAppsOnOneDatabase, usePostgres } from '../helpers.ts';

/** How soon a change made elsewhere must show. */
const WITHIN = { timeout: 1_000, interval: 10 };
/** The three order lists: the customer's own, the spec's staff list and the console's. */
const MINE = 'registerorder/lists/';
const ALL = 'registerorder/admin/lists/';
const CONSOLE = 'admin/orders?sort=["date","DESC"]&range=[0,9]';

type Order = { id: number; slug: string; full_name: string; stage: string };

async function placeOrder(t: TestApp, customer: TestUser, fullName: string) {
  const res = await t.api.post('registerorder/create/', form(orderFields({ full_name: fullName })), customer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as Order;
}

const names = (body: Order[]) => body.map((order) => order.full_name);

/**
 * The SQL statements the requests `work` sends run, on either database: the drivers' query calls made while the
 * server handles a request (tracked through its async context), so that the app's timers (the outbox) do not count.
 */
async function statementsOf(t: TestApp, work: () => Promise<void>): Promise<string[]> {
  const handling = new AsyncLocalStorage<true>();
  const seen: string[] = [];
  const server = t.app.server;
  const listeners = server.listeners('request') as ((...args: unknown[]) => void)[];
  const tracked = (...args: unknown[]) =>
    handling.run(true, () => {
      for (const listener of listeners) listener.apply(server, args);
    });
  type Driver = Record<string, (...args: unknown[]) => unknown>;
  const patched = [
    [pg.Client.prototype, 'query'],
    [PGlite.prototype, 'query'],
    [PGlite.prototype, 'exec'],
  ] as unknown as [Driver, string][];
  const originals = patched.map(([target, name]) => target[name]);
  patched.forEach(([target, name], i) => {
    target[name] = function (this: unknown, ...args: unknown[]) {
      if (handling.getStore()) seen.push(String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string })?.text));
      return originals[i].apply(this, args);
    };
  });
  server.removeAllListeners('request');
  server.on('request', tracked);
  try {
    await work();
  } finally {
    server.removeListener('request', tracked);
    for (const listener of listeners) server.on('request', listener);
    patched.forEach(([target, name], i) => {
      target[name] = originals[i];
    });
  }
  return seen;
}

describe('the order lists, from memory', () => {
  let t: TestApp;
  let staff: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await startTestApp();
    staff = await createUser(t.app, { superuser: true });
    customer = await createUser(t.app);
  });
  afterAll(() => t?.close());

  it('show an order placed, moved on and withdrawn in the very next read, under a new ETag', async () => {
    const first = await placeOrder(t, customer, 'Hoda First');
    const before = await t.api.get<Order[]>(MINE, customer.token);
    expect(names(before.body)).toContain('Hoda First');
    expect(before.headers.get('cache-control')).toBe('private, no-cache');
    // The second read comes from memory: the same answer.
    expect((await t.api.get(MINE, customer.token)).headers.get('etag')).toBe(before.headers.get('etag'));
    const consoleBefore = await t.api.get<Order[]>(CONSOLE, staff.token);

    const second = await placeOrder(t, customer, 'Hoda Second');
    const placed = await t.api.get<Order[]>(MINE, customer.token);
    expect(names(placed.body)).toContain('Hoda Second');
    expect(placed.headers.get('etag')).not.toBe(before.headers.get('etag'));
    const consolePlaced = await t.api.get<Order[]>(CONSOLE, staff.token);
    expect(names(consolePlaced.body)).toContain('Hoda Second');
    expect(consolePlaced.headers.get('content-range')).not.toBe(consoleBefore.headers.get('content-range'));

    expect((await t.api.put(`admin/orders/${first.id}`, { stage: 'contacted' }, staff.token)).status).toBe(200);
    const moved = await t.api.get<Order[]>(MINE, customer.token);
    expect(moved.body.find((order) => order.id === first.id)?.stage).toBe('contacted');
    const allMoved = await t.api.get<Order[]>(ALL, staff.token);
    expect(allMoved.body.find((order) => order.id === first.id)?.stage).toBe('contacted');

    expect((await t.api.delete(`registerorder/delete/${customer.id}/${second.id}/`, customer.token)).status).toBe(204);
    expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).not.toContain('Hoda Second');
    // Withdrawn, not erased (issue 35): the console's list shows it so at once.
    const consoleWithdrawn = await t.api.get<Order[]>(CONSOLE, staff.token);
    expect(consoleWithdrawn.body.find((order) => order.id === second.id)?.stage).toBe('withdrawn');
  });

  it('ask the database nothing when read again: the caller comes from the token and the account cache, the list from memory', async () => {
    await placeOrder(t, customer, 'Counted Reads');
    const search = 'admin/orders?sort=["date","DESC"]&range=[0,24]&filter={"q":"counted"}';
    const reads = [
      [MINE, customer],
      [CONSOLE, staff],
      [search, staff],
      [ALL, staff],
    ] as const;
    const readAll = async () => {
      for (const [path, who] of reads) expect((await t.api.get(path, who.token)).status).toBe(200);
    };
    // The order's own announcement (the trigger's NOTIFY, heard on the listening connection) may land after the first
    // reads and empty the cache once, as any change does: warmed until a whole pass is answered from memory.
    for (let pass = 0; pass < 5 && (await statementsOf(t, readAll)).length > 0; pass++);
    const statements = await statementsOf(t, async () => {
      for (let round = 0; round < 5; round++) await readAll();
    });
    expect(statements).toEqual([]);
  });

  it('answer 304 to the ETag the caller holds', async () => {
    const read = await t.api.get(MINE, customer.token);
    const again = await t.api.request('GET', MINE, { token: customer.token, headers: { 'if-none-match': read.headers.get('etag')! } });
    expect(again.status).toBe(304);
  });

  it("never answer one account from another's entry", async () => {
    const other = await createUser(t.app);
    await placeOrder(t, other, 'Other Customer');
    // Both lists are in memory now, under the same query.
    expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).not.toContain('Other Customer');
    expect(names((await t.api.get<Order[]>(MINE, other.token)).body)).toEqual(['Other Customer']);
    expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).not.toContain('Other Customer');
    // A customer is refused the staff lists, cached or not.
    expect((await t.api.get(ALL, customer.token)).status).toBe(403);
    expect((await t.api.get(CONSOLE, customer.token)).status).toBe(403);
  });

  it('are read once, not at every request: a change the triggers do not announce goes unseen', async () => {
    const order = await placeOrder(t, customer, 'Unannounced Change');
    // The order's own announcement (its insert's trigger) empties the lists when it arrives: let it arrive first.
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).toContain('Unannounced Change');
    await t.app.db.execute(sql`alter table orders disable trigger orders_changed`);
    try {
      await t.app.db.update(schema.orders).set({ fullName: 'Changed Quietly' }).where(eq(schema.orders.id, order.id));
      // Time for an announcement to arrive, were there one.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).toContain('Unannounced Change');
    } finally {
      await t.app.db.execute(sql`alter table orders enable trigger orders_changed`);
    }
  });

  it("are read afresh in the process that made a change at once, without waiting for the trigger's announcement", async () => {
    await t.app.db.execute(sql`alter table orders disable trigger orders_changed`);
    await t.app.db.execute(sql`alter table order_stage_changes disable trigger order_stage_changes_changed`);
    try {
      expect((await t.api.get(MINE, customer.token)).status).toBe(200);
      const order = await placeOrder(t, customer, 'Placed Unannounced');
      expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).toContain('Placed Unannounced');
      expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'site_visit' }, staff.token)).status).toBe(200);
      expect((await t.api.get<Order[]>(MINE, customer.token)).body.find((row) => row.id === order.id)?.stage).toBe('site_visit');
      expect((await t.api.delete(`registerorder/delete/${customer.id}/${order.id}/`, customer.token)).status).toBe(204);
      expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).not.toContain('Placed Unannounced');
    } finally {
      await t.app.db.execute(sql`alter table orders enable trigger orders_changed`);
      await t.app.db.execute(sql`alter table order_stage_changes enable trigger order_stage_changes_changed`);
    }
  });

  it('are read afresh once an order or a stage changes by hand', async () => {
    const order = await placeOrder(t, customer, 'Changed By Hand');
    expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).toContain('Changed By Hand');
    await t.app.db.update(schema.orders).set({ fullName: 'Renamed By Hand' }).where(eq(schema.orders.id, order.id));
    await vi.waitFor(async () => expect(names((await t.api.get<Order[]>(MINE, customer.token)).body)).toContain('Renamed By Hand'), WITHIN);

    expect((await t.api.get<Order[]>(CONSOLE, staff.token)).status).toBe(200);
    await t.app.db.insert(schema.orderStageChanges).values({ orderId: order.id, stage: 'quoted', note: 'Seen by hand', changedBy: staff.id });
    await vi.waitFor(async () => {
      const listed = (await t.api.get<(Order & { history: { note: string }[] })[]>(CONSOLE, staff.token)).body;
      expect(listed.find((row) => row.id === order.id)?.history.map((change) => change.note)).toContain('Seen by hand');
    }, WITHIN);
  });
});

describe.skipIf(!usePostgres)('two API processes on one PostgreSQL', () => {
  const apps = twoAppsOnOneDatabase();

  it("an order placed, moved on and deleted through one process shows in the other's lists within a second", async () => {
    const { a, b } = apps;
    const staff = await createUser(a.app, { superuser: true });
    const customer = await createUser(a.app);
    expect(await b.api.get(MINE, customer.token)).toMatchObject({ status: 200, body: [] });
    expect((await b.api.get(CONSOLE, staff.token)).status).toBe(200);

    const order = await placeOrder(a, customer, 'Across Processes');
    await vi.waitFor(async () => expect(names((await b.api.get<Order[]>(MINE, customer.token)).body)).toEqual(['Across Processes']), WITHIN);
    await vi.waitFor(async () => expect(names((await b.api.get<Order[]>(CONSOLE, staff.token)).body)).toContain('Across Processes'), WITHIN);

    expect((await a.api.put(`admin/orders/${order.id}`, { stage: 'quoted' }, staff.token)).status).toBe(200);
    await vi.waitFor(async () => expect((await b.api.get<Order[]>(MINE, customer.token)).body[0]?.stage).toBe('quoted'), WITHIN);

    expect((await a.api.delete(`registerorder/delete/${customer.id}/${order.id}/`, customer.token)).status).toBe(204);
    await vi.waitFor(async () => expect((await b.api.get<Order[]>(MINE, customer.token)).body).toEqual([]), WITHIN);
  });
});

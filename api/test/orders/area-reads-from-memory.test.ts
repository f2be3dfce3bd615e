// Issues 38, 39 and 41 at 100,000 orders (docs/benchmark.md): an order's selections (the customer's and the console's),
// its schedule (the console's Gantt) and timeline (the customer's), and the console's leads list are answered from
// memory with the order lists, each caller's own, and so is a lead's page (with its version, which a write names). Every change through the API shows in the very next read; one made by
// hand shows within a second (migration 0045's triggers, and 0039's on leads); another account never gets the entry.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import {
  acceptedOrder as acceptedBy,
  createUser,
  DEPOSIT_AND_COMPLETION,
  orderFields,
  type PlacedOrder as Order,
  startSalesApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';

/** How soon a change made by hand must show. */
const WITHIN = { timeout: 1_000, interval: 10 };
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

let t: TestApp;
let sales: TestUser;
let customer: TestUser;
let other: TestUser;

type Selection = { id: number; status: string; room: string; choices: { id: number; name: string }[] };
type Task = { id: number; name: string; start: string; depends_on: number[] };

beforeAll(async () => {
  ({ t, sales, customer, other } = await startSalesApp());
});
afterAll(() => t?.close());

const acceptedOrder = () => acceptedBy(t, sales, customer, { schedule: DEPOSIT_AND_COMPLETION });

/** Reads `path` twice: the second answer comes from memory, under the same ETag. */
async function readTwice<T>(path: string, who: TestUser) {
  const first = await t.api.get<T>(path, who.token);
  expect(first.status, JSON.stringify(first.body)).toBe(200);
  expect((await t.api.get(path, who.token)).headers.get('etag')).toBe(first.headers.get('etag'));
  return first;
}

describe("an order's selections, from memory", () => {
  it('show a selection defined, chosen and changed by hand, to the customer and the console; never to another account', async () => {
    const order = await acceptedOrder();
    const mine = `registerorder/detail/${order.slug}/selections/`;
    const console = `admin/orders/${order.id}/selections`;
    type List = { selections: Selection[] };
    expect((await readTwice<List>(mine, customer)).body.selections).toEqual([]);
    expect((await readTwice<List>(console, sales)).body.selections).toEqual([]);

    const defined = await t.api.post(
      console,
      {
        item: 'Kitchen worktop',
        room: 'Kitchen',
        quantity: 4,
        unit: 'm',
        allowance_per_unit: 3_500,
        choices: [
          { name: 'Granite', price_per_unit: 3_500 },
          { name: 'Quartz', price_per_unit: 5_000 },
        ],
        stage: 'start',
        choose_by: day(10),
      },
      sales.token,
    );
    expect(defined.status, JSON.stringify(defined.body)).toBe(201);
    const selection = defined.body as Selection;
    expect((await t.api.get<List>(mine, customer.token)).body.selections.map((s) => s.id)).toEqual([selection.id]);
    expect((await t.api.get<List>(console, sales.token)).body.selections.map((s) => s.id)).toEqual([selection.id]);
    expect((await t.api.get(mine, other.token)).status).toBe(404);

    const chosen = await t.api.post(
      `registerorder/detail/${order.slug}/selections/${selection.id}/choose/`,
      { choice_id: selection.choices[0].id, full_name: 'Mona Adel' },
      customer.token,
    );
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect((await t.api.get<List>(console, sales.token)).body.selections[0].status).toBe('chosen');
    expect((await t.api.get<List>(mine, customer.token)).body.selections[0].status).toBe('chosen');

    await t.app.db.update(schema.selections).set({ room: 'Kitchen, by hand' }).where(eq(schema.selections.id, selection.id));
    await vi.waitFor(async () => expect((await t.api.get<List>(mine, customer.token)).body.selections[0].room).toBe('Kitchen, by hand'), WITHIN);
    await t.app.db.update(schema.selectionChoices).set({ name: 'Granite, by hand' }).where(eq(schema.selectionChoices.id, selection.choices[0].id));
    await vi.waitFor(
      async () => expect((await t.api.get<List>(console, sales.token)).body.selections[0].choices[0].name).toBe('Granite, by hand'),
      WITHIN,
    );
  });
});

describe("an order's schedule and timeline, from memory", () => {
  it('show a schedule applied, a task added, moved and removed, and changes made by hand', async () => {
    const template = await t.api.post(
      'admin/schedule-templates',
      {
        name: 'Two tasks',
        name_ar: 'مهمتان',
        kind: 'apartment',
        tasks: [
          { name: 'Preparation', name_ar: 'التجهيز', stage: 'preparation', days: 2 },
          { name: 'Painting', name_ar: 'الدهانات', stage: 'painting', days: 2, after: [0] },
        ],
      },
      sales.token,
    );
    expect(template.status, JSON.stringify(template.body)).toBe(201);
    const order = (await t.api.post('registerorder/create/', orderFields(), customer.token)).body as Order;
    const gantt = `admin/orders/${order.id}/schedule`;
    const timeline = `registerorder/detail/${order.slug}/schedule/`;
    type Schedule = { tasks: Task[] };
    type Timeline = { items: { id: number; name: string }[]; last_move: { reason: string } | null };
    expect((await readTwice<Schedule>(gantt, sales)).body.tasks).toEqual([]);
    expect((await readTwice<Timeline>(timeline, customer)).body.items).toEqual([]);

    const applied = await t.api.post(`${gantt}/apply`, { template_id: template.body.id, start: day(30) }, sales.token);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect((await t.api.get<Schedule>(gantt, sales.token)).body.tasks.map((task) => task.name)).toEqual(['Preparation', 'Painting']);
    expect((await t.api.get<Timeline>(timeline, customer.token)).body.items.map((item) => item.name)).toEqual(['Preparation', 'Painting']);
    expect((await t.api.get(timeline, other.token)).status).toBe(404);

    const added = await t.api.post(
      `${gantt}/tasks`,
      { name: 'Handover', name_ar: 'التسليم', stage: 'handover', days: 1, start: day(60), reason: 'The handover is planned' },
      sales.token,
    );
    expect(added.status, JSON.stringify(added.body)).toBe(201);
    expect((await t.api.get<Timeline>(timeline, customer.token)).body.items.map((item) => item.name)).toContain('Handover');
    const moved = await t.api.patch(`admin/schedule-tasks/${added.body.id}`, { start: day(90), reason: 'The client travels' }, sales.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const afterMove = (await t.api.get<Schedule>(gantt, sales.token)).body.tasks.find((task) => task.id === added.body.id);
    expect(afterMove?.start).toBe(moved.body.tasks.find((task: Task) => task.id === added.body.id).start);
    const removed = await t.api.request('DELETE', `admin/schedule-tasks/${added.body.id}`, {
      body: { reason: 'No separate handover' },
      token: sales.token,
    });
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect((await t.api.get<Schedule>(gantt, sales.token)).body.tasks.map((task) => task.id)).not.toContain(added.body.id);

    const [first, second] = (await t.api.get<Schedule>(gantt, sales.token)).body.tasks;
    expect(second.depends_on).toEqual([first.id]);
    await t.app.db.update(schema.scheduleTasks).set({ name: 'Preparation, by hand' }).where(eq(schema.scheduleTasks.id, first.id));
    await vi.waitFor(
      async () => expect((await t.api.get<Timeline>(timeline, customer.token)).body.items[0].name).toBe('Preparation, by hand'),
      WITHIN,
    );
    await t.app.db.delete(schema.scheduleTaskLinks).where(eq(schema.scheduleTaskLinks.taskId, second.id));
    await vi.waitFor(
      async () => expect((await t.api.get<Schedule>(gantt, sales.token)).body.tasks.find((task) => task.id === second.id)?.depends_on).toEqual([]),
      WITHIN,
    );
    await t.app.db
      .insert(schema.scheduleMoves)
      .values({ orderId: order.id, reason: 'Moved by hand', moved: [], completionBefore: day(40), completionAfter: day(47), mailed: true });
    await vi.waitFor(async () => expect((await t.api.get<Timeline>(timeline, customer.token)).body.last_move?.reason).toBe('Moved by hand'), WITHIN);

    // The schedule lists the company's holidays: one added through the API, and one by hand, each shows.
    type Holidays = { holidays: string[] };
    const holiday = await t.api.post('admin/company-holidays', { date: day(120), name: 'Company day', name_ar: 'يوم الشركة' }, sales.token);
    expect(holiday.status, JSON.stringify(holiday.body)).toBe(201);
    expect((await t.api.get<Holidays>(gantt, sales.token)).body.holidays).toContain(day(120));
    await t.app.db.insert(schema.companyHolidays).values({ date: day(121), name: 'By hand', nameAr: 'يدويًا' });
    await vi.waitFor(async () => expect((await t.api.get<Holidays>(gantt, sales.token)).body.holidays).toContain(day(121)), WITHIN);
  });
});

describe("the console's leads list, from memory", () => {
  type Lead = { id: number; name: string; stage: string; notes: { body: string }[] };
  const LIST = 'admin/leads?sort=["created_at","DESC"]&range=[0,24]&filter={}';
  const QUOTED = 'admin/leads?sort=["created_at","DESC"]&range=[0,24]&filter={"stage":"quoted"}';
  const listed = async (path: string, id: number) => (await t.api.get<Lead[]>(path, sales.token)).body.find((lead) => lead.id === id);

  it('shows a lead entered, moved, noted and changed by hand in the very next read', async () => {
    await readTwice<Lead[]>(LIST, sales);
    await readTwice<Lead[]>(QUOTED, sales);
    const created = await t.api.post('admin/leads', { name: 'Salma Fouad', phone: '+20 100 555 0000', source: 'phone' }, sales.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = (created.body as Lead).id;
    expect((await listed(LIST, id))?.name).toBe('Salma Fouad');

    expect((await t.api.put(`admin/leads/${id}`, { stage: 'quoted' }, sales.token)).status).toBe(200);
    expect((await listed(QUOTED, id))?.stage).toBe('quoted');
    expect((await t.api.post(`admin/leads/${id}/notes`, { body: 'Sent the quote by WhatsApp' }, sales.token)).status).toBe(201);
    expect((await listed(LIST, id))?.notes.map((note) => note.body)).toContain('Sent the quote by WhatsApp');

    await t.app.db.insert(schema.leadNotes).values({ leadId: id, kind: 'note', body: 'Written by hand' });
    await vi.waitFor(async () => expect((await listed(LIST, id))?.notes.map((note) => note.body)).toContain('Written by hand'), WITHIN);
    await t.app.db.execute(sql`update leads set name = 'Salma Fouad Hassan' where id = ${id}`);
    await vi.waitFor(async () => expect((await listed(QUOTED, id))?.name).toBe('Salma Fouad Hassan'), WITHIN);
  });

  it("answers a lead's page from memory with its version, which a write names; a change by hand gives a new one", async () => {
    const created = await t.api.post('admin/leads', { name: 'Adham Reda', phone: '+20 100 555 0001', source: 'referral' }, sales.token);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const page = `admin/leads/${created.body.id}`;
    const first = await readTwice<Lead>(page, sales);
    // A strong validator, the record's version (admin/versions.ts), not the cache's weak one: sent whole, never a 304.
    const version = String(first.headers.get('etag'));
    expect(version).toMatch(/^"[0-9a-f]{32}"$/);
    const again = await t.api.request('GET', page, { token: sales.token, headers: { 'if-none-match': version } });
    expect(again.status).toBe(200);

    expect((await t.api.post(`${page}/notes`, { body: 'Asked for a visit on Saturday' }, sales.token)).status).toBe(201);
    const noted = await t.api.get<Lead>(page, sales.token);
    expect(noted.body.notes.map((note) => note.body)).toEqual(['Asked for a visit on Saturday']);
    expect(noted.headers.get('etag')).not.toBe(version);

    await t.app.db.execute(sql`update leads set phone = '+20 100 555 0002' where id = ${created.body.id}`);
    await vi.waitFor(async () => expect((await t.api.get<{ phone: string }>(page, sales.token)).body.phone).toBe('+20 100 555 0002'), WITHIN);
    await t.app.db.insert(schema.leadNotes).values({ leadId: created.body.id, kind: 'note', body: 'Noted by hand' });
    await vi.waitFor(
      async () => expect((await t.api.get<Lead>(page, sales.token)).body.notes.map((note) => note.body)).toContain('Noted by hand'),
      WITHIN,
    );
    // The version read now (from memory) is the one a write must name.
    const moved = await t.api.put(page, { stage: 'contacted' }, sales.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const stale = await t.api.request('PUT', page, { body: { stage: 'visit_booked' }, token: sales.token, headers: { 'if-match': version } });
    expect(stale.status).toBe(412);
    // An editor is refused the page, even one answered from memory to the sales desk.
    const editor = await createUser(t.app, { role: 'editor' });
    expect((await t.api.get(page, editor.token)).status).toBe(403);
  });
});

describe("an order's job costs, from memory", () => {
  type Costs = {
    actual: number;
    committed: number;
    split_set: boolean;
    purchase_orders: { id: number; supplier_name: string; state: string }[];
    bills: { description: string; supplier_name: string }[];
  };

  it('show a purchase order, a supplier renamed and bills, budget splits and states changed by hand', async () => {
    const order = await acceptedOrder();
    const path = `admin/orders/${order.id}/costs`;
    expect((await readTwice<Costs>(path, sales)).body).toMatchObject({ actual: 0, committed: 0, bills: [], purchase_orders: [] });

    const supplier = await t.api.post('admin/suppliers', { name: 'Delta Wood', trade: 'Carpentry' }, sales.token);
    expect(supplier.status, JSON.stringify(supplier.body)).toBe(201);
    const drafted = await t.api.post(
      `admin/orders/${order.id}/purchase-orders`,
      { supplier_id: supplier.body.id, category: 'materials', lines: [{ description: 'Oak doors', quantity: 2, unit_price: 15_000 }] },
      sales.token,
    );
    expect(drafted.status, JSON.stringify(drafted.body)).toBe(201);
    expect((await t.api.get<Costs>(path, sales.token)).body).toMatchObject({ committed: 30_000, purchase_orders: [{ supplier_name: 'Delta Wood' }] });
    const renamed = await t.api.put(`admin/suppliers/${supplier.body.id}`, { name: 'Delta Woodworks', trade: 'Carpentry' }, sales.token);
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect((await t.api.get<Costs>(path, sales.token)).body.purchase_orders[0].supplier_name).toBe('Delta Woodworks');

    // Changes made by hand (a script, the database's console) show within a second: triggers of migration 0047.
    await t.app.db.execute(sql`update suppliers set name = 'Delta, by hand' where id = ${supplier.body.id}`);
    await vi.waitFor(
      async () => expect((await t.api.get<Costs>(path, sales.token)).body.purchase_orders[0].supplier_name).toBe('Delta, by hand'),
      WITHIN,
    );
    await t.app.db.update(schema.purchaseOrders).set({ state: 'cancelled' }).where(eq(schema.purchaseOrders.id, drafted.body.id));
    await vi.waitFor(async () => expect((await t.api.get<Costs>(path, sales.token)).body).toMatchObject({ committed: 0 }), WITHIN);
    await t.app.db
      .insert(schema.jobBills)
      .values({ orderId: order.id, category: 'transport', amount: 2_500, billedOn: day(0), description: 'Van, by hand' });
    await vi.waitFor(
      async () => expect((await t.api.get<Costs>(path, sales.token)).body).toMatchObject({ actual: 2_500, bills: [{ description: 'Van, by hand' }] }),
      WITHIN,
    );
    await t.app.db.insert(schema.orderBudgetSplits).values({ orderId: order.id, category: 'other', amount: 1_000 });
    await vi.waitFor(async () => expect((await t.api.get<Costs>(path, sales.token)).body.split_set).toBe(true), WITHIN);
    // An editor is refused the costs, even when they are answered from memory to the sales desk.
    const editor = await createUser(t.app, { role: 'editor' });
    expect((await t.api.get(path, editor.token)).status).toBe(403);
  });
});

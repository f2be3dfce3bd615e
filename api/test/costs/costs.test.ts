// Issue 39, job costs: on an order, staff (owner and sales) split its budget (the accepted quote plus approved
// changes) by category, draft purchase orders to suppliers and enter bills with their receipts; the order's costs read
// answers budget, committed (purchase orders not cancelled), actual (bills) and margin, all in whole piastres, live.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '../../src/http/body.ts';
import { jobBills, purchaseOrders, suppliers } from '../../src/db/schema.ts';
import {
  acceptedOrder,
  approvedChange,
  createUser,
  form,
  image,
  orderFields,
  type PlacedOrder as Order,
  startTestApp,
  type TestApp,
  type TestUser,
  unchanged,
} from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let owner: TestUser;
let editor: TestUser;
let customer: TestUser;
let supplier: number;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

const costsOf = async (order: Order, who: TestUser = owner) => {
  const reply = await t.api.get(`admin/orders/${order.id}/costs`, who.token);
  expect(reply.status).toBe(200);
  return reply.body;
};
const category = (body: any, name: string) => body.categories.find((row: { category: string }) => row.category === name);
const bill = (order: Order, fields: Record<string, string | number | Buffer | undefined>, who: TestUser = sales) =>
  t.api.post(`admin/orders/${order.id}/bills`, form(fields), who.token);
const purchaseOrder = (order: Order, lines: { description: string; quantity: number; unit_price: number }[], extra: object = {}) =>
  t.api.post(`admin/orders/${order.id}/purchase-orders`, { supplier_id: supplier, lines, ...extra }, sales.token);

beforeAll(async () => {
  t = await startTestApp();
  sales = await createUser(t.app, { role: 'sales' });
  owner = await createUser(t.app, { role: 'owner' });
  editor = await createUser(t.app, { role: 'editor' });
  customer = await createUser(t.app);
  const created = await t.api.post(
    'admin/suppliers',
    { name: 'Nile Ceramics', trade: 'Tiles', phone: '01001234567', tax_number: '123-456-789' },
    sales.token,
  );
  expect(created.status).toBe(201);
  supplier = created.body.id;
});
afterAll(() => t?.close());

describe('suppliers', () => {
  it('are kept by the sales desk: listed, edited, and removed only while no cost names them', async () => {
    const list = await t.api.get('admin/suppliers', owner.token);
    expect(list.status).toBe(200);
    expect(list.body).toEqual([expect.objectContaining({ id: supplier, name: 'Nile Ceramics', trade: 'Tiles', tax_number: '123-456-789' })]);
    expect(list.headers.get('content-range')).toMatch(/^suppliers 0-0\/1$/);

    const edited = await t.api.put(
      `admin/suppliers/${supplier}`,
      { name: 'Nile Ceramics Co.', trade: 'Tiles', phone: '0100', tax_number: '1' },
      owner.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body.name).toBe('Nile Ceramics Co.');

    const spare = await t.api.post('admin/suppliers', { name: 'Spare' }, sales.token);
    expect((await t.api.delete(`admin/suppliers/${spare.body.id}`, sales.token)).status).toBe(200);

    const order = await acceptedOrder(t, sales, customer);
    expect((await bill(order, { category: 'materials', amount: 100, billed_on: day(0), supplier_id: supplier })).status).toBe(201);
    const kept = await t.api.delete(`admin/suppliers/${supplier}`, sales.token);
    expect(kept.status).toBe(409);
    expect(kept.body.code).toBe('supplier.in_use');
  });

  it('need a name', async () => {
    const refused = await unchanged(t, suppliers, () => t.api.post('admin/suppliers', { trade: 'Paint' }, sales.token));
    expect(refused.status).toBe(400);
    expect(refused.body.name).toBeDefined();
  });
});

describe("an order's costs, in whole piastres", () => {
  it('has no budget before a quote is accepted, and the budget split is refused then', async () => {
    const order = (await t.api.post('registerorder/create/', orderFields(), customer.token)).body as Order;
    const body = await costsOf(order);
    expect(body).toMatchObject({ budget: null, committed: 0, actual: 0, margin: null, split_set: false, unallocated: null });
    const refused = await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: 0 } }, sales.token);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('costs.no_accepted_quote');
  });

  it('budgets the accepted quote plus approved changes, and takes a split only when it adds up to that budget', async () => {
    const order = await acceptedOrder(t, sales, customer);
    expect((await costsOf(order)).budget).toBe(114_000);
    await approvedChange(t, sales, customer, order);
    const before = await costsOf(order);
    expect(before).toMatchObject({ budget: 136_800, margin: 136_800, unallocated: 136_800, split_set: false });

    const short = await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: 80_000, labour: 56_799 } }, sales.token);
    expect(short.status).toBe(400);
    expect(short.body.$codes.split).toEqual(['costs.split_sum']);
    expect((await costsOf(order)).split_set).toBe(false);

    const split = await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: 80_000, labour: 50_000, transport: 6_800 } }, sales.token);
    expect(split.status).toBe(200);
    expect(split.body).toEqual({
      order_id: order.id,
      budget: 136_800,
      split: { materials: 80_000, labour: 50_000, subcontract: 0, transport: 6_800, other: 0 },
    });
    const after = await costsOf(order);
    expect(after).toMatchObject({ split_set: true, unallocated: 0 });
    expect(category(after, 'labour')).toEqual({ category: 'labour', budget: 50_000, committed: 0, actual: 0, margin: 50_000 });

    // A change approved after the split leaves its amount unallocated until staff split again.
    await approvedChange(t, sales, customer, order);
    expect(await costsOf(order)).toMatchObject({ budget: 159_600, unallocated: 22_800, split_set: true });
  });

  it('commits purchase orders that are not cancelled, their totals summed by the API from their lines', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const tiles = await purchaseOrder(order, [
      { description: 'Floor tiles', quantity: 12.5, unit_price: 1_999 },
      { description: 'Grout', quantity: 3, unit_price: 450 },
    ]);
    expect(tiles.status).toBe(201);
    // 12.5 × 1,999 = 24,987.5 → 24,988 (half up); + 1,350.
    expect(tiles.body).toMatchObject({
      number: 1,
      state: 'draft',
      category: 'materials',
      supplier_name: expect.stringContaining('Nile'),
      total: 26_338,
    });
    const crew = await purchaseOrder(order, [{ description: 'Plumbing crew', quantity: 1, unit_price: 30_000 }], {
      category: 'subcontract',
      expected_on: day(10),
    });
    expect(crew.body).toMatchObject({ number: 2, expected_on: day(10) });
    expect(await costsOf(order)).toMatchObject({ committed: 56_338 });

    const move = (id: number, state: string) => t.api.request('PUT', `admin/purchase-orders/${id}/state`, { body: { state }, token: sales.token });
    expect((await move(tiles.body.id, 'sent')).body.state).toBe('sent');
    expect((await move(tiles.body.id, 'received')).body.state).toBe('received');
    const late = await move(tiles.body.id, 'cancelled');
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('costs.state_move');
    expect((await move(crew.body.id, 'cancelled')).body.state).toBe('cancelled');

    const body = await costsOf(order);
    expect(body.committed).toBe(26_338);
    expect(category(body, 'subcontract').committed).toBe(0);
    expect(category(body, 'materials').committed).toBe(26_338);
    expect(body.purchase_orders.map((po: { number: number; state: string }) => [po.number, po.state])).toEqual([
      [2, 'cancelled'],
      [1, 'received'],
    ]);
  });

  it('refuses a purchase order naming no known supplier, or with no lines', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const unknown = await unchanged(t, purchaseOrders, () =>
      t.api.post(
        `admin/orders/${order.id}/purchase-orders`,
        { supplier_id: 999_999, lines: [{ description: 'x', quantity: 1, unit_price: 1 }] },
        sales.token,
      ),
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.$codes.supplier_id).toEqual(['costs.supplier_missing']);
    const empty = await t.api.post(`admin/orders/${order.id}/purchase-orders`, { supplier_id: supplier, lines: [] }, sales.token);
    expect(empty.status).toBe(400);
    expect(empty.body.$codes.lines).toEqual(['costs.lines']);
  });

  it('counts bills as actual: the margin moves at once, by category, and goes below zero when over budget', async () => {
    const order = await acceptedOrder(t, sales, customer);
    await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: 60_000, labour: 54_000 } }, sales.token);
    const photo = await image('jpeg', 800, 600);
    const first = await bill(order, {
      category: 'materials',
      amount: 45_050,
      billed_on: day(-1),
      supplier_id: supplier,
      description: 'Tiles',
      receipt: photo,
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amount: 45_050, category: 'materials', supplier_id: supplier, receipt: { kind: 'image' } });
    expect(first.body.receipt.image.width).toBe(800);
    expect((await fetch(first.body.receipt.url)).status).toBe(200);

    let body = await costsOf(order);
    expect(body).toMatchObject({ budget: 114_000, actual: 45_050, margin: 68_950 });
    expect(category(body, 'materials')).toEqual({ category: 'materials', budget: 60_000, committed: 0, actual: 45_050, margin: 14_950 });

    // An expense with no supplier, its receipt a PDF.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const wages = await bill(order, { category: 'labour', amount: 70_001, billed_on: day(0), receipt: pdf });
    expect(wages.status).toBe(201);
    expect(wages.body).toMatchObject({ supplier_id: null, supplier_name: '', receipt: { kind: 'pdf', image: null } });

    body = await costsOf(order, sales);
    expect(body).toMatchObject({ actual: 115_051, margin: -1_051 });
    expect(category(body, 'labour').margin).toBe(-16_001);

    // A bill removed (entered by mistake) leaves the figures as they were without it.
    expect((await t.api.delete(`admin/bills/${wages.body.id}`, sales.token)).status).toBe(200);
    expect((await costsOf(order)).margin).toBe(68_950);
  });

  it('refuses a receipt that is neither a photo nor a PDF, or over 10 MB, and keeps no bill', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const fields = { category: 'other', amount: 500, billed_on: day(0) };
    const text = await unchanged(t, jobBills, () => bill(order, { ...fields, receipt: Buffer.from('just some text, not a receipt') }));
    expect(text.status).toBe(400);
    expect(text.body.$codes.receipt).toEqual(['costs.not_a_receipt']);
    const gif = await unchanged(t, jobBills, () => bill(order, { ...fields, receipt: Buffer.from('GIF89a') }));
    expect(gif.status).toBe(400);
    const huge = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(MAX_UPLOAD_BYTES + 1, 32)]);
    const big = await unchanged(t, jobBills, () => bill(order, { ...fields, receipt: huge }));
    expect(big.status).toBe(413);
    expect((await costsOf(order)).bills).toEqual([]);
  });

  it('refuses amounts that are not whole piastres above 0, and unknown categories', async () => {
    const order = await acceptedOrder(t, sales, customer);
    for (const amount of ['0', '-5', '10.5', 'ten']) {
      const refused = await bill(order, { category: 'materials', amount, billed_on: day(0) });
      expect(refused.status, amount).toBe(400);
      expect(refused.body.amount).toBeDefined();
    }
    expect((await bill(order, { category: 'snacks', amount: 5, billed_on: day(0) })).status).toBe(400);
  });
});

describe('who sees job costs', () => {
  it('refuses editors and customers every call, and changes nothing', async () => {
    const order = await acceptedOrder(t, sales, customer);
    for (const who of [editor, customer]) {
      expect((await t.api.get(`admin/orders/${order.id}/costs`, who.token)).status).toBe(403);
      expect((await t.api.get('admin/suppliers', who.token)).status).toBe(403);
      const refused = await unchanged(t, jobBills, () => bill(order, { category: 'materials', amount: 5, billed_on: day(0) }, who));
      expect(refused.status).toBe(403);
      expect((await t.api.post('admin/suppliers', { name: 'Sneaky' }, who.token)).status).toBe(403);
      expect((await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: 114_000 } }, who.token)).status).toBe(403);
    }
  });
});

// Issue 38, selections within allowances: staff define what the customer chooses (an item, its quantity, the
// allowance per unit, the choices); the customer chooses once; over the allowance the difference is a change order
// approved with the choice and due at once, under it a credit off the instalments still to pay; staff can lock one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeOrders } from '../../src/db/schema.ts';
import {
  acceptedOrder as acceptedBy,
  DEPOSIT_AND_COMPLETION,
  form,
  image,
  orderFields,
  type PlacedOrder as Order,
  startSalesApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let customer: TestUser;
let other: TestUser;

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A quote of 100,000 piastres + 14 % VAT = 114,000 (30 / 70), accepted by `owner`. */
const acceptedOrder = (owner: TestUser = customer) => acceptedBy(t, sales, owner, { schedule: DEPOSIT_AND_COMPLETION });

/** Master bathroom wall tiles, 10 m² at an allowance of 300 per m²: two choices, one over (450), one under (250). */
const tiles = () => ({
  item: 'Master bathroom wall tiles',
  item_ar: 'بلاط حائط الحمام الرئيسي',
  room: 'Master bathroom',
  room_ar: 'الحمام الرئيسي',
  quantity: 10,
  unit: 'm²',
  allowance_per_unit: 300,
  choices: [
    {
      name: 'Cleopatra porcelain, sand',
      name_ar: 'بورسلين كليوباترا رملي',
      supplier: 'Cleopatra',
      price_per_unit: 450,
      note: 'Matt, sealed after laying',
      note_ar: 'مطفي، يُعزل بعد التركيب',
    },
    { name: 'Royal ceramic, white', name_ar: 'سيراميك رويال أبيض', supplier: 'Royal', price_per_unit: 250 },
  ],
  stage: 'start',
  choose_by: day(10),
  blocks_work: true,
});

const define = (order: Order, body: unknown = tiles()) => t.api.post(`admin/orders/${order.id}/selections`, body, sales.token);
const choose = (order: Order, selection: { id: number; choices: { id: number }[] }, index: number, who: TestUser = customer) =>
  t.api.post(
    `registerorder/detail/${order.slug}/selections/${selection.id}/choose/`,
    { choice_id: selection.choices[index].id, full_name: 'Mona Adel' },
    who.token,
  );
const account = async (order: Order) => (await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token)).body;

beforeAll(async () => {
  ({ t, sales, customer, other } = await startSalesApp());
});
afterAll(() => t?.close());

describe('selections', () => {
  it('are defined on an accepted order only, each choice shown over or under its allowance', async () => {
    const unaccepted = (await t.api.post('registerorder/create/', orderFields(), customer.token)).body;
    const refused = await define(unaccepted);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('selection.no_accepted_quote');
    const order = await acceptedOrder();
    const res = await define(order);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: 'open', allowance_total: 3_000, blocks_work: true, overdue: false });
    expect(res.body.choices.map((c: { total: number; difference: number }) => [c.total, c.difference])).toEqual([
      [4_500, 1_500],
      [2_500, -500],
    ]);
    const mine = await t.api.get(`registerorder/detail/${order.slug}/selections/`, customer.token);
    expect(mine.body.selections).toHaveLength(1);
    // The room and a choice's note in both languages; a text staff wrote in English alone reads '' in Arabic.
    expect(mine.body.selections[0]).toMatchObject({ room: 'Master bathroom', room_ar: 'الحمام الرئيسي' });
    expect(mine.body.selections[0].choices.map((c: { note: string; note_ar: string }) => [c.note, c.note_ar])).toEqual([
      ['Matt, sealed after laying', 'مطفي، يُعزل بعد التركيب'],
      ['', ''],
    ]);
    // What each choice would do to the contract of 114,000, VAT at 14 % included, before the customer confirms.
    expect(mine.body.contract_total).toBe(114_000);
    expect(mine.body.selections[0].choices.map((c: { change_total: number; contract_after: number }) => [c.change_total, c.contract_after])).toEqual([
      [1_710, 115_710],
      [-570, 113_430],
    ]);
    expect((await t.api.get(`registerorder/detail/${order.slug}/selections/`, other.token)).status).toBe(404);
  });

  it('take photos, one per choice, through the image pipeline', async () => {
    const order = await acceptedOrder();
    const body = tiles();
    const data = form({
      ...body,
      quantity: '10',
      allowance_per_unit: '300',
      blocks_work: 'false',
      choices: JSON.stringify(body.choices),
      photos: await image(),
    });
    const res = await t.api.post(`admin/orders/${order.id}/selections`, data, sales.token);
    expect(res.status).toBe(201);
    expect(res.body.choices[0].photo).not.toBeNull();
    expect(res.body.choices[1].photo).toBeNull();
  });

  it('take a photo for the second choice alone when photo_of names it, and refuse a photo naming no choice', async () => {
    const order = await acceptedOrder();
    const body = tiles();
    const fields = { ...body, quantity: '10', allowance_per_unit: '300', blocks_work: 'true', choices: JSON.stringify(body.choices) };
    const res = await t.api.post(`admin/orders/${order.id}/selections`, form({ ...fields, photo_of: '[1]', photos: await image() }), sales.token);
    expect(res.status).toBe(201);
    expect(res.body.choices[0].photo).toBeNull();
    expect(res.body.choices[1].photo).not.toBeNull();
    const refused = await t.api.post(`admin/orders/${order.id}/selections`, form({ ...fields, photo_of: '[5]', photos: await image() }), sales.token);
    expect(refused.status).toBe(400);
    expect(refused.body.photo_of).toBeDefined();
  });

  it('over the allowance: the difference is a change order approved with the choice, a new instalment due at once', async () => {
    const order = await acceptedOrder();
    const selection = (await define(order)).body;
    const res = await choose(order, selection, 0);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'chosen', choice_id: selection.choices[0].id });
    const [change] = await t.app.db.select().from(changeOrders).where(eq(changeOrders.id, res.body.change_id));
    // 1,500 over + 14 % VAT = 1,710.
    expect(change).toMatchObject({
      status: 'approved',
      added: 4_500,
      removed: 3_000,
      vat: 210,
      total: 1_710,
      fullName: 'Mona Adel',
      schedule: 'approval',
    });
    expect(change.contentSha256).toMatch(/^[0-9a-f]{64}$/);
    // The change's Arabic reason names the room in Arabic.
    expect(change.reasonAr).toBe('اختيار: بلاط حائط الحمام الرئيسي (الحمام الرئيسي)، بورسلين كليوباترا رملي');
    const paid = await account(order);
    expect(paid.total).toBe(114_000 + 1_710);
    expect(paid.milestones.at(-1)).toMatchObject({ amount: 1_710, due: 'acceptance', change: change.number });
    expect(paid.milestones.reduce((sum: number, m: { amount: number }) => sum + m.amount, 0)).toBe(paid.total);
    const again = await choose(order, selection, 1);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('selection.not_open');
  });

  it('under the allowance: a credit taken off the instalments still to pay', async () => {
    const order = await acceptedOrder();
    const selection = (await define(order)).body;
    const res = await choose(order, selection, 1);
    expect(res.status).toBe(200);
    const paid = await account(order);
    // 500 under + 14 % VAT = 570 off the contract.
    expect(paid.total).toBe(114_000 - 570);
    expect(paid.milestones.reduce((sum: number, m: { amount: number }) => sum + m.amount, 0)).toBe(paid.total);
  });

  it('locked by staff: the customer can no longer choose; only the customer chooses', async () => {
    const order = await acceptedOrder();
    const selection = (await define(order)).body;
    const staffTry = await choose(order, selection, 0, sales);
    expect(staffTry.status).toBe(403);
    expect(staffTry.body.code).toBe('selection.customer_only');
    expect((await t.api.post(`admin/selections/${selection.id}/lock`, undefined, sales.token)).body.status).toBe('locked');
    expect((await choose(order, selection, 0)).body.code).toBe('selection.not_open');
    expect((await t.api.post(`admin/selections/${selection.id}/lock`, undefined, sales.token)).status).toBe(409);
  });
});

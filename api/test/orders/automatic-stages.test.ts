// Issue 37: an order's stage moves by itself with the job. The customer accepting the quote moves it to 'accepted',
// the deposit (every milestone due on acceptance) paid in full to 'deposit_paid'; the customer's list and the console's
// list say so, and the audit log keeps each move by the system actor. It never moves back or out of a closed stage.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, orders, packages } from '../../src/db/schema.ts';
import {
  acceptQuote,
  approvedChange,
  createUser,
  DEPOSIT_AND_COMPLETION,
  quotedOrder,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let customer: TestUser;

/** A quote of 100,000 piastres + 14 % VAT = 114,000: a 30 % deposit (34,200), then 70 % on completion. */
const sentQuote = () => quotedOrder(t, sales, customer, { schedule: DEPOSIT_AND_COMPLETION });

const accept = (order: { slug: string }) => acceptQuote(t, order, customer);
const pay = (order: { id: number }, amount: number) =>
  t.api.post(`admin/orders/${order.id}/payments`, { amount, paid_on: '2026-11-20', method: 'cash', reference: '' }, sales.token);
const stageOf = async (order: { slug: string }) => (await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).body.stage;
const systemMoves = (order: { id: number }) =>
  t.app.db
    .select({ role: auditLog.actorRole, actorId: auditLog.actorId, before: auditLog.before, after: auditLog.after })
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.recordId, String(order.id)), eq(auditLog.actorRole, 'system')));

beforeAll(async () => {
  t = await startTestApp({ orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
  const [category] = await t.app.db.insert(categories).values({ title: 'Flats', details: 'Flats', slug: 'flats' }).returning();
  await t.app.db
    .insert(packages)
    .values({ title: 'Gold Package', titleAr: 'الباقة الذهبية', slug: 'gold', pricePerUnit: 1500.25, categoryId: category.id });
});
afterAll(async () => {
  await t?.close();
});

describe('stages that move by themselves', () => {
  it('accepting the quote moves the order to "Quote accepted", in both lists, audited by the system', async () => {
    const order = await sentQuote();
    expect(await stageOf(order)).toBe('quoted');
    expect((await accept(order)).status).toBe(200);
    expect(await stageOf(order)).toBe('accepted');

    const mine = await t.api.get('registerorder/lists/', customer.token);
    expect(mine.body.find((row: { id: number }) => row.id === order.id)).toMatchObject({ stage: 'accepted', package_ar: 'الباقة الذهبية' });
    const consoleList = await t.api.get('admin/orders', sales.token);
    expect(consoleList.body.find((row: { id: number }) => row.id === order.id)).toMatchObject({ stage: 'accepted' });

    // One timeline entry: the answer, at its new stage.
    const history = (await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).body.history;
    expect(history.at(-1)).toMatchObject({ event: 'quote_accepted', stage: 'accepted' });
    expect(await systemMoves(order)).toEqual([{ role: 'system', actorId: null, before: { stage: 'quoted' }, after: { stage: 'accepted' } }]);
  });

  it('the deposit paid in full moves it to "Deposit paid"; a part of it does not', async () => {
    const order = await sentQuote();
    await accept(order);
    expect((await pay(order, 20_000)).status).toBe(201);
    expect(await stageOf(order)).toBe('accepted');
    expect((await pay(order, 14_200)).status).toBe(201);
    expect(await stageOf(order)).toBe('deposit_paid');
    const history = (await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).body.history;
    expect(history.at(-1)).toMatchObject({ event: 'payment_recorded', stage: 'deposit_paid' });
    expect((await systemMoves(order)).map((move) => move.after)).toEqual([{ stage: 'accepted' }, { stage: 'deposit_paid' }]);
    // A later payment leaves it there.
    expect((await pay(order, 10_000)).status).toBe(201);
    expect(await stageOf(order)).toBe('deposit_paid');
  });

  it("the deposit alone moves it, even with an approved change's instalment (due on its approval) still to pay", async () => {
    const order = await sentQuote();
    await accept(order);
    await approvedChange(t, sales, customer, order);
    expect((await pay(order, 34_200)).status).toBe(201);
    expect(await stageOf(order)).toBe('deposit_paid');
  });

  it('never moves an order back from a stage staff moved it past', async () => {
    const order = await sentQuote();
    await accept(order);
    await t.app.db.update(orders).set({ stage: 'in_progress' }).where(eq(orders.id, order.id));
    await pay(order, 34_200);
    expect(await stageOf(order)).toBe('in_progress');
    expect((await systemMoves(order)).map((move) => move.after)).toEqual([{ stage: 'accepted' }]);
  });

  it('staff may still set the new stages by hand', async () => {
    const order = await sentQuote();
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'deposit_paid' }, sales.token)).status).toBe(200);
    expect(await stageOf(order)).toBe('deposit_paid');
  });
});

// Issue 37, the console's dashboard: GET admin/work counts what needs staff's action on the orders (accepted quotes,
// unread messages, payments due and late, open snags, today's visits, orders withdrawn or asked to cancel) and names
// the first orders of each, for owner and sales; editors, customers and visitors are refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, orders, packages, payments, quoteAnswers, quotes, selections, siteVisits, snags, visitSlots } from '../../src/db/schema.ts';
import { cairoDay } from '../../src/company-time.ts';
import {
  acceptedOrder,
  DEPOSIT_AND_WORKS,
  orderFields,
  type PlacedOrder as Placed,
  placeOrder,
  startConsoleApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

const work = async (as: TestUser = sales) => {
  const res = await t.api.get('admin/work', as.token);
  expect(res.status).toBe(200);
  return res.body as Record<
    string,
    { count: number; orders: { order_id: number; package: string; package_ar: string; city: string; at: string | null }[] }
  >;
};
const counts = async (as?: TestUser) => Object.fromEntries(Object.entries(await work(as)).map(([kind, value]) => [kind, value.count]));
const none = {
  accepted_quotes: 0,
  unread_messages: 0,
  payments_due: 0,
  payments_late: 0,
  open_snags: 0,
  visits_today: 0,
  closing: 0,
  overdue_selections: 0,
  // Leads whose follow-up day has come (issue 39).
  lead_follow_ups: 0,
};

const place = () => placeOrder(t, customer);
/** An order whose quote (100,000 + 14 % VAT = 114,000 piastres; 30 % on acceptance, 70 % at the start) is accepted. */
const accepted = () => acceptedOrder(t, sales, customer, { schedule: DEPOSIT_AND_WORKS });

const message = (body: string) => {
  const data = new FormData();
  data.append('body', body);
  return data;
};

beforeAll(async () => {
  ({ t, owner, sales, editor, customer } = await startConsoleApp());
  const [category] = await t.app.db.insert(categories).values({ title: 'Flats', details: 'Flats', slug: 'flats' }).returning();
  await t.app.db
    .insert(packages)
    .values({ title: orderFields().package, titleAr: 'الباقة الذهبية', slug: 'gold', pricePerUnit: 1500.25, categoryId: category.id });
});
afterAll(async () => {
  await t?.close();
});

describe('GET admin/work', () => {
  it('is for those who handle orders: owner and sales read it, an editor, a customer and a visitor are refused', async () => {
    expect(await counts(owner)).toEqual(none);
    expect(await counts(sales)).toEqual(none);
    expect((await t.api.get('admin/work', editor.token)).status).toBe(403);
    expect((await t.api.get('admin/work', customer.token)).status).toBe(403);
    expect((await t.api.get('admin/work')).status).toBe(401);
  });

  it('counts an accepted quote until the work starts, and the deposit as due until it is paid', async () => {
    const order = await accepted();
    const listed = await work();
    expect(listed.accepted_quotes.count).toBe(1);
    // Named by its package in both languages (the Arabic console shows the Arabic title) and its place.
    expect(listed.accepted_quotes.orders[0]).toMatchObject({
      order_id: order.id,
      package: orderFields().package,
      package_ar: 'الباقة الذهبية',
      city: orderFields().city,
      at: expect.any(String),
    });
    expect(listed.payments_due).toMatchObject({ count: 1, orders: [{ order_id: order.id }] });
    expect(listed.payments_late.count).toBe(0);

    // The deposit (30 % of 114,000) paid: nothing due until the work starts.
    const paid = await t.api.post(`admin/orders/${order.id}/payments`, { amount: 34_200, paid_on: '2026-11-20', method: 'cash' }, sales.token);
    expect(paid.status).toBe(201);
    expect(await counts()).toMatchObject({ accepted_quotes: 1, payments_due: 0 });

    // The work starts: no longer an accepted quote to act on, and the second milestone is due.
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'in_progress' }, sales.token)).status).toBe(200);
    expect(await counts()).toMatchObject({ accepted_quotes: 0, payments_due: 1 });
    // A payment one piastre short still leaves money due; the rest covers it.
    await t.api.post(`admin/orders/${order.id}/payments`, { amount: 79_799, paid_on: '2026-11-21', method: 'cash' }, sales.token);
    expect(await counts()).toMatchObject({ payments_due: 1 });
    await t.api.post(`admin/orders/${order.id}/payments`, { amount: 1, paid_on: '2026-11-21', method: 'cash' }, sales.token);
    expect(await counts()).toMatchObject({ payments_due: 0, payments_late: 0 });
  });

  it('calls a payment late when it has been due for over 14 days since the acceptance with nothing paid meanwhile', async () => {
    const order = await accepted();
    const [quote] = await t.app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.orderId, order.id));
    await t.app.db.update(quoteAnswers).set({ answeredAt: sql`now() - interval '20 days'` }).where(eq(quoteAnswers.quoteId, quote.id));
    const listed = await work();
    expect(listed.payments_late).toMatchObject({ count: 1, orders: [{ order_id: order.id }] });
    expect(listed.payments_due.count).toBe(1);
    // A payment made now, even a part, is not late any more (the rest is still due).
    await t.api.post(`admin/orders/${order.id}/payments`, { amount: 10_000, paid_on: '2026-11-22', method: 'cash' }, sales.token);
    expect(await counts()).toMatchObject({ payments_late: 0, payments_due: 1 });
    await t.api.post(`admin/orders/${order.id}/payments`, { amount: 24_200, paid_on: '2026-11-22', method: 'cash' }, sales.token);
    expect(await counts()).toMatchObject({ payments_due: 0 });
  });

  it('counts the threads with customer messages staff have not read, until a member of staff reads them', async () => {
    const order = await place();
    const posted = await t.api.post(`registerorder/detail/${order.slug}/messages/`, message('When do you start?'), customer.token);
    expect(posted.status).toBe(201);
    const listed = await work();
    expect(listed.unread_messages).toMatchObject({ count: 1, orders: [{ order_id: order.id }] });
    expect((await t.api.post(`admin/orders/${order.id}/messages/read`, { up_to: posted.body.id }, owner.token)).status).toBe(204);
    expect(await counts()).toMatchObject({ unread_messages: 0 });
  });

  it('names orders withdrawn lately and requests to cancel not yet read, in either language', async () => {
    const withdrawn = await place();
    expect((await t.api.delete(`registerorder/delete/${customer.id}/${withdrawn.id}/`, customer.token)).status).toBeLessThan(300);
    const asking = await accepted();
    const asked = await t.api.post(`registerorder/detail/${asking.slug}/cancel-request/`, { reason: 'We move abroad' }, customer.token);
    expect(asked.status).toBe(201);
    const listed = await work();
    expect(listed.closing.count).toBe(2);
    expect(listed.closing.orders.map((row) => row.order_id).sort()).toEqual([withdrawn.id, asking.id].sort());
    // Read, the request leaves the dashboard; the withdrawal stays for the week.
    await t.api.post(`admin/orders/${asking.id}/messages/read`, { up_to: asked.body.id }, sales.token);
    expect((await work()).closing).toMatchObject({ count: 1, orders: [{ order_id: withdrawn.id }] });
  });

  it("counts open snags and today's booked visits", async () => {
    const order = await place();
    await t.app.db.insert(snags).values([
      { orderId: order.id, room: 'Kitchen', description: 'A cracked tile' },
      { orderId: order.id, room: 'Bath', description: 'A dripping tap', status: 'fixed' },
    ]);
    const today = cairoDay(new Date());
    const [slot] = await t.app.db
      .insert(visitSlots)
      .values({ day: today, startsAt: '10:00', endsAt: '12:00', governorates: ['Cairo'], capacity: 2, booked: 1 })
      .returning();
    await t.app.db.insert(siteVisits).values({ orderId: order.id, slotId: slot.id });
    const listed = await work(owner);
    expect(listed.open_snags).toMatchObject({ count: 1, orders: [{ order_id: order.id }] });
    expect(listed.visits_today).toMatchObject({ count: 1, orders: [{ order_id: order.id, at: `${today}T10:00` }] });
  });

  it('names the orders with a selection still open past its date to choose by (issue 38), not a chosen or a later one', async () => {
    const order = await place();
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const selection = {
      orderId: order.id,
      item: 'Wall tiles',
      room: 'Bath',
      quantityMilli: 10_000,
      unit: 'm²',
      allowancePerUnit: 300,
      stage: 'start',
    };
    await t.app.db.insert(selections).values([
      { ...selection, chooseBy: day(-3) },
      { ...selection, chooseBy: day(-3), status: 'locked' },
      { ...selection, chooseBy: day(5) },
    ]);
    expect((await work(owner)).overdue_selections).toMatchObject({ count: 1, orders: [{ order_id: order.id, at: day(-3) }] });
  });
});

describe('payments due agree with the payment account (change orders, writes from anywhere)', () => {
  const raise = (order: Placed, body: Record<string, unknown>) =>
    t.api.post(
      `admin/orders/${order.id}/changes`,
      {
        reason: 'Wall tiles in the guest bathroom too',
        reason_ar: 'بلاط الحائط في حمام الضيوف أيضًا',
        lines: [{ kind: 'add', description: 'Wall tiles', description_ar: 'بلاط حائط', quantity: 10, unit: 'm²', unit_price: 2_000 }],
        days_added: 5,
        answer_by: inAYear,
        ...body,
      },
      sales.token,
    );
  const approve = (order: Placed, id: number) =>
    t.api.post(`registerorder/detail/${order.slug}/changes/${id}/approve/`, { full_name: 'Mona Adel' }, customer.token);
  const pay = (order: Placed, amount: number) =>
    t.api.post(`admin/orders/${order.id}/payments`, { amount, paid_on: '2026-11-22', method: 'cash' }, sales.token);
  const isDue = async (order: Placed) => (await work()).payments_due.orders.some((row) => row.order_id === order.id);
  /** What the customer's account says: some milestone or instalment is due. */
  const accountSaysDue = async (order: Placed) => {
    const res = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(res.status).toBe(200);
    return (res.body.milestones as { state: string }[]).some((step) => step.state === 'due');
  };

  it("counts a change's own instalment due on approval, until it is paid", async () => {
    const order = await accepted();
    expect((await pay(order, 34_200)).status).toBe(201);
    expect(await isDue(order)).toBe(false);
    // An instalment of its own, due on approval.
    const raised = await raise(order, { schedule: 'approval' });
    expect(raised.status).toBe(201);
    expect((await approve(order, raised.body.id)).status).toBe(200);
    expect(await accountSaysDue(order)).toBe(true);
    expect(await isDue(order)).toBe(true);
    const account = (await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token)).body;
    expect(account.milestones.at(-1)).toMatchObject({ due: 'acceptance', state: 'due', paid: 0 });
    // Payments cover the schedule oldest first: the Works milestone (not yet reached) before the change's instalment,
    // so the instalment is covered only by the last piastre of the contract.
    expect((await pay(order, account.remaining - 1)).status).toBe(201);
    expect(await accountSaysDue(order)).toBe(true);
    expect(await isDue(order)).toBe(true);
    expect((await pay(order, 1)).status).toBe(201);
    expect(await accountSaysDue(order)).toBe(false);
    expect(await isDue(order)).toBe(false);
  });

  it('counts what a spread change added to a milestone: the quote’s own amount paid at the start still leaves money due', async () => {
    const order = await accepted();
    expect((await pay(order, 34_200)).status).toBe(201);
    const raised = await raise(order, { schedule: 'spread' });
    expect((await approve(order, raised.body.id)).status).toBe(200);
    expect(await isDue(order)).toBe(false);
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'in_progress' }, sales.token)).status).toBe(200);
    expect((await pay(order, 79_800)).status).toBe(201);
    expect(await accountSaysDue(order)).toBe(true);
    expect(await isDue(order)).toBe(true);
    expect((await pay(order, 22_800)).status).toBe(201);
    expect(await accountSaysDue(order)).toBe(false);
    expect(await isDue(order)).toBe(false);
  });

  it('hears of writes made straight in the database (a script, another API process) and of a cancellation', async () => {
    const order = await accepted();
    expect(await isDue(order)).toBe(true);
    // Such a write is announced once it commits (LISTEN/NOTIFY), within milliseconds: the answer kept in memory goes.
    await t.app.db.insert(payments).values({ orderId: order.id, amount: 34_200, paidOn: '2026-11-22', method: 'cash' });
    await expect.poll(() => isDue(order)).toBe(false);
    await t.app.db.update(orders).set({ stage: 'in_progress' }).where(eq(orders.id, order.id));
    await expect.poll(() => isDue(order)).toBe(true);
    await t.app.db.update(orders).set({ stage: 'cancelled' }).where(eq(orders.id, order.id));
    await expect.poll(() => isDue(order)).toBe(false);
  });

  it('is kept in memory until something changes: the same read again is answered with the same ETag, a write empties it', async () => {
    const first = await t.api.get('admin/work', sales.token);
    const again = await t.api.get('admin/work', sales.token);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    const order = await place();
    await t.api.post(`registerorder/detail/${order.slug}/messages/`, message('Are you there?'), customer.token);
    const after = await t.api.get('admin/work', sales.token);
    expect(after.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(after.body.unread_messages.count).toBe(first.body.unread_messages.count + 1);
  });

  it('names as due exactly the open orders whose account shows a milestone due', async () => {
    const all = (await t.app.db.select({ id: orders.id, slug: orders.slug, userId: orders.userId, stage: orders.stage }).from(orders)).filter(
      (row) => !['cancelled', 'withdrawn'].includes(row.stage),
    );
    const listed = await work();
    const due = [];
    for (const order of all.filter((row) => row.userId === customer.id)) if (await accountSaysDue(order)) due.push(order.id);
    expect(due.length).toBeGreaterThan(0);
    expect(listed.payments_due.count).toBe(due.length);
  });
});

// Issue 35, money is never erased: a customer withdraws an order while no money is on it (the spec's delete, 204); with
// an accepted quote or a payment the delete answers 409 and changes nothing, and the customer asks staff to cancel on
// the order's thread; staff cancel with a reason (timeline, mail, audit). Either way the order stays for staff, with
// its quotes, acceptance and payments, and its booked visit's place is free again for the next customer.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, payments, quoteAnswers, quotes, siteVisits, users, visitSlots } from '../../src/db/schema.ts';
import { cairoDay } from '../../src/company-time.ts';
import { acceptQuote, createUser, placeOrder, type PlacedOrder, startStaffedApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
const inCairo = { governorate: 'Cairo' };
const withdraw = (order: PlacedOrder, as = customer) => t.api.delete(`registerorder/delete/${as.id}/${order.id}/`, as.token);
const cancel = (order: PlacedOrder, reason: string, as = sales) => t.api.post(`admin/orders/${order.id}/cancel`, { reason }, as.token);

/** An order of `owner` with a sent quote (100,000 piastres + VAT, all due on acceptance). */
async function quotedOrder(owner = customer) {
  const order = await placeOrder(t, owner, inCairo);
  const draft = await t.api.post(
    `admin/orders/${order.id}/quotes`,
    {
      lines: [{ description: 'Finishing', quantity: 1, unit: 'job', unit_price: 100_000 }],
      valid_until: inAYear,
      schedule: [{ label: 'Deposit', percent: 100, due: 'acceptance' }],
    },
    sales.token,
  );
  expect((await t.api.post(`admin/quotes/${draft.body.id}/send`, undefined, sales.token)).status).toBe(200);
  return order;
}

const accept = (order: PlacedOrder, as = customer) => acceptQuote(t, order, as);

/** An order with an accepted quote and a recorded payment. */
async function paidOrder(owner = customer) {
  const order = await quotedOrder(owner);
  expect((await accept(order, owner)).status).toBe(200);
  const paid = await t.api.post(`admin/orders/${order.id}/payments`, { amount: 50_000, paid_on: '2026-11-20', method: 'cash' }, sales.token);
  expect(paid.status, JSON.stringify(paid.body)).toBe(201);
  return order;
}

async function openSlot(capacity = 1) {
  const slot = await t.api.post(
    'admin/visit-slots',
    { day: cairoDay(new Date(Date.now() + 6 * 86_400_000)), starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo'], capacity },
    sales.token,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(201);
  return slot.body as { id: number };
}
const book = (order: PlacedOrder, slotId: number, as = customer) =>
  t.api.post(`registerorder/detail/${order.slug}/visit/`, { slot_id: slotId }, as.token);
const booked = async (slotId: number) => (await t.app.db.select().from(visitSlots).where(eq(visitSlots.id, slotId)))[0].booked;

/** The order's financial records, read straight from the database. */
async function moneyOf(orderId: number) {
  const quoteRows = await t.app.db.select().from(quotes).where(eq(quotes.orderId, orderId));
  const answers = await t.app.db
    .select()
    .from(quoteAnswers)
    .where(
      sql`${quoteAnswers.quoteId} in (${sql.join(
        quoteRows.map((row) => row.id),
        sql`, `,
      )})`,
    );
  const paid = await t.app.db.select().from(payments).where(eq(payments.orderId, orderId));
  return { quotes: quoteRows.length, answers: answers.length, payments: paid.length };
}

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp({ visitCutoffHours: 48 }));
});
afterAll(() => close?.());

describe("the customer's delete of an order", () => {
  it('withdraws a fresh order with 204: gone from their lists and page, kept for staff as withdrawn on its timeline', async () => {
    const order = await placeOrder(t, customer);
    const mine = await t.api.get('registerorder/lists/', customer.token);
    expect(mine.body.find((row: { id: number }) => row.id === order.id)).toMatchObject({ withdrawable: true, stage: 'new' });

    expect((await withdraw(order)).status).toBe(204);
    expect((await t.api.get('registerorder/lists/', customer.token)).body.map((row: { id: number }) => row.id)).not.toContain(order.id);
    expect((await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).status).toBe(404);
    expect((await withdraw(order)).status).toBe(404);

    const staffView = await t.api.get(`admin/orders/${order.id}`, sales.token);
    expect(staffView.status).toBe(200);
    expect(staffView.body.stage).toBe('withdrawn');
    expect(staffView.body.history.at(-1)).toMatchObject({ stage: 'withdrawn', changed_by: expect.any(String) });
    const filtered = await t.api.get(`admin/orders?filter=${encodeURIComponent(JSON.stringify({ stage: 'withdrawn' }))}`, sales.token);
    expect(filtered.body.map((row: { id: number }) => row.id)).toContain(order.id);
  });

  it('is refused with 409 once a quote is accepted, and once a payment is recorded; nothing changes and staff read it all', async () => {
    const accepted = await quotedOrder();
    expect((await accept(accepted)).status).toBe(200);
    const refusedAccepted = await withdraw(accepted);
    expect(refusedAccepted.status).toBe(409);
    expect(refusedAccepted.body).toEqual({
      code: 'order.has_money',
      detail: 'This order has an accepted quote or a recorded payment, so it can no longer be withdrawn. Ask us to cancel it instead.',
    });

    const paid = await paidOrder();
    const before = await moneyOf(paid.id);
    expect(before).toEqual({ quotes: 1, answers: 1, payments: 1 });
    const refused = await withdraw(paid);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('order.has_money');

    expect(await moneyOf(paid.id)).toEqual(before);
    const detail = await t.api.get(`registerorder/detail/${paid.slug}/`, customer.token);
    // Accepting moved it on by itself (issue 37); the payment did not cover the deposit.
    expect(detail.body).toMatchObject({ stage: 'accepted', withdrawable: false });
    const staffQuotes = await t.api.get(`admin/orders/${paid.id}/quotes`, sales.token);
    expect(staffQuotes.status).toBe(200);
    expect(staffQuotes.body[0]).toMatchObject({ status: 'accepted' });
    expect(staffQuotes.body[0].answer).toMatchObject({ kind: 'accepted', full_name: 'Mona Adel' });
    const staffPayments = await t.api.get(`admin/orders/${paid.id}/payments`, sales.token);
    expect(staffPayments.status).toBe(200);
    expect(staffPayments.body.payments).toHaveLength(1);
  });

  it('cannot remove the financial records by any other way either: the foreign keys restrict', async () => {
    const paid = await paidOrder();
    await expect(t.app.db.delete(orders).where(eq(orders.id, paid.id))).rejects.toThrow();
    await expect(t.app.db.delete(users).where(eq(users.id, customer.id))).rejects.toThrow();
    expect(await moneyOf(paid.id)).toEqual({ quotes: 1, answers: 1, payments: 1 });
  });
});

describe('asking to cancel', () => {
  it("writes the request on the order's thread in the customer's language, which staff read; refused once it is cancelled", async () => {
    const arabic = await createUser(t.app, { language: 'ar' });
    const paid = await paidOrder(arabic);
    const asked = await t.api.post(`registerorder/detail/${paid.slug}/cancel-request/`, { reason: 'سأسافر' }, arabic.token);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ from_staff: false, body: 'أطلب إلغاء هذا الطلب.\nالسبب: سأسافر' });
    const thread = await t.api.get(`admin/orders/${paid.id}/messages`, sales.token);
    expect(thread.body.messages.at(-1).body).toBe('أطلب إلغاء هذا الطلب.\nالسبب: سأسافر');
    expect(thread.body.unread).toBe(1);

    const other = await createUser(t.app);
    expect((await t.api.post(`registerorder/detail/${paid.slug}/cancel-request/`, {}, other.token)).status).toBe(404);

    expect((await cancel(paid, 'At your request.')).status).toBe(200);
    const late = await t.api.post(`registerorder/detail/${paid.slug}/cancel-request/`, {}, arabic.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('order.closed');
  });
});

describe("staff's cancellation", () => {
  it('needs a reason; puts the cancelled stage and the reason on the timeline, mails the customer, audits it, keeps the money', async () => {
    const paid = await paidOrder();
    const bare = await cancel(paid, '  ');
    expect(bare.status).toBe(400);
    expect(messagesOf(bare.body)).toEqual({ reason: ['Give the reason for cancelling.'] });
    expect((await cancel(paid, 'Unit sold', editor)).status).toBe(403);

    const done = await cancel(paid, 'The unit was sold; we refund the deposit.');
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: paid.id, stage: 'cancelled' });
    expect(done.body.history.at(-1)).toMatchObject({
      stage: 'cancelled',
      note: 'The unit was sold; we refund the deposit.',
      changed_by: expect.any(String),
    });
    const mail = await smtp.delivered(customer.email, `Your order #${paid.id}: Cancelled`);
    expect(mail.text).toContain('The unit was sold; we refund the deposit.');
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'orders'), eq(auditLog.recordId, String(paid.id)), eq(auditLog.actorId, sales.id)));
    // From the stage accepting moved it to by itself (issue 37; that move is the system's entry).
    expect(entry).toMatchObject({ actorId: sales.id, action: 'update', before: { stage: 'accepted' } });
    // The record as staff see it, before and after (the reason is on the timeline, above).
    expect(entry.after).toMatchObject({ stage: 'cancelled' });

    const seen = await t.api.get(`registerorder/detail/${paid.slug}/`, customer.token);
    expect(seen.body).toMatchObject({ stage: 'cancelled', withdrawable: false });
    expect(seen.body.history.at(-1)).toMatchObject({ stage: 'cancelled', note: 'The unit was sold; we refund the deposit.' });
    expect(await moneyOf(paid.id)).toEqual({ quotes: 1, answers: 1, payments: 1 });

    // Closed stays closed: no second cancellation, no stage moved on, no withdrawal, no quote answered.
    expect((await cancel(paid, 'Again')).body.code).toBe('order.closed');
    const moved = await t.api.put(`admin/orders/${paid.id}`, { stage: 'in_progress' }, sales.token);
    expect(moved.status).toBe(409);
    expect((await withdraw(paid)).body.code).toBe('order.closed');
  });

  it("closes the order to the customer's answer: a quote sent before the cancellation is answered no more", async () => {
    const order = await quotedOrder();
    expect((await cancel(order, 'The customer chose another company.')).status).toBe(200);
    const late = await accept(order);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('order.closed');
    expect(await moneyOf(order.id)).toEqual({ quotes: 1, answers: 0, payments: 0 });
  });

  it('is the only way to the closed stages: the stage list refuses cancelled and withdrawn', async () => {
    const order = await placeOrder(t, customer);
    for (const stage of ['cancelled', 'withdrawn']) {
      const res = await t.api.put(`admin/orders/${order.id}`, { stage, stage_note: 'x' }, sales.token);
      expect(res.status).toBe(400);
      expect(res.body.stage).toEqual([`"${stage}" is not a valid choice.`]);
    }
  });
});

describe('the visit place of a closed order', () => {
  for (const [how, close] of [
    ['withdrawn by its customer', (order: PlacedOrder) => withdraw(order)],
    ['cancelled by staff', (order: PlacedOrder) => cancel(order, 'Customer moved abroad.')],
  ] as const) {
    it(`is free again once the order is ${how}: the last place booked, released, booked by another customer`, async () => {
      const slot = await openSlot(1);
      const first = await placeOrder(t, customer, inCairo);
      expect((await book(first, slot.id)).status).toBe(201);
      const next = await createUser(t.app);
      const theirs = await placeOrder(t, next, inCairo);
      expect((await book(theirs, slot.id, next)).status).toBe(409);

      expect((await close(first)).status).toBeLessThan(300);
      expect(await booked(slot.id)).toBe(0);
      const [visit] = await t.app.db.select().from(siteVisits).where(eq(siteVisits.orderId, first.id));
      expect(visit.status).toBe('cancelled');

      expect((await book(theirs, slot.id, next)).status).toBe(201);
      expect(await booked(slot.id)).toBe(1);
      // The closed order books nothing again.
      if (how === 'cancelled by staff') expect((await book(first, slot.id)).body.code).toBe('order.closed');
    });
  }

  it('is released once when withdrawing and booking race: the count always matches the booked visits', async () => {
    const slot = await openSlot(1);
    const order = await placeOrder(t, customer, inCairo);
    const [booking, withdrawal] = await Promise.all([book(order, slot.id), withdraw(order)]);
    expect(withdrawal.status).toBe(204);
    const held = await t.app.db
      .select()
      .from(siteVisits)
      .where(and(eq(siteVisits.slotId, slot.id), eq(siteVisits.status, 'booked')));
    expect(await booked(slot.id)).toBe(held.length);
    expect(held).toHaveLength(0);
    expect([201, 404, 409]).toContain(booking.status);
  });
});

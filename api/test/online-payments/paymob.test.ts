// Issue 40, card and mobile wallet through Paymob: the API creates an intention at the Paymob stand-in (its own
// process, real HTTP), the customer pays at its checkout, and only the signed callback records the payment, once:
// repeated, late, out of order, for another amount, for an instalment already paid, badly signed, or two racing for
// one instalment. Refunds go through Paymob's refund API as negative payments. The reconciliation shows differences first.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, onlinePayments, paymentEvents, payments } from '../../src/db/schema.ts';
import { cairoDay } from '../../src/company-time.ts';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';
import { startStandIn, type StandIn } from '../providers/start.ts';
import { acceptedOrder, paymobAccount, paymobConfig, post } from './fixtures.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let paymob: StandIn;
let sales: TestUser;
let customer: TestUser;

beforeAll(async () => {
  paymob = await startStandIn('paymob', paymobAccount);
  smtp = await TestSmtpServer.start();
  t = await startTestApp({
    smtpUrl: smtp.url,
    notificationDigestMs: 0,
    orderRateLimit: { max: 1000, timeWindow: 60_000 },
    onlinePayments: { paymob: paymobConfig(paymob.url), fawry: undefined },
  });
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await paymob?.close();
});

type Order = Awaited<ReturnType<typeof acceptedOrder>>;

async function startPaying(order: Order) {
  const res = await t.api.post(
    `registerorder/detail/${order.slug}/pay/`,
    { milestone_id: order.deposit.milestone_id, way: 'paymob' },
    customer.token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; status: string; checkout_url: string; amount: number };
}
const secretOf = (attempt: { checkout_url: string }) => new URL(attempt.checkout_url).searchParams.get('clientSecret')!;
/** The stand-in pays (or declines) the intention and sends its signed callback to the API. */
const standInPays = (attempt: { checkout_url: string }, extra: Record<string, unknown> = {}) =>
  post(`${paymob.url}/_test/pay`, { client_secret: secretOf(attempt), ...extra });
const paymentsOf = (order: Order) => t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
/** An attempt's provider events in the order they arrived (a table read has no order of its own). */
const eventsOf = (attempt: { id: number }) =>
  t.app.db.select().from(paymentEvents).where(eq(paymentEvents.attemptId, attempt.id)).orderBy(asc(paymentEvents.id));
const attemptRead = async (order: Order, attempt: { id: number }) =>
  (await t.api.get(`registerorder/detail/${order.slug}/pay/${attempt.id}/`, customer.token)).body;

describe('paying a deposit by card through Paymob', () => {
  it('offers the ways whose settings are there, for the due instalment, at its remaining amount', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token);
    expect(options.body.ways).toEqual(['paymob']);
    expect(options.body.instalments).toEqual([{ milestone_id: order.deposit.milestone_id, label: 'Deposit', label_ar: '', amount: 34_200 }]);
    const fawry = await t.api.post(
      `registerorder/detail/${order.slug}/pay/`,
      { milestone_id: order.deposit.milestone_id, way: 'fawry' },
      customer.token,
    );
    expect(fawry.status).toBe(409);
    expect(fawry.body.code).toBe('pay.way_unavailable');
    // Not yet due (work has not started): refused.
    const start = options.body.instalments.length + 1;
    const later = await t.api.post(
      `registerorder/detail/${order.slug}/pay/`,
      { milestone_id: order.deposit.milestone_id + start, way: 'paymob' },
      customer.token,
    );
    expect(later.status).toBe(409);
    expect(later.body.code).toBe('pay.not_payable');
    // Someone else's order is not found.
    const other = await createUser(t.app);
    expect((await t.api.get(`registerorder/detail/${order.slug}/pay/`, other.token)).status).toBe(404);
  });

  it('sends the customer to Paymob’s checkout, stays pending on the way back, and records the payment from the signed callback', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    expect(attempt).toMatchObject({ status: 'pending', amount: 34_200 });
    expect(attempt.checkout_url.startsWith(`${paymob.url}/unifiedcheckout/?`)).toBe(true);
    const page = await fetch(attempt.checkout_url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('342.00 EGP');
    // The browser's return with a made-up "success" changes nothing: only the callback does.
    expect((await attemptRead(order, attempt)).status).toBe('pending');
    const paid = await fetch(`${paymob.url}/unifiedcheckout/pay`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ clientSecret: secretOf(attempt), card: '5123456789012346' }),
      redirect: 'manual',
    });
    expect(paid.status).toBe(302);
    const back = new URL(paid.headers.get('location')!);
    expect(back.pathname).toBe(`/user/detailsorder/${order.slug}/quote`);
    expect(back.searchParams.get('payment')).toBe(String(attempt.id));
    const read = await attemptRead(order, attempt);
    expect(read.status).toBe('paid');
    const [payment] = await paymentsOf(order);
    expect(payment).toMatchObject({ amount: 34_200, provider: 'paymob', method: 'card', recordedBy: null });
    expect(payment.reference).toMatch(/^\d+$/);
    expect(read.payment_id).toBe(payment.id);
    const account = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(account.body.milestones[0]).toMatchObject({ paid: 34_200, state: 'paid' });
    expect((await t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token)).body.instalments).toEqual([]);
    const receipt = await smtp.delivered(customer.email, `Receipt for your payment on order #${order.id}`);
    expect(receipt.text).toContain(payment.reference);
    const [audit] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'payments'), eq(auditLog.recordId, String(payment.id))));
    expect(audit).toMatchObject({ action: 'create', actorId: null });
  });

  it('records a repeated callback once, answering 200 each time', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    const first = await standInPays(attempt);
    expect(first.body.callback.status).toBe(200);
    const again = await post(first.body.callback.url, first.body.callback.body);
    const third = await post(first.body.callback.url, first.body.callback.body);
    expect([again.status, third.status]).toEqual([200, 200]);
    expect(await paymentsOf(order)).toHaveLength(1);
    expect((await eventsOf(attempt)).map((event) => event.outcome)).toEqual(['recorded', 'duplicate', 'duplicate']);
  });

  it('refuses a callback whose HMAC does not match, recording nothing', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    const declined = await standInPays(attempt, { success: false });
    const forged = structuredClone(declined.body.callback.body);
    forged.obj.success = true;
    const res = await post(declined.body.callback.url, forged);
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('pay.bad_signature');
    const unsigned = await post(declined.body.callback.url.replace(/hmac=[0-9a-f]+/, `hmac=${'0'.repeat(128)}`), declined.body.callback.body);
    expect(unsigned.status).toBe(403);
    expect(await paymentsOf(order)).toHaveLength(0);
    expect((await attemptRead(order, attempt)).status).toBe('failed');
  });

  it('records nothing for another amount than the instalment’s, and shows it to staff', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    const res = await standInPays(attempt, { amount_cents: 100 });
    expect(res.body.callback.status).toBe(200);
    expect(await paymentsOf(order)).toHaveLength(0);
    const waiting = await t.api.get('admin/payment-events?attention=1', sales.token);
    const event = waiting.body.find((e: { attempt_id: number }) => e.attempt_id === attempt.id);
    expect(event).toMatchObject({ outcome: 'amount_mismatch', needs_attention: true, amount: 100, provider: 'paymob' });
    const resolved = await t.api.post(`admin/payment-events/${event.id}/resolve`, undefined, sales.token);
    expect(resolved.status).toBe(200);
    expect((await t.api.post(`admin/payment-events/${event.id}/resolve`, undefined, sales.token)).body.code).toBe('pay.event_resolved');
    expect((await t.api.get('admin/payment-events?attention=1', sales.token)).body.some((e: { id: number }) => e.id === event.id)).toBe(false);
    expect((await t.api.get('admin/payment-events', customer.token)).status).toBe(403);
  });

  it('takes a success after a decline (out of order), and ignores a late decline after the payment', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    await standInPays(attempt, { success: false });
    expect((await attemptRead(order, attempt)).status).toBe('failed');
    await standInPays(attempt);
    expect((await attemptRead(order, attempt)).status).toBe('paid');
    await standInPays(attempt, { success: false });
    await standInPays(attempt, { success: false, pending: true });
    expect((await attemptRead(order, attempt)).status).toBe('paid');
    expect(await paymentsOf(order)).toHaveLength(1);
    expect((await eventsOf(attempt)).map((event) => event.outcome)).toEqual(['failed', 'recorded', 'ignored', 'ignored']);
  });

  it('records nothing twice for an instalment already paid by hand, and asks a person to refund', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    const manual = await t.api.post(
      `admin/orders/${order.id}/payments`,
      { amount: 34_200, paid_on: '2026-11-20', method: 'cash', reference: 'office' },
      sales.token,
    );
    expect(manual.status).toBe(201);
    const late = await standInPays(attempt);
    expect(late.body.callback.status).toBe(200);
    expect((await paymentsOf(order)).map((p) => p.provider)).toEqual(['manual']);
    const [event] = await eventsOf(attempt);
    expect(event).toMatchObject({ outcome: 'already_paid', needsAttention: true });
  });

  it('records one payment when two callbacks race for one instalment', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const first = await startPaying(order);
    const second = await startPaying(order);
    const answers = await Promise.all([standInPays(first), standInPays(second)]);
    expect(answers.map((a) => a.body.callback.status)).toEqual([200, 200]);
    expect(await paymentsOf(order)).toHaveLength(1);
    const outcomes = [...(await eventsOf(first)), ...(await eventsOf(second))].map((e) => e.outcome).sort();
    expect(outcomes).toEqual(['already_paid', 'recorded']);
  });

  it('refunds through Paymob’s refund API as a negative payment, never more than was paid', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    await standInPays(attempt);
    const [payment] = await paymentsOf(order);
    const refund = await t.api.post(`admin/payments/${payment.id}/refund`, { amount: 10_000, reason: 'Tiles changed' }, sales.token);
    expect(refund.status, JSON.stringify(refund.body)).toBe(201);
    expect(refund.body).toMatchObject({ amount: -10_000, provider: 'paymob', method: 'card' });
    const account = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(account.body.paid).toBe(24_200);
    const tooMuch = await t.api.post(`admin/payments/${payment.id}/refund`, { amount: 24_201 }, sales.token);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.code).toBe('pay.not_refundable');
    const manual = await t.api.post(
      `admin/orders/${order.id}/payments`,
      { amount: 1_000, paid_on: '2026-11-20', method: 'cash', reference: '' },
      sales.token,
    );
    expect((await t.api.post(`admin/payments/${manual.body.id}/refund`, { amount: 100 }, sales.token)).status).toBe(409);
    expect((await t.api.post(`admin/payments/${payment.id}/refund`, { amount: 100 }, customer.token)).status).toBe(403);
    // Paymob's own callback for the refund arrives and is logged, recording nothing more.
    await expect.poll(async () => (await eventsOf(attempt)).map((e) => e.outcome)).toEqual(['recorded', 'refund']);
    expect(await paymentsOf(order)).toHaveLength(3);
  });

  it('reconciles a day: what Paymob said beside what was recorded, differences first', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await startPaying(order);
    await standInPays(attempt, { amount_cents: 500 });
    const rows = await t.api.get(`admin/payment-reconciliation?day=${cairoDay(new Date())}&provider=paymob`, sales.token);
    expect(rows.status).toBe(200);
    const mine = rows.body.find((row: { order_id: number }) => row.order_id === order.id);
    expect(mine).toMatchObject({ said: 500, recorded: null, difference: 500, outcome: 'amount_mismatch' });
    expect(rows.body[0].difference).not.toBe(0);
    expect(rows.body.filter((row: { difference: number }) => row.difference === 0).length).toBeGreaterThan(0);
    const firstEqual = rows.body.findIndex((row: { difference: number }) => row.difference === 0);
    expect(rows.body.slice(firstEqual).every((row: { difference: number }) => row.difference === 0)).toBe(true);
  });
});

describe('the attempts', () => {
  it('are kept per order, newest first', async () => {
    const order = await acceptedOrder(t, sales, customer);
    await startPaying(order);
    await startPaying(order);
    const rows = await t.app.db.select().from(onlinePayments).where(eq(onlinePayments.orderId, order.id));
    expect(rows).toHaveLength(2);
    const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token);
    expect(options.body.attempts.map((a: { id: number }) => a.id)).toEqual(rows.map((r) => r.id).sort((a, b) => b - a));
  });
});

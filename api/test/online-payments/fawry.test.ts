// Issue 40, a Fawry reference: the API asks the Fawry stand-in (its own process, real HTTP) for a Pay at Fawry
// reference with its documented signature, shows it with its expiry, and records the payment from Fawry's signed
// notification once: repeated, badly signed, another amount, or expired.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentEvents, payments } from '../../src/db/schema.ts';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';
import { startStandIn, type StandIn } from '../providers/start.ts';
import { acceptedOrder, fawryAccount, fawryConfig, post } from './fixtures.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let fawry: StandIn;
let sales: TestUser;
let customer: TestUser;
let notifyUrl: string;

beforeAll(async () => {
  fawry = await startStandIn('fawry', fawryAccount);
  smtp = await TestSmtpServer.start();
  t = await startTestApp({
    smtpUrl: smtp.url,
    notificationDigestMs: 0,
    orderRateLimit: { max: 1000, timeWindow: 60_000 },
    onlinePayments: { paymob: undefined, fawry: fawryConfig(fawry.url) },
  });
  notifyUrl = `${t.url}/api/v1/payments/fawry/notification/`;
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
  await fawry?.close();
});

type Order = Awaited<ReturnType<typeof acceptedOrder>>;

async function reference(order: Order) {
  const res = await t.api.post(`registerorder/detail/${order.slug}/pay/`, { milestone_id: order.deposit.milestone_id, way: 'fawry' }, customer.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; reference: string; expires_at: string; status: string; amount: number };
}
const fawryNotifies = (attempt: { reference: string }, extra: Record<string, unknown> = {}) =>
  post(`${fawry.url}/_test/pay`, { reference: attempt.reference, notify_url: notifyUrl, ...extra });
const paymentsOf = (order: Order) => t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
const outcomesOf = async (attempt: { id: number }) =>
  (await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.attemptId, attempt.id)).orderBy(asc(paymentEvents.id))).map((e) => e.outcome);

describe('paying a deposit with a Fawry reference', () => {
  it('gives a reference number with its expiry, the same one again while it lasts', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token);
    expect(options.body.ways).toEqual(['fawry']);
    const attempt = await reference(order);
    expect(attempt).toMatchObject({ status: 'pending', amount: 34_200, checkout_url: '' });
    expect(attempt.reference).toMatch(/^\d{9}$/);
    const hours = (Date.parse(attempt.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47);
    expect(hours).toBeLessThanOrEqual(48);
    expect((await reference(order)).reference).toBe(attempt.reference);
  });

  it('records the payment from Fawry’s signed notification, once however often it comes', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await reference(order);
    const paid = await fawryNotifies(attempt);
    expect(paid.body.status).toBe(200);
    const again = await post(notifyUrl, paid.body.body);
    expect(again.status).toBe(200);
    const [payment, ...more] = await paymentsOf(order);
    expect(more).toEqual([]);
    expect(payment).toMatchObject({ amount: 34_200, provider: 'fawry', method: 'fawry', reference: attempt.reference });
    expect(await outcomesOf(attempt)).toEqual(['recorded', 'duplicate']);
    const read = await t.api.get(`registerorder/detail/${order.slug}/pay/${attempt.id}/`, customer.token);
    expect(read.body).toMatchObject({ status: 'paid', payment_id: payment.id });
    await smtp.delivered(customer.email, `Receipt for your payment on order #${order.id}`);
  });

  it('refuses a notification with a wrong signature, recording nothing', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await reference(order);
    const forged = await fawryNotifies(attempt, { badSignature: true });
    expect(forged.body.status).toBe(403);
    expect(await paymentsOf(order)).toHaveLength(0);
    expect(await outcomesOf(attempt)).toEqual([]);
  });

  it('records nothing when the notification names another amount than the reference’s, and shows it to staff', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await reference(order);
    const res = await fawryNotifies(attempt, { orderAmount: 1 });
    expect(res.body.status).toBe(200);
    expect(await paymentsOf(order)).toHaveLength(0);
    const waiting = await t.api.get('admin/payment-events?attention=1', sales.token);
    expect(waiting.body.find((e: { attempt_id: number }) => e.attempt_id === attempt.id)).toMatchObject({
      provider: 'fawry',
      outcome: 'amount_mismatch',
      amount: 100,
      needs_attention: true,
    });
  });

  it('marks an expired reference expired, and still takes a late payment for an unpaid instalment', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const attempt = await reference(order);
    await fawryNotifies(attempt, { status: 'EXPIRED' });
    const read = await t.api.get(`registerorder/detail/${order.slug}/pay/${attempt.id}/`, customer.token);
    expect(read.body.status).toBe('expired');
    await fawryNotifies(attempt);
    expect(await paymentsOf(order)).toHaveLength(1);
    expect(await outcomesOf(attempt)).toEqual(['failed', 'recorded']);
  });
});

// Issue 24, payments: staff record what the customer paid against an accepted quote; the milestones read paid, due
// or outstanding; the customer gets a receipt; an idempotency key records a retried payment once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../src/db/schema.ts';
import {
  acceptedOrder as acceptedBy,
  createUser,
  DEPOSIT_START_AND_COMPLETION,
  quotedOrder,
  startTestApp,
  type TestApp,
  type TestUser,
  messagesOf,
} from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let customer: TestUser;
let arabic: TestUser;

/** A quote of 100,000 piastres + 14 % VAT = 114,000, in three milestones, sent to `owner`. */
const sentQuote = (owner: TestUser) => quotedOrder(t, sales, owner, { schedule: DEPOSIT_START_AND_COMPLETION });
/** The same quote, accepted by `owner`. */
const acceptedOrder = (owner: TestUser = customer) => acceptedBy(t, sales, owner, { schedule: DEPOSIT_START_AND_COMPLETION });

const deposit = { amount: 34_200, paid_on: '2026-11-20', method: 'bank_transfer', reference: 'CIB-7781' };

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url, orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
  arabic = await createUser(t.app, { language: 'ar' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('payments', () => {
  it('are refused before the customer accepts a quote', async () => {
    const order = await sentQuote(customer);
    const res = await t.api.post(`admin/orders/${order.id}/payments`, deposit, sales.token);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('Payments are recorded once the customer has accepted a quote.');
    const account = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(account.body).toMatchObject({ version: null, total: null, paid: 0, milestones: [], payments: [] });
  });

  it('cover the milestones in order: the deposit due on acceptance becomes paid, the rest wait for their stage', async () => {
    const order = await acceptedOrder();
    const before = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(before.body.milestones.map((m: { amount: number; state: string }) => [m.amount, m.state])).toEqual([
      [34_200, 'due'],
      [45_600, 'outstanding'],
      [34_200, 'outstanding'],
    ]);
    const res = await t.api.post(`admin/orders/${order.id}/payments`, deposit, sales.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ amount: 34_200, method: 'bank_transfer', reference: 'CIB-7781', provider: 'manual' });
    // Work starts (staff move the stage in the console).
    await t.app.db.update(orders).set({ stage: 'in_progress' }).where(eq(orders.id, order.id));
    const after = await t.api.get(`registerorder/detail/${order.slug}/payments/`, customer.token);
    expect(after.body).toMatchObject({ version: 1, total: 114_000, paid: 34_200, remaining: 79_800 });
    expect(after.body.milestones.map((m: { paid: number; state: string }) => [m.paid, m.state])).toEqual([
      [34_200, 'paid'],
      [0, 'due'],
      [0, 'outstanding'],
    ]);
    expect(after.body.payments).toHaveLength(1);
    const read = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(read.body.history.map((change: { event: string | null }) => change.event)).toContain('payment_recorded');
  });

  it('mail the customer a receipt in their language', async () => {
    const order = await acceptedOrder(arabic);
    const res = await t.api.post(`admin/orders/${order.id}/payments`, deposit, sales.token);
    const mail = await smtp.delivered(arabic.email, `إيصال دفعة لطلبك رقم ${arabicDigits(order.id)}`);
    expect(mail.text).toContain(`رقم الإيصال: ${res.body.id}`);
    expect(mail.text).toContain('تحويل بنكي');
    expect(mail.text).toContain('CIB-7781');
    const english = await acceptedOrder();
    await t.api.post(`admin/orders/${english.id}/payments`, { ...deposit, method: 'cash', reference: '' }, sales.token);
    const receipt = await smtp.delivered(customer.email, `Receipt for your payment on order #${english.id}`);
    expect(receipt.text).toContain('Amount: 342 EGP');
    expect(receipt.text).toContain('Left to pay: 798 EGP');
  });

  it('record a retried payment once: the same idempotency key answers the first', async () => {
    const order = await acceptedOrder();
    const body = { ...deposit, idempotency_key: 'pay-7f3a9c21' };
    const first = await t.api.post(`admin/orders/${order.id}/payments`, body, sales.token);
    const again = await t.api.post(`admin/orders/${order.id}/payments`, body, sales.token);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.id).toBe(first.body.id);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
  });

  it('refuse bad input and more than is left to pay, writing nothing', async () => {
    const order = await acceptedOrder();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: 0 }, 'amount'],
      [{ amount: -100 }, 'amount'],
      [{ amount: 10.5 }, 'amount'],
      [{ amount: 114_001 }, 'amount'],
      [{ method: 'bitcoin' }, 'method'],
      [{ paid_on: 'yesterday' }, 'paid_on'],
      [{ idempotency_key: 'x' }, 'idempotency_key'],
    ];
    for (const [change, field] of cases) {
      const res = await t.api.post(`admin/orders/${order.id}/payments`, { ...deposit, ...change }, sales.token);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toContain(field);
    }
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    expect((await t.api.post(`admin/orders/${order.id}/payments`, deposit, customer.token)).status).toBe(403);
  });
});

// Issue 40, InstaPay or bank transfer: the page shows the company's InstaPay address, bank details and a QR code; the
// customer uploads the transfer's receipt (image pipeline) with its reference; staff confirm it (the payment is
// recorded, the receipt mailed) or refuse it with a reason the customer reads.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../src/db/schema.ts';
import { createUser, form, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';
import { acceptedOrder } from './fixtures.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let customer: TestUser;
let png: Buffer;

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({
    smtpUrl: smtp.url,
    notificationDigestMs: 0,
    orderRateLimit: { max: 1000, timeWindow: 60_000 },
    onlinePayments: {
      paymob: undefined,
      fawry: undefined,
      transfer: { instapayAddress: 'fitout@instapay', bankDetails: 'CIB, Fit-out LLC\nIBAN EG380019000500000000263180002' },
    },
  });
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
  png = await image('png', 320, 480);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

type Order = Awaited<ReturnType<typeof acceptedOrder>>;
const send = (order: Order, fields: Record<string, string | number | Buffer | undefined>) =>
  t.api.post(`registerorder/detail/${order.slug}/pay/transfer/`, form(fields), customer.token);

describe('paying by InstaPay or bank transfer', () => {
  it('shows the InstaPay address, the bank details and a QR code of the address', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const options = await t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token);
    expect(options.body.ways).toEqual(['instapay']);
    expect(options.body.transfer).toMatchObject({ instapay_address: 'fitout@instapay', bank_details: expect.stringContaining('IBAN EG38') });
    expect(options.body.transfer.qr_svg).toMatch(/^<svg/);
  });

  it('takes the receipt and reference, waits for staff, and records the payment once they confirm', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const sent = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-20261128-7781', receipt: png });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body).toMatchObject({ way: 'instapay', status: 'pending', amount: 34_200, customer_reference: 'IPN-20261128-7781' });
    expect(sent.body.receipt.url).toBeTruthy();
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
    const waiting = await t.api.get('admin/transfers', sales.token);
    const transfer = waiting.body.find((item: { id: number }) => item.id === sent.body.id);
    expect(transfer).toMatchObject({ order_id: order.id, customer: 'Mona Adel', amount: 34_200 });
    const confirmed = await t.api.post(`admin/transfers/${sent.body.id}/confirm`, undefined, sales.token);
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.status).toBe('paid');
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
    expect(payment).toMatchObject({
      amount: 34_200,
      method: 'bank_transfer',
      provider: 'instapay',
      reference: 'IPN-20261128-7781',
      recordedBy: sales.id,
    });
    await smtp.delivered(customer.email, `Receipt for your payment on order #${order.id}`);
    const again = await t.api.post(`admin/transfers/${sent.body.id}/confirm`, undefined, sales.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('pay.transfer_decided');
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    expect((await t.api.get('admin/transfers', sales.token)).body.some((item: { id: number }) => item.id === sent.body.id)).toBe(false);
  });

  it('shows the customer why staff refused a transfer, recording nothing', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const sent = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-1', receipt: png });
    const refused = await t.api.post(
      `admin/transfers/${sent.body.id}/refuse`,
      { reason: 'No transfer with this reference reached our account.' },
      sales.token,
    );
    expect(refused.status).toBe(200);
    const read = await t.api.get(`registerorder/detail/${order.slug}/pay/${sent.body.id}/`, customer.token);
    expect(read.body).toMatchObject({ status: 'refused', refusal_reason: 'No transfer with this reference reached our account.' });
    expect((await t.api.post(`admin/transfers/${sent.body.id}/confirm`, undefined, sales.token)).status).toBe(409);
    expect(await t.app.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(0);
  });

  it('refuses a transfer without a receipt image, or for an instalment already paid', async () => {
    const order = await acceptedOrder(t, sales, customer);
    const none = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-2' });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body)).toContain('receipt');
    const text = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-2', receipt: Buffer.from('not an image') });
    expect(text.status).toBe(400);
    const first = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-3', receipt: png });
    const second = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-4', receipt: png });
    expect((await t.api.post(`admin/transfers/${first.body.id}/confirm`, undefined, sales.token)).status).toBe(200);
    // Paid meanwhile: the second transfer of the same instalment is not recorded (staff refuse it and give the money back).
    const late = await t.api.post(`admin/transfers/${second.body.id}/confirm`, undefined, sales.token);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('pay.not_payable');
    const paidAlready = await send(order, { milestone_id: order.deposit.milestone_id, reference: 'IPN-5', receipt: png });
    expect(paidAlready.status).toBe(409);
    expect((await t.api.get('admin/transfers', customer.token)).status).toBe(403);
  });
});

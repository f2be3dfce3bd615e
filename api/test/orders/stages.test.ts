// Issue 14, order progress: staff move an order through its stages in the console's face, every change is kept
// with who made it, the customer reads the stage and its history (notes, not names) and gets a mail each time.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, orderStageChanges, profiles } from '../../src/db/schema.ts';
import { createUser, form, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let staff: TestUser;
let customer: TestUser;
let arabicCustomer: TestUser;

async function placeOrder(owner: TestUser, fields: Record<string, string> = {}) {
  const res = await t.api.post(
    'registerorder/create/',
    form(orderFields({ full_name: 'Salma Adel', package: 'Classic HPL kitchen', ...fields })),
    owner.token,
  );
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string; stage: string; history: unknown[] };
}

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url, orderRateLimit: { max: 1000, timeWindow: 60_000 } }, { COMPANY_EMAIL: 'office@fitout.example' });
  staff = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  arabicCustomer = await createUser(t.app, { language: 'ar' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('an order placed', () => {
  it('starts at the stage new with no history, and the customer gets a confirmation mail with its link', async () => {
    const order = await placeOrder(customer);
    expect(order.stage).toBe('new');
    expect(order.history).toEqual([]);
    const mail = await smtp.delivered(customer.email, `We received your order #${order.id}`);
    expect(mail.text).toContain('Hello Salma Adel,');
    expect(mail.text).toContain('"Classic HPL kitchen"');
    expect(mail.text).toContain(`${t.config.siteUrl}/user/detailsorder/${order.slug}`);
  });

  it('is confirmed in Arabic, with the Arabic page, to a customer who reads Arabic', async () => {
    const order = await placeOrder(arabicCustomer);
    const mail = await smtp.delivered(arabicCustomer.email, `استلمنا طلبك رقم ${arabicDigits(order.id)}`);
    expect(mail.text).toContain(`${t.config.siteUrl}/ar/user/detailsorder/${order.slug}`);
  });
});

describe('PUT admin/orders/{id}', () => {
  it('moves the order on, keeps who did it, and the customer reads the stage, the note and the date, not the name', async () => {
    const order = await placeOrder(customer);
    const res = await t.api.put(
      `admin/orders/${order.id}`,
      { stage: 'site_visit', stage_note: 'Our engineer comes on Sunday at 10:00.' },
      staff.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.stage).toBe('site_visit');
    expect(res.body.history).toEqual([
      {
        stage: 'site_visit',
        note: 'Our engineer comes on Sunday at 10:00.',
        date: expect.any(String),
        changed_by: expect.any(String),
        event: null,
        photos: [],
      },
    ]);
    // Staff are named by their name, not their username (issue 37).
    const [who] = await t.app.db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, staff.id));
    expect(who.name).not.toBe('');
    expect(res.body.history[0].changed_by).toBe(who.name);

    const seen = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(seen.body.stage).toBe('site_visit');
    expect(seen.body.history).toEqual([
      { stage: 'site_visit', note: 'Our engineer comes on Sunday at 10:00.', date: res.body.history[0].date, event: null, photos: [] },
    ]);
    const listed = await t.api.get('registerorder/lists/', customer.token);
    const inList = (listed.body as { id: number; stage: string; history: unknown[] }[]).find((row) => row.id === order.id);
    expect(inList?.stage).toBe('site_visit');
    expect(inList?.history).toHaveLength(1);

    const mail = await smtp.delivered(customer.email, `Your order #${order.id}: Site visit`);
    expect(mail.text).toContain('Our engineer comes on Sunday at 10:00.');
    expect(mail.text).toContain(`${t.config.siteUrl}/user/detailsorder/${order.slug}`);
  });

  it('follows an order from placed to completed, each change in order and mailed once', async () => {
    const order = await placeOrder(arabicCustomer);
    for (const stage of ['contacted', 'site_visit', 'quoted', 'in_progress', 'completed']) {
      expect((await t.api.put(`admin/orders/${order.id}`, { stage }, staff.token)).status).toBe(200);
    }
    const seen = await t.api.get(`registerorder/detail/${order.slug}/`, arabicCustomer.token);
    expect(seen.body.history.map((change: { stage: string }) => change.stage)).toEqual([
      'contacted',
      'site_visit',
      'quoted',
      'in_progress',
      'completed',
    ]);
    const done = await smtp.delivered(arabicCustomer.email, `طلبك رقم ${arabicDigits(order.id)}: مكتمل`);
    expect(done.text).toContain(`/ar/user/detailsorder/${order.slug}`);
    expect(smtp.to(arabicCustomer.email).filter((m) => m.subject.startsWith(`طلبك رقم ${arabicDigits(order.id)}:`))).toHaveLength(5);
  });

  it('keeps a note sent with the same stage as a message, and ignores the same stage without one', async () => {
    const order = await placeOrder(customer);
    await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted' }, staff.token);
    const again = await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted', stage_note: '' }, staff.token);
    expect(again.body.history).toHaveLength(1);
    const note = await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted', stage_note: 'We tried to call you twice.' }, staff.token);
    expect(note.body.history.map((change: { note: string }) => change.note)).toEqual(['', 'We tried to call you twice.']);
  });

  it('refuses any other field, an unknown stage, and a missing one, changing nothing', async () => {
    const order = await placeOrder(customer);
    const other = await t.api.put(`admin/orders/${order.id}`, { stage: 'quoted', full_name: 'Someone else', space: 1 }, staff.token);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).toContain('Only stage and stage_note can be changed on an order (not full_name, space).');
    const unknown = await t.api.put(`admin/orders/${order.id}`, { stage: 'paid' }, staff.token);
    expect(unknown.status).toBe(400);
    expect(unknown.body.stage).toEqual(['"paid" is not a valid choice.']);
    expect((await t.api.put(`admin/orders/${order.id}`, { stage_note: 'hi' }, staff.token)).status).toBe(400);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.stage).toBe('new');
    expect(row.fullName).toBe('Salma Adel');
    expect(await t.app.db.select().from(orderStageChanges).where(eq(orderStageChanges.orderId, order.id))).toEqual([]);
  });

  it('is for staff alone: the customer cannot change the stage of their own order', async () => {
    const order = await placeOrder(customer);
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'completed' }, customer.token)).status).toBe(403);
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'completed' })).status).toBe(401);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row.stage).toBe('new');
  });

  it('answers 404 for an unknown order', async () => {
    expect((await t.api.put('admin/orders/999999', { stage: 'quoted' }, staff.token)).status).toBe(404);
  });

  it('lists and filters the console orders by stage', async () => {
    const order = await placeOrder(customer);
    await t.api.post(`admin/orders/${order.id}/cancel`, { reason: 'At your request.' }, staff.token);
    const res = await t.api.get(`admin/orders?filter=${encodeURIComponent(JSON.stringify({ stage: 'cancelled' }))}`, staff.token);
    expect(res.status).toBe(200);
    expect(res.body.map((row: { id: number }) => row.id)).toEqual([order.id]);
    expect(res.body[0].history[0]).toMatchObject({ stage: 'cancelled', note: 'At your request.' });
  });
});

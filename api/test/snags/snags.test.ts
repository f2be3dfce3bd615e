// Issue 25, snags after handover: on a completed order within the warranty the customer reports a defect with photos;
// staff mark it fixed with a note and a photo; the customer reopens it, then confirms the next fix. Refusals keep
// nothing.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStageChanges, snags } from '../../src/db/schema.ts';
import { createUser, placeOrder, unchanged, image, type PlacedOrder, type TestApp, type TestUser, startStaffedApp, messagesOf } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

async function completedOrder(owner: TestUser = customer) {
  const order = await placeOrder(t, owner);
  expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'completed' }, sales.token)).status).toBe(200);
  return order;
}

function multipart(fields: Record<string, string>, field: string, photos: Buffer[]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [index, photo] of photos.entries()) data.append(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `snag-${index}.jpg`);
  return data;
}
const report = (order: PlacedOrder, fields: Record<string, string>, photos: Buffer[] = [], as = customer) =>
  t.api.post(`registerorder/detail/${order.slug}/snags/`, multipart(fields, 'photos', photos), as.token);
const fix = (id: number, note: string, photos: Buffer[], as = sales) =>
  t.api.post(`admin/snags/${id}/fix`, multipart({ note }, 'photo', photos), as.token);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp({}, { COMPANY_EMAIL: 'office@fitout.example' }));
});
afterAll(() => close?.());

describe('a snag', () => {
  it('is reported with photos on a completed order, fixed by staff with a note and a photo, reopened, fixed again and confirmed', async () => {
    const order = await completedOrder();
    const list = await t.api.get(`registerorder/detail/${order.slug}/snags/`, customer.token);
    expect(list.body).toMatchObject({ snags: [], can_report: true });
    const until = new Date();
    until.setUTCMonth(until.getUTCMonth() + 12);
    expect(list.body.warranty_until).toBe(until.toISOString().slice(0, 10));

    const reported = await report(order, { room: 'Kitchen', description: 'A cabinet door does not close.' }, [
      await image('jpeg', 800, 600),
      await image('png'),
    ]);
    expect(reported.status, JSON.stringify(reported.body)).toBe(201);
    expect(reported.body).toMatchObject({ room: 'Kitchen', status: 'open', reopened: 0 });
    expect(reported.body.photos).toHaveLength(2);
    const toStaff = await smtp.delivered('office@fitout.example', `Order #${order.id}: a snag reported (Kitchen)`);
    expect(toStaff.text).toContain('A cabinet door does not close.');

    const noPhoto = await fix(reported.body.id, 'Adjusted the hinge.', []);
    expect(noPhoto.status).toBe(400);
    expect(messagesOf(noPhoto.body)).toEqual({ photo: ['Attach a photo of the fix.'] });
    const fixed = await fix(reported.body.id, 'Adjusted the hinge.', [await image('jpeg')]);
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    expect(fixed.body).toMatchObject({ status: 'fixed', fix_note: 'Adjusted the hinge.' });
    expect(fixed.body.fix_photos).toHaveLength(1);
    await smtp.delivered(customer.email, `Your order #${order.id}: a snag is fixed (Kitchen)`);
    // Fixed is not open: a second fix is refused until it is reopened.
    expect((await fix(reported.body.id, 'Again', [await image('jpeg')])).status).toBe(409);

    const reopened = await t.api.post(
      `registerorder/detail/${order.slug}/snags/${reported.body.id}/reopen/`,
      { note: 'It opens again by itself.' },
      customer.token,
    );
    expect(reopened.body).toMatchObject({ status: 'open', reopened: 1, reopen_note: 'It opens again by itself.' });
    await smtp.delivered('office@fitout.example', `Order #${order.id}: a snag reopened (Kitchen)`);
    // Not fixed: it cannot be confirmed.
    const early = await t.api.post(`registerorder/detail/${order.slug}/snags/${reported.body.id}/confirm/`, undefined, customer.token);
    expect(early.status).toBe(409);
    expect(early.body.detail).toBe('Only a snag marked fixed can be confirmed or reopened.');

    expect((await fix(reported.body.id, 'Replaced the hinge.', [await image('jpeg')])).status).toBe(200);
    const confirmed = await t.api.post(`registerorder/detail/${order.slug}/snags/${reported.body.id}/confirm/`, undefined, customer.token);
    expect(confirmed.body).toMatchObject({ status: 'closed', fix_note: 'Replaced the hinge.' });
    expect(confirmed.body.closed_at).toEqual(expect.any(String));
    const staffView = await t.api.get(`admin/orders/${order.id}/snags`, sales.token);
    expect(staffView.body.snags.map((snag: { status: string }) => snag.status)).toEqual(['closed']);
  });
});

describe('refusals keep nothing', () => {
  it('before completion, after the warranty, without a room, with a file that is not a photo', async () => {
    const open = await placeOrder(t, customer);
    const before = await unchanged(t, snags, () => report(open, { room: 'Hall', description: 'Crack' }));
    expect(before.status).toBe(409);
    expect(before.body.detail).toBe('Snags are reported once the work is completed.');

    const order = await completedOrder();
    await t.app.db
      .update(orderStageChanges)
      .set({ changedAt: sql`now() - interval '400 days'` })
      .where(and(eq(orderStageChanges.orderId, order.id), eq(orderStageChanges.stage, 'completed')));
    const late = await unchanged(t, snags, () => report(order, { room: 'Hall', description: 'Crack' }, [Buffer.alloc(0)]));
    expect(late.status).toBe(409);
    expect(late.body.detail).toMatch(/^The warranty ended on \d{4}-\d{2}-\d{2}\.$/);
    expect((await t.api.get(`registerorder/detail/${order.slug}/snags/`, customer.token)).body.can_report).toBe(false);

    const fresh = await completedOrder();
    const noRoom = await unchanged(t, snags, () => report(fresh, { description: 'Crack' }));
    expect(messagesOf(noRoom.body)).toEqual({ room: ['This field is required.'] });
    const notPhoto = await unchanged(t, snags, () => report(fresh, { room: 'Hall', description: 'Crack' }, [Buffer.from('%PDF-1.4 not a photo')]));
    expect(messagesOf(notPhoto.body)).toEqual({ photos: ['Attach photos: JPEG, PNG or WebP.'] });
  });

  it("from anyone but the order's customer; staff fixes from the console only; editors not at all", async () => {
    const order = await completedOrder();
    const stranger = await createUser(t.app);
    expect((await unchanged(t, snags, () => report(order, { room: 'Hall', description: 'Crack' }, [], stranger))).status).toBe(404);
    const asStaff = await unchanged(t, snags, () => report(order, { room: 'Hall', description: 'Crack' }, [], sales));
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.detail).toBe('Only the customer who placed the order reports and confirms its snags.');
    const reported = await report(order, { room: 'Hall', description: 'Crack' });
    expect((await fix(reported.body.id, 'Filled', [await image('jpeg')], editor)).status).toBe(403);
    expect((await fix(reported.body.id, 'Filled', [await image('jpeg')], customer)).status).toBe(403);
    expect((await t.api.get(`admin/orders/${order.id}/snags`, customer.token)).status).toBe(403);
    expect((await t.api.post(`registerorder/detail/${order.slug}/snags/${reported.body.id}/confirm/`, undefined, stranger.token)).status).toBe(404);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderStageChanges } from '../../src/db/schema.ts';
import { createUser, placeOrder, unchanged, image, type PlacedOrder, type TestApp, type TestUser, startStaffedApp, messagesOf } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;
let arabic: TestUser;

function update(fields: Record<string, string>, photos: Buffer[] = []) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [index, photo] of photos.entries())
    data.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `site-${index}.jpg`);
  return data;
}
const post = (order: PlacedOrder, fields: Record<string, string>, photos: Buffer[] = [], as = sales) =>
  t.api.post(`admin/orders/${order.id}/progress`, update(fields, photos), as.token);

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp());
  arabic = await createUser(t.app, { language: 'ar' });
});
afterAll(() => close?.());

describe('a progress update', () => {
  it("goes on the customer's timeline with its photos, the stage unchanged, and the customer is mailed", async () => {
    const order = await placeOrder(t, customer);
    const posted = await post(order, { note: 'The ceramic in both bathrooms is laid.' }, [
      await image('jpeg', 1600, 1200),
      await image('png', 800, 600),
    ]);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body).toMatchObject({ stage: 'new', event: 'progress_update', note: 'The ceramic in both bathrooms is laid.' });
    expect(posted.body.photos.map((p: { width: number }) => p.width)).toEqual([1600, 800]);
    expect((await fetch(posted.body.photos[0].url)).status).toBe(200);

    const detail = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(detail.body.stage).toBe('new');
    expect(detail.body.history.at(-1)).toMatchObject({
      event: 'progress_update',
      photos: [expect.objectContaining({ width: 1600, height: 1200 }), expect.objectContaining({ width: 800, height: 600 })],
    });

    const mail = await smtp.delivered(customer.email, `Your order #${order.id}: a progress update`);
    expect(mail.text).toContain('The ceramic in both bathrooms is laid.');
    expect(mail.text).toContain("2 photos of the work on the order's page.");
    // Staff read who posted it.
    const staffView = await t.api.get(`admin/orders/${order.id}`, sales.token);
    expect(staffView.body.history.at(-1)).toMatchObject({ event: 'progress_update', changed_by: expect.any(String) });
  });

  it('may move the order to its next stage: a change of stage with photos, mailed as one, in Arabic to an Arabic customer', async () => {
    const order = await placeOrder(t, arabic);
    const posted = await post(order, { stage: 'in_progress', note: 'بدأنا أعمال الكهرباء.' }, [await image('jpeg')]);
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    expect(posted.body).toMatchObject({ stage: 'in_progress', event: null });
    expect((await t.api.get(`registerorder/detail/${order.slug}/`, arabic.token)).body.stage).toBe('in_progress');
    const mail = await smtp.delivered(arabic.email, `طلبك رقم ${arabicDigits(order.id)}: قيد التنفيذ`);
    expect(mail.text).toContain('صور العمل على صفحة الطلب: ١.');
  });

  it('a note alone is an update too', async () => {
    const order = await placeOrder(t, customer);
    const posted = await post(order, { note: 'Plastering starts on Sunday.' });
    expect(posted.status).toBe(201);
    expect(posted.body.photos).toEqual([]);
  });
});

describe('refusals keep nothing', () => {
  let order: PlacedOrder;
  beforeAll(async () => {
    order = await placeOrder(t, customer);
  });

  it('neither a note nor a photo; a note past 2,000 characters; an unknown stage', async () => {
    expect(messagesOf((await unchanged(t, orderStageChanges, () => post(order, { note: '  ' }))).body)).toEqual({
      note: ['Write a note or attach photos of the work.'],
    });
    expect((await unchanged(t, orderStageChanges, () => post(order, { note: 'x'.repeat(2001) }))).status).toBe(400);
    const stage = await unchanged(t, orderStageChanges, () => post(order, { note: 'Next', stage: 'demolished' }));
    expect(messagesOf(stage.body)).toEqual({ stage: ['"demolished" is not a valid choice.'] });
  });

  it('a file that is not a photo, even after good ones; more than ten photos', async () => {
    const pdf = Buffer.from('%PDF-1.4\n%%EOF');
    const good = await image('jpeg');
    const bad = await unchanged(t, orderStageChanges, () => post(order, { note: 'Photos' }, [good, pdf]));
    expect(bad.status).toBe(400);
    expect(messagesOf(bad.body)).toEqual({ photos: ['Attach photos: JPEG, PNG or WebP.'] });
    const photo = await image('png');
    expect(
      (
        await unchanged(t, orderStageChanges, () =>
          post(
            order,
            { note: 'Many' },
            Array.from({ length: 11 }, () => photo),
          ),
        )
      ).status,
    ).toBe(413);
  });

  it('from a customer, an editor, or about an order that does not exist', async () => {
    expect((await unchanged(t, orderStageChanges, () => post(order, { note: 'Mine' }, [], customer))).status).toBe(403);
    expect((await unchanged(t, orderStageChanges, () => post(order, { note: 'Mine' }, [], editor))).status).toBe(403);
    const photo = await image('png');
    expect((await unchanged(t, orderStageChanges, () => post({ id: 999_999, slug: '' }, { note: 'Nowhere' }, [photo]))).status).toBe(404);
  });
});

// Issue 41, daily logs from the site: staff write a log per order and day with photos, internal or shared; the
// customer reads only the shared ones, on their timeline too. The writes (and the progress update and snag fix the
// console queues offline) take an Idempotency-Key: the same key again answers the first answer and writes nothing,
// even when both arrive at once.
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, dailyLogs, idempotencyKeys, orderStageChanges } from '../../src/db/schema.ts';
import { purgeIdempotencyKeys } from '../../src/http/idempotency.ts';
import { createUser, image, messagesOf, placeOrder, type PlacedOrder, startStaffedApp, type TestApp, type TestUser, unchanged } from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, sales, editor, customer, close } = await startStaffedApp());
});
afterAll(() => close?.());

const fields = (overrides: Record<string, string> = {}) => ({
  day: '2026-11-28',
  work_done: 'Tiled the kitchen wall and fixed the sink cabinet.',
  crew_count: '4',
  crew_names: 'Hassan, Mina',
  weather: 'clear',
  delay: '',
  delay_cause: '',
  shared: 'false',
  ...overrides,
});

function multipart(values: Record<string, string>, photos: Buffer[]) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  for (const [index, photo] of photos.entries())
    data.append('photos', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `site-${index}.jpg`);
  return data;
}

const write = (order: PlacedOrder, values: Record<string, string>, photos: Buffer[] = [], options: { as?: TestUser; key?: string } = {}) =>
  t.api.request('POST', `admin/orders/${order.id}/daily-logs`, {
    body: multipart(values, photos),
    token: (options.as ?? sales).token,
    headers: options.key ? { 'idempotency-key': options.key } : {},
  });

const rowsOf = async (order: PlacedOrder) => (await t.app.db.select().from(dailyLogs).where(eq(dailyLogs.orderId, order.id))).length;

describe('a daily log', () => {
  it('is written with its crew, weather, delay and photos; an internal one stays in the console', async () => {
    const order = await placeOrder(t, customer);
    const written = await write(order, fields({ delay: 'Grout not delivered', delay_cause: 'materials' }), [
      await image('jpeg', 800, 600),
      await image('png'),
    ]);
    expect(written.status, JSON.stringify(written.body)).toBe(201);
    expect(written.body).toMatchObject({
      order_id: order.id,
      day: '2026-11-28',
      crew_count: 4,
      crew_names: 'Hassan, Mina',
      weather: 'clear',
      delay: 'Grout not delivered',
      delay_cause: 'materials',
      shared: false,
    });
    expect(written.body.photos).toHaveLength(2);
    expect(written.body.written_by).toEqual(expect.any(String));

    const staffList = await t.api.get(`admin/orders/${order.id}/daily-logs`, sales.token);
    expect(staffList.body.map((log: { id: number }) => log.id)).toEqual([written.body.id]);
    // The customer sees neither the log nor a timeline entry.
    expect((await t.api.get(`registerorder/detail/${order.slug}/daily-logs/`, customer.token)).body).toEqual([]);
    const detail = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(detail.body.history.filter((entry: { event: string }) => entry.event === 'daily_log')).toEqual([]);
  });

  it('shared with the customer is on their timeline with its photos, without the name of who wrote it', async () => {
    const order = await placeOrder(t, customer);
    const internal = await write(order, fields({ day: '2026-11-27', work_done: 'Internal: the foreman was late.' }));
    const shared = await write(order, fields({ shared: 'true', work_done: 'Painted the living room.' }), [await image('jpeg'), await image('jpeg')]);
    expect(shared.status, JSON.stringify(shared.body)).toBe(201);
    expect(internal.status).toBe(201);

    const read = await t.api.get(`registerorder/detail/${order.slug}/daily-logs/`, customer.token);
    expect(read.status).toBe(200);
    expect(read.body).toHaveLength(1);
    expect(read.body[0]).toMatchObject({ id: shared.body.id, work_done: 'Painted the living room.', crew_count: 4 });
    expect(read.body[0]).not.toHaveProperty('written_by');
    expect(read.body[0]).not.toHaveProperty('shared');
    expect(read.body[0].photos).toHaveLength(2);

    const detail = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    const onTimeline = detail.body.history.filter((entry: { event: string }) => entry.event === 'daily_log');
    expect(onTimeline).toHaveLength(1);
    expect(onTimeline[0]).toMatchObject({ note: 'Painted the living room.', stage: 'new' });
    expect(onTimeline[0].photos).toHaveLength(2);
    // Staff read both, newest day first.
    const staffList = await t.api.get(`admin/orders/${order.id}/daily-logs`, sales.token);
    expect(staffList.body.map((log: { id: number }) => log.id)).toEqual([shared.body.id, internal.body.id]);
  });

  it('is refused with its field errors, and keeps no photo', async () => {
    const order = await placeOrder(t, customer);
    const photo = await image('jpeg');
    const refused = await unchanged(t, dailyLogs, () =>
      write(order, fields({ day: '28/11/2026', work_done: '', weather: 'snow', crew_count: '', crew_names: '', delay: 'Late', delay_cause: '' }), [
        photo,
      ]),
    );
    expect(refused.status).toBe(400);
    expect(Object.keys(messagesOf(refused.body)).sort()).toEqual(['day', 'weather', 'work_done']);
    // The fields right, but nobody named on site and a delay without its cause.
    const unsaid = await unchanged(t, dailyLogs, () =>
      write(order, fields({ crew_count: '', crew_names: '', delay: 'Late', delay_cause: '' }), [photo]),
    );
    expect(messagesOf(unsaid.body)).toEqual({
      crew_count: ['Say who was on site: a crew count or names.'],
      delay_cause: ['Say what caused the delay.'],
    });
  });

  it('is refused on a cancelled order (409), and writes nothing', async () => {
    const order = await placeOrder(t, customer);
    const cancelled = await t.api.post(`admin/orders/${order.id}/cancel`, { reason: 'The customer moved abroad.' }, sales.token);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const photo = await image('jpeg');
    const refused = await unchanged(t, dailyLogs, () => write(order, fields(), [photo], { key: 'cancelled-1' }));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('daily_log.order_closed');
    // A refused write keeps no key: the same key later is answered the same refusal, not a stored one.
    expect((await write(order, fields(), [], { key: 'cancelled-1' })).status).toBe(409);
  });

  it('is written and read by owner and sales only; a customer reads only their own order, and not an internal log', async () => {
    const order = await placeOrder(t, customer);
    const other = await createUser(t.app);
    const owner = await createUser(t.app, { role: 'owner' });
    expect((await write(order, fields(), [], { as: editor })).status).toBe(403);
    expect((await write(order, fields(), [], { as: customer })).status).toBe(403);
    expect((await write(order, fields(), [], { as: owner })).status).toBe(201);
    expect((await t.api.get(`admin/orders/${order.id}/daily-logs`, editor.token)).status).toBe(403);
    expect((await t.api.get(`admin/orders/${order.id}/daily-logs`, customer.token)).status).toBe(403);
    expect((await t.api.get(`registerorder/detail/${order.slug}/daily-logs/`, other.token)).status).toBe(404);
    expect((await t.api.get(`registerorder/detail/${order.slug}/daily-logs/`)).status).toBe(401);
    expect((await write({ id: 999_999, slug: 'none' }, fields())).status).toBe(404);
  });
});

describe('an Idempotency-Key', () => {
  it('sent again answers the first answer and writes nothing more: no log, no photo, no audit entry', async () => {
    const order = await placeOrder(t, customer);
    const key = crypto.randomUUID();
    const photos = [await image('jpeg'), await image('jpeg')];
    const first = await write(order, fields({ shared: 'true' }), photos, { key });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const audits = async () => (await t.app.db.select({ n: count() }).from(auditLog).where(eq(auditLog.resource, 'daily_logs')))[0].n;
    const auditedBefore = await audits();
    const again = await unchanged(t, dailyLogs, () => write(order, fields({ shared: 'true' }), photos, { key }));
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(await audits()).toBe(auditedBefore);
    const timeline = await t.app.db.select().from(orderStageChanges).where(eq(orderStageChanges.orderId, order.id));
    expect(timeline.filter((entry) => entry.event === 'daily_log')).toHaveLength(1);
  });

  it('is scoped by person and call: another member of staff with the same key writes their own', async () => {
    const order = await placeOrder(t, customer);
    const owner = await createUser(t.app, { role: 'owner' });
    const key = 'same-key-for-two-people';
    expect((await write(order, fields(), [], { key })).status).toBe(201);
    expect((await write(order, fields(), [], { key, as: owner })).status).toBe(201);
    expect(await rowsOf(order)).toBe(2);
  });

  it('sent twice at once writes one log, and both are answered it', async () => {
    const order = await placeOrder(t, customer);
    const key = crypto.randomUUID();
    const photos = [await image('jpeg', 400, 300), await image('jpeg', 400, 300)];
    const [a, b] = await Promise.all([write(order, fields(), photos, { key }), write(order, fields(), photos, { key })]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.id).toBe(b.body.id);
    expect(await rowsOf(order)).toBe(1);
  });

  it('that is not visible ASCII is refused', async () => {
    const order = await placeOrder(t, customer);
    const refused = await write(order, fields(), [], { key: 'x'.repeat(201) });
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('request.idempotency_key');
  });

  it('makes a progress update and a snag fix sent twice one', async () => {
    const order = await placeOrder(t, customer);
    const key = crypto.randomUUID();
    const update = () =>
      t.api.request('POST', `admin/orders/${order.id}/progress`, {
        body: multipart({ note: 'Plastering done.' }, []),
        token: sales.token,
        headers: { 'idempotency-key': key },
      });
    const first = await update();
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const again = await unchanged(t, orderStageChanges, update);
    expect(again.body).toEqual(first.body);

    const done = await placeOrder(t, customer);
    expect((await t.api.put(`admin/orders/${done.id}`, { stage: 'completed' }, sales.token)).status).toBe(200);
    const snag = await t.api.post(
      `registerorder/detail/${done.slug}/snags/`,
      multipart({ room: 'Bath', description: 'A loose tile.' }, [await image('jpeg')]),
      customer.token,
    );
    expect(snag.status, JSON.stringify(snag.body)).toBe(201);
    const fixKey = crypto.randomUUID();
    const fix = async () => {
      const data = new FormData();
      data.append('note', 'Tile fixed.');
      data.append('photo', new Blob([new Uint8Array(await image('jpeg'))], { type: 'image/jpeg' }), 'fix.jpg');
      return t.api.request('POST', `admin/snags/${snag.body.id}/fix`, { body: data, token: sales.token, headers: { 'idempotency-key': fixKey } });
    };
    const fixed = await fix();
    expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
    // Without its key the second fix would be refused (the snag is no longer open); with it, it is the first answer.
    const fixedAgain = await fix();
    expect(fixedAgain.status).toBe(200);
    expect(fixedAgain.body).toEqual(fixed.body);
  });

  it('is forgotten after the days it is kept', async () => {
    const order = await placeOrder(t, customer);
    expect((await write(order, fields(), [], { key: 'old-key' })).status).toBe(201);
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(idempotencyKeys.key, 'old-key'));
    expect(await purgeIdempotencyKeys(t.app, 7)).toBeGreaterThanOrEqual(1);
    expect((await write(order, fields(), [], { key: 'old-key' })).status).toBe(201);
    expect(await rowsOf(order)).toBe(2);
  });
});

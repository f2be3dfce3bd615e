// The admin face's list dialect (ra-data-simple-rest): sort, range, filter and Content-Range.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { categories, contactMessages, orders } from '../../src/db/schema.ts';
import { createUser, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
const ADMIN_ORIGIN = 'https://console.fitout.example';

/** `?sort=…&range=…&filter=…` with each value JSON-encoded, as ra-data-simple-rest sends them. */
const query = (params: { sort?: unknown; range?: unknown; filter?: unknown }) =>
  '?' +
  new URLSearchParams(Object.entries(params).map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)])).toString();

const list = (resource: string, params: Parameters<typeof query>[0] = {}, token = admin.token) =>
  t.api.get(`admin/${resource}${query(params)}`, token);

const names = (body: { name: string }[]) => body.map((m) => m.name);

const order = (userId: number, n: number, overrides: Partial<typeof orders.$inferInsert> = {}): typeof orders.$inferInsert => ({
  slug: `slug-${userId}-${n}`,
  userId,
  fullName: `Customer ${n}`,
  phone: '0100',
  governorate: n % 2 ? 'Cairo' : 'Giza',
  city: 'City',
  area: 'Area',
  typeunit: n % 3 ? 'Apartment' : 'Villa',
  requiredworks: 'Supervision',
  skills: 'Quickexecution',
  conditionoftheunit: 'Unfinished',
  space: 100 + n,
  numberroom: 3,
  numberbathroom: 1,
  date: new Date(Date.UTC(2026, 0, 1 + n)),
  ...overrides,
});

beforeAll(async () => {
  t = await startTestApp({}, { ADMIN_URL: ADMIN_ORIGIN });
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  other = await createUser(t.app);
  // 30 messages: "Person 01" … "Person 30"; two of them mention Alice in different cases, one has a literal %.
  await t.app.db.insert(contactMessages).values(
    Array.from({ length: 30 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return {
        name: n === '07' ? 'ALICE Cooper' : `Person ${n}`,
        email: n === '12' ? 'alice@example.com' : `person${n}@example.com`,
        message: n === '20' ? 'A 100% finish, please' : `Message ${n}`,
        createdAt: new Date(Date.UTC(2026, 1, i + 1)),
      };
    }),
  );
  await t.app.db
    .insert(orders)
    .values([
      ...Array.from({ length: 6 }, (_, i) => order(customer.id, i + 1)),
      ...Array.from({ length: 3 }, (_, i) => order(other.id, i + 1, { fullName: `Other ${i + 1}` })),
    ]);
  await t.app.db.insert(categories).values([
    { title: 'Kitchens', details: 'Cabinets', slug: 'kitchens' },
    { title: 'Bathrooms', details: 'Tiles', slug: 'bathrooms' },
    { title: 'Floors', details: 'Marble and parquet', slug: 'floors' },
  ]);
});
afterAll(() => t.close());

describe('who may use the admin face', () => {
  it('answers 401 to visitors and 403 to customers, on every resource', async () => {
    for (const resource of ['categories', 'packages', 'components', 'works', 'orders', 'contact-messages']) {
      expect((await list(resource, {}, '')).status).toBe(401);
      expect((await list(resource, {}, customer.token)).status).toBe(403);
      expect((await list(resource, {}, admin.token)).status).toBe(200);
    }
    expect((await t.api.get('admin/orders/1', customer.token)).status).toBe(403);
    expect((await t.api.delete('admin/categories/1', customer.token)).status).toBe(403);
    expect((await t.api.post('admin/categories', { title: 'x', details: 'y' }, customer.token)).status).toBe(403);
  });
});

describe('paging with range and Content-Range', () => {
  it('answers the asked slice and says where it lies in the total', async () => {
    const first = await list('contact-messages', { sort: ['id', 'ASC'], range: [0, 9] });
    expect(first.status).toBe(200);
    expect(first.body).toHaveLength(10);
    expect(first.headers.get('content-range')).toBe('contact-messages 0-9/30');
    expect(first.body[0]).toEqual({
      id: expect.any(Number),
      name: 'Person 01',
      email: 'person01@example.com',
      message: 'Message 01',
      created_at: '2026-02-01T00:00:00.000Z',
    });

    const last = await list('contact-messages', { sort: ['id', 'ASC'], range: [25, 34] });
    expect(names(last.body)).toEqual(['Person 26', 'Person 27', 'Person 28', 'Person 29', 'Person 30']);
    expect(last.headers.get('content-range')).toBe('contact-messages 25-29/30');

    const beyond = await list('contact-messages', { sort: ['id', 'ASC'], range: [40, 49] });
    expect(beyond.body).toEqual([]);
    expect(beyond.headers.get('content-range')).toBe('contact-messages */30');
  });

  it("exposes Content-Range to the console's origin", async () => {
    const res = await t.api.request('GET', `admin/orders${query({ range: [0, 1] })}`, { token: admin.token, headers: { origin: ADMIN_ORIGIN } });
    expect(res.headers.get('access-control-allow-origin')).toBe(ADMIN_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it("answers the console's preflight without a token", async () => {
    const res = await t.api.request('OPTIONS', 'admin/categories/1', {
      headers: { origin: ADMIN_ORIGIN, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-methods')).toContain('PUT');
  });

  it('refuses ranges that are malformed, reversed or too large, with 400', async () => {
    for (const range of ['[0,', '{"a":1}', [5, 2], [-1, 3], [0.5, 3], [0, 1000], ['0', '9'], [1]]) {
      const res = await list('contact-messages', { range });
      expect(res.status, JSON.stringify(range)).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['range']);
    }
  });
});

describe('sorting', () => {
  it('sorts on whitelisted fields either way', async () => {
    const byName = await list('contact-messages', { sort: ['name', 'DESC'], range: [0, 2] });
    expect(names(byName.body)).toEqual(['Person 30', 'Person 29', 'Person 28']);
    const byDate = await list('contact-messages', { sort: ['created_at', 'asc'], range: [0, 1] });
    expect(names(byDate.body)).toEqual(['Person 01', 'Person 02']);
    const bySpace = await list('orders', { sort: ['space', 'DESC'], range: [0, 0] });
    expect(bySpace.body[0]).toMatchObject({ full_name: 'Customer 6', space: 106 });
    const byTitle = await list('categories', { sort: ['title', 'ASC'] });
    expect(byTitle.body.map((c: { title: string }) => c.title)).toEqual(['Bathrooms', 'Floors', 'Kitchens']);
  });

  it('lists orders and messages newest first when no sort is asked for', async () => {
    const res = await list('orders', { range: [0, 1] });
    expect(res.body.map((o: { date: string }) => o.date)).toEqual(['2026-01-07T00:00:00.000Z', '2026-01-06T00:00:00.000Z']);
    expect(names((await list('contact-messages', { range: [0, 0] })).body)).toEqual(['Person 30']);
  });

  it('pages without overlap when the sort field has ties', async () => {
    const seen: number[] = [];
    for (let start = 0; start < 9; start += 2) {
      const page = await list('orders', { sort: ['governorate', 'ASC'], range: [start, start + 1] });
      seen.push(...page.body.map((o: { id: number }) => o.id));
    }
    expect(new Set(seen).size).toBe(9);
  });

  it('refuses unknown fields, columns that are not in the answer, and malformed sorts, with 400', async () => {
    const unknown = await list('contact-messages', { sort: ['password', 'ASC'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.sort[0]).toContain('Cannot sort on "password"');
    for (const sort of [['constructor', 'ASC'], ['name', 'UP'], ['name'], 'name', '["name",', { field: 'name' }]) {
      const res = await list('contact-messages', { sort });
      expect(res.status, JSON.stringify(sort)).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['sort']);
    }
  });
});

describe('filtering', () => {
  it("searches q case-insensitively in the resource's text fields, and counts only the matches", async () => {
    const res = await list('contact-messages', { filter: { q: 'alice' }, sort: ['id', 'ASC'] });
    expect(res.body.map((m: { email: string }) => m.email)).toEqual(['person07@example.com', 'alice@example.com']);
    expect(res.headers.get('content-range')).toBe('contact-messages 0-1/2');

    const orderSearch = await list('orders', { filter: { q: 'OTHER' } });
    expect(orderSearch.body).toHaveLength(3);
    const categorySearch = await list('categories', { filter: { q: 'parquet' } });
    expect(categorySearch.body.map((c: { slug: string }) => c.slug)).toEqual(['floors']);
  });

  it('takes % and _ in q literally', async () => {
    const res = await list('contact-messages', { filter: { q: '100%' } });
    expect(names(res.body)).toEqual(['Person 20']);
    expect((await list('contact-messages', { filter: { q: 'Person _1' } })).body).toEqual([]);
  });

  it('answers getMany: the records of an id array', async () => {
    const all = (await list('contact-messages', { sort: ['id', 'ASC'], range: [0, 2] })).body;
    const ids = [all[2].id, all[0].id, 999_999];
    const res = await list('contact-messages', { filter: { id: ids } });
    expect(res.status).toBe(200);
    expect(res.body.map((m: { id: number }) => m.id).sort()).toEqual([all[0].id, all[2].id].sort());
    expect(res.headers.get('content-range')).toBe('contact-messages 0-1/2');
    expect((await list('contact-messages', { filter: { id: [] } })).body).toEqual([]);
  });

  it('filters by equality on known fields, alone or combined with q', async () => {
    const mine = await list('orders', { filter: { user_id: customer.id } });
    expect(mine.body).toHaveLength(6);
    expect(mine.body.every((o: { user_id: number }) => o.user_id === customer.id)).toBe(true);
    expect(mine.headers.get('content-range')).toBe('orders 0-5/6');

    const villas = await list('orders', { filter: { user_id: String(customer.id), typeunit: 'Villa' } });
    expect(villas.body.map((o: { full_name: string }) => o.full_name).sort()).toEqual(['Customer 3', 'Customer 6']);

    const either = await list('orders', { filter: { user_id: [customer.id, other.id], governorate: 'Giza', q: 'other' } });
    expect(either.body.map((o: { full_name: string }) => o.full_name)).toEqual(['Other 2']);
  });

  it('refuses unknown filter fields, wrong value types and malformed filters, with 400', async () => {
    const cases: unknown[] = [
      { password_hash: 'x' },
      { user_id: 'abc' },
      { user_id: -1 },
      { id: [1, 'two'] },
      { q: 42 },
      { typeunit: { $ne: 'Villa' } },
      { constructor: 1 },
      [1, 2],
      { q: 'nul\u0000' },
      { typeunit: 'Villa\u0000' },
      'null',
      '{"q":',
    ];
    for (const filter of cases) {
      const res = await list('orders', { filter });
      expect(res.status, JSON.stringify(filter)).toBe(400);
      expect(Object.keys(messagesOf(res.body))).toEqual(['filter']);
    }
  });
});

describe('read-only resources', () => {
  it('shows one order or message by id, and 404 for unknown ids', async () => {
    const [first] = (await list('orders', { filter: { user_id: other.id }, sort: ['id', 'ASC'] })).body;
    const one = await t.api.get(`admin/orders/${first.id}`, admin.token);
    expect(one.status).toBe(200);
    // One order's read adds its booked visit (none here), which lists leave out.
    expect(one.body).toEqual({ ...first, visit: null });
    expect((await t.api.get('admin/orders/999999', admin.token)).status).toBe(404);
    expect((await t.api.get('admin/orders/abc', admin.token)).status).toBe(400);

    const [message] = (await list('contact-messages', { range: [0, 0] })).body;
    expect((await t.api.get(`admin/contact-messages/${message.id}`, admin.token)).body).toEqual(message);
  });

  it('answers 405 to every write on contact messages and to all but PUT (the stage) on orders, and changes nothing', async () => {
    const [ordersBefore] = await t.app.db.select({ n: count() }).from(orders);
    const [messagesBefore] = await t.app.db.select({ n: count() }).from(contactMessages);
    const [anOrder] = (await list('orders', { range: [0, 0] })).body;
    const [aMessage] = (await list('contact-messages', { range: [0, 0] })).body;
    const attempts: [string, string][] = [
      ['POST', 'admin/orders'],
      ['PATCH', `admin/orders/${anOrder.id}`],
      ['DELETE', `admin/orders/${anOrder.id}`],
      ['POST', 'admin/contact-messages'],
      ['PUT', `admin/contact-messages/${aMessage.id}`],
      ['DELETE', `admin/contact-messages/${aMessage.id}`],
    ];
    for (const [method, path] of attempts) {
      const res = await t.api.request(method, path, { body: { full_name: 'Changed', name: 'Changed' }, token: admin.token });
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.body).toEqual({ code: 'request.method_not_allowed', detail: `Method "${method}" not allowed.`, params: { method } });
      expect(res.headers.get('allow')).toBe(path.startsWith('admin/orders/') ? 'GET, PUT, HEAD' : 'GET, HEAD');
    }
    // What the customer ordered is theirs: a PUT of anything but the stage is refused (orders/stages.test.ts).
    expect((await t.api.put(`admin/orders/${anOrder.id}`, { full_name: 'Changed' }, admin.token)).status).toBe(400);
    expect(await t.app.db.select({ n: count() }).from(orders)).toEqual([ordersBefore]);
    expect(await t.app.db.select({ n: count() }).from(contactMessages)).toEqual([messagesBefore]);
    expect((await t.api.get(`admin/orders/${anOrder.id}`, admin.token)).body).toEqual({ ...anOrder, visit: null });
  });
});

// Every list is read a page at a time in SQL: no answer holds more than its largest page, the plain answer is the
// first page with a Link to the rest, and walking the pages gives every row once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_UP_TO } from '../../src/db/count.ts';
import { MAX_PAGE_SIZE } from '../../src/http/pagination.ts';
import { MAX_PAGE as ADMIN_MAX_PAGE } from '../../src/http/list-query.ts';
import { createUser, type Reply, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
const PACKAGES = 130;
const WORKS = 120;
const ORDERS = EXACT_COUNT_UP_TO + 150;
const CUSTOMER_ORDERS = 105;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  const other = await createUser(t.app);
  // Written straight in SQL: many rows in a second (each API write would upload an image).
  await t.app.db.execute(sql`insert into categories (title, details, slug) values ('Kitchens', 'Kitchens', 'kitchens')`);
  await t.app.db.execute(sql`
    insert into packages (title, slug, price_per_unit, category_id, user_id)
    select 'Package ' || n, 'package-' || n, 1000 + n, (select id from categories limit 1), ${admin.id} from generate_series(1, ${PACKAGES}) as n`);
  await t.app.db.execute(sql`
    insert into works (title, slug, description, user_id, created_at)
    select 'Work ' || n, 'work-' || n, 'Finished.', ${admin.id}, now() - n * interval '1 minute' from generate_series(1, ${WORKS}) as n`);
  await t.app.db.execute(sql`
    insert into orders (slug, user_id, full_name, phone, governorate, city, area, typeunit, requiredworks, skills, conditionoftheunit, space, numberroom, numberbathroom, created_at)
    select 'order-' || n, case when n <= ${CUSTOMER_ORDERS} then ${customer.id}::integer else ${other.id}::integer end, 'Customer ' || n, '0100' || n, 'Giza', 'Dokki', 'Area ' || n,
      'Full House', 'Execution', 'Quickexecution', 'finished', 100, 3, 2, now() - n * interval '1 second'
    from generate_series(1, ${ORDERS}) as n`);
  await t.app.db.execute(sql`analyze`);
});
afterAll(() => t.close());

/** Every page of a list with `page_size`, following `next` until it ends. */
async function walk(path: string, token?: string) {
  const ids: number[] = [];
  let url: string | null = `${path}?page=1&page_size=${MAX_PAGE_SIZE}`;
  let count = -1;
  while (url) {
    const res: Reply = await t.api.get(url.replace(`${t.api.base}/`, ''), token);
    expect(res.status).toBe(200);
    expect(res.body.results.length).toBeLessThanOrEqual(MAX_PAGE_SIZE);
    count = res.body.count;
    ids.push(...res.body.results.map((r: { id: number }) => r.id));
    url = res.body.next;
  }
  return { ids, count };
}

describe('public and customer lists', () => {
  const lists = [
    { path: 'post/lists/', total: PACKAGES },
    { path: 'project/list/', total: PACKAGES },
    { path: 'post/category/posts/kitchens/', total: PACKAGES },
    { path: 'ourwork/list/', total: WORKS },
    { path: 'ourwork/lists/', total: WORKS },
    { path: 'registerorder/lists/', total: CUSTOMER_ORDERS, as: 'customer' },
  ] as const;

  for (const list of lists) {
    it(`${list.path}: the first ${MAX_PAGE_SIZE} as a plain array with a Link to the rest, and every row once over the pages`, async () => {
      const token = 'as' in list ? customer.token : undefined;
      const plain = await t.api.get(list.path, token);
      expect(plain.status).toBe(200);
      expect(plain.body).toHaveLength(MAX_PAGE_SIZE);
      expect(plain.headers.get('link')).toBe(`<${t.api.base}/${list.path}?page=2&page_size=${MAX_PAGE_SIZE}>; rel="next"`);

      const { ids, count } = await walk(list.path, token);
      expect(count).toBe(list.total);
      expect(ids).toHaveLength(list.total);
      expect(new Set(ids).size).toBe(list.total);
      expect(ids.slice(0, MAX_PAGE_SIZE)).toEqual(plain.body.map((r: { id: number }) => r.id));

      expect((await t.api.get(`${list.path}?page_size=${MAX_PAGE_SIZE + 1}`, token)).status).toBe(400);
    });
  }

  it('a short list has no Link header', async () => {
    const res = await t.api.get('category/list/');
    expect(res.body).toHaveLength(1);
    expect(res.headers.get('link')).toBeNull();
  });

  it("the customer's list holds only their own orders, newest first", async () => {
    const { ids } = await walk('registerorder/lists/', customer.token);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });
});

describe('lists of every order', () => {
  it(`registerorder/admin/lists/ answers at most ${MAX_PAGE_SIZE}, and counts past ${EXACT_COUNT_UP_TO} without reading them all`, async () => {
    const plain = await t.api.get('registerorder/admin/lists/', admin.token);
    expect(plain.body).toHaveLength(MAX_PAGE_SIZE);
    expect(plain.headers.get('link')).toContain('page=2');
    const page = await t.api.get('registerorder/admin/lists/?page=3&page_size=50', admin.token);
    expect(page.body.results).toHaveLength(50);
    // Past the exact part the count is the planner's estimate: the right order of magnitude, never below what was counted.
    expect(page.body.count).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(page.body.count).toBeLessThan(ORDERS * 2);
  });

  it(`the console's order list answers at most ${ADMIN_MAX_PAGE} rows, with a total past the exact part`, async () => {
    const res = await t.api.get(`admin/orders?range=${encodeURIComponent('[0,24]')}`, admin.token);
    expect(res.body).toHaveLength(25);
    const total = Number(res.headers.get('content-range')!.split('/')[1]);
    expect(total).toBeGreaterThan(EXACT_COUNT_UP_TO);
    expect(total).toBeLessThan(ORDERS * 2);
    expect((await t.api.get('admin/orders', admin.token)).body).toHaveLength(ADMIN_MAX_PAGE);
    expect((await t.api.get(`admin/orders?range=${encodeURIComponent(`[0,${ADMIN_MAX_PAGE}]`)}`, admin.token)).status).toBe(400);
    // A search matching few rows is counted exactly.
    const search = await t.api.get(`admin/orders?filter=${encodeURIComponent('{"q":"Area 77"}')}`, admin.token);
    expect(search.headers.get('content-range')).toMatch(/\/(\d+)$/);
    const exact = search.body.filter((o: { area: string }) => o.area.includes('Area 77'));
    expect(exact).toHaveLength(search.body.length);
    expect(search.headers.get('content-range')).toBe(`orders 0-${search.body.length - 1}/${search.body.length}`);
  });
});

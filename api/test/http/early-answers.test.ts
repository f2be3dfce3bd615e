// A public read asked again in the same words is answered before Fastify (api/src/http/early-answers.ts): that
// answer must be the route's own, byte for byte and header for header, whatever the request asks (an encoding, a
// revalidation, through a trusted proxy over https, with the proxy's request id), and still count package views.
import { request as httpRequest } from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { twoFactorMessages } from '@fitout/shared';
import { API_PREFIX } from '@fitout/shared/contract';
import { createUser, form, image, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; bytes: Buffer };

let t: TestApp; // NODE_ENV=production, TRUST_PROXY=1: this test plays the proxy
let admin: TestUser;
let customer: TestUser;
let category: { id: number; slug: string };
let pkg: { id: number; slug: string };

/** A request with exactly these headers, answered as sent (no decompression). */
function raw(path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Raw>((resolve, reject) => {
    httpRequest(`${t.api.base}/${path}`, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, bytes: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

/** What differs between two answers by nature: the date, and the request id unless the proxy named it. */
function comparable(answer: Raw, keepId: boolean) {
  const { date, 'x-request-id': id, ...headers } = answer.headers;
  return { status: answer.status, headers: keepId ? { ...headers, 'x-request-id': id } : headers, bytes: answer.bytes.toString('base64') };
}

/** The answer Fastify's route gives (the cache just emptied), then the early one to the same request. */
async function bothAnswers(path: string, headers: Record<string, string>) {
  t.app.publicCache.invalidate();
  const fromRoute = await raw(path, headers);
  expect(fromRoute.status, fromRoute.bytes.toString()).toBeLessThan(400);
  expect(t.app.publicCache.early(`${API_PREFIX}/${path}`), 'kept for an early answer').toBeDefined();
  const early = await raw(path, headers);
  return { fromRoute, early };
}

beforeAll(async () => {
  t = await startTestApp({}, { NODE_ENV: 'production', TRUST_PROXY: '1' });
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  expect((await t.api.post('registerorder/create/', form(orderFields()), customer.token)).status).toBe(201);
  category = (await t.api.post('category/create/', form({ title: 'Kitchens', details: 'Cabinets', image: await image() }), admin.token)).body;
  // Enough packages for the lists to be compressed.
  for (let i = 0; i < 8; i++) {
    const created = await t.api.post(
      'author/dashboard/post-create/',
      form({ user_id: admin.id, title: `Marble Kitchen ${i}`, price_per_unit: '1200', image: await image(), category: category.id }),
      admin.token,
    );
    expect(created.status).toBe(201);
    pkg = created.body;
  }
}, 120_000);
afterAll(() => t?.close());

describe('early answers to public reads', () => {
  const paths = () => ['category/list/', 'post/lists/?page=1&page_size=5', `post/category/posts/${category.slug}/`, `post/detail/${pkg.slug}/`];

  it('are the answer the route gives, in every encoding, as a 304, and over https behind the proxy', async () => {
    for (const path of paths()) {
      const etag = (await raw(path)).headers.etag as string;
      const requests: Record<string, string>[] = [
        { 'accept-encoding': 'identity' },
        { 'accept-encoding': 'br, gzip' },
        { 'accept-encoding': 'gzip' },
        {},
        { 'if-none-match': etag },
        { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-proto': 'https', 'accept-encoding': 'gzip' },
      ];
      for (const headers of requests) {
        const { fromRoute, early } = await bothAnswers(path, headers);
        expect(comparable(early, false), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(fromRoute, false));
      }
    }
    const https = await raw('category/list/', { 'x-forwarded-proto': 'https' });
    expect(https.headers['strict-transport-security']).toMatch(/max-age=/);
    expect((await raw('category/list/')).headers['strict-transport-security']).toBeUndefined();
  });

  it("carry the trusted proxy's request id, and a new one for each request otherwise", async () => {
    const { fromRoute, early } = await bothAnswers('category/list/', { 'x-request-id': 'edge-4f1c' });
    expect(comparable(early, true)).toEqual(comparable(fromRoute, true));
    expect(early.headers['x-request-id']).toBe('edge-4f1c');
    const ids = new Set(await Promise.all([1, 2, 3].map(async () => (await raw('category/list/')).headers['x-request-id'])));
    expect(ids.size).toBe(3);
  });

  it('leave requests with an Origin to the route, which answers its CORS headers', async () => {
    const site = new URL(t.config.siteUrl).origin;
    await raw('category/list/');
    const fromSite = await raw('category/list/', { origin: site });
    expect(fromSite.headers['access-control-allow-origin']).toBe(site);
  });

  it('count a view of the package each time', async () => {
    await t.app.views.flush();
    const [before] = await t.app.db.select({ view: schema.packages.view }).from(schema.packages).where(eq(schema.packages.id, pkg.id));
    t.app.publicCache.invalidate();
    for (let i = 0; i < 5; i++) expect((await raw(`post/detail/${pkg.slug}/`)).status).toBe(200);
    await t.app.views.flush();
    const [after] = await t.app.db.select({ view: schema.packages.view }).from(schema.packages).where(eq(schema.packages.id, pkg.id));
    expect(after.view - before.view).toBe(5);
  });
});

describe("early answers to a signed-in caller's own reads", () => {
  const CONSOLE = 'admin/orders?sort=%5B%22date%22%2C%22DESC%22%5D&range=%5B0%2C24%5D';
  const MINE = 'registerorder/lists/?page=1&page_size=24';
  const bearer = (user: TestUser) => ({ authorization: `Bearer ${user.token}` });
  const kept = (user: TestUser, path: string) => t.app.orderCache.early(`${user.id} ${API_PREFIX}/${path}`);

  it('are the answer the route gives, for staff and customers, in every encoding and as a 304', async () => {
    for (const [path, who] of [
      [CONSOLE, admin],
      [MINE, customer],
    ] as const) {
      for (const headers of [{ 'accept-encoding': 'br, gzip' }, { 'accept-encoding': 'identity' }, {}] as Record<string, string>[]) {
        t.app.orderCache.invalidate();
        const fromRoute = await raw(path, { ...bearer(who), ...headers });
        expect(fromRoute.status, fromRoute.bytes.toString()).toBe(200);
        expect(kept(who, path), 'kept for an early answer').toBeDefined();
        const early = await raw(path, { ...bearer(who), ...headers });
        expect(comparable(early, false), `${path} ${JSON.stringify(headers)}`).toEqual(comparable(fromRoute, false));
      }
      const etag = (await raw(path, bearer(who))).headers.etag as string;
      expect((await raw(path, { ...bearer(who), 'if-none-match': etag })).status).toBe(304);
    }
  });

  it("keep every check: another's token, a role the route refuses now, a session ended, no token at all", async () => {
    expect((await raw(CONSOLE, bearer(admin))).status).toBe(200);
    expect(kept(admin, CONSOLE)).toBeDefined();
    // Another account is never answered from the staff member's entry.
    expect((await raw(CONSOLE, bearer(customer))).status).toBe(403);
    expect((await raw(CONSOLE)).status).toBe(401);
    expect((await raw(CONSOLE, { authorization: `Bearer ${admin.token}x` })).status).toBe(401);
    // The route's role and second-factor check is asked again: an owner without it is held at enrolment.
    const policy = t.app.config.staffTwoFactor;
    t.app.config.staffTwoFactor = 'owners';
    try {
      expect(kept(admin, CONSOLE)).toBeDefined();
      const held = await raw(CONSOLE, bearer(admin));
      expect(held.status).toBe(403);
      expect(JSON.parse(held.bytes.toString()).detail).toBe(twoFactorMessages.setupRequired);
    } finally {
      t.app.config.staffTwoFactor = policy;
    }
    // A session ended (a password change moves the generation on, by hand here): refused within a second.
    expect((await raw(MINE, bearer(customer))).status).toBe(200);
    await t.app.db.execute(sql`update users set session_generation = session_generation + 1 where id = ${customer.id}`);
    await vi.waitFor(async () => expect((await raw(MINE, bearer(customer))).status).toBe(401), { timeout: 1_000, interval: 20 });
  });
});

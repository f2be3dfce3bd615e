// Bad input to every route, as a visitor, a customer and a superuser: always a 4xx a client can read, never a
// 500, and nothing in the database changes.
import { getTableName, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_PREFIX, accounts, allEndpoints, categories, contact, orders, pathOf } from '@fitout/shared/contract';
import * as schema from '../../src/db/schema.ts';
import { GENERIC_STATUSES } from '../../src/plugins/openapi.ts';
import { createUser, image, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { refusalShapeProblem, unnamedFieldMessages } from '../contract/refusal-shape.ts';

let t: TestApp;
let customer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  // The payment providers set up (at an address nothing answers: no fuzzed body may get as far as calling them), so
  // that bodies reach the callbacks' signature checks.
  t = await startTestApp({
    onlinePayments: {
      paymob: { baseUrl: 'http://127.0.0.1:9', secretKey: 's', publicKey: 'p', hmacSecret: 'h', integrationIds: [1] },
      fawry: { baseUrl: 'http://127.0.0.1:9', merchantCode: 'm', secureKey: 'k', expiryHours: 48 },
      transfer: { instapayAddress: 'fitout@instapay', bankDetails: '' },
    },
  });
  customer = await createUser(t.app);
  admin = await createUser(t.app, { superuser: true });
  // Something for the ids and slugs to point at, so that bodies reach the services behind real records.
  await t.app.db.insert(schema.categories).values({ title: 'Fuzz category', slug: 'fuzz-category', details: 'd' });
  // The customer's order (the slug the slugs point at) with a sent quote (id 1), so that quote bodies reach their
  // services: answers and edits are all refused, and nothing changes. Its id is 2: order 1 stays missing, since a
  // 'nulls' body is a valid request to some order calls (no one assigned).
  const [order] = await t.app.db
    .insert(schema.orders)
    .values({
      id: 2,
      slug: 'fuzz-category',
      userId: customer.id,
      fullName: 'Fuzz',
      phone: '1',
      governorate: 'Giza',
      city: 'Giza',
      area: 'A',
      typeunit: 'Villa',
      requiredworks: 'Supervision',
      skills: 'Quickexecution',
      conditionoftheunit: 'Unfinished',
      space: 100,
      numberroom: 1,
      numberbathroom: 1,
      stage: 'quoted',
    })
    .returning();
  const [quote] = await t.app.db
    .insert(schema.quotes)
    .values({ orderId: order.id, version: 1, status: 'sent', vatRateBp: 1400, validUntil: '2999-12-31', sentAt: new Date() })
    .returning();
  await t.app.db
    .insert(schema.quoteLines)
    .values({ quoteId: quote.id, position: 0, description: 'Tiles', quantityMilli: 1000, unit: 'm²', unitPrice: 100 });
  await t.app.db.insert(schema.quoteMilestones).values({ quoteId: quote.id, position: 0, label: 'All', shareBp: 10_000, due: 'acceptance' });
});
afterAll(() => t?.close());

/** Every field name the API reads anywhere (from the contract): each bad value goes into all of them at once. */
const FIELDS = [
  ...new Set(
    allEndpoints.flatMap((call) => [
      ...Object.keys(call.body instanceof z.ZodObject ? call.body.shape : {}),
      ...(call.files ?? []),
      ...Object.keys(call.params?.shape ?? {}),
      'user_id',
    ]),
  ),
];
const allFields = (value: unknown) => JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, value])));

type Case = { name: string; body?: string; type?: string };

const deep = (levels: number) => `{"title":${'['.repeat(levels)}${']'.repeat(levels)}}`;
const boundary = 'fuzzboundary';
const part = (name: string, value: string, filename?: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;

/** Bodies that no call accepts. */
const BODIES: Case[] = [
  { name: 'no body' },
  { name: 'empty JSON', body: '', type: 'application/json' },
  ...['null', '[]', '"text"', '42', 'true', '[{"title":"x"}]'].map((body) => ({ name: `JSON ${body}`, body, type: 'application/json' })),
  { name: 'malformed JSON', body: '{"title":', type: 'application/json' },
  { name: 'JSON with a NUL', body: '{"title":"a\\u0000b","email":"\\u0000"}', type: 'application/json' },
  { name: 'deep nesting', body: deep(40), type: 'application/json' },
  { name: 'nesting within the limit', body: deep(10), type: 'application/json' },
  { name: 'objects where values go', body: allFields({ toString: 1 }), type: 'application/json' },
  { name: 'nested arrays where values go', body: allFields([[1], [2]]), type: 'application/json' },
  { name: 'huge numbers', body: allFields(1e308), type: 'application/json' },
  { name: 'negative numbers', body: allFields(-1), type: 'application/json' },
  { name: 'booleans', body: allFields(true), type: 'application/json' },
  { name: 'nulls', body: allFields(null), type: 'application/json' },
  { name: 'long strings', body: allFields('x'.repeat(1200)), type: 'application/json' },
  { name: 'a body over the limit', body: allFields('y'.repeat(2000)), type: 'application/json' },
  { name: 'unknown fields only', body: '{"zzz":1,"constructor":{"prototype":{"x":1}}}', type: 'application/json' },
  { name: 'prototype poisoning', body: '{"__proto__":{"isSuperuser":true},"title":"x"}', type: 'application/json' },
  { name: 'text/plain', body: 'hello', type: 'text/plain' },
  { name: 'XML', body: '<title>x</title>', type: 'application/xml' },
  { name: 'urlencoded arrays and bad escapes', body: 'title[]=1&title[]=2&%zz=1&email=%E0%A4%A', type: 'application/x-www-form-urlencoded' },
  { name: 'multipart without a boundary', body: part('title', 'x'), type: 'multipart/form-data' },
  { name: 'multipart with another boundary', body: part('title', 'x'), type: 'multipart/form-data; boundary=other' },
  {
    name: 'truncated multipart',
    body: `${part('title', 'x')}--${boundary}\r\nContent-Disposition: form-da`,
    type: `multipart/form-data; boundary=${boundary}`,
  },
  {
    name: 'multipart with a file in a text field',
    body: `${part('title', 'not text', 'x.bin')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  },
  {
    name: 'multipart with repeated fields',
    body: `${part('title', 'a')}${part('title', 'b')}${part('user_id', '1')}${part('user_id', '2')}--${boundary}--\r\n`,
    type: `multipart/form-data; boundary=${boundary}`,
  },
];

/** Values for a path parameter that name no record, or are not ids at all. */
const PARAMS = ['0', '-1', '99999999999999999999', 'abc', '1.5', '1e3', '%2e%2e%2fetc', '%00', 'x'.repeat(400), '%F0%9F%92%A9'];

/** Query strings no list accepts (or should ignore). */
const QUERIES = [
  'page=abc',
  'page=0',
  'page=1e400',
  'page_size=-1',
  'page_size=100000',
  'page[]=1',
  'page=1&page=2',
  'sort=garbage',
  'sort=["id","sideways"]',
  'sort=["no_such_column","ASC"]',
  'range=abc',
  'range=[0,1e12]',
  'range=[5,1]',
  'filter={bad',
  'filter=[1]',
  'filter={"q":{"$gt":1}}',
  'filter={"id":"abc"}',
  'filter={"id":[["x"]]}',
  'q=%FF',
];

type Who = { name: string; token?: string };
const identities = (): Who[] => [{ name: 'visitor' }, { name: 'customer', token: customer.token }, { name: 'superuser', token: admin.token }];

/** The API's routes as registered, one per method, with `:param`s and `*` left in. */
function apiRoutes() {
  const seen = new Set<string>();
  const out: { method: string; url: string }[] = [];
  for (const route of t.app.registeredRoutes) {
    // The API's calls (the reference page under /api/docs is Swagger UI's own static files).
    if (!route.url.startsWith(`${API_PREFIX}/`) && !route.url.startsWith('/api/health')) continue;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      if (!seen.has(key)) out.push({ method, url: route.url }), seen.add(key);
    }
  }
  return out;
}

/** Real-looking values for the params, so that bodies reach the service: the ids of existing records. */
const plausible = (url: string, who: Who) =>
  url
    .replace(/:user_id/g, String(who.token === admin.token ? admin.id : customer.id))
    .replace(/:id/g, '1')
    .replace(/:slug/g, 'fuzz-category')
    .replace(/\*$/, 'nobody@example.com/');

const withParam = (url: string, value: string) => url.replace(/:[a-z_]+/g, value).replace(/\*$/, value);

/** A content hash of every table: nothing the fuzzing sends may change any of them. */
async function databaseState() {
  const tables = Object.values(schema).filter((value) => value instanceof PgTable) as PgTable[];
  const state: Record<string, string> = {};
  for (const table of tables) {
    const name = getTableName(table);
    const result = await t.app.db.execute<{ digest: string | null }>(
      sql.raw(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from "${name}" t`),
    );
    const rows = (result as unknown as { rows?: { digest: string }[] }).rows ?? (result as unknown as { digest: string }[]);
    state[name] = rows[0].digest;
  }
  return state;
}

type Finding = { request: string; status: number; body: string };

/** Requests in flight at once. */
const AT_ONCE = 8;

/** `items` in an order that `seed` decides (a Fisher-Yates shuffle driven by mulberry32), to replay a run's order. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 2 ** 32;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** The statuses each route answered (`METHOD /api/v1/path/{param}/`), checked against the OpenAPI document. */
const answered = new Map<string, Set<number>>();
/** Field messages the refusal registry does not name yet (answered with code field.invalid), printed at the end. */
const unnamed = new Set<string>();

async function send(method: string, path: string, who: Who, body?: Case, query?: string, route = path): Promise<Finding | null> {
  const headers: Record<string, string> = {};
  if (who.token) headers.authorization = `Bearer ${who.token}`;
  if (body?.type) headers['content-type'] = body.type;
  const url = `${t.url}${path}${query ? `?${query}` : ''}`;
  const request = `${who.name} ${method} ${path.slice(0, 100)}${query ? `?${query}` : ''}${body ? ` [${body.name}]` : ''}`;
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: body?.body as BodyInit | undefined });
  } catch (error) {
    return { request, status: 0, body: String(error) };
  }
  const text = await response.text();
  const operation = `${method} ${route.replace(/:(\w+)/g, '{$1}')}`;
  answered.set(operation, (answered.get(operation) ?? new Set()).add(response.status));
  if (response.status < 400 || response.status >= 500) {
    // GETs of lists with ignorable query parameters may answer 200; anything else must be refused.
    if (!(response.status === 200 && method === 'GET' && !body)) return { request, status: response.status, body: text.slice(0, 300) };
    return null;
  }
  // Every refusal answers in one of the API's shapes, with its code (refusal-shape.ts).
  let problem: string | null;
  try {
    const parsed = JSON.parse(text) as unknown;
    problem = refusalShapeProblem(parsed);
    for (const message of unnamedFieldMessages(parsed)) unnamed.add(message);
  } catch {
    problem = 'not JSON';
  }
  return problem ? { request, status: response.status, body: `${problem}: ${text.slice(0, 300)}` } : null;
}

describe('bad input to every route', () => {
  it('is refused with a readable 4xx, never a 500, and changes nothing', async () => {
    const before = await databaseState();
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(40);
    expect(FIELDS).toEqual(
      expect.arrayContaining([
        'email',
        'title',
        'typeunit',
        'thumbnail',
        'price_per_unit',
        'refresh',
        'otp',
        'lines',
        'terms_accepted',
        'amount',
        'code',
        'challenge_id',
        'credential',
      ]),
    );
    const findings: Finding[] = [];
    let sent = 0;
    const record = (finding: Finding | null) => {
      sent += 1;
      if (finding) findings.push(finding);
    };

    const requests: (() => Promise<Finding | null>)[] = [];
    for (const who of identities()) {
      for (const { method, url } of routes) {
        const takesBody = ['POST', 'PUT', 'PATCH'].includes(method);
        // Path parameters that name nothing or are not ids.
        if (url.includes(':') || url.endsWith('*')) {
          for (const value of PARAMS)
            requests.push(() => send(method, withParam(url, value), who, takesBody ? BODIES[8] : undefined, undefined, url));
        }
        const path = plausible(url, who);
        // A call the contract gives no body (ask for a challenge, start an enrolment), or a body of optional fields only
        // (ask to cancel, with no reason), is made right with none.
        const call = allEndpoints.find((e) => e.method === method && `${API_PREFIX}/${e.path}` === url);
        const bodiless = call && ((!call.body && !call.files?.length) || call.body?.safeParse({}).success === true);
        if (takesBody)
          for (const body of BODIES) if (!(bodiless && body.name === 'no body')) requests.push(() => send(method, path, who, body, undefined, url));
        if (method === 'GET') for (const query of QUERIES) requests.push(() => send(method, path, who, undefined, query, url));
      }
    }
    // A large upload where no file goes, and an image where text goes.
    const picture = await image();
    for (const who of identities()) {
      for (const path of [accounts.register, contact.send, categories.create, orders.create].map((call) => pathOf(call))) {
        requests.push(async () => {
          const data = new FormData();
          data.append('title', new Blob([new Uint8Array(picture)]), 'title.png');
          data.append('email', new Blob([new Uint8Array(picture)]), 'email.png');
          const response = await fetch(`${t.url}${path}`, {
            method: 'POST',
            body: data,
            headers: who.token ? { authorization: `Bearer ${who.token}` } : {},
          });
          await response.text();
          const refused = response.status >= 400 && response.status < 500;
          return refused ? null : { request: `${who.name} POST ${path} [files in text fields]`, status: response.status, body: '' };
        });
      }
    }
    // Several clients at once, as production gets them: AT_ONCE requests always in flight, in an order shuffled
    // afresh each run (the seed is printed with any finding), so that calls race each other and themselves.
    const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
    const queue = shuffled(requests, seed);
    await Promise.all(
      Array.from({ length: AT_ONCE }, async () => {
        for (let next = queue.pop(); next; next = queue.pop()) record(await next());
      }),
    );

    expect(sent).toBeGreaterThan(3000);
    expect(findings, `FUZZ_SEED=${seed}\n${findings.map((f) => `${f.status} ${f.request}: ${f.body}`).join('\n')}`).toEqual([]);
    expect(await databaseState()).toEqual(before);
    if (unnamed.size) console.log(`Field messages answered as field.invalid (not in shared refusals.ts):\n${[...unnamed].sort().join('\n')}`);

    // Each status a call answered, beyond those any call may answer, is in its OpenAPI operation.
    const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const undocumented: string[] = [];
    for (const [operation, statuses] of answered) {
      const [method, path] = operation.split(' ');
      const documented = document.paths[path]?.[method.toLowerCase()];
      if (!documented) continue; // not a call of the API (the health checks' own answers)
      for (const status of statuses)
        if (!(GENERIC_STATUSES as readonly number[]).includes(status) && !documented.responses[String(status)])
          undocumented.push(`${operation} answered ${status}`);
    }
    expect(undocumented).toEqual([]);
  }, 240_000);
});

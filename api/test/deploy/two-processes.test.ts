// Issue 12: two real API processes on one PostgreSQL database, with Redis for the rate limits and an S3-compatible
// store for media, as docs/deploy.md runs them. The test stands where the load balancer would: it sends each call to
// one process or the other, with the client's address in X-Forwarded-For (TRUST_PROXY=1).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { TokenSigner } from '../../src/accounts/tokens.ts';
import { type Database, openDatabase } from '../../src/db/index.ts';
import { mailOutbox, orders } from '../../src/db/schema.ts';
import { type ApiProcess, killAll, startApiProcess } from '../api-process.ts';
import { Client, createTestDatabase, createUser, form, image, orderFields, type TestUser, usePostgres } from '../helpers.ts';
import { TestS3Server } from '../s3.ts';
import { freePort, TestSmtpServer } from '../smtp.ts';

const JWT_SECRET = 'two-processes-test-secret-long-enough-for-hs256';
const RATE_LIMIT_MAX = 5;

type Node = { name: string; process: ApiProcess; api: Client; url: string };

describe.skipIf(!usePostgres)('two API processes on one PostgreSQL, with Redis and an S3 store', () => {
  let database: { url: string | undefined; drop: () => Promise<void> };
  let direct: Database;
  let s3: TestS3Server;
  let smtp: TestSmtpServer;
  let dataDir: string;
  let a: Node;
  let b: Node;
  let admin: TestUser;
  /** Calls come from client addresses of their own, so that no other test or earlier run counts in the same limit. */
  const newClientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

  async function startNode(name: string, env: Record<string, string>): Promise<Node> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const process = startApiProcess({ ...env, PORT: String(port), PUBLIC_URL: url, DATA_DIR: join(dataDir, name) });
    await process.ready;
    return { name, process, url, api: new Client(`${url}/api/v1`) };
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'fitout-two-'));
    [s3, smtp] = await Promise.all([TestS3Server.start(), TestSmtpServer.start()]);
    const env = {
      NODE_ENV: 'production',
      DATABASE_URL: database.url!,
      JWT_SECRET,
      TRUST_PROXY: '1',
      RATE_LIMIT_MAX: String(RATE_LIMIT_MAX),
      ORDER_RATE_LIMIT_MAX: '100000',
      REDIS_URL: 'redis://127.0.0.1:6379/7',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      // No view-count flush during the test: it would empty the caches itself and hide whether the other process was told.
      VIEW_FLUSH_MS: '0',
      ...s3.env,
    };
    // One at a time, as docs/deploy.md says: the first applies the migrations.
    a = await startNode('a', env);
    b = await startNode('b', env);
    direct = await openDatabase({ databaseUrl: database.url, dataDir: join(dataDir, 'direct') });
    admin = await createUser({ db: direct.db, tokens: new TokenSigner(JWT_SECRET) }, { superuser: true });
  }, 120_000);

  afterAll(async () => {
    killAll();
    await direct?.close();
    await Promise.all([s3?.close(), smtp?.close()]);
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('serves an image uploaded through one process from the S3 URL, and the other lists it', async () => {
    const created = await a.api.post(
      'category/create/',
      form({ title: 'Kitchens', details: 'Kitchens', image: await image('png', 800, 600) }),
      admin.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const url: string = created.body.image;
    expect(url.startsWith(`${s3.bucketUrl}/`)).toBe(true);
    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/webp');
    expect((await file.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const listed = await b.api.get('category/list/');
    expect(listed.status).toBe(200);
    expect(listed.body.map((category: { id: number; image: string }) => [category.id, category.image])).toContainEqual([created.body.id, url]);
  });

  it('holds one sign-in limit over both processes', async () => {
    const from = { 'x-forwarded-for': newClientAddress() };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT_MAX + 2; attempt++) {
      const node = attempt % 2 === 0 ? a : b;
      const reply = await node.api.request('POST', 'user/token/', { body: { email: admin.email, password: 'not the password' }, headers: from });
      statuses.push(reply.status);
      if (reply.status === 429) expect(reply.body.detail).toBe(apiMessages.rateLimited.replace('{seconds}', reply.headers.get('retry-after') ?? ''));
    }
    expect(statuses.slice(0, RATE_LIMIT_MAX).every((status) => status !== 429)).toBe(true);
    expect(statuses.slice(RATE_LIMIT_MAX)).toEqual([429, 429]);
    // Another client is not held by that limit.
    const other = await b.api.request('POST', 'user/token/', {
      body: { email: admin.email, password: admin.password },
      headers: { 'x-forwarded-for': newClientAddress() },
    });
    expect(other.status).toBe(200);
  });

  it("shows a package edited through one process in the other's next read within a second", async () => {
    const category = await a.api.post('category/create/', form({ title: 'Offices', details: 'Offices', image: await image() }), admin.token);
    expect(category.status, JSON.stringify(category.body)).toBe(201);
    const created = await a.api.post(
      'author/dashboard/post-create/',
      form({ user_id: admin.id, title: 'Gold Package', price_per_unit: '1200', image: await image(), category: category.body.id }),
      admin.token,
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `post/detail/${created.body.slug}/`;
    // B holds the answer in memory: read twice, the second from its cache.
    expect((await b.api.get(path)).body.price_per_unit).toBe(created.body.price_per_unit);
    const cached = await b.api.get(path);
    expect(cached.body.price_per_unit).toBe(created.body.price_per_unit);

    const edited = await a.api.patch(
      `author/dashboard/post-detail/${admin.id}/${created.body.id}/`,
      form({ user_id: admin.id, price_per_unit: '1350' }),
      admin.token,
    );
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const since = Date.now();
    let seen = cached.body.price_per_unit;
    while (Date.now() - since < 1_000) {
      seen = (await b.api.get(path)).body.price_per_unit;
      if (seen !== cached.body.price_per_unit) break;
      await new Promise((wait) => setTimeout(wait, 20));
    }
    expect(Number(seen)).toBe(1350);
  });

  it('sends 100 queued mails exactly once between the two processes', async () => {
    const subjects = Array.from({ length: 100 }, (_, i) => `Queued ${i} ${randomBytes(3).toString('hex')}`);
    await direct.db.insert(mailOutbox).values(subjects.map((subject, i) => ({ to: `person${i % 7}@example.com`, subject, text: subject })));
    const deadline = Date.now() + 30_000;
    const received = () => smtp.messages.filter((mail) => subjects.includes(mail.subject));
    while (received().length < subjects.length && Date.now() < deadline) await new Promise((wait) => setTimeout(wait, 100));
    // Both workers keep polling meanwhile: wait one more pass of each before counting duplicates.
    await new Promise((wait) => setTimeout(wait, 6_000));
    expect(
      received()
        .map((mail) => mail.subject)
        .sort(),
    ).toEqual([...subjects].sort());
    const rows = await direct.db.select().from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('loses no order the other process acknowledged when one is killed under load', async () => {
    const customers = await Promise.all(Array.from({ length: 4 }, () => createUser({ db: direct.db, tokens: new TokenSigner(JWT_SECRET) })));
    const acknowledged: { node: string; id: number }[] = [];
    const failures: { node: string; error: string }[] = [];
    let stop = false;
    const worker = async (node: Node, customer: TestUser) => {
      while (!stop) {
        try {
          const reply = await node.api.post('registerorder/create/', form(orderFields({ full_name: `${node.name} order` })), customer.token);
          if (reply.status === 201) acknowledged.push({ node: node.name, id: reply.body.id });
          else failures.push({ node: node.name, error: `${reply.status} ${JSON.stringify(reply.body)}` });
        } catch (error) {
          failures.push({ node: node.name, error: String(error) });
          if (node === a) await new Promise((wait) => setTimeout(wait, 50));
        }
      }
    };
    const running = customers.flatMap((customer) => [worker(a, customer), worker(b, customer)]);
    await new Promise((wait) => setTimeout(wait, 1_500));
    a.process.child.kill('SIGKILL');
    await a.process.exited;
    const killedAt = acknowledged.length;
    await new Promise((wait) => setTimeout(wait, 1_500));
    stop = true;
    await Promise.all(running);

    expect(acknowledged.filter((order) => order.node === 'b').length).toBeGreaterThan(0);
    // B went on answering: it failed nothing, before or after the kill.
    expect(failures.filter((failure) => failure.node === 'b')).toEqual([]);
    expect(acknowledged.length).toBeGreaterThan(killedAt);
    // Every order either process acknowledged is in the database.
    const stored = await direct.db
      .select({ id: orders.id })
      .from(orders)
      .where(
        inArray(
          orders.id,
          acknowledged.map((order) => order.id),
        ),
      );
    expect(stored.length).toBe(acknowledged.length);
  }, 60_000);
});

// Several API processes behind one load balancer: with REDIS_URL they share the rate limits' counters, so a client
// gets the configured allowance once, not once per process; while Redis is away, the abuse-prone calls are refused
// at once and the rest of the site keeps answering.
import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket, connect } from 'node:net';
import { Redis } from 'ioredis';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { users } from '../../src/db/schema.ts';
import { createUser, form, orderFields, startTestApp, type TestApp, usePostgres } from '../helpers.ts';
import { freePort } from '../smtp.ts';

const LIMIT = 4;
const REDIS_DB = 'redis://127.0.0.1:6379/7';
/** This run's keys only: other runs and sessions share the Redis. */
const nameSpace = `fitout-test-${randomBytes(6).toString('hex')}:`;
const throttled = new RegExp(`^${apiMessages.rateLimited.replace(/[.]/g, '\\.').replace('{seconds}', '\\d+')}$`);
/** Each test signs in from an address of its own (TRUST_PROXY believes the test's X-Forwarded-For). */
let addresses = 0;
const clientAddress = () => `198.51.100.${++addresses}`;

const instance = (redisUrl: string, env: NodeJS.ProcessEnv = {}) =>
  startTestApp(
    { rateLimit: { max: LIMIT, timeWindow: 60_000 }, rateLimitNameSpace: nameSpace },
    { REDIS_URL: redisUrl, TRUST_PROXY: '127.0.0.1', ...env },
  );

const signIn = (t: TestApp, from: string, email: string, password: string) =>
  t.api.request('POST', 'user/token/', { body: { email, password }, headers: { 'x-forwarded-for': from } });

let first: TestApp;
let second: TestApp;
let redis: Redis;

beforeAll(async () => {
  redis = new Redis(REDIS_DB);
  first = await instance(REDIS_DB);
  // On PostgreSQL the second process shares the first's database, as in production; embedded databases cannot be
  // shared, so there it has its own, with the same account in it: the counters, not the accounts, are under test.
  second = await instance(REDIS_DB, usePostgres ? { DATABASE_URL: first.config.databaseUrl } : {});
}, 120_000);
afterAll(async () => {
  await second?.close();
  await first?.close();
  const keys = await redis.keys(`${nameSpace}*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe('rate limits counted in Redis', () => {
  it('answers 429 with the spec message after the limit, and keeps the counts in Redis under its name space', async () => {
    const from = clientAddress();
    const user = await createUser(first.app);
    for (let i = 1; i <= LIMIT; i++) expect((await signIn(first, from, user.email, `guess ${i}`)).status).toBe(401);
    const limited = await signIn(first, from, user.email, user.password);
    expect(limited.status).toBe(429);
    expect(limited.body.detail).toMatch(throttled);
    expect(await redis.keys(`${nameSpace}*${from}`)).toHaveLength(1);
  });

  it('gives a client one allowance across two processes: sign-ins alternated between them meet 429 at the limit', async () => {
    const from = clientAddress();
    const user = await createUser(first.app);
    if (!usePostgres) await createUser(second.app, { email: user.email, password: user.password });
    const apps = [first, second];
    for (let i = 1; i <= LIMIT; i++) expect((await signIn(apps[i % 2], from, user.email, `guess ${i}`)).status, `attempt ${i}`).toBe(401);
    for (const t of apps) {
      const limited = await signIn(t, from, user.email, user.password);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(throttled);
    }
  });
});

describe('refused codes counted per account in Redis', () => {
  it('gives an account one allowance of wrong proofs across two processes (user/sudo/ here), whatever the address', async () => {
    const user = await createUser(first.app, { role: 'editor' });
    // Embedded databases cannot be shared: the second has the same account under the same id (the count's key).
    if (!usePostgres) {
      const [row] = await first.app.db.select().from(users).where(eq(users.id, user.id));
      await second.app.db.insert(users).values(row);
    }
    const apps = [first, second];
    const prove = (t: TestApp, password: string) =>
      t.api.request('POST', 'user/sudo/', { body: { password }, token: user.token, headers: { 'x-forwarded-for': clientAddress() } });
    const allowance = first.config.twoFactorRateLimit.max;
    for (let i = 1; i <= allowance; i++) expect((await prove(apps[i % 2], `guess ${i}`)).status, `attempt ${i}`).toBe(400);
    for (const t of apps) {
      const limited = await prove(t, user.password);
      expect(limited.status).toBe(429);
      expect(limited.body.detail).toMatch(throttled);
    }
  });
});

/** A TCP relay to the real Redis, to take it away and bring it back on one port. */
class RedisRelay {
  private server: Server | null = null;
  private readonly sockets = new Set<Socket>();
  readonly port: number;
  constructor(port: number) {
    this.port = port;
  }

  async open() {
    this.server = createServer((client) => {
      const upstream = connect(6379, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('error', () => {});
        socket.on('close', () => this.sockets.delete(socket));
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
  }

  async close() {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = null;
  }
}

describe('while Redis is away', () => {
  let relay: RedisRelay;
  let away: TestApp;

  beforeAll(async () => {
    relay = new RedisRelay(await freePort());
    // Nothing listens on the relay's port yet: Redis is away when this process starts (and it starts all the same).
    away = await instance(`redis://127.0.0.1:${relay.port}/7`);
  }, 60_000);
  afterAll(async () => {
    await away?.close();
    await relay?.close();
  });

  /** Sign-in is refused with 503 and Retry-After at once, not after the seconds a queued Redis command would wait. */
  async function expectRefusedAtOnce(email: string) {
    const started = performance.now();
    const res = await signIn(away, clientAddress(), email, 'a guess');
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBeTruthy();
    expect(res.body.detail).toBe(apiMessages.databaseUnavailable);
  }

  it('refuses sign-in at once, but serves the catalogue and takes orders from signed-in accounts', async () => {
    const user = await createUser(away.app);
    for (let i = 0; i < LIMIT + 2; i++) await expectRefusedAtOnce(user.email);
    expect((await away.api.get('category/list/')).status).toBe(200);
    expect((await away.api.post('registerorder/create/', form(orderFields()), user.token)).status).toBe(201);
  });

  it('counts in Redis again once it is back, and refuses again when it goes', async () => {
    const user = await createUser(away.app);
    await relay.open();
    const from = clientAddress();
    let status: number | undefined;
    for (let waited = 0; waited < 10_000; waited += 100) {
      status = (await signIn(away, from, user.email, 'guess 1')).status;
      if (status !== 503) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe(401);
    for (let i = 2; i <= LIMIT; i++) expect((await signIn(away, from, user.email, `guess ${i}`)).status).toBe(401);
    expect((await signIn(away, from, user.email, user.password)).status).toBe(429);
    expect(await redis.keys(`${nameSpace}*${from}`)).toHaveLength(1);

    await relay.close();
    await expectRefusedAtOnce(user.email);
  }, 20_000);
});

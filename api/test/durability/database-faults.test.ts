// PostgreSQL ending the API's connections (a restart, a fail-over, pg_terminate_backend) or refusing new ones:
// the API stays up, answers 503 with Retry-After meanwhile, keeps what it acknowledged, and carries on by itself.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiMessages } from '@fitout/shared';
import { createUser, form, orderFields, POSTGRES_URL, startTestApp, type TestApp, type TestUser, usePostgres } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';

const order = (n: number) => form(orderFields({ full_name: `Fault customer ${n}`, space: '120', description: `Order number ${n}` }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!usePostgres)(
  'the API when PostgreSQL ends or refuses its connections (PostgreSQL only: the embedded database has no server to lose)',
  () => {
    let t: TestApp;
    let smtp: TestSmtpServer;
    let customer: TestUser;
    /** A connection of the server's superuser to the maintenance database, as an operator would have. */
    let operator: pg.Client;
    let name: string;

    /** Ends every connection to the test database, as a restart or a fail-over does. */
    const terminateAll = () =>
      operator.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    const allowConnections = (allowed: boolean) => operator.query(`alter database ${name} allow_connections ${allowed}`);
    /** What is really stored, read past the API. */
    const stored = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []) => {
      const client = new pg.Client({ connectionString: t.config.databaseUrl });
      await client.connect();
      try {
        return (await client.query<T>(text, values)).rows;
      } finally {
        await client.end();
      }
    };
    const ready = () => fetch(`${t.url}/api/health/ready`);

    beforeAll(async () => {
      smtp = await TestSmtpServer.start();
      // One customer places a stream of orders here: well past the per-account order limit.
      t = await startTestApp({ smtpUrl: smtp.url, orderRateLimit: { max: 100_000, timeWindow: 60_000 } }, { COMPANY_EMAIL: 'office@faults.example' });
      // The outbox works as in production, only with a short pause between passes.
      t.app.scheduler.start({ only: ['mail'], every: { mail: 200 } });
      customer = await createUser(t.app);
      name = new URL(t.config.databaseUrl!).pathname.slice(1);
      operator = new pg.Client({ connectionString: POSTGRES_URL });
      await operator.connect();
    });
    let closed = false;
    afterAll(async () => {
      if (!closed) await allowConnections(true);
      await operator.end();
      if (!closed) await t.close();
      await smtp.close();
    });

    it('keeps serving through repeated terminations, keeping every write it acknowledged and answering no 5xx but 503', async () => {
      const statuses: number[] = [];
      const acknowledged: string[] = [];
      let n = 0;
      let running = true;
      const writer = async () => {
        while (running) {
          const res = await t.api.post('registerorder/create/', order(++n), customer.token);
          statuses.push(res.status);
          if (res.status === 201) acknowledged.push(res.body.slug);
        }
      };
      const reader = async () => {
        while (running) statuses.push((await t.api.get('registerorder/lists/', customer.token)).status);
      };
      const load = Promise.all([writer(), writer(), writer(), reader(), reader()]);
      // Six terminations at least, and on until more than ten writes went through them (a loaded machine is slower).
      const deadline = Date.now() + 30_000;
      for (let i = 0; i < 6 || (acknowledged.length <= 10 && Date.now() < deadline); i++) {
        await sleep(250);
        await terminateAll();
      }
      await sleep(250);
      running = false;
      await load;

      expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([]);
      // Later requests succeed: the process is up and the pool has opened new connections.
      const after = await t.api.post('registerorder/create/', order(++n), customer.token);
      expect(after.status).toBe(201);
      acknowledged.push(after.body.slug);
      const slugs = new Set((await stored<{ slug: string }>('select slug from orders')).map((r) => r.slug));
      expect(acknowledged.filter((slug) => !slugs.has(slug))).toEqual([]);
      expect(acknowledged.length).toBeGreaterThan(10);
    }, 60_000);

    it('answers 503 with Retry-After while the database refuses connections, stays live, and is ready again once it is back', async () => {
      expect((await ready()).status).toBe(200);
      await allowConnections(false);
      await terminateAll();
      try {
        const notReady = await ready();
        expect(notReady.status).toBe(503);
        expect(notReady.headers.get('retry-after')).toMatch(/^\d+$/);
        expect((await fetch(`${t.url}/api/health`)).status).toBe(200);

        const read = await t.api.get('registerorder/lists/', customer.token);
        expect(read.status).toBe(503);
        // The 5xx body names the request's id, the one in its X-Request-Id header and its log line.
        expect(read.body).toEqual({
          code: 'server.unavailable',
          detail: apiMessages.databaseUnavailable,
          request_id: read.headers.get('x-request-id'),
        });
        expect(read.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
        expect(read.headers.get('retry-after')).toMatch(/^\d+$/);
        const write = await t.api.post('registerorder/create/', order(1000), customer.token);
        expect(write.status).toBe(503);
      } finally {
        await allowConnections(true);
      }

      expect((await ready()).status).toBe(200);
      expect((await t.api.get('registerorder/lists/', customer.token)).status).toBe(200);
      expect((await t.api.post('registerorder/create/', order(1001), customer.token)).status).toBe(201);
    }, 30_000);

    it('delivers a mail queued before an outage once the database is back', async () => {
      // The order notifications of the tests above are not what this one is about: out of the queue.
      await stored('update mail_outbox set sent_at = now() where sent_at is null');
      // Queued (by this instance or another) just before the fault, due a moment later: the outbox's passes
      // meet a database that refuses them.
      await stored(`insert into mail_outbox ("to", subject, text, next_attempt_at) values ($1, $2, $3, now() + interval '1 second')`, [
        'waiting@faults.example',
        'Queued before the outage',
        'Sent after it.',
      ]);
      await allowConnections(false);
      await terminateAll();
      try {
        await sleep(1_500);
        expect(smtp.to('waiting@faults.example')).toEqual([]);
      } finally {
        await allowConnections(true);
      }
      const mail = await smtp.next('waiting@faults.example');
      expect(mail.subject).toBe('Queued before the outage');
    }, 30_000);

    it('closes cleanly afterwards: no connection was left checked out by a failed transaction', async () => {
      // pool.end() waits for every client it handed out; one lost in a failed transaction would hold it forever.
      const outcome = await Promise.race([t.close().then(() => 'closed'), sleep(15_000).then(() => 'still waiting for connections')]);
      closed = true;
      expect(outcome).toBe('closed');
    }, 30_000);
  },
);

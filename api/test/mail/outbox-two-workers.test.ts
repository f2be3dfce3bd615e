// Several API processes each run a mail worker on one PostgreSQL database: every queued mail must still
// reach its recipient exactly once, whichever worker claims it.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/db/index.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import type { MailKind } from '../../src/mail/mail.ts';
import { Outbox } from '../../src/mail/outbox.ts';
import { createTestDatabase, usePostgres } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';

const MAILS = 100;
const WAVES = 4;
const RECIPIENTS = ['ana@example.com', 'bo@example.com', 'chen@example.com', 'dina@example.com'];
/** Marks this run's mails in their text: `<run>-<number>.` */
const run = randomBytes(4).toString('hex');

describe.skipIf(!usePostgres)('the mail outbox with two workers on one database', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: TestSmtpServer;
  let dataDir: string;
  const pools: Database[] = [];
  const workers: Outbox[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await TestSmtpServer.start();
    dataDir = mkdtempSync(join(tmpdir(), 'fitout-outbox-'));
    // Two processes' worth: a connection pool and a worker each; the sender address tells who sent what.
    for (const name of ['a', 'b']) {
      const opened = await openDatabase({ databaseUrl: database.url, dataDir });
      // A connection open in each pool, so that the two workers' claims reach the server together.
      await opened.db.execute(sql`select 1`);
      pools.push(opened);
      workers.push(
        new Outbox({
          db: opened.db,
          log: pino({ level: 'silent' }) as unknown as FastifyBaseLogger,
          smtpUrl: smtp.url,
          dataDir,
          from: `worker-${name}@fitout.example`,
          // No waiting between notifications to one address: every pass sends all that is due.
          digestMs: 0,
        }),
      );
    }
  }, 60_000);
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    for (const pool of pools) await pool.close();
    await smtp?.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends each of 100 mails, account and notification, exactly once, while both workers claim at the same time', async () => {
    const [db] = pools.map((pool) => pool.db);
    const mail = (n: number) => ({
      to: RECIPIENTS[n % RECIPIENTS.length],
      subject: `Mail ${n}`,
      text: `Mail number ${run}-${n}.`,
      kind: (n % 3 === 0 ? 'account' : 'notification') as MailKind,
    });
    // Four waves of 25, each sent before the next is queued: four times both workers meet a fresh queue. Both start
    // each pass together, as two processes' timers may, until nothing is left to send.
    for (let wave = 0; wave < WAVES; wave++) {
      const size = MAILS / WAVES;
      await db.insert(mailOutbox).values(Array.from({ length: size }, (_, i) => mail(wave * size + i + 1)));
      for (let waited = 0; waited < 10_000; waited += 20) {
        for (const worker of workers) worker.kick();
        await Promise.all(workers.map((worker) => worker.idle()));
        if (!(await db.select({ id: mailOutbox.id }).from(mailOutbox).where(isNull(mailOutbox.sentAt))).length) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    // Every mail's number as received, digests included (they quote each mail in full), with its envelope recipient.
    const received = smtp.messages.flatMap((message) =>
      [...message.text.matchAll(new RegExp(`${run}-(\\d+)\\.`, 'g'))].map(([, n]) => ({ n: Number(n), to: message.to })),
    );
    const twice = [...Map.groupBy(received, ({ n }) => n)].filter(([, copies]) => copies.length > 1).map(([n]) => n);
    expect(twice, 'mails received more than once').toEqual([]);
    expect(received.map(({ n }) => n).sort((a, b) => a - b)).toEqual(Array.from({ length: MAILS }, (_, i) => i + 1));
    expect(received.filter(({ n, to }) => to.join() !== mail(n).to)).toEqual([]);

    const rows = await db.select().from(mailOutbox);
    expect(rows).toHaveLength(MAILS);
    expect(rows.filter((row) => !row.sentAt || row.attempts !== 1 || row.lastError)).toEqual([]);
    // Both workers took part, so the claims really overlapped.
    const senders = new Set(smtp.messages.map((message) => message.from));
    expect(senders).toEqual(new Set(['worker-a@fitout.example', 'worker-b@fitout.example']));
  }, 60_000);
});

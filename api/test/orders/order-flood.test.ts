// A flood of orders must not starve account mail: orders are limited per account, account mail leaves
// before staff notifications, and notifications that pile up reach each recipient as one digest.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { apiMessages } from '@fitout/shared';
import { queueCompanyMail } from '../../src/accounts/company-mail.ts';
import { mailOutbox } from '../../src/db/schema.ts';
import { createUser, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestUser;

const order = (fullName: string) => orderFields({ full_name: fullName });

/** Polls until `check` answers something truthy (mail is delivered after the answer that queued it). */
async function eventually<T>(check: () => T | Promise<T>, what: string, timeoutMs = 20_000): Promise<T> {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; ) {
    const value = await check();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const unsent = async (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), isNull(mailOutbox.sentAt)));

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url, orderRateLimit: { max: 3, timeWindow: 3_600_000 } });
  admin = await createUser(t.app, { superuser: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('a flood of orders', () => {
  it('stops an account at its order limit with 429 and Retry-After, while another account can still order', async () => {
    t.config.companyEmail = 'limits@fitout.example';
    const [busy, other] = [await createUser(t.app), await createUser(t.app)];
    for (let i = 0; i < 3; i++) expect((await t.api.post('registerorder/create/', order(`Busy ${i}`), busy.token)).status).toBe(201);

    const limited = await t.api.post('registerorder/create/', order('Busy again'), busy.token);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.body.detail).toMatch(new RegExp(`^${apiMessages.rateLimited.replace(/\./g, '\\.').replace('{seconds}', '\\d+')}$`));
    expect((await t.api.get('registerorder/lists/', busy.token)).body).toHaveLength(3);

    // Counted per account, not per address: this one comes from the same address.
    expect((await t.api.post('registerorder/create/', order('Other customer'), other.token)).status).toBe(201);
    await t.app.outbox.idle();
  });

  it('notifies staff of one order at once, and of the orders that follow within the minute in one digest quoting each in full', async () => {
    const desk = 'desk@fitout.example';
    t.config.companyEmail = desk;
    const [first, second, third] = [await createUser(t.app), await createUser(t.app), await createUser(t.app)];
    expect((await t.api.post('registerorder/create/', order('Amal First'), first.token)).status).toBe(201);
    expect((await eventually(() => smtp.to(desk)[0], 'the first notification')).subject).toBe('New order from Amal First');

    expect((await t.api.post('registerorder/create/', order('Badr Second'), second.token)).status).toBe(201);
    expect((await t.api.post('registerorder/create/', order('Camilia Third'), third.token)).status).toBe(201);
    await t.app.outbox.idle();
    expect(smtp.to(desk)).toHaveLength(1);
    const held = await unsent(desk);
    expect(held).toHaveLength(2);

    // A minute later (the first notification's time moved back rather than the test waiting for it):
    await t.app.db.execute(sql`update mail_outbox set sent_at = sent_at - interval '61 seconds' where "to" = ${desk} and sent_at is not null`);
    t.app.outbox.kick();
    const digest = await eventually(() => smtp.to(desk)[1], 'the digest');
    expect(digest.subject).toBe('2 new notifications');
    for (const row of held) expect(digest.text).toContain(row.text);
    expect(digest.text.indexOf('New order from Badr Second')).toBeLessThan(digest.text.indexOf('New order from Camilia Third'));
    expect(digest.text).toContain(second.email);
    expect(digest.text).toContain(third.email);
    // The rows are marked sent once the mail server has taken the digest.
    await t.app.outbox.idle();
    expect(await unsent(desk)).toHaveLength(0);
  });

  it('sends a password-reset mail before 300 queued notifications, which follow as digests naming every order', async () => {
    // No company address: every superuser hears of each order, as when orders pour in faster than mail leaves.
    t.config.companyEmail = undefined;
    await t.app.outbox.idle();
    const notifications = Array.from({ length: 300 }, (_, i) => ({
      subject: `New order from Customer ${i + 1}`,
      blocks: [`A customer (customer${i + 1}@example.com) placed order #${10_000 + i}.`, `Full Name: Customer ${i + 1}`],
    }));
    await t.app.transaction(async (tx) => {
      for (const mail of notifications) await queueCompanyMail(t.app, mail, tx);
    });
    const customer = await createUser(t.app);
    const before = smtp.messages.length;

    expect((await t.api.get(`user/password-reset/${customer.email}/`)).status).toBe(200);
    // The answer leaves before the reset mail is queued; the worker's timer starts once it is.
    await eventually(async () => (await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.to, customer.email))).length, 'the reset mail');
    t.app.scheduler.start({ only: ['mail'], every: { mail: 100 } });
    await eventually(() => smtp.messages.length >= before + 2, 'the first mails to arrive');
    expect(smtp.messages[before]).toMatchObject({ to: [customer.email], subject: 'Choose a new password' });

    await eventually(async () => !(await unsent(admin.email)).length, 'every notification to leave');
    const digests = smtp.messages.slice(before).filter((mail) => mail.to.includes(admin.email));
    expect(digests.length).toBeLessThan(5);
    for (const mail of digests) expect(mail.subject).toMatch(/^\d+ new notifications$/);
    const all = digests.map((mail) => mail.text).join('\n');
    for (const mail of notifications) expect(all).toContain(mail.blocks.join('\n\n'));
    // Each digest has its HTML part too, naming every order it carries.
    const html = digests.map((mail) => mail.html ?? '').join('\n');
    for (const mail of notifications) expect(html).toContain(mail.subject);
  });
});

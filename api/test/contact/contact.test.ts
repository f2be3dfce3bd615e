import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count, desc } from 'drizzle-orm';
import { contactMessages, mailOutbox } from '../../src/db/schema.ts';
import { createUser, form, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestUser;
const publish = vi.fn();
const COMPANY = 'hello@fitout.example';

const messageCount = async () => (await t.app.db.select({ n: count() }).from(contactMessages))[0].n;
const mailCount = async () => (await t.app.db.select({ n: count() }).from(mailOutbox))[0].n;
const latest = async () => (await t.app.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url }, { COMPANY_EMAIL: COMPANY });
  t.app.publisher.request = publish;
  admin = await createUser(t.app, { superuser: true });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the contact form', () => {
  it('stores a message sent as form fields and mails the company, answering 201 with a detail', async () => {
    const res = await t.api.post('contact/', form({ name: 'Salma', email: 'Salma@Example.com', message: 'Can you finish a clinic in May?' }));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ detail: 'Thank you. Your message has been sent.' });
    expect(await latest()).toMatchObject({ name: 'Salma', email: 'salma@example.com', message: 'Can you finish a clinic in May?' });

    const mail = await smtp.next(COMPANY);
    expect(mail).toMatchObject({ to: [COMPANY], subject: 'Contact message from Salma' });
    expect(mail.text).toContain('salma@example.com');
    expect(mail.text).toContain('Can you finish a clinic in May?');
  });

  it('accepts JSON and urlencoded bodies too', async () => {
    const json = await t.api.post('contact/', { name: 'Omar', email: 'omar@example.com', message: 'Price for a villa?' });
    expect(json.status).toBe(201);
    const urlencoded = await t.api.request('POST', 'contact/', {
      body: new URLSearchParams({ name: 'Hana', email: 'hana@example.com', message: 'Hello' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(urlencoded.status).toBe(201);
    expect((await latest()).name).toBe('Hana');
  });

  it('mails every superuser when no company address is configured, keeping the subject on one line', async () => {
    t.config.companyEmail = undefined;
    try {
      const before = await mailCount();
      expect((await t.api.post('contact/', { name: 'Line\r\nBcc: x@evil.example', email: 'a@example.com', message: 'hi' })).status).toBe(201);
      expect(await mailCount()).toBe(before + 1);
      const mail = await smtp.next(admin.email);
      expect(mail.to).toEqual([admin.email]);
      expect(mail.subject).toBe('Contact message from Line Bcc: x@evil.example');
      expect(mail.headers).not.toHaveProperty('bcc');
    } finally {
      t.config.companyEmail = COMPANY;
    }
  });

  it('requires name, email and message and a valid email, storing and mailing nothing', async () => {
    const [messages0, mails0] = [await messageCount(), await mailCount()];
    const missing = await t.api.post('contact/', form({ name: ' ' }));
    expect(missing.status).toBe(400);
    expect(messagesOf(missing.body)).toEqual({
      name: ['This field is required.'],
      email: ['This field is required.'],
      message: ['This field is required.'],
    });
    const badEmail = await t.api.post('contact/', { name: 'A', email: 'not-an-email', message: 'x' });
    expect(badEmail.status).toBe(400);
    expect(messagesOf(badEmail.body)).toEqual({ email: ['Enter a valid email address.'] });
    const malformed = await t.api.request('POST', 'contact/', { body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    const nul = await t.api.post('contact/', { name: 'Nul\u0000Byte', email: 'a@example.com', message: 'x' });
    expect(nul.status).toBe(400);
    expect(await messageCount()).toBe(messages0);
    expect(await mailCount()).toBe(mails0);
  });

  it('never asks for a site rebuild', () => {
    expect(publish).not.toHaveBeenCalled();
  });
});

describe('the contact form under abuse', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await startTestApp({ rateLimit: { max: 2, timeWindow: 60_000 } });
  });
  afterAll(() => limited.close());

  it('answers 429 with Retry-After once the strict limit is used up', async () => {
    const send = () => limited.api.post('contact/', { name: 'Spam', email: 'spam@example.com', message: 'buy' });
    expect((await send()).status).toBe(201);
    expect((await send()).status).toBe(201);
    const third = await send();
    expect(third.status).toBe(429);
    expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0);
    const [{ n }] = await limited.app.db.select({ n: count() }).from(contactMessages);
    expect(n).toBe(2);
  });
});

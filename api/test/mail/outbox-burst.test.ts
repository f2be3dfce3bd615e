// A burst of account mail (a hundred password resets at once, say) leaves in one go: the outbox sends a batch at a
// time, and a full batch is followed at once by the next, not by the next look five seconds later.
import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import { startMailingApp, type TestApp } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp());
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

it('sends 45 account mails queued together in one delivery pass, each once', async () => {
  const run = randomBytes(3).toString('hex');
  const subjects = Array.from({ length: 45 }, (_, i) => `Reset ${run} ${i}`);
  await t.app.db
    .insert(mailOutbox)
    .values(subjects.map((subject, i) => ({ to: `person${i}@example.com`, subject, text: subject, kind: 'account' as const })));
  await t.app.outbox.pass();
  const sent = await t.app.db.select({ sentAt: mailOutbox.sentAt }).from(mailOutbox).where(inArray(mailOutbox.subject, subjects));
  expect(sent.filter((row) => row.sentAt !== null)).toHaveLength(45);
  expect(
    smtp.messages
      .filter((mail) => subjects.includes(mail.subject))
      .map((mail) => mail.subject)
      .sort(),
  ).toEqual([...subjects].sort());
});

// Issue 41, the delay mail on every path: applying a template over an expected completion already set, adding a task
// and removing one move the completion like a move of a task does. When it moves by more than a day the write needs a
// reason (refused on `reason` without one, nothing written) and the customer gets the one "schedule" mail, received
// here by the real SMTP server in the test process, saying what moved (added, removed, moved) and why; a day or less
// needs no reason and mails nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  placeOrder,
  plannedOrder,
  type PlacedOrder as Order,
  scheduleTemplate,
  startStaffedApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let customer: TestUser;
let close: () => Promise<void>;
let template: number;

// The template (FOUR_TASKS) is planned around a holiday: 2027-01-07 (Thursday, Coptic Christmas); 2027-01-01, 08 and
// 15 are Fridays.
const newOrder = (owner: TestUser = customer) => placeOrder(t, owner);

/** An order planned from the template from Saturday 2 January 2027: it ends Thursday the 14th. */
async function planned(owner: TestUser = customer) {
  const { order, schedule } = await plannedOrder(t, sales, owner, template);
  expect(schedule.expected_completion).toBe('2027-01-14');
  return { order, tasks: schedule.tasks };
}

const remove = (id: number, body: unknown = {}) => t.api.request('DELETE', `admin/schedule-tasks/${id}`, { body, token: sales.token });
const read = async (order: Order) => (await t.api.get(`admin/orders/${order.id}/schedule`, sales.token)).body;

/** The schedule mails of one order received so far by the SMTP server (their subject in English or in Arabic). */
const mailsOf = (to: TestUser, order: Order) =>
  smtp
    .to(to.email)
    .filter(
      (mail) =>
        mail.subject.includes(`#${order.id}: expected completion`) || mail.subject.includes(`طلبك رقم ${arabicDigits(order.id)}: موعد الانتهاء`),
    );

/**
 * Sends what the outbox holds (a pass ends once the SMTP server has taken each message: it keeps a message before it
 * answers) and answers the order's schedule mails, of which there must be one at least.
 */
async function delivered(to: TestUser, order: Order) {
  await t.app.outbox.pass();
  const mails = mailsOf(to, order);
  if (!mails.length) throw new Error(`no schedule mail for order #${order.id}`);
  return mails;
}

/** Sends what the outbox holds, then answers the order's schedule mails (none expected). */
async function noneSent(to: TestUser, order: Order) {
  await t.app.outbox.pass();
  return mailsOf(to, order);
}

beforeAll(async () => {
  ({ t, smtp, sales, customer, close } = await startStaffedApp());
  template = await scheduleTemplate(t, sales);
});
afterAll(async () => {
  await close?.();
});

describe('applying a template over an expected completion already set', () => {
  it('needs a reason when it moves the completion by more than a day, writing nothing without one', async () => {
    const order = await newOrder();
    expect((await t.api.put(`admin/orders/${order.id}/completion`, { expected_completion: '2027-01-05' }, sales.token)).status).toBe(200);
    const refused = await t.api.post(`admin/orders/${order.id}/schedule/apply`, { template_id: template, start: '2027-01-02' }, sales.token);
    expect(refused.status).toBe(400);
    expect(refused.body.$codes.reason).toEqual(['schedule.completion_reason_required']);
    const after = await read(order);
    expect(after).toMatchObject({ tasks: [], expected_completion: '2027-01-05', moves: [] });
    expect(await noneSent(customer, order)).toEqual([]);
  });

  it('with a reason: the new completion, the move kept, and one mail naming the planned tasks and the reason', async () => {
    const order = await newOrder();
    await t.api.put(`admin/orders/${order.id}/completion`, { expected_completion: '2027-01-05' }, sales.token);
    const res = await t.api.post(
      `admin/orders/${order.id}/schedule/apply`,
      { template_id: template, start: '2027-01-02', reason: 'The full plan is longer than first said', reason_ar: 'الخطة الكاملة أطول مما قيل أولًا' },
      sales.token,
    );
    expect(res.status).toBe(200);
    expect(res.body.expected_completion).toBe('2027-01-14');
    expect(res.body.moves).toHaveLength(1);
    expect(res.body.moves[0]).toMatchObject({ completion_before: '2027-01-05', completion_after: '2027-01-14', mailed: true });
    expect(res.body.moves[0].moved.map((entry: { change: string }) => entry.change)).toEqual(['added', 'added', 'added', 'added']);
    const mails = await delivered(customer, order);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('The full plan is longer than first said');
    expect(mails[0].text).toContain('Added:');
    expect(mails[0].text).toContain('Painting');
  });

  it('needs no reason and mails nothing on an order without a completion', async () => {
    const { order } = await planned();
    expect((await read(order)).moves).toEqual([]);
    expect(await noneSent(customer, order)).toEqual([]);
  });
});

describe('adding a task', () => {
  const cleaning = (after: number) => ({
    name: 'Cleaning',
    name_ar: 'التنظيف',
    stage: 'handover',
    start: '2027-01-02',
    days: 2,
    depends_on: [after],
  });

  it('that moves the completion by more than a day needs a reason; without one nothing is added', async () => {
    const { order, tasks } = await planned();
    const refused = await t.api.post(`admin/orders/${order.id}/schedule/tasks`, cleaning(tasks[3].id), sales.token);
    expect(refused.status).toBe(400);
    expect(refused.body.$codes.reason).toEqual(['schedule.completion_reason_required']);
    expect((await read(order)).tasks).toHaveLength(4);
    expect(await noneSent(customer, order)).toEqual([]);
  });

  it('with a reason mails the customer once, in their language, with the added task and the reason', async () => {
    const arabic = await createUser(t.app, { language: 'ar' });
    const { order, tasks } = await planned(arabic);
    const res = await t.api.post(
      `admin/orders/${order.id}/schedule/tasks`,
      { ...cleaning(tasks[3].id), reason: 'A final clean was asked for', reason_ar: 'طُلب تنظيف نهائي' },
      sales.token,
    );
    expect(res.status).toBe(201);
    // After Thursday the 14th comes Friday: Saturday the 16th and Sunday the 17th.
    expect(res.body).toMatchObject({ start: '2027-01-16', end: '2027-01-17' });
    const schedule = await read(order);
    expect(schedule.expected_completion).toBe('2027-01-17');
    expect(schedule.moves[0]).toMatchObject({ reason: 'A final clean was asked for', completion_before: '2027-01-14', mailed: true });
    expect(schedule.moves[0].moved).toEqual([
      expect.objectContaining({ name: 'Cleaning', change: 'added', start_after: '2027-01-16', end_after: '2027-01-17' }),
    ]);
    const mails = await delivered(arabic, order);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain('طُلب تنظيف نهائي');
    expect(mail.text).toContain('التنظيف');
    expect(mail.text).toContain('أُضيفت');
  });

  it('within the dates it had needs no reason and mails nothing', async () => {
    const { order, tasks } = await planned();
    const res = await t.api.post(
      `admin/orders/${order.id}/schedule/tasks`,
      { name: 'Survey', name_ar: 'المعاينة', stage: 'preparation', start: '2027-01-02', days: 1, depends_on: [tasks[0].id] },
      sales.token,
    );
    expect(res.status).toBe(201);
    const schedule = await read(order);
    expect(schedule.expected_completion).toBe('2027-01-14');
    expect(schedule.moves).toEqual([]);
    expect(await noneSent(customer, order)).toEqual([]);
  });
});

describe('removing a task', () => {
  it('that moves the completion by more than a day needs a reason (in the body); without one it stays', async () => {
    const { order, tasks } = await planned();
    const refused = await remove(tasks[3].id);
    expect(refused.status).toBe(400);
    expect(refused.body.$codes.reason).toEqual(['schedule.completion_reason_required']);
    expect((await read(order)).tasks).toHaveLength(4);
  });

  it('with a reason mails the customer once, saying which task went and why', async () => {
    const { order, tasks } = await planned();
    const res = await remove(tasks[3].id, { reason: 'The customer will paint themselves' });
    expect(res.status).toBe(204);
    const schedule = await read(order);
    // Painting was the 13th and 14th: the completion is now the end of the plumbing, Tuesday the 12th.
    expect(schedule.expected_completion).toBe('2027-01-12');
    expect(schedule.moves[0]).toMatchObject({ completion_before: '2027-01-14', completion_after: '2027-01-12', mailed: true });
    expect(schedule.moves[0].moved).toEqual([expect.objectContaining({ name: 'Painting', change: 'removed', start_before: '2027-01-13' })]);
    const mails = await delivered(customer, order);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain('The customer will paint themselves');
    expect(mails[0].text).toContain('Removed');
    expect(mails[0].text).toContain('Painting');
  });

  it('that moves the completion by a day or less needs no reason (an empty body, as before) and mails nothing', async () => {
    const { order, tasks } = await planned();
    expect((await remove(tasks[0].id)).status).toBe(204);
    expect((await t.api.request('DELETE', `admin/schedule-tasks/${tasks[1].id}`, { token: sales.token })).status).toBe(204);
    const schedule = await read(order);
    expect(schedule.expected_completion).toBe('2027-01-14');
    expect(await noneSent(customer, order)).toEqual([]);
  });
});

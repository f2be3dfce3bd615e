// Issue 41, the job's schedule: a template fills an order's schedule in working days (no Fridays, no company
// holidays); moving a task moves those waiting for it and the expected completion, which approved changes' days
// extend; a move that shifts the completion by more than a day mails the customer once, a smaller one not at all;
// the customer reads a timeline; a member of staff's tasks are a calendar feed whose revoked address is refused.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../src/db/schema.ts';
import {
  acceptQuote,
  createUser,
  FOUR_TASKS,
  placeOrder,
  plannedOrder,
  type ScheduleTask as Task,
  scheduleTemplate,
  startSalesApp,
  type TestApp,
  type TestUser,
} from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let customer: TestUser;
let other: TestUser;
let template: number;

// The template (FOUR_TASKS) is planned around a holiday: 2027-01-07 (Thursday, Coptic Christmas); 2027-01-01, 08 and
// 15 are Fridays.
const newOrder = (owner: TestUser = customer) => placeOrder(t, owner);
const planned = (start = '2027-01-02', owner: TestUser = customer) => plannedOrder(t, sales, owner, template, start);

const dates = (tasks: Task[]) => tasks.map((task) => [task.name, task.start, task.end]);
const delayMails = (to: string) =>
  t.app.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.subject, '%expected completion%')));

beforeAll(async () => {
  ({ t, sales, customer, other } = await startSalesApp());
  template = await scheduleTemplate(t, sales);
});
afterAll(async () => {
  await t?.close();
});

describe('templates', () => {
  it('keeps its tasks and counts its working days along the longest chain of waits', async () => {
    const list = await t.api.get('admin/schedule-templates', sales.token);
    expect(list.body.find((one: { id: number }) => one.id === template)).toMatchObject({ kind: 'apartment', total_days: 11 });
  });

  it('refuses a task waiting for one below it, with a registered code', async () => {
    const res = await t.api.post(
      'admin/schedule-templates',
      { ...FOUR_TASKS, tasks: [{ ...FOUR_TASKS.tasks[0], after: [1] }, FOUR_TASKS.tasks[1]] },
      sales.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.$codes['tasks.0.after']).toEqual(['schedule.dependency_index']);
  });
});

describe('applying a template', () => {
  it('fills the schedule in working days from the start, skipping Fridays and the holiday, each task after those it waits for', async () => {
    const { schedule } = await planned('2027-01-01');
    // Friday 1 January: the work starts on Saturday the 2nd; the 7th (holiday) and 8th (Friday) are skipped.
    expect(dates(schedule.tasks)).toEqual([
      ['Preparation', '2027-01-02', '2027-01-03'],
      ['Demolition', '2027-01-04', '2027-01-06'],
      ['Plumbing and electrics', '2027-01-09', '2027-01-12'],
      ['Painting', '2027-01-13', '2027-01-14'],
    ]);
    expect(schedule.tasks_end).toBe('2027-01-14');
    expect(schedule.expected_completion).toBe('2027-01-14');
  });

  it('is refused on an order that already has a schedule (409)', async () => {
    const { order } = await planned();
    const res = await t.api.post(`admin/orders/${order.id}/schedule/apply`, { template_id: template, start: '2027-02-01' }, sales.token);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('schedule.exists');
  });

  it('the expected completion shows on the contract story the change orders read', async () => {
    const { order } = await planned();
    const story = await t.api.get(`registerorder/detail/${order.slug}/changes/`, customer.token);
    expect(story.body.expected_completion).toBe('2027-01-14');
  });
});

describe('moving a task', () => {
  it('needs a reason', async () => {
    const { schedule } = await planned();
    const res = await t.api.patch(`admin/schedule-tasks/${schedule.tasks[1].id}`, { start: '2027-01-05' }, sales.token);
    expect(res.status).toBe(400);
    expect(res.body.$codes.reason).toEqual(['schedule.reason_required']);
  });

  it('moves the tasks waiting for it and the completion, and mails the customer once for the whole move', async () => {
    const { order, schedule } = await planned();
    const res = await t.api.patch(
      `admin/schedule-tasks/${schedule.tasks[1].id}`,
      { start: '2027-01-05', reason: 'The building’s lift was out of order', reason_ar: 'كان مصعد العمارة معطلًا' },
      sales.token,
    );
    expect(res.status).toBe(200);
    expect(dates(res.body.tasks)).toEqual([
      ['Preparation', '2027-01-02', '2027-01-03'],
      ['Demolition', '2027-01-05', '2027-01-09'],
      ['Plumbing and electrics', '2027-01-10', '2027-01-13'],
      ['Painting', '2027-01-14', '2027-01-16'],
    ]);
    expect(res.body.expected_completion).toBe('2027-01-16');
    expect(res.body.moves[0]).toMatchObject({
      reason: 'The building’s lift was out of order',
      completion_before: '2027-01-14',
      completion_after: '2027-01-16',
      mailed: true,
    });
    expect(res.body.moves[0].moved).toHaveLength(3);
    const mails = await delayMails(customer.email);
    const mine = mails.filter((mail) => mail.subject.includes(`#${order.id}:`));
    expect(mine).toHaveLength(1);
    expect(mine[0].text).toContain('The building’s lift was out of order');
    expect(mine[0].text).toContain('Plumbing and electrics');
    expect(mine[0].listUnsubscribe).toBeTruthy();
  });

  it('mails nothing when the completion moves by a day or less', async () => {
    const { order, schedule } = await planned();
    const res = await t.api.patch(`admin/schedule-tasks/${schedule.tasks[3].id}`, { days: 1, reason: 'A smaller flat to paint' }, sales.token);
    expect(res.body.expected_completion).toBe('2027-01-13');
    expect(res.body.moves[0]).toMatchObject({ completion_before: '2027-01-14', completion_after: '2027-01-13', mailed: false });
    expect((await delayMails(customer.email)).filter((mail) => mail.subject.includes(`#${order.id}:`))).toHaveLength(0);
  });

  it('mails a customer who turned schedule mail off nothing', async () => {
    const quiet = await createUser(t.app);
    await t.api.put('user/mail-preferences/', { schedule: false }, quiet.token);
    const { schedule } = await planned('2027-01-02', quiet);
    await t.api.patch(`admin/schedule-tasks/${schedule.tasks[0].id}`, { start: '2027-01-20', reason: 'Permit late' }, sales.token);
    expect(await delayMails(quiet.email)).toHaveLength(0);
  });

  it('refuses a dependency loop and leaves the dates as they were', async () => {
    const { order, schedule } = await planned();
    const res = await t.api.patch(
      `admin/schedule-tasks/${schedule.tasks[0].id}`,
      { depends_on: [schedule.tasks[3].id], reason: 'Loop' },
      sales.token,
    );
    expect(res.status).toBe(400);
    expect(res.body.$codes.depends_on).toEqual(['schedule.dependency_loop']);
    const after = await t.api.get(`admin/orders/${order.id}/schedule`, sales.token);
    expect(dates(after.body.tasks)).toEqual(dates(schedule.tasks));
    expect(after.body.tasks[0].depends_on).toEqual([]);
  });

  it('marks a task done without moving anything or mailing', async () => {
    const { order, schedule } = await planned();
    const res = await t.api.patch(`admin/schedule-tasks/${schedule.tasks[0].id}`, { done: true }, sales.token);
    expect(res.status).toBe(200);
    expect(res.body.tasks[0].done).toBe(true);
    expect(res.body.moves).toEqual([]);
    expect((await delayMails(customer.email)).filter((mail) => mail.subject.includes(`#${order.id}:`))).toHaveLength(0);
  });

  it('adds a task after another, in working days, and the completion follows', async () => {
    const { order, schedule } = await planned();
    const res = await t.api.post(
      `admin/orders/${order.id}/schedule/tasks`,
      {
        name: 'Cleaning',
        name_ar: 'التنظيف',
        stage: 'handover',
        start: '2027-01-02',
        days: 1,
        depends_on: [schedule.tasks[3].id],
        assignee_name: 'Clean Co.',
        reason: 'A final clean',
      },
      sales.token,
    );
    expect(res.status).toBe(201);
    // After Thursday the 14th comes Friday: Saturday the 16th.
    expect(res.body).toMatchObject({ start: '2027-01-16', end: '2027-01-16', assignee: 'Clean Co.' });
    expect((await t.api.get(`admin/orders/${order.id}/schedule`, sales.token)).body.expected_completion).toBe('2027-01-16');
  });
});

describe("an approved change's days", () => {
  it('extend the expected completion past the last task, and still after a move', async () => {
    const order = await newOrder();
    const created = await t.api.post(
      `admin/orders/${order.id}/quotes`,
      {
        lines: [{ description: 'Finishing', quantity: 1, unit: 'job', unit_price: 100_000 }],
        valid_until: '2999-12-31',
        schedule: [{ label: 'All', percent: 100, due: 'acceptance' }],
      },
      sales.token,
    );
    await t.api.post(`admin/quotes/${created.body.id}/send`, undefined, sales.token);
    expect((await acceptQuote(t, order, customer)).status).toBe(200);
    const applied = await t.api.post(`admin/orders/${order.id}/schedule/apply`, { template_id: template, start: '2027-01-02' }, sales.token);
    expect(applied.body.expected_completion).toBe('2027-01-14');
    const change = await t.api.post(
      `admin/orders/${order.id}/changes`,
      {
        reason: 'Guest bathroom tiles',
        lines: [{ kind: 'add', description: 'Tiles', quantity: 1, unit: 'm²', unit_price: 1_000 }],
        days_added: 5,
        answer_by: '2999-01-01',
        schedule: 'approval',
      },
      sales.token,
    );
    expect(change.status).toBe(201);
    expect(
      (await t.api.post(`registerorder/detail/${order.slug}/changes/${change.body.id}/approve/`, { full_name: 'Mona Adel' }, customer.token)).status,
    ).toBe(200);
    const read = await t.api.get(`admin/orders/${order.id}/schedule`, sales.token);
    expect(read.body).toMatchObject({ tasks_end: '2027-01-14', days_added: 5, expected_completion: '2027-01-19' });
    const moved = await t.api.patch(`admin/schedule-tasks/${read.body.tasks[3].id}`, { days: 3, reason: 'Second coat' }, sales.token);
    expect(moved.body).toMatchObject({ tasks_end: '2027-01-16', expected_completion: '2027-01-21' });
  });
});

describe("the customer's timeline", () => {
  it('says what is done, now and next with dates, and the latest reason the dates moved', async () => {
    const { order, schedule } = await planned('2020-01-04');
    await t.api.patch(`admin/schedule-tasks/${schedule.tasks[0].id}`, { done: true }, sales.token);
    await t.api.patch(
      `admin/schedule-tasks/${schedule.tasks[3].id}`,
      { start: '2099-03-01', reason: 'Paint on order', reason_ar: 'الدهان تحت الطلب' },
      sales.token,
    );
    const res = await t.api.get(`registerorder/detail/${order.slug}/schedule/`, customer.token);
    expect(res.status).toBe(200);
    expect(res.body.items.map((item: { name: string; state: string }) => [item.name, item.state])).toEqual([
      ['Preparation', 'done'],
      ['Demolition', 'now'],
      ['Plumbing and electrics', 'now'],
      ['Painting', 'next'],
    ]);
    expect(res.body.expected_completion).toBe('2099-03-02');
    expect(res.body.last_move).toMatchObject({ reason: 'Paint on order', reason_ar: 'الدهان تحت الطلب' });
    expect(res.body.items[0]).not.toHaveProperty('assignee');
  });

  it("is not another customer's to read (404)", async () => {
    const { order } = await planned();
    expect((await t.api.get(`registerorder/detail/${order.slug}/schedule/`, other.token)).status).toBe(404);
  });
});

describe('the calendar feed', () => {
  it("holds the person's own tasks; its address is refused once revoked or replaced", async () => {
    const { order, schedule } = await planned();
    await t.api.patch(`admin/schedule-tasks/${schedule.tasks[2].id}`, { assignee_id: sales.id }, sales.token);
    const made = await t.api.post('admin/schedule/feed', undefined, sales.token);
    expect(made.status).toBe(201);
    const path = new URL(made.body.url).pathname.replace('/api/v1/', '');
    const feed = await t.api.get(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toContain('text/calendar');
    expect(feed.body).toContain(`SUMMARY:Plumbing and electrics (order #${order.id})`);
    expect(feed.body).toContain('DTSTART;VALUE=DATE:20270109');
    expect(feed.body).toContain('DTEND;VALUE=DATE:20270113');
    expect(feed.body).not.toContain('Painting');
    expect((await t.api.get('admin/schedule/feed', sales.token)).body).toMatchObject({ active: true, url: null });

    const again = await t.api.post('admin/schedule/feed', undefined, sales.token);
    expect((await t.api.get(path)).status).toBe(404);
    const newPath = new URL(again.body.url).pathname.replace('/api/v1/', '');
    expect((await t.api.get(newPath)).status).toBe(200);

    expect((await t.api.delete('admin/schedule/feed', sales.token)).status).toBe(204);
    expect((await t.api.get(newPath)).status).toBe(404);
    expect((await t.api.get('admin/schedule/feed', sales.token)).body.active).toBe(false);
  });

  it('refuses an assignee who is not staff', async () => {
    const { schedule } = await planned();
    const res = await t.api.patch(`admin/schedule-tasks/${schedule.tasks[0].id}`, { assignee_id: customer.id }, sales.token);
    expect(res.status).toBe(400);
    expect(res.body.$codes.assignee_id).toEqual(['schedule.assignee_not_staff']);
  });
});

// Issue 41's leftovers, the company holidays as a table staff edit: owner and sales add a holiday (a date and its
// name in both languages) and remove one, each write in the audit log; a date already a holiday is refused; working
// days read the table (a schedule filled after a holiday is added skips it, one filled after it is removed does not,
// and schedules already planned keep their dates); COMPANY_HOLIDAYS is no longer read, and says so at start.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { auditLog } from '../../src/db/schema.ts';
import { createUser, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let sales: TestUser;
let owner: TestUser;
let editor: TestUser;
let customer: TestUser;
let template: number;

type Task = { name: string; start: string; end: string };

// Sunday 25 April 2027 (Sinai Liberation Day) falls inside a three-day task started on Saturday the 24th.
const SINAI = { date: '2027-04-25', name: 'Sinai Liberation Day', name_ar: 'عيد تحرير سيناء' };

async function plan(start: string) {
  const order = await t.api.post('registerorder/create/', orderFields(), customer.token);
  expect(order.status).toBe(201);
  const res = await t.api.post(`admin/orders/${order.body.id}/schedule/apply`, { template_id: template, start }, sales.token);
  expect(res.status).toBe(200);
  return { order: order.body as { id: number }, schedule: res.body as { tasks: Task[]; holidays: string[] } };
}

beforeAll(async () => {
  t = await startTestApp({ orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  sales = await createUser(t.app, { role: 'sales' });
  owner = await createUser(t.app, { role: 'owner' });
  editor = await createUser(t.app, { role: 'editor' });
  customer = await createUser(t.app);
  const created = await t.api.post(
    'admin/schedule-templates',
    { name: 'One task', name_ar: 'مهمة واحدة', kind: 'apartment', tasks: [{ name: 'Plastering', name_ar: 'المحارة', stage: 'plastering', days: 3 }] },
    sales.token,
  );
  expect(created.status).toBe(201);
  template = created.body.id;
});
afterAll(async () => {
  await t?.close();
});

describe('the company holidays', () => {
  it('are added by sales and owners, listed by date, and a date already a holiday is refused (409)', async () => {
    const later = await t.api.post(
      'admin/company-holidays',
      { date: '2027-10-06', name: 'Armed Forces Day', name_ar: 'عيد القوات المسلحة' },
      owner.token,
    );
    expect(later.status).toBe(201);
    const added = await t.api.post('admin/company-holidays', SINAI, sales.token);
    expect(added.status).toBe(201);
    expect(added.body).toMatchObject(SINAI);
    const again = await t.api.post('admin/company-holidays', { ...SINAI, name: 'Again' }, owner.token);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('schedule.holiday_exists');
    const list = await t.api.get('admin/company-holidays', sales.token);
    expect(list.status).toBe(200);
    expect(list.body.map((holiday: { date: string }) => holiday.date)).toEqual(['2027-04-25', '2027-10-06']);
    expect(list.body[0]).toEqual({ id: added.body.id, ...SINAI });
  });

  it('refuses a date that is not one, and a holiday without its Arabic name, on their fields', async () => {
    const res = await t.api.post('admin/company-holidays', { date: '2027-02-30', name: 'Nothing', name_ar: '' }, sales.token);
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.$codes).sort()).toEqual(['date', 'name_ar']);
  });

  it('are not an editor’s or a customer’s to change (403)', async () => {
    const body = { date: '2027-05-01', name: 'Labour Day', name_ar: 'عيد العمال' };
    expect((await t.api.post('admin/company-holidays', body, editor.token)).status).toBe(403);
    expect((await t.api.post('admin/company-holidays', body, customer.token)).status).toBe(403);
  });

  it('are skipped by working days: a schedule filled after one is added goes round it; one filled after it is removed does not', async () => {
    const { order, schedule } = await plan('2027-04-24');
    // Saturday the 24th, (Sunday the 25th is the holiday), Monday the 26th, Tuesday the 27th.
    expect(schedule.tasks.map((task) => [task.start, task.end])).toEqual([['2027-04-24', '2027-04-27']]);
    expect(schedule.holidays).toContain('2027-04-25');

    const [sinai] = (await t.api.get('admin/company-holidays', sales.token)).body.filter((holiday: { date: string }) => holiday.date === SINAI.date);
    expect((await t.api.request('DELETE', `admin/company-holidays/${sinai.id}`, { token: sales.token })).status).toBe(204);
    expect((await t.api.request('DELETE', `admin/company-holidays/${sinai.id}`, { token: sales.token })).status).toBe(404);

    const after = await plan('2027-04-24');
    expect(after.schedule.tasks.map((task) => [task.start, task.end])).toEqual([['2027-04-24', '2027-04-26']]);
    expect(after.schedule.holidays).not.toContain('2027-04-25');
    // The schedule planned before keeps its dates.
    const kept = await t.api.get(`admin/orders/${order.id}/schedule`, sales.token);
    expect(kept.body.tasks.map((task: Task) => [task.start, task.end])).toEqual([['2027-04-24', '2027-04-27']]);
  });

  it('each add and removal is in the audit log, with who and the holiday', async () => {
    const added = await t.api.post('admin/company-holidays', { date: '2027-07-23', name: 'Revolution Day', name_ar: 'عيد الثورة' }, owner.token);
    expect((await t.api.request('DELETE', `admin/company-holidays/${added.body.id}`, { token: owner.token })).status).toBe(204);
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'company-holidays'), eq(auditLog.recordId, String(added.body.id))));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', owner.id],
      ['delete', owner.id],
    ]);
    expect(entries[0].after).toMatchObject({ date: '2027-07-23', name: 'Revolution Day' });
    expect(entries[1].before).toMatchObject({ date: '2027-07-23', name_ar: 'عيد الثورة' });
  });
});

describe('COMPANY_HOLIDAYS', () => {
  it('is no longer read: set, it stops the start with a line saying where the holidays are kept now', () => {
    const env = { DATA_DIR: '/tmp/fitout-config-test', JWT_SECRET: 'a-secret-that-is-long-enough-for-hs256!!' };
    expect(() => loadConfig({ ...env, COMPANY_HOLIDAYS: '2027-01-07' })).toThrow(ConfigError);
    try {
      loadConfig({ ...env, COMPANY_HOLIDAYS: '2027-01-07' });
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([expect.stringMatching(/^COMPANY_HOLIDAYS=.*no longer read: add the holidays on the console/)]);
    }
    expect(() => loadConfig({ ...env, COMPANY_HOLIDAYS: '' })).not.toThrow();
  });
});

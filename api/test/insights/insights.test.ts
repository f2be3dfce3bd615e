// Issue 39, the business at a glance: the console's charts for owner and sales (money received against due per Cairo
// month, the receivables' ageing with the list behind each bar, jobs by stage with the days spent in each, quote
// conversion), each over a period and as CSV; editors, customers and visitors are refused.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orderStageChanges, quoteAnswers, quotes } from '../../src/db/schema.ts';
import { cairoDay, cairoInstant } from '../../src/company-time.ts';
import { addDays } from '../../src/insights/period.ts';
import { acceptedOrder, DEPOSIT_AND_WORKS, messagesOf, placeOrder, quotedOrder, startConsoleApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

type Placed = { id: number; slug: string };
const today = () => cairoDay(new Date());
// 100,000 piastres + 14 % VAT: 114,000; 30 % (34,200) on acceptance, 70 % (79,800) when the work starts.
const DEPOSIT = 34_200;
const WORKS = 79_800;

const place = () => placeOrder(t, customer);
/** An order whose quote, sent by sales, waits for the customer's answer. */
const quoted = () => quotedOrder(t, sales, customer, { schedule: DEPOSIT_AND_WORKS });
/** An order whose quote the customer accepted. */
const accepted = () => acceptedOrder(t, sales, customer, { schedule: DEPOSIT_AND_WORKS });

/** Moves the order's acceptance to another instant, as if the customer had accepted then. */
async function acceptedAt(order: Placed, at: Date) {
  const [quote] = await t.app.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.orderId, order.id));
  await t.app.db.update(quoteAnswers).set({ answeredAt: at }).where(eq(quoteAnswers.quoteId, quote.id));
}

const pay = async (order: Placed, amount: number, paidOn: string) => {
  const res = await t.api.post(`admin/orders/${order.id}/payments`, { amount, paid_on: paidOn, method: 'cash' }, sales.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
};

const read = async (path: string, as: TestUser = sales) => {
  const res = await t.api.get(path, as.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

type Item = { order_id: number; label: string; outstanding: number; days_late: number | null; due_on: string | null };
const listOf = async (bucket: string): Promise<Item[]> => (await read(`admin/insights/ageing/${bucket}`)).items;

beforeAll(async () => {
  ({ t, owner, sales, editor, customer } = await startConsoleApp());
});
afterAll(async () => {
  await t?.close();
});

const calls = [
  'admin/insights/money',
  'admin/insights/ageing',
  'admin/insights/ageing/late_0_30',
  'admin/insights/stages',
  'admin/insights/conversion',
];

describe('the business charts', () => {
  it('are for owner and sales: an editor, a customer and a visitor are refused every one', async () => {
    for (const path of calls) {
      expect((await t.api.get(path, owner.token)).status, path).toBe(200);
      expect((await t.api.get(path, sales.token)).status, path).toBe(200);
      expect((await t.api.get(path, editor.token)).status, path).toBe(403);
      expect((await t.api.get(path, customer.token)).status, path).toBe(403);
      expect((await t.api.get(path)).status, path).toBe(401);
    }
  });

  it('age what is owed by days late: due today and 30 days late in 0–30, 31 and 60 in 31–60, 61 over 60; the start not yet due', async () => {
    const lateBy = [0, 30, 31, 60, 61];
    const placed: Placed[] = [];
    for (const days of lateBy) {
      const order = await accepted();
      await acceptedAt(order, cairoInstant(addDays(today(), -days), '12:00'));
      placed.push(order);
    }
    const ids = (items: Item[]) => items.map((item) => item.order_id);
    expect(ids(await listOf('late_0_30'))).toEqual([placed[1].id, placed[0].id]);
    expect(ids(await listOf('late_31_60'))).toEqual([placed[3].id, placed[2].id]);
    expect(await listOf('late_over_60')).toEqual([
      {
        order_id: placed[4].id,
        full_name: 'Mona Adel',
        label: 'Deposit',
        label_ar: 'Deposit',
        amount: DEPOSIT,
        outstanding: DEPOSIT,
        due_on: addDays(today(), -61),
        days_late: 61,
      },
    ]);
    expect((await listOf('late_0_30')).map((item) => item.days_late)).toEqual([30, 0]);
    expect((await listOf('not_due')).map((item) => [item.label, item.outstanding, item.due_on])).toEqual(placed.map(() => ['Works', WORKS, null]));

    const chart = await read('admin/insights/ageing');
    expect(chart.as_of).toBe(today());
    expect(chart.buckets).toEqual([
      { bucket: 'not_due', count: 5, outstanding: 5 * WORKS },
      { bucket: 'late_0_30', count: 2, outstanding: 2 * DEPOSIT },
      { bucket: 'late_31_60', count: 2, outstanding: 2 * DEPOSIT },
      { bucket: 'late_over_60', count: 1, outstanding: DEPOSIT },
    ]);

    // Paid in full, the oldest leaves its bar; paid in part, one stays with what is left.
    await pay(placed[4], DEPOSIT, today());
    await pay(placed[2], 10_000, today());
    const after = await read('admin/insights/ageing');
    expect(after.buckets.slice(2)).toEqual([
      { bucket: 'late_31_60', count: 2, outstanding: 2 * DEPOSIT - 10_000 },
      { bucket: 'late_over_60', count: 0, outstanding: 0 },
    ]);
    // The work starting makes the second instalment due today.
    expect((await t.api.put(`admin/orders/${placed[4].id}`, { stage: 'in_progress' }, sales.token)).status).toBe(200);
    expect((await listOf('late_0_30')).find((item) => item.order_id === placed[4].id)).toMatchObject({
      label: 'Works',
      days_late: 0,
      due_on: today(),
    });
    expect((await read('admin/insights/ageing')).buckets[0]).toEqual({ bucket: 'not_due', count: 4, outstanding: 4 * WORKS });

    const csv = await t.api.get('admin/insights/ageing/late_31_60?format=csv', sales.token);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe(
      [
        'order_id,customer,instalment,amount,outstanding,due_on,days_late',
        `${placed[3].id},Mona Adel,Deposit,${DEPOSIT},${DEPOSIT},${addDays(today(), -60)},60`,
        `${placed[2].id},Mona Adel,Deposit,${DEPOSIT},${DEPOSIT - 10_000},${addDays(today(), -31)},31`,
        '',
      ].join('\r\n'),
    );
  });

  it('put money received and due in their Cairo month, across the month edge', async () => {
    // 21:30 UTC on 31 January is 23:30 in Cairo (January); 22:30 UTC is half past midnight on 1 February.
    const january = await accepted();
    await acceptedAt(january, new Date('2026-01-31T21:30:00Z'));
    const february = await accepted();
    await acceptedAt(february, new Date('2026-01-31T22:30:00Z'));
    await pay(january, 1_000, '2026-01-31');
    await pay(february, 2_000, '2026-02-01');
    await pay(february, 500, '2026-03-01');

    const chart = await read('admin/insights/money?period=custom&from=2026-01-01&to=2026-02-28');
    expect(chart).toEqual({
      period: { from: '2026-01-01', to: '2026-02-28' },
      months: [
        { month: '2026-01', received: 1_000, due: DEPOSIT },
        { month: '2026-02', received: 2_000, due: DEPOSIT },
      ],
      received: 3_000,
      due: 2 * DEPOSIT,
    });
    // Days inside a month count alone: 1 February only.
    expect(await read('admin/insights/money?period=custom&from=2026-02-01&to=2026-02-01')).toMatchObject({
      months: [{ month: '2026-02', received: 2_000, due: DEPOSIT }],
    });

    const csv = await t.api.get('admin/insights/money?period=custom&from=2026-01-01&to=2026-03-31&format=csv', sales.token);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="money-2026-01-01-2026-03-31.csv"');
    expect(csv.body).toBe(`month,received,due\r\n2026-01,1000,${DEPOSIT}\r\n2026-02,2000,${DEPOSIT}\r\n2026-03,500,0\r\n`);
  });

  it("moves this month's received bar by a payment recorded today", async () => {
    const before = await read('admin/insights/money');
    const order = await accepted();
    await pay(order, 12_345, today());
    const after = await read('admin/insights/money');
    const month = today().slice(0, 7);
    const of = (chart: { months: { month: string; received: number; due: number }[] }) => chart.months.find((row) => row.month === month)!;
    expect(of(after).received - of(before).received).toBe(12_345);
    expect(of(after).due - of(before).due).toBe(DEPOSIT);
  });

  it('read this month, quarter or year whole, or custom days; a custom period that is not one is refused', async () => {
    const day = today();
    const [year, month] = [Number(day.slice(0, 4)), Number(day.slice(5, 7))];
    const first = (m: number) => `${year}-${String(m).padStart(2, '0')}-01`;
    const last = (m: number) => addDays(m === 12 ? `${year + 1}-01-01` : first(m + 1), -1);
    const quarter = month - ((month - 1) % 3);
    expect((await read('admin/insights/money')).period).toEqual({ from: first(month), to: last(month) });
    expect((await read('admin/insights/money?period=month')).months).toHaveLength(1);
    const quarterly = await read('admin/insights/money?period=quarter');
    expect(quarterly.period).toEqual({ from: first(quarter), to: last(quarter + 2) });
    expect(quarterly.months).toHaveLength(3);
    const yearly = await read('admin/insights/stages?period=year');
    expect(yearly.period).toEqual({ from: `${year}-01-01`, to: `${year}-12-31` });
    expect((await read('admin/insights/money?period=year')).months.map((row: { month: string }) => row.month)).toEqual(
      Array.from({ length: 12 }, (_, index) => first(index + 1).slice(0, 7)),
    );
    expect((await read('admin/insights/conversion?period=custom&from=2024-02-29&to=2024-02-29')).period).toEqual({
      from: '2024-02-29',
      to: '2024-02-29',
    });

    for (const query of ['from=2026-03-01&to=2026-02-01', 'from=2026-02-30&to=2026-03-01', 'from=2016-01-01&to=2026-01-31', 'from=2026-01-01', '']) {
      const res = await t.api.get(`admin/insights/money?period=custom&${query}`, sales.token);
      expect(res.status, query).toBe(400);
      expect(messagesOf(res.body), query).toEqual({ from: [expect.stringContaining('custom period')] });
      expect(res.body.$codes).toEqual({ from: ['insight.period'] });
    }
  });

  it('count jobs at each stage now, and average the days of the stays that ended in the period', async () => {
    const before = await read('admin/insights/stages');
    const order = await place();
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted' }, sales.token)).status).toBe(200);
    const after = await read('admin/insights/stages');
    const jobs = (chart: { stages: { stage: string; jobs: number }[] }, stage: string) => chart.stages.find((row) => row.stage === stage)!.jobs;
    expect(jobs(after, 'contacted') - jobs(before, 'contacted')).toBe(1);
    expect(after.stages.map((row: { stage: string }) => row.stage)).toEqual([
      'new',
      'contacted',
      'site_visit',
      'quoted',
      'accepted',
      'deposit_paid',
      'in_progress',
      'completed',
      'cancelled',
      'withdrawn',
    ]);

    // A history in January 2026: contacted for 2 days, at the site visit for 3 and a half, then quoted.
    const other = await place();
    const at = (iso: string) => new Date(iso);
    for (const [stage, when] of [
      ['contacted', '2026-01-10T08:00:00Z'],
      ['site_visit', '2026-01-12T08:00:00Z'],
      ['quoted', '2026-01-15T20:00:00Z'],
    ] as const) {
      await t.app.db.insert(orderStageChanges).values({ orderId: other.id, stage, changedAt: at(when) });
    }
    const january = await read('admin/insights/stages?period=custom&from=2026-01-01&to=2026-01-31');
    const of = (stage: string) => january.stages.find((row: { stage: string }) => row.stage === stage);
    expect(of('contacted')).toMatchObject({ stays: 1, average_days: 2 });
    expect(of('site_visit')).toMatchObject({ stays: 1, average_days: 3.5 });
    expect(of('quoted')).toMatchObject({ stays: 0, average_days: null });

    const csv = await t.api.get('admin/insights/stages?period=custom&from=2026-01-01&to=2026-01-31&format=csv', sales.token);
    expect(String(csv.body).split('\r\n').slice(0, 4)).toEqual([
      'stage,jobs,stays_ended,average_days',
      expect.stringMatching(/^new,\d+,1,0$/),
      expect.stringMatching(/^contacted,\d+,1,2$/),
      expect.stringMatching(/^site_visit,\d+,1,3.5$/),
    ]);
  });

  it('convert quotes: the versions sent in the period and what became of them', async () => {
    const before = await read('admin/insights/conversion');
    await accepted();
    await quoted(); // one waiting for the customer's answer
    const after = await read('admin/insights/conversion');
    const count = (chart: { outcomes: { outcome: string; count: number }[] }, outcome: string) =>
      chart.outcomes.find((row) => row.outcome === outcome)!.count;
    expect(after.sent - before.sent).toBe(2);
    expect(count(after, 'accepted') - count(before, 'accepted')).toBe(1);
    expect(count(after, 'waiting') - count(before, 'waiting')).toBe(1);
    expect(after.rate).toBe(Math.round((count(after, 'accepted') * 1000) / after.sent) / 10);

    const csv = await t.api.get('admin/insights/conversion?format=csv', sales.token);
    expect(String(csv.body).split('\r\n')[0]).toBe('outcome,count');
    expect(String(csv.body).split('\r\n')[1]).toBe(`sent,${after.sent}`);
    expect((await read('admin/insights/conversion?period=custom&from=2000-01-01&to=2000-01-31')).rate).toBeNull();
  });

  it('answer each chart from memory, a payment showing in the very next read; a CSV is built each time', async () => {
    const path = 'admin/insights/money?period=year';
    const first = await t.api.get<{ received: number }>(path, sales.token);
    expect(first.status).toBe(200);
    const again = await t.api.get(path, sales.token);
    expect(again.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(again.headers.get('cache-control')).toBe('private, no-cache');
    await pay(await accepted(), 1_000, today());
    const paid = await t.api.get<{ received: number }>(path, sales.token);
    expect(paid.body.received).toBeGreaterThan(first.body.received);
    for (let n = 0; n < 2; n++) {
      const csv = await t.api.get(`${path}&format=csv`, sales.token);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('stop counting what a cancelled order owed', async () => {
    const order = await accepted();
    await acceptedAt(order, cairoInstant(addDays(today(), -90), '12:00'));
    expect((await listOf('late_over_60')).some((item) => item.order_id === order.id)).toBe(true);
    await t.app.db.execute(sql`update orders set stage = 'cancelled' where id = ${order.id}`);
    // Charts are answered from memory: a change made by hand shows once its announcement arrives, within a second.
    await vi.waitFor(async () => expect((await listOf('late_over_60')).some((item) => item.order_id === order.id)).toBe(false), {
      timeout: 1_000,
      interval: 10,
    });
  });
});

// Issue 39, the owner's charts: the lead pipeline by stage with its value, the conversion funnel lead → visit → quote
// → accepted with the lost reasons, and the margin of the jobs completed in a period per job and per package; each over
// the period picker's days (Cairo), as JSON or CSV, for owner and sales (editors, customers and visitors refused).
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { categories, leads, orderStageChanges, packages } from '../../src/db/schema.ts';
import { acceptedOrder, approvedChange, form, type PlacedOrder as Placed, startConsoleApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

beforeAll(async () => {
  ({ t, owner, sales, editor, customer } = await startConsoleApp());
});
afterAll(async () => {
  await t?.close();
});

const read = async (path: string, as: TestUser = sales) => {
  const res = await t.api.get(path, as.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};

/** A lead entered by hand, created at `at`, moved through `moves` (each a stage, or lost with its reason). */
async function lead(at: string, moves: (string | { lost: string })[] = [], estimated_value?: number) {
  const made = await t.api.post('admin/leads', { name: 'Hany Samir', phone: '0100 123 4567', estimated_value }, sales.token);
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.id as number;
  for (const move of moves) {
    const body = typeof move === 'string' ? { stage: move } : { stage: 'lost', lost_reason: move.lost, lost_note: 'Called twice' };
    const moved = await t.api.put(`admin/leads/${id}`, body, sales.token);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  await t.app.db
    .update(leads)
    .set({ createdAt: new Date(at) })
    .where(eq(leads.id, id));
  return id;
}

const calls = ['admin/insights/pipeline', 'admin/insights/funnel', 'admin/insights/margins'];

describe("the owner's charts", () => {
  it('are for owner and sales: an editor, a customer and a visitor are refused every one', async () => {
    for (const path of calls) {
      for (const query of ['', '?format=csv']) {
        expect((await t.api.get(`${path}${query}`, owner.token)).status, path).toBe(200);
        expect((await t.api.get(`${path}${query}`, sales.token)).status, path).toBe(200);
        expect((await t.api.get(`${path}${query}`, editor.token)).status, path).toBe(403);
        expect((await t.api.get(`${path}${query}`, customer.token)).status, path).toBe(403);
        expect((await t.api.get(`${path}${query}`)).status, path).toBe(401);
      }
      // A custom period that is not one is refused as the other charts refuse it.
      const bad = await t.api.get(`${path}?period=custom&from=2025-02-01&to=2025-01-01`, sales.token);
      expect(bad.status).toBe(400);
      expect(bad.body.$codes).toEqual({ from: ['insight.period'] });
    }
  });

  it('sum the open leads created in the period per stage with their estimated value, in piastres, Cairo days at the edges', async () => {
    // January 2025 in Cairo (UTC+2) runs from 22:00 UTC on 31 December to 22:00 UTC on 31 January.
    await lead('2024-12-31T22:00:00Z', [], 100_000);
    await lead('2025-01-10T10:00:00Z');
    await lead('2025-01-11T10:00:00Z', ['contacted'], 250_050);
    await lead('2025-01-31T21:59:59Z', ['visit_booked'], 1_000_000);
    await lead('2025-01-12T10:00:00Z', ['quoted'], 333);
    await lead('2025-01-13T10:00:00Z', ['quoted', 'won'], 999_999);
    await lead('2025-01-14T10:00:00Z', [{ lost: 'price' }], 5);
    await lead('2024-12-31T21:59:59Z', [], 7);
    await lead('2025-01-31T22:00:00Z', [], 11);

    const chart = await read('admin/insights/pipeline?period=custom&from=2025-01-01&to=2025-01-31');
    expect(chart).toEqual({
      period: { from: '2025-01-01', to: '2025-01-31' },
      stages: [
        { stage: 'new', count: 2, value: 100_000 },
        { stage: 'contacted', count: 1, value: 250_050 },
        { stage: 'visit_booked', count: 1, value: 1_000_000 },
        { stage: 'quoted', count: 1, value: 333 },
      ],
      count: 5,
      value: 1_350_383,
    });
    // The edges alone: the last second of 31 December and the first of 1 February (Cairo) are other days.
    expect((await read('admin/insights/pipeline?period=custom&from=2024-12-31&to=2024-12-31')).stages[0]).toEqual({
      stage: 'new',
      count: 1,
      value: 7,
    });
    expect((await read('admin/insights/pipeline?period=custom&from=2025-02-01&to=2025-02-01')).value).toBe(11);

    const csv = await t.api.get('admin/insights/pipeline?period=custom&from=2025-01-01&to=2025-01-31&format=csv', owner.token);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="pipeline-2025-01-01-2025-01-31.csv"');
    expect(csv.body).toBe('stage,leads,estimated_value\r\nnew,2,100000\r\ncontacted,1,250050\r\nvisit_booked,1,1000000\r\nquoted,1,333\r\n');
  });

  it('count how far the leads of the period got, a lead lost or moved back at the furthest step it reached, and the lost by reason', async () => {
    // March 2025 in Cairo: from 22:00 UTC on 28 February.
    await lead('2025-02-28T22:00:00Z');
    await lead('2025-03-02T10:00:00Z', ['contacted']);
    await lead('2025-03-03T10:00:00Z', ['visit_booked']);
    await lead('2025-03-04T10:00:00Z', ['quoted', 'visit_booked']);
    await lead('2025-03-05T10:00:00Z', ['contacted', 'visit_booked', 'quoted', 'won']);
    await lead('2025-03-06T10:00:00Z', ['visit_booked', { lost: 'price' }]);
    await lead('2025-03-07T10:00:00Z', [{ lost: 'no_answer' }]);
    await lead('2025-03-31T21:59:59Z', ['quoted', { lost: 'price' }]);
    // Outside March: not counted.
    await lead('2025-02-28T21:59:59Z', ['quoted', 'won']);
    await lead('2025-03-31T22:00:00Z', [{ lost: 'competitor' }]);

    const chart = await read('admin/insights/funnel?period=custom&from=2025-03-01&to=2025-03-31');
    expect(chart).toEqual({
      period: { from: '2025-03-01', to: '2025-03-31' },
      steps: [
        { step: 'lead', count: 8 },
        { step: 'visit', count: 5 },
        { step: 'quote', count: 3 },
        { step: 'accepted', count: 1 },
      ],
      lost: 3,
      lost_reasons: [
        { reason: 'price', count: 2 },
        { reason: 'competitor', count: 0 },
        { reason: 'timing', count: 0 },
        { reason: 'no_answer', count: 1 },
        { reason: 'scope', count: 0 },
        { reason: 'other', count: 0 },
      ],
      rate: 12.5,
    });
    const april = await read('admin/insights/funnel?period=custom&from=2025-04-01&to=2025-04-30');
    expect(april.lost_reasons.find((row: { reason: string }) => row.reason === 'competitor').count).toBe(1);
    expect(april.steps.map((row: { count: number }) => row.count)).toEqual([1, 0, 0, 0]);
    expect((await read('admin/insights/funnel?period=custom&from=2000-01-01&to=2000-01-31')).rate).toBeNull();

    const csv = await t.api.get('admin/insights/funnel?period=custom&from=2025-03-01&to=2025-03-31&format=csv', sales.token);
    expect(csv.body).toBe(
      [
        'kind,name,leads',
        'step,lead,8',
        'step,visit,5',
        'step,quote,3',
        'step,accepted,1',
        'lost,all,3',
        'lost_reason,price,2',
        'lost_reason,competitor,0',
        'lost_reason,timing,0',
        'lost_reason,no_answer,1',
        'lost_reason,scope,0',
        'lost_reason,other,0',
        '',
      ].join('\r\n'),
    );
  });

  it('keep the furthest stage a lead reached, whoever writes it (a script or the bench too)', async () => {
    const [row] = await t.app.db
      .insert(leads)
      .values({ name: 'Scripted', source: 'phone', stage: 'visit_booked' })
      .returning({ id: leads.id, reached: leads.reached });
    expect(row.reached).toBe('visit_booked');
    await t.app.db.update(leads).set({ stage: 'contacted' }).where(eq(leads.id, row.id));
    await t.app.db.update(leads).set({ stage: 'lost', lostReason: 'timing' }).where(eq(leads.id, row.id));
    const [after] = await t.app.db.select({ reached: leads.reached }).from(leads).where(eq(leads.id, row.id));
    expect(after.reached).toBe('visit_booked');
  });

  describe('margin per completed job and per package', () => {
    /** An order of `pkg` whose quote of 100,000 piastres + 14 % VAT (114,000) the customer accepted. */
    const accepted = (pkg: string) => acceptedOrder(t, sales, customer, { fields: { package: pkg } });

    const bill = async (order: Placed, amount: number) => {
      const res = await t.api.post(`admin/orders/${order.id}/bills`, form({ category: 'materials', amount, billed_on: '2025-06-01' }), sales.token);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    };

    /** The job completed at an instant, as its stage history says. */
    async function completedAt(order: Placed, at: string) {
      await t.app.db.insert(orderStageChanges).values({ orderId: order.id, stage: 'completed', changedAt: new Date(at) });
      await t.app.db.execute(sql`update orders set stage = 'completed' where id = ${order.id}`);
    }

    it('contract (quote and approved changes) against bills, margin in piastres and percent, June in Cairo (UTC+3) only', async () => {
      // The catalogue's Gold Package has an Arabic title; the Silver one the order names is not in it.
      const [category] = await t.app.db.insert(categories).values({ title: 'Flats', details: 'Flats', slug: 'flats' }).returning();
      await t.app.db
        .insert(packages)
        .values({ title: 'Gold Package', titleAr: 'الباقة الذهبية', slug: 'gold-package', pricePerUnit: 100, categoryId: category.id });
      const first = await accepted('Gold Package');
      await approvedChange(t, sales, customer, first); // 20,000 + 14 % VAT: 22,800 piastres
      await bill(first, 50_000);
      await bill(first, 30_001);
      await completedAt(first, '2025-05-31T21:00:00Z'); // 1 June, midnight in Cairo
      const overBudget = await accepted('Gold Package');
      await bill(overBudget, 120_000);
      await completedAt(overBudget, '2025-06-30T20:59:59Z'); // 30 June, a second before midnight
      const noBills = await accepted('Silver Package');
      await completedAt(noBills, '2025-06-15T09:00:00Z');
      // A second before June, and the first second of July; and a job that left completed again.
      await completedAt(await accepted('Gold Package'), '2025-05-31T20:59:59Z');
      await completedAt(await accepted('Gold Package'), '2025-06-30T21:00:00Z');
      const reopened = await accepted('Gold Package');
      await completedAt(reopened, '2025-06-10T09:00:00Z');
      await t.app.db.insert(orderStageChanges).values({ orderId: reopened.id, stage: 'in_progress', changedAt: new Date('2025-06-11T09:00:00Z') });

      const chart = await read('admin/insights/margins?period=custom&from=2025-06-01&to=2025-06-30', owner);
      const job = (order: Placed, fields: object) => ({ order_id: order.id, full_name: 'Mona Adel', ...fields });
      expect(chart).toEqual({
        period: { from: '2025-06-01', to: '2025-06-30' },
        jobs_total: 3,
        contract: 364_800,
        costs: 200_001,
        margin: 164_799,
        percent: 45.2,
        packages: [
          {
            package: 'Gold Package',
            package_ar: 'الباقة الذهبية',
            jobs: 2,
            contract: 250_800,
            costs: 200_001,
            margin: 50_799,
            percent: 20.3,
            average_margin: 25_400,
          },
          { package: 'Silver Package', package_ar: '', jobs: 1, contract: 114_000, costs: 0, margin: 114_000, percent: 100, average_margin: 114_000 },
        ],
        page: 1,
        jobs: [
          job(overBudget, {
            package: 'Gold Package',
            package_ar: 'الباقة الذهبية',
            completed_on: '2025-06-30',
            contract: 114_000,
            costs: 120_000,
            margin: -6_000,
            percent: -5.3,
          }),
          job(noBills, {
            package: 'Silver Package',
            package_ar: '',
            completed_on: '2025-06-15',
            contract: 114_000,
            costs: 0,
            margin: 114_000,
            percent: 100,
          }),
          job(first, {
            package: 'Gold Package',
            package_ar: 'الباقة الذهبية',
            completed_on: '2025-06-01',
            contract: 136_800,
            costs: 80_001,
            margin: 56_799,
            percent: 41.5,
          }),
        ],
      });
      expect((await read('admin/insights/margins?period=custom&from=2025-06-01&to=2025-06-30&page=2')).jobs).toEqual([]);
      expect((await read('admin/insights/margins?period=custom&from=2025-05-31&to=2025-05-31')).jobs_total).toBe(1);
      expect((await read('admin/insights/margins?period=custom&from=2025-07-01&to=2025-07-01')).jobs_total).toBe(1);

      // A bill entered later moves the margin at once.
      await bill(noBills, 14_000);
      const after = await read('admin/insights/margins?period=custom&from=2025-06-01&to=2025-06-30');
      expect(after.packages[1]).toMatchObject({ package: 'Silver Package', costs: 14_000, margin: 100_000, percent: 87.7 });
      expect(after.margin).toBe(150_799);

      // Kept by the triggers whoever writes: a bill removed, and an order's package renamed by a script.
      const later = (await t.app.db.execute(sql`select max(id)::int as id from job_bills where order_id = ${noBills.id}`)) as unknown as {
        rows: { id: number }[];
      };
      await t.app.db.execute(sql`delete from job_bills where id = ${later.rows[0].id}`);
      await t.app.db.execute(sql`update orders set package = 'Bronze Package' where id = ${noBills.id}`);
      // The chart is answered from memory: changes made by hand empty it once they commit (migration 0047's trigger).
      await vi.waitFor(
        async () => {
          const moved = await read('admin/insights/margins?period=custom&from=2025-06-01&to=2025-06-30');
          expect(moved.packages.map((row: { package: string; costs: number }) => [row.package, row.costs])).toEqual([
            ['Gold Package', 200_001],
            ['Bronze Package', 0],
          ]);
        },
        { timeout: 1_000, interval: 10 },
      );
      await bill(noBills, 14_000);
      await t.app.db.execute(sql`update orders set package = 'Silver Package' where id = ${noBills.id}`);

      const csv = await t.api.get('admin/insights/margins?period=custom&from=2025-06-01&to=2025-06-30&format=csv', sales.token);
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="margins-2025-06-01-2025-06-30.csv"');
      expect(csv.body).toBe(
        [
          'order_id,customer,package,completed_on,contract,costs,margin,margin_percent',
          `${overBudget.id},Mona Adel,Gold Package,2025-06-30,114000,120000,-6000,-5.3`,
          `${noBills.id},Mona Adel,Silver Package,2025-06-15,114000,14000,100000,87.7`,
          `${first.id},Mona Adel,Gold Package,2025-06-01,136800,80001,56799,41.5`,
          '',
        ].join('\r\n'),
      );
    });
  });
});

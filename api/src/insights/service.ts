// The business at a glance (issue 39): the console's charts, each one or two statements on tables the triggers of
// migration `insights_triggers` keep (money_days, receivables, order_stage_stays) or on an index of their own, so
// that each answers in milliseconds at 100,000 orders and 300,000 payments whatever the period.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AGEING_PAGE_SIZE,
  ageingBuckets,
  changeWords,
  conversionOutcomes,
  orderStages,
  type AgeingBucket,
  type ConversionOutcome,
} from '@fitout/shared';
import type { AgeingChart, AgeingItem, AgeingList, ConversionChart, MoneyChart, StagesChart } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { cairoDay } from '../company-time.ts';
import { instantsOf, monthsOf, type Period } from './period.ts';

type Reader = Pick<Db, 'execute'>;
type App = Pick<FastifyInstance, 'db'>;

async function rows<Row>(db: Reader, statement: SQL): Promise<Row[]> {
  // node-postgres and PGlite both answer { rows }.
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** Today in Cairo, the day ageing counts from. */
export const cairoToday = () => cairoDay(new Date());

/** Money received (payments by day, refunds taking off) against instalments falling due, per month of the period. */
export async function moneyChart(app: App, period: Period): Promise<MoneyChart> {
  const found = await rows<{ month: string; received: string; due: string }>(
    app.db,
    sql`select to_char(day, 'YYYY-MM') as month, sum(received) as received, sum(due) as due
      from money_days where day between ${period.from}::date and ${period.to}::date group by 1`,
  );
  const byMonth = new Map(found.map((row) => [row.month, row]));
  const months = monthsOf(period).map((month) => ({
    month,
    received: Number(byMonth.get(month)?.received ?? 0),
    due: Number(byMonth.get(month)?.due ?? 0),
  }));
  return {
    period,
    months,
    received: months.reduce((sum, month) => sum + month.received, 0),
    due: months.reduce((sum, month) => sum + month.due, 0),
  };
}

/** Which instalments still owed fall in a bucket, by their due day against today (due today is 0 days late). */
function inBucket(bucket: AgeingBucket, today: string): SQL {
  const limits = ageingBuckets.find((option) => option.value === bucket)!;
  if (limits.from === null) return sql`due_on is null`;
  const latest = sql`${today}::date - ${limits.from}::int`;
  return limits.to === null ? sql`due_on <= ${latest}` : sql`due_on <= ${latest} and due_on >= ${today}::date - ${limits.to}::int`;
}

/** What is owed today, by how late: instalments not yet due, then 0–30, 31–60 and over 60 days late. */
export async function ageingChart(app: App, today = cairoToday()): Promise<AgeingChart> {
  const found = await Promise.all(
    ageingBuckets.map((option) =>
      rows<{ count: string; outstanding: string | null }>(
        app.db,
        sql`select count(*) as count, sum(outstanding) as outstanding from receivables where outstanding > 0 and ${inBucket(option.value, today)}`,
      ),
    ),
  );
  const buckets = ageingBuckets.map((option, index) => ({
    bucket: option.value,
    count: Number(found[index][0]?.count ?? 0),
    outstanding: Number(found[index][0]?.outstanding ?? 0),
  }));
  return { as_of: today, buckets, outstanding: buckets.reduce((sum, bucket) => sum + bucket.outstanding, 0) };
}

type ItemRow = {
  order_id: number;
  full_name: string;
  label: string;
  label_ar: string;
  change_number: number | null;
  amount: string;
  outstanding: string;
  due_on: string | null;
};

const itemOut = (row: ItemRow, today: string): AgeingItem => ({
  order_id: Number(row.order_id),
  full_name: row.full_name,
  label: row.change_number === null ? row.label : changeWords.en.title(row.change_number),
  label_ar: row.change_number === null ? row.label_ar || row.label : changeWords.ar.title(row.change_number),
  amount: Number(row.amount),
  outstanding: Number(row.outstanding),
  due_on: row.due_on,
  days_late: row.due_on === null ? null : Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${row.due_on}T00:00:00Z`)) / 86_400_000),
});

/** The instalments behind an ageing bar, oldest due first: a page of them (`page`), or all (`page` null, for CSV). */
export async function ageingList(app: App, bucket: AgeingBucket, page: number | null, today = cairoToday()): Promise<AgeingList> {
  const where = sql`r.outstanding > 0 and ${inBucket(bucket, today)}`;
  const limit = page === null ? sql`` : sql`limit ${AGEING_PAGE_SIZE} offset ${(page - 1) * AGEING_PAGE_SIZE}`;
  const [counted, items] = await Promise.all([
    rows<{ total: string }>(app.db, sql`select count(*) as total from receivables r where ${where}`),
    rows<ItemRow>(
      app.db,
      sql`select r.order_id, o.full_name, r.label, r.label_ar, r.change_number, r.amount, r.outstanding, r.due_on::text as due_on
        from receivables r join orders o on o.id = r.order_id
        where ${where} order by r.due_on nulls last, r.order_id, r.seq ${limit}`,
    ),
  ]);
  return { bucket, total: Number(counted[0]?.total ?? 0), page: page ?? 1, items: items.map((row) => itemOut(row, today)) };
}

/** Jobs at each stage now, and how many days the stays that ended in the period lasted on average. */
export async function stagesChart(app: App, period: Period): Promise<StagesChart> {
  const { start, end } = instantsOf(period);
  const [now, stays] = await Promise.all([
    rows<{ stage: string; jobs: string }>(app.db, sql`select stage, count(*) as jobs from orders group by stage`),
    rows<{ stage: string; stays: string; seconds: string }>(
      app.db,
      sql`select stage, count(*) as stays, avg(extract(epoch from left_at - entered_at)) as seconds
        from order_stage_stays where left_at >= ${start.toISOString()}::timestamptz and left_at < ${end.toISOString()}::timestamptz
        group by stage`,
    ),
  ]);
  const jobs = new Map(now.map((row) => [row.stage, Number(row.jobs)]));
  const ended = new Map(stays.map((row) => [row.stage, row]));
  return {
    period,
    stages: orderStages.map(({ value }) => {
      const stay = ended.get(value);
      return {
        stage: value,
        jobs: jobs.get(value) ?? 0,
        stays: Number(stay?.stays ?? 0),
        average_days: stay ? Math.round(Number(stay.seconds) / 8640) / 10 : null,
      };
    }),
  };
}

/** Quote versions sent in the period, and what became of each: accepted, declined, changes asked, superseded, waiting. */
export async function conversionChart(app: App, period: Period): Promise<ConversionChart> {
  const { start, end } = instantsOf(period);
  const found = await rows<{ status: string; count: string }>(
    app.db,
    sql`select status, count(*) as count from quotes
      where sent_at >= ${start.toISOString()}::timestamptz and sent_at < ${end.toISOString()}::timestamptz group by status`,
  );
  const outcomeOf = (status: string): ConversionOutcome => (status === 'sent' ? 'waiting' : (status as ConversionOutcome));
  const counts = new Map<ConversionOutcome, number>();
  for (const row of found) counts.set(outcomeOf(row.status), (counts.get(outcomeOf(row.status)) ?? 0) + Number(row.count));
  const sent = [...counts.values()].reduce((sum, count) => sum + count, 0);
  const accepted = counts.get('accepted') ?? 0;
  return {
    period,
    sent,
    outcomes: conversionOutcomes.map((outcome) => ({ outcome, count: counts.get(outcome) ?? 0 })),
    rate: sent ? Math.round((accepted * 1000) / sent) / 10 : null,
  };
}

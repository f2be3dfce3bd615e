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
  funnelSteps,
  lostReasons,
  MARGIN_PAGE_SIZE,
  orderStages,
  pipelineStages,
  reachedStages,
  type AgeingBucket,
  type ConversionOutcome,
} from '@fitout/shared';
import type {
  AgeingChart,
  AgeingItem,
  AgeingList,
  ConversionChart,
  FunnelChart,
  MarginChart,
  MarginJob,
  MoneyChart,
  PipelineChart,
  StagesChart,
} from '@fitout/shared/contract';
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

/** The instants of a period as SQL: its first Cairo midnight and the one after its last day. */
function between(column: SQL, period: Period): SQL {
  const { start, end } = instantsOf(period);
  return sql`${column} >= ${start.toISOString()}::timestamptz and ${column} < ${end.toISOString()}::timestamptz`;
}

/** A share in percent with one decimal (half away from zero), or null over nothing. */
const percentOf = (part: number, whole: number) => (whole ? (Math.sign(part) * Math.round((Math.abs(part) * 1000) / whole)) / 10 : null);

/** The open leads created in the period, per stage (new, contacted, visit booked, quoted), and their estimated value. */
export async function pipelineChart(app: App, period: Period): Promise<PipelineChart> {
  const found = await rows<{ stage: string; count: string; value: string | null }>(
    app.db,
    sql`select stage, count(*) as count, sum(estimated_value) as value from leads
      where ${between(sql`created_at`, period)} and stage in ('new', 'contacted', 'visit_booked', 'quoted') group by stage`,
  );
  const byStage = new Map(found.map((row) => [row.stage, row]));
  const stages = pipelineStages.map((stage) => ({
    stage,
    count: Number(byStage.get(stage)?.count ?? 0),
    value: Number(byStage.get(stage)?.value ?? 0),
  }));
  return {
    period,
    stages,
    count: stages.reduce((sum, row) => sum + row.count, 0),
    value: stages.reduce((sum, row) => sum + row.value, 0),
  };
}

/**
 * The leads created in the period: how many reached each step of lead → visit → quote → accepted (by the furthest
 * stage each reached, which a lead lost or moved back keeps), and the lost ones by their reason.
 */
export async function funnelChart(app: App, period: Period): Promise<FunnelChart> {
  const found = await rows<{ reached: string; lost_reason: string | null; count: string }>(
    app.db,
    sql`select reached, lost_reason, count(*) as count from leads where ${between(sql`created_at`, period)} group by reached, lost_reason`,
  );
  const rank = (stage: string) => (reachedStages as readonly string[]).indexOf(stage);
  const steps = funnelSteps.map((step) => ({
    step: step.value,
    count: found.filter((row) => rank(row.reached) >= rank(step.from)).reduce((sum, row) => sum + Number(row.count), 0),
  }));
  const lost_reasons = lostReasons.map((reason) => ({
    reason,
    count: found.filter((row) => row.lost_reason === reason).reduce((sum, row) => sum + Number(row.count), 0),
  }));
  const leads = steps[0].count;
  return {
    period,
    steps,
    lost: lost_reasons.reduce((sum, row) => sum + row.count, 0),
    lost_reasons,
    rate: percentOf(steps[steps.length - 1].count, leads),
  };
}

type MarginRow = { order_id: number; full_name: string; package: string; completed: string; contract: string; costs: string };

/**
 * The jobs completed in the period (orders at completed now, since a moment in it), each with its contract total (the
 * accepted quote's total and the approved changes, as the order's costs page counts it) and its costs (bills): the
 * rows of job_margins, which its triggers keep (migration `owner_charts`).
 */
const completedIn = (period: Period) => between(sql`completed_at`, period);

const jobOut = (row: MarginRow, arabic: Map<string, string>): MarginJob => {
  const contract = Number(row.contract);
  const costs = Number(row.costs);
  return {
    order_id: Number(row.order_id),
    full_name: row.full_name,
    package: row.package,
    package_ar: arabic.get(row.package) ?? '',
    completed_on: cairoDay(new Date(Number(row.completed) * 1000)),
    contract,
    costs,
    margin: contract - costs,
    percent: percentOf(contract - costs, contract),
  };
};

/** Margin of the jobs completed in the period, in all, per package and per job (a page of them, or all for CSV: `page` null). */
export async function marginChart(app: App, period: Period, page: number | null): Promise<MarginChart> {
  const limit = page === null ? sql`` : sql`limit ${MARGIN_PAGE_SIZE} offset ${(page - 1) * MARGIN_PAGE_SIZE}`;
  const [packages, jobs] = await Promise.all([
    rows<{ package: string; jobs: string; contract: string; costs: string }>(
      app.db,
      sql`select package, count(*) as jobs, sum(contract) as contract, sum(costs) as costs from job_margins
        where ${completedIn(period)} group by package order by sum(contract) desc, package`,
    ),
    rows<MarginRow>(
      app.db,
      sql`select m.order_id, o.full_name, m.package, extract(epoch from m.completed_at) as completed, m.contract, m.costs
        from (select * from job_margins where ${completedIn(period)} order by completed_at desc, order_id desc ${limit}) m
        join orders o on o.id = m.order_id order by m.completed_at desc, m.order_id desc`,
    ),
  ]);
  // The packages' Arabic titles, from the catalogue (an order names its package by its title).
  const names = [...new Set([...packages, ...jobs].map((row) => row.package).filter(Boolean))];
  const titles = names.length
    ? await rows<{ title: string; title_ar: string }>(
        app.db,
        sql`select distinct on (title) title, title_ar from packages where title in (select jsonb_array_elements_text(${JSON.stringify(names)}::jsonb)) and title_ar <> '' order by title, id`,
      )
    : [];
  const arabic = new Map(titles.map((row) => [row.title, row.title_ar]));
  const groups = packages.map((row) => {
    const contract = Number(row.contract);
    const costs = Number(row.costs);
    const count = Number(row.jobs);
    return {
      package: row.package,
      package_ar: arabic.get(row.package) ?? '',
      jobs: count,
      contract,
      costs,
      margin: contract - costs,
      percent: percentOf(contract - costs, contract),
      average_margin: Math.round((contract - costs) / count),
    };
  });
  const contract = groups.reduce((sum, row) => sum + row.contract, 0);
  const costs = groups.reduce((sum, row) => sum + row.costs, 0);
  return {
    period,
    jobs_total: groups.reduce((sum, row) => sum + row.jobs, 0),
    contract,
    costs,
    margin: contract - costs,
    percent: percentOf(contract - costs, contract),
    packages: groups,
    page: page ?? 1,
    jobs: jobs.map((row) => jobOut(row, arabic)),
  };
}

// The business at a glance (issue 39): the console's charts, for owner and sales (editors are refused). Each read
// takes a period and answers JSON, or its data as CSV with `format=csv` (English headers, amounts in piastres).
import { z } from '../common/zod.ts';
import {
  ageingBuckets,
  AGEING_PAGE_SIZE,
  conversionOutcomes,
  funnelSteps,
  insightPeriods,
  MARGIN_PAGE_SIZE,
  pipelineStages,
} from '../insights/words.ts';
import { lostReasons } from '../leads/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';

const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const day = z.string().describe('A Cairo day, YYYY-MM-DD');
const bucket = z.enum(ageingBuckets.map((option) => option.value) as [string, ...string[]]);

const format = z.enum(['json', 'csv']).optional().describe('csv: the chart’s data as text/csv (English headers), as an attachment');
/** The period: this Cairo month, quarter or year (whole), or `custom` from/to (both days included). */
export const insightQuery = z.object({
  period: z.enum(insightPeriods).optional().describe('month (default), quarter, year, or custom with from and to'),
  from: z.string().max(10).optional().describe('custom: the first day, YYYY-MM-DD'),
  to: z.string().max(10).optional().describe('custom: the last day, YYYY-MM-DD'),
  format,
});

const period = z.object({ from: day, to: day }).describe('The period read, both days included (Cairo)');

export const moneyChart = z.object({
  period,
  months: z
    .array(z.object({ month: z.string().describe('YYYY-MM'), received: piastres, due: piastres }))
    .describe('Every month of the period, oldest first'),
  received: piastres.describe('Payments by their day, refunds taking off'),
  due: piastres.describe('Instalments falling due in the period (the day their moment came)'),
});

export const ageingChart = z.object({
  as_of: day,
  buckets: z.array(z.object({ bucket, count: z.int(), outstanding: piastres })),
  outstanding: piastres,
});

export const ageingItem = z.object({
  order_id: z.int(),
  full_name: z.string(),
  label: z.string(),
  label_ar: z.string(),
  amount: piastres,
  outstanding: piastres,
  due_on: day.nullable().describe('null: its moment (start or completion) has not come'),
  days_late: z.int().nullable(),
});
export const ageingList = z.object({ bucket, total: z.int(), page: z.int(), items: z.array(ageingItem).describe('Oldest due first') });

export const stagesChart = z.object({
  period,
  stages: z.array(
    z.object({
      stage: z.string(),
      jobs: z.int().describe('Orders at this stage now'),
      stays: z.int().describe('Stays in this stage that ended in the period'),
      average_days: z.number().nullable().describe('Their average length in days, one decimal; null when none ended'),
    }),
  ),
});

export const conversionChart = z.object({
  period,
  sent: z.int().describe('Quote versions sent in the period'),
  outcomes: z.array(z.object({ outcome: z.enum(conversionOutcomes), count: z.int() })),
  rate: z.number().nullable().describe('accepted ÷ sent, in percent, one decimal; null when none was sent'),
});

export const pipelineChart = z.object({
  period,
  stages: z
    .array(
      z.object({
        stage: z.enum(pipelineStages),
        count: z.int().describe('Open leads at this stage now, of those created in the period'),
        value: piastres.describe('Their estimated values summed (a lead without one counts 0)'),
      }),
    )
    .describe('new, contacted, visit booked, quoted: in that order'),
  count: z.int(),
  value: piastres,
});

export const funnelChart = z.object({
  period,
  steps: z
    .array(z.object({ step: z.enum(funnelSteps.map((step) => step.value) as [string, ...string[]]), count: z.int() }))
    .describe('Of the leads created in the period, how many reached each step: lead (all), visit, quote, accepted (won)'),
  lost: z.int().describe('Of them, the ones lost'),
  lost_reasons: z.array(z.object({ reason: z.enum(lostReasons), count: z.int() })).describe('The lost ones by their reason, in the list’s order'),
  rate: z.number().nullable().describe('accepted ÷ leads, in percent, one decimal; null when there was no lead'),
});

const margins = {
  contract: piastres.describe('The accepted quote’s total plus the approved changes'),
  costs: piastres.describe('Bills and expenses entered against the job'),
  margin: piastres.describe('contract − costs (below 0 when the job lost money)'),
  percent: z.number().nullable().describe('margin ÷ contract, in percent, one decimal; null when the contract is 0'),
};

export const marginJob = z.object({
  order_id: z.int(),
  full_name: z.string(),
  package: z.string().describe('The order’s package as the customer chose it; empty when none'),
  package_ar: z.string().describe('Its Arabic title, from the catalogue; empty when it has none'),
  completed_on: day.describe('The Cairo day the job was completed'),
  ...margins,
});

export const marginChart = z.object({
  period,
  jobs_total: z.int().describe('Jobs completed in the period (orders at completed whose completion falls in it)'),
  ...margins,
  packages: z
    .array(
      z.object({
        package: z.string(),
        package_ar: z.string(),
        jobs: z.int(),
        ...margins,
        average_margin: piastres.describe('margin ÷ jobs, rounded'),
      }),
    )
    .describe('Per package, the largest contract total first'),
  page: z.int(),
  jobs: z.array(marginJob).describe(`${MARGIN_PAGE_SIZE} a page, the latest completed first`),
});

export type MoneyChart = z.infer<typeof moneyChart>;
export type AgeingChart = z.infer<typeof ageingChart>;
export type AgeingList = z.infer<typeof ageingList>;
export type AgeingItem = z.infer<typeof ageingItem>;
export type StagesChart = z.infer<typeof stagesChart>;
export type ConversionChart = z.infer<typeof conversionChart>;
export type PipelineChart = z.infer<typeof pipelineChart>;
export type FunnelChart = z.infer<typeof funnelChart>;
export type MarginChart = z.infer<typeof marginChart>;
export type MarginJob = z.infer<typeof marginJob>;

const tag = 'Insights';

export const insights = {
  money: endpoint({
    method: 'GET',
    path: 'admin/insights/money',
    summary: 'Money received against money due, per month of the period (format=csv: month,received,due)',
    tag,
    access: staffOnly.sales,
    query: insightQuery,
    responses: { 200: moneyChart },
  }),
  ageing: endpoint({
    method: 'GET',
    path: 'admin/insights/ageing',
    summary: 'Receivables ageing today: not yet due, 0–30, 31–60, over 60 days late (format=csv: bucket,count,outstanding)',
    tag,
    access: staffOnly.sales,
    query: z.object({ format }),
    responses: { 200: ageingChart },
  }),
  ageingList: endpoint({
    method: 'GET',
    path: 'admin/insights/ageing/:bucket',
    summary: `The instalments behind an ageing bar, ${AGEING_PAGE_SIZE} a page, oldest due first (format=csv: all of them)`,
    tag,
    access: staffOnly.sales,
    params: z.object({ bucket }),
    query: z.object({ page: z.coerce.number().int().min(1).max(100_000).optional(), format }),
    responses: { 200: ageingList },
  }),
  stages: endpoint({
    method: 'GET',
    path: 'admin/insights/stages',
    summary: 'Jobs by stage now, and the average days spent in each by the stays that ended in the period (format=csv)',
    tag,
    access: staffOnly.sales,
    query: insightQuery,
    responses: { 200: stagesChart },
  }),
  conversion: endpoint({
    method: 'GET',
    path: 'admin/insights/conversion',
    summary: 'Quote conversion: versions sent in the period and what became of them (format=csv)',
    tag,
    access: staffOnly.sales,
    query: insightQuery,
    responses: { 200: conversionChart },
  }),
  pipeline: endpoint({
    method: 'GET',
    path: 'admin/insights/pipeline',
    summary: 'The lead pipeline: open leads created in the period, per stage, with their estimated value (format=csv)',
    tag,
    access: staffOnly.sales,
    query: insightQuery,
    responses: { 200: pipelineChart },
  }),
  funnel: endpoint({
    method: 'GET',
    path: 'admin/insights/funnel',
    summary: 'The conversion funnel of the leads created in the period: lead → visit → quote → accepted, and the lost by reason (format=csv)',
    tag,
    access: staffOnly.sales,
    query: insightQuery,
    responses: { 200: funnelChart },
  }),
  margins: endpoint({
    method: 'GET',
    path: 'admin/insights/margins',
    summary: `Margin of the jobs completed in the period: contract, costs, margin, per package and per job (${MARGIN_PAGE_SIZE} a page; format=csv: every job)`,
    tag,
    access: staffOnly.sales,
    query: insightQuery.extend({ page: z.coerce.number().int().min(1).max(100_000).optional() }),
    responses: { 200: marginChart },
  }),
};

// The charts' data as CSV (issue 39): English headers, amounts in whole piastres as the JSON answers them.
import type {
  AgeingChart,
  AgeingList,
  ConversionChart,
  FunnelChart,
  MarginChart,
  MoneyChart,
  PipelineChart,
  StagesChart,
} from '@fitout/shared/contract';

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

const table = (head: string[], lines: unknown[][]) => `${[head, ...lines].map((line) => line.map(cell).join(',')).join('\r\n')}\r\n`;

export const moneyCsv = (chart: MoneyChart) =>
  table(
    ['month', 'received', 'due'],
    chart.months.map((month) => [month.month, month.received, month.due]),
  );

export const ageingCsv = (chart: AgeingChart) =>
  table(
    ['bucket', 'count', 'outstanding'],
    chart.buckets.map((bucket) => [bucket.bucket, bucket.count, bucket.outstanding]),
  );

export const ageingListCsv = (list: AgeingList) =>
  table(
    ['order_id', 'customer', 'instalment', 'amount', 'outstanding', 'due_on', 'days_late'],
    list.items.map((item) => [item.order_id, item.full_name, item.label, item.amount, item.outstanding, item.due_on, item.days_late]),
  );

export const stagesCsv = (chart: StagesChart) =>
  table(
    ['stage', 'jobs', 'stays_ended', 'average_days'],
    chart.stages.map((stage) => [stage.stage, stage.jobs, stage.stays, stage.average_days]),
  );

export const conversionCsv = (chart: ConversionChart) =>
  table(['outcome', 'count'], [['sent', chart.sent], ...chart.outcomes.map((outcome) => [outcome.outcome, outcome.count])]);

export const pipelineCsv = (chart: PipelineChart) =>
  table(
    ['stage', 'leads', 'estimated_value'],
    chart.stages.map((stage) => [stage.stage, stage.count, stage.value]),
  );

/** The steps reached, then the lost and their reasons: one table, the kind of each row first. */
export const funnelCsv = (chart: FunnelChart) =>
  table(
    ['kind', 'name', 'leads'],
    [
      ...chart.steps.map((step) => ['step', step.step, step.count]),
      ['lost', 'all', chart.lost],
      ...chart.lost_reasons.map((reason) => ['lost_reason', reason.reason, reason.count]),
    ],
  );

/** Every job completed in the period, the latest first. */
export const marginCsv = (chart: MarginChart) =>
  table(
    ['order_id', 'customer', 'package', 'completed_on', 'contract', 'costs', 'margin', 'margin_percent'],
    chart.jobs.map((job) => [job.order_id, job.full_name, job.package, job.completed_on, job.contract, job.costs, job.margin, job.percent]),
  );

// The business at a glance (issue 39): the charts' periods, the receivables' ageing buckets and their limits, shared by
// the API and the console (no zod here: the console's words load without the validation library).

/** The periods a chart is read over: this Cairo month, quarter or year so far and to its end, or from/to days. */
export const insightPeriods = ['month', 'quarter', 'year', 'custom'] as const;
export type InsightPeriod = (typeof insightPeriods)[number];

/** The longest custom period, in days (ten years: 120 monthly bars). */
export const MAX_INSIGHT_DAYS = 3_660;

/**
 * The receivables' ageing: instalments whose moment has not come, then those due by how many days late they are
 * (due today is 0 days late). Each bucket's days, both ends included; `null`: no limit.
 */
export const ageingBuckets = [
  { value: 'not_due', from: null, to: null },
  { value: 'late_0_30', from: 0, to: 30 },
  { value: 'late_31_60', from: 31, to: 60 },
  { value: 'late_over_60', from: 61, to: null },
] as const;
export type AgeingBucket = (typeof ageingBuckets)[number]['value'];

/** What the list behind an ageing bar holds per page. */
export const AGEING_PAGE_SIZE = 50;

/** What became of a quote version sent in the period (the conversion chart). */
export const conversionOutcomes = ['accepted', 'declined', 'changes_requested', 'superseded', 'waiting'] as const;
export type ConversionOutcome = (typeof conversionOutcomes)[number];

/** The refusal of a period the charts cannot read (a 400 on `from`, coded insight.period). */
export const insightMessages = {
  period: 'Choose a custom period with from and to as YYYY-MM-DD, from not after to, at most ten years apart.',
} as const;

/** The pipeline chart: the open lead stages, in their order (won and lost leads are no longer in the pipeline). */
export const pipelineStages = ['new', 'contacted', 'visit_booked', 'quoted'] as const;
export type PipelineStage = (typeof pipelineStages)[number];

/**
 * The funnel's steps and the furthest lead stage that counts as having reached each: a lead reached the visit when it
 * got as far as a visit booked (or further), the quote when quoted (or won), accepted when won. A lost lead counts at
 * the steps it reached before it was lost.
 */
export const funnelSteps = [
  { value: 'lead', from: 'new' },
  { value: 'visit', from: 'visit_booked' },
  { value: 'quote', from: 'quoted' },
  { value: 'accepted', from: 'won' },
] as const;
export type FunnelStep = (typeof funnelSteps)[number]['value'];

/** The stages a lead may have reached, lowest first (a lost lead keeps the furthest one it reached before). */
export const reachedStages = ['new', 'contacted', 'visit_booked', 'quoted', 'won'] as const;

/** What the list of completed jobs behind the margin chart holds per page. */
export const MARGIN_PAGE_SIZE = 50;

// Change orders (issue 38): staff (owner and sales) raise a change on an order whose quote is accepted and set the
// expected completion date under admin/; the order's customer reads the contract's story and approves or declines
// each change under registerorder/detail/<slug>/changes/.
import { z } from '../common/zod.ts';
import { changeApproveSchema, changeDeclineSchema, changeSchema, completionSchema } from '../changes/schemas.ts';
import {
  CHANGE_PHOTOS_FIELD,
  MAX_CHANGE_PHOTOS,
  changeLineKinds,
  changeScheduleOptions,
  changeStageOptions,
  changeStatuses,
} from '../changes/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, slugParam, slugParams } from './params.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().describe('A date, YYYY-MM-DD');

export const changeLine = z.object({
  id,
  kind: z.enum(changeLineKinds).describe('add: work added to the contract; remove: work taken out of it'),
  description: z.string(),
  description_ar: z.string(),
  quantity: z.number().describe('Up to 3 decimals'),
  unit: z.string(),
  unit_price: piastres,
  total: piastres.describe('quantity × unit_price, rounded half up to a piastre (positive for both kinds)'),
});

export const changeTotals = z.object({
  added: piastres.describe('The lines added'),
  removed: piastres.describe('The lines taken out'),
  net: piastres.describe('added − removed; may be negative'),
  vat_rate: z.number().describe("Percent, the accepted quote's"),
  vat: piastres.describe('net × vat_rate, rounded half up (away from zero)'),
  total: piastres.describe('net + vat: what the change adds to the contract total (negative: takes off)'),
});

export const changeAnswer = z.object({
  kind: z.enum(['approved', 'declined']),
  full_name: z.string().describe('As typed (approval); empty otherwise'),
  note: z.string().describe('The reason of a decline'),
  answered_at: isoDate,
  ip: z.string(),
  user_agent: z.string(),
  content_sha256: z.string().describe('SHA-256 (hex) of the canonical content of the change as shown (docs/api.md)'),
});

export const changeOrder = z.object({
  id,
  order_id: id,
  order_slug: z.string(),
  number: z.int().describe("The change's number on its order: 1, 2, …"),
  status: z.enum(changeStatuses),
  reason: z.string(),
  reason_ar: z.string(),
  lines: z.array(changeLine),
  totals: changeTotals,
  days_added: z.int(),
  answer_by: day,
  expired: z.boolean().describe('Pending and past its date to answer by'),
  schedule: z.enum(changeScheduleOptions.map((option) => option.value) as [string, ...string[]]),
  stage: z.enum(changeStageOptions.map((option) => option.value) as [string, ...string[]]).nullable(),
  photos: z.array(mediaInfo.unwrap()),
  contract_before: piastres.describe('The contract total before this change (now, while pending; when answered, then)'),
  contract_after: piastres.describe('contract_before + totals.total'),
  completion_before: day.nullable().describe('The expected completion before this change (null: not set)'),
  completion_after: day.nullable().describe('completion_before + days_added'),
  answer: changeAnswer.nullable(),
  created_at: isoDate,
});

/** The contract's story: the accepted quote, then each change, with the running total and the completion date. */
export const changeStory = z.object({
  quote_version: z.int().nullable().describe('The accepted quote; null before acceptance'),
  quote_total: piastres.nullable(),
  contract_total: piastres.nullable().describe('The accepted quote plus every approved change'),
  expected_completion: day.nullable(),
  changes: z
    .array(changeOrder.extend({ running_total: piastres.nullable().describe('The contract total after it, when approved') }))
    .describe('Oldest first'),
});

export const completion = z.object({ order_id: id, expected_completion: day.nullable() });

const changeParams = z.object({ slug: slugParam, id: idParam });
const tag = 'Change orders';

export const changes = {
  staffList: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/changes',
    summary: "An order's contract story: the accepted quote, its changes and the expected completion",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: changeStory },
  }),
  raise: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/changes',
    summary: `Raises a change on an order whose quote is accepted (JSON, or multipart with up to ${MAX_CHANGE_PHOTOS} \`photos\` and \`lines\` as JSON text); the customer is mailed and the thread says so`,
    tag,
    access: staffOnly.sales,
    audit: { resource: 'change-orders' },
    refusals: { 409: 'change.no_accepted_quote, order.closed' },
    params: idParams,
    body: changeSchema,
    files: [CHANGE_PHOTOS_FIELD],
    maxFiles: MAX_CHANGE_PHOTOS,
    responses: { 201: changeOrder },
  }),
  one: endpoint({
    method: 'GET',
    path: 'admin/changes/:id',
    summary: 'One change order (the console, its printable page)',
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: changeOrder },
  }),
  setCompletion: endpoint({
    method: 'PUT',
    path: 'admin/orders/:id/completion',
    summary: 'Sets the expected completion date of an order (approved changes move it by their days)',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'order-completion', id: 'id' },
    params: idParams,
    body: completionSchema,
    responses: { 200: completion },
  }),
  list: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/changes/',
    summary: "Your order's contract story: the accepted quote, each change (old total, change, new total) and the expected completion",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: changeStory },
  }),
  mine: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/changes/:id/',
    summary: 'One change of your order',
    tag,
    access: 'user',
    params: changeParams,
    responses: { 200: changeOrder },
  }),
  approve: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/changes/:id/approve/',
    summary:
      'Approves a pending change with your typed name (kept with the time, IP, user agent and SHA-256 of its content): the contract total, the payment schedule and the expected completion move',
    tag,
    access: 'user',
    refusals: { 409: 'change.answered, change.expired, change.credit_too_large, change.nothing_to_spread, order.closed' },
    params: changeParams,
    body: changeApproveSchema,
    responses: { 200: changeOrder },
  }),
  decline: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/changes/:id/decline/',
    summary: 'Declines a pending change (a reason is optional); nothing of the contract moves',
    tag,
    access: 'user',
    refusals: { 409: 'change.answered, order.closed' },
    params: changeParams,
    body: changeDeclineSchema,
    responses: { 200: changeOrder },
  }),
};

export type ChangeOrder = z.infer<typeof changeOrder>;
export type ChangeStory = z.infer<typeof changeStory>;

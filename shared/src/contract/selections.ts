// Finish selections within allowances (issue 38): staff (owner and sales) define an order's selections and lock them
// under admin/; the order's customer chooses under registerorder/detail/<slug>/selections/.
import { z } from '../common/zod.ts';
import { selectionChooseSchema, selectionSchema } from '../selections/schemas.ts';
import { MAX_SELECTION_CHOICES, SELECTION_PHOTOS_FIELD, selectionStatuses } from '../selections/words.ts';
import { changeStageOptions } from '../changes/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, slugParam, slugParams } from './params.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const day = z.string().describe('A date, YYYY-MM-DD');

export const selectionChoice = z.object({
  id,
  name: z.string(),
  name_ar: z.string(),
  supplier: z.string(),
  price_per_unit: piastres,
  note: z.string(),
  note_ar: z.string().describe("The note in Arabic; '' when staff wrote none"),
  photo: mediaInfo,
  total: piastres.describe('quantity × price_per_unit, rounded half up'),
  difference: piastres.describe('total − the allowance for the quantity: positive over the allowance, negative under it'),
  change_total: piastres.nullable().describe('The change order choosing it makes: the difference with VAT at the accepted quote’s rate'),
  contract_after: piastres
    .nullable()
    .describe('The contract total once it is chosen (the total now + change_total); null once the selection is chosen or locked'),
});

export const selection = z.object({
  id,
  order_id: id,
  item: z.string(),
  item_ar: z.string(),
  room: z.string(),
  room_ar: z.string().describe("The room in Arabic; '' when staff wrote none"),
  quantity: z.number(),
  unit: z.string(),
  allowance_per_unit: piastres,
  allowance_total: piastres.describe('quantity × allowance_per_unit, rounded half up'),
  stage: z.enum(changeStageOptions.map((option) => option.value) as [string, ...string[]]),
  choose_by: day,
  overdue: z.boolean().describe('Open and past choose_by (Africa/Cairo)'),
  blocks_work: z.boolean().describe('Work stops until it is chosen'),
  status: z.enum(selectionStatuses),
  choices: z.array(selectionChoice),
  choice_id: id.nullable(),
  change_id: id.nullable().describe('The change order the choice made (over or under the allowance); null when it matched it'),
  chosen_at: z.string().nullable(),
});

export const selectionList = z.object({
  contract_total: piastres.nullable().describe('The accepted quote plus every approved change, now'),
  selections: z.array(selection).describe('Oldest first'),
});

const selectionParams = z.object({ slug: slugParam, id: idParam });
const tag = 'Selections';

export const selections = {
  staffList: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/selections',
    summary: "An order's selections",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: selectionList },
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/selections',
    summary: `Defines a selection on an order whose quote is accepted (JSON, or multipart with \`choices\` as JSON text and up to ${MAX_SELECTION_CHOICES} \`photos\`, one per choice in order)`,
    tag,
    access: staffOnly.sales,
    audit: { resource: 'selections' },
    refusals: { 409: 'selection.no_accepted_quote, order.closed' },
    params: idParams,
    body: selectionSchema,
    files: [SELECTION_PHOTOS_FIELD],
    maxFiles: MAX_SELECTION_CHOICES,
    responses: { 201: selection },
  }),
  lock: endpoint({
    method: 'POST',
    path: 'admin/selections/:id/lock',
    summary: 'Locks an open selection: the customer can no longer choose',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'selections', id: 'id' },
    refusals: { 409: 'selection.not_open' },
    params: idParams,
    responses: { 200: selection },
  }),
  list: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/selections/',
    summary: "Your order's selections, each choice with how far it is over or under the allowance",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: selectionList },
  }),
  choose: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/selections/:id/choose/',
    summary:
      'Chooses one of an open selection’s choices, signed with your typed name: over the allowance, the difference is a change order approved with it; under, a credit taken off the instalments still to pay',
    tag,
    access: 'user',
    refusals: { 409: 'selection.not_open, change.credit_too_large, change.nothing_to_spread, order.closed' },
    params: selectionParams,
    body: selectionChooseSchema,
    responses: { 200: selection },
  }),
};

export type Selection = z.infer<typeof selection>;
export type SelectionList = z.infer<typeof selectionList>;

// Suppliers and job costs (issue 39): staff (owner and sales; editors see none of it) keep suppliers (the admin face,
// admin.ts), and on each order purchase orders, bills and expenses with their receipts, and the split of the order's
// budget (its contract total) by category; one read answers budget, committed, actual and margin, live.
import { z } from '../common/zod.ts';
import { billSchema, budgetSplitSchema, purchaseOrderSchema, purchaseOrderStateSchema } from '../costs/schemas.ts';
import { MAX_COST_AMOUNT, RECEIPT_FIELD, costCategories, purchaseOrderStates } from '../costs/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams } from './params.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');
const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().describe('A date, YYYY-MM-DD');
const category = z.enum(costCategories);

export const supplier = z.object({
  id,
  name: z.string(),
  trade: z.string(),
  phone: z.string(),
  tax_number: z.string(),
  created_at: isoDate,
});

export const purchaseOrder = z.object({
  id,
  order_id: id,
  number: z.int().describe("The purchase order's number on its order: 1, 2, …"),
  supplier_id: id,
  supplier_name: z.string(),
  category,
  state: z.enum(purchaseOrderStates),
  expected_on: day.nullable(),
  note: z.string(),
  lines: z.array(
    z.object({
      id,
      description: z.string(),
      quantity: z.number().describe('Up to 3 decimals'),
      unit_price: piastres,
      total: piastres.describe('quantity × unit_price, rounded half up to a piastre'),
    }),
  ),
  total: piastres.describe('The sum of its lines, computed by the API'),
  created_at: isoDate,
});

export const receipt = z
  .object({
    kind: z.enum(['image', 'pdf']),
    url: z.url(),
    image: mediaInfo.describe('The photo at its stored widths; null for a PDF'),
  })
  .nullable()
  .describe('The receipt: a photo (through the image pipeline) or a PDF; null when none was attached');

export const bill = z.object({
  id,
  order_id: id,
  supplier_id: id.nullable(),
  supplier_name: z.string().describe("'' when no supplier is named"),
  category,
  amount: piastres,
  billed_on: day,
  description: z.string(),
  receipt,
  created_at: isoDate,
});

const figures = {
  committed: piastres.describe('Purchase orders not cancelled'),
  actual: piastres.describe('Bills and expenses'),
};

/** An order's costs against its budget, every figure in whole piastres, read live. */
export const jobCosts = z.object({
  order_id: id,
  budget: piastres.nullable().describe('The contract total: the accepted quote plus approved changes; null before acceptance'),
  ...figures,
  margin: piastres.nullable().describe('budget − actual (negative when over); null before acceptance'),
  split_set: z.boolean().describe('Whether staff have split the budget by category'),
  unallocated: piastres.nullable().describe('budget − the split: 0 once split, moved by a change approved since (null before acceptance)'),
  categories: z.array(
    z.object({
      category,
      budget: piastres.nullable().describe('Its share of the split; null until split'),
      ...figures,
      margin: piastres.nullable().describe('budget − actual; null until split'),
    }),
  ),
  purchase_orders: z.array(purchaseOrder).describe('Newest first'),
  bills: z.array(bill).describe('Newest first'),
});

export const budgetSplit = z.object({
  order_id: id,
  budget: piastres,
  split: z.record(z.string(), piastres),
});

const tag = 'Job costs';

export const costs = {
  read: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/costs',
    summary:
      "An order's job costs: budget, committed (purchase orders), actual (bills) and margin, in all and by category, with its purchase orders and bills",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: jobCosts },
  }),
  setBudget: endpoint({
    method: 'PUT',
    path: 'admin/orders/:id/budget',
    summary: 'Splits the budget (the contract total) by category; the split must add up to it exactly',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'order-budgets', id: 'id' },
    refusals: { 409: 'costs.no_accepted_quote' },
    params: idParams,
    body: budgetSplitSchema,
    responses: { 200: budgetSplit },
  }),
  createPurchaseOrder: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/purchase-orders',
    summary: 'Drafts a purchase order to a supplier (lines, category, expected date); its total is computed here',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'purchase-orders' },
    params: idParams,
    body: purchaseOrderSchema,
    responses: { 201: purchaseOrder },
  }),
  movePurchaseOrder: endpoint({
    method: 'PUT',
    path: 'admin/purchase-orders/:id/state',
    summary: 'Moves a purchase order: draft → sent → received, or cancelled before it is received',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'purchase-orders', id: 'id' },
    refusals: { 409: 'costs.state_move' },
    params: idParams,
    body: purchaseOrderStateSchema,
    responses: { 200: purchaseOrder },
  }),
  addBill: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/bills',
    summary: `Enters a bill or expense against an order (JSON, or multipart with its \`${RECEIPT_FIELD}\`: a JPEG, PNG or WebP photo, or a PDF; at most 10 MB), up to ${MAX_COST_AMOUNT} piastres`,
    tag,
    access: staffOnly.sales,
    audit: { resource: 'job-bills' },
    params: idParams,
    body: billSchema,
    files: [RECEIPT_FIELD],
    responses: { 201: bill },
  }),
  removeBill: endpoint({
    method: 'DELETE',
    path: 'admin/bills/:id',
    summary: 'Removes a bill entered by mistake (answers it as it was); its receipt goes with it',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'job-bills', id: 'id' },
    params: idParams,
    responses: { 200: bill },
  }),
};

export type Supplier = z.infer<typeof supplier>;
export type PurchaseOrder = z.infer<typeof purchaseOrder>;
export type Bill = z.infer<typeof bill>;
export type JobCosts = z.infer<typeof jobCosts>;

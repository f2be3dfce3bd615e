// The input rules of suppliers and job costs (issue 39), with zod: words.ts holds their words, options and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { bodyText } from '../common/body-text.ts';
import { dateField } from '../quotes/schemas.ts';
import { MAX_QUANTITY, quoteMessages } from '../quotes/words.ts';
import {
  type CostCategory,
  MAX_COST_AMOUNT,
  MAX_PURCHASE_ORDER_LINES,
  costCategories,
  costMessages,
  purchaseOrderStates,
  type PurchaseOrderState,
} from './words.ts';

/** A supplier as staff keep it (the admin face: unknown fields, such as the record's id sent back, are dropped). */
export const supplierSchema = z.object({
  name: bodyText(200),
  trade: bodyText(100, false),
  phone: bodyText(40, false),
  tax_number: bodyText(40, false),
});
export type SupplierInput = z.input<typeof supplierSchema>;

const category = z.enum(costCategories as [CostCategory, ...CostCategory[]], { error: apiMessages.required });
/** A number sent as a form field (multipart carries text) or as JSON. */
const formNumber = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value), schema);
const piastres = (message: string, min: number) =>
  z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(MAX_COST_AMOUNT, { error: message });
const supplierId = z.number({ error: costMessages.supplierMissing }).int({ error: costMessages.supplierMissing }).positive({
  error: costMessages.supplierMissing,
});
const thousandths = (value: number) => Math.abs(Math.round(value * 1000) - value * 1000) < 1e-6;

/** The split of an order's budget by category, in whole piastres; the API checks it adds up to the budget. */
export const budgetSplitSchema = z.strictObject({
  split: z.strictObject(
    {
      materials: piastres(costMessages.splitAmount, 0).default(0),
      labour: piastres(costMessages.splitAmount, 0).default(0),
      subcontract: piastres(costMessages.splitAmount, 0).default(0),
      transport: piastres(costMessages.splitAmount, 0).default(0),
      other: piastres(costMessages.splitAmount, 0).default(0),
    } satisfies Record<CostCategory, unknown>,
    { error: apiMessages.required },
  ),
});

export const purchaseOrderLineSchema = z.strictObject({
  description: bodyText(500),
  quantity: z
    .number({ error: quoteMessages.quantity })
    .refine((value) => value > 0 && value <= MAX_QUANTITY && thousandths(value), quoteMessages.quantity),
  unit_price: piastres(quoteMessages.unitPrice, 0),
});

/** A purchase order as staff write it: drafted, its total computed by the API from its lines. */
export const purchaseOrderSchema = z.strictObject({
  supplier_id: supplierId,
  category: category.default('materials'),
  expected_on: dateField.optional(),
  note: bodyText(2000, false),
  lines: z
    .array(purchaseOrderLineSchema, { error: costMessages.lines })
    .min(1, { error: costMessages.lines })
    .max(MAX_PURCHASE_ORDER_LINES, { error: `At most ${MAX_PURCHASE_ORDER_LINES} lines.` }),
});
export type PurchaseOrderInput = z.input<typeof purchaseOrderSchema>;

export const purchaseOrderStateSchema = z.strictObject({
  state: z.enum(purchaseOrderStates as unknown as [PurchaseOrderState, ...PurchaseOrderState[]], { error: costMessages.stateMove }),
});

/** A bill or expense against an order (JSON, or multipart with its receipt under `receipt`). */
export const billSchema = z.strictObject({
  supplier_id: z.preprocess((value) => (value === '' || value === null ? undefined : value), formNumber(supplierId).optional()),
  category,
  amount: formNumber(piastres(quoteMessages.amount, 1)),
  billed_on: dateField,
  description: bodyText(500, false),
});
export type BillInput = z.input<typeof billSchema>;

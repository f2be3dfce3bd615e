// Suppliers and job costs (issue 39): what each order costs against what it was sold for. Here their option lists,
// limits and words; the input rules the API checks are in schemas.ts, apart, so that what needs only the words
// carries no zod.

/** What a cost is spent on: an order's budget is split by these, and each purchase order and bill names one. */
export const costCategoryOptions = [
  { value: 'materials', label: 'Materials', labelAr: 'خامات' },
  { value: 'labour', label: 'Labour', labelAr: 'عمالة' },
  { value: 'subcontract', label: 'Subcontract', labelAr: 'مقاولات من الباطن' },
  { value: 'transport', label: 'Transport', labelAr: 'نقل' },
  { value: 'other', label: 'Other', labelAr: 'أخرى' },
] as const;
export type CostCategory = (typeof costCategoryOptions)[number]['value'];
export const costCategories = costCategoryOptions.map((option) => option.value) as [CostCategory, ...CostCategory[]];

/** A purchase order is drafted, sent to its supplier, then received; or cancelled before it is received. */
export const purchaseOrderStates = ['draft', 'sent', 'received', 'cancelled'] as const;
export type PurchaseOrderState = (typeof purchaseOrderStates)[number];
/** The states each state may move to. */
export const purchaseOrderMoves: Record<PurchaseOrderState, readonly PurchaseOrderState[]> = {
  draft: ['sent', 'cancelled'],
  sent: ['received', 'cancelled'],
  received: [],
  cancelled: [],
};

export const MAX_PURCHASE_ORDER_LINES = 50;
/** The most one bill or one purchase order line may come to: 100,000,000 EGP, as a quote's unit price. */
export const MAX_COST_AMOUNT = 10_000_000_000;
/** The multipart field of a bill's receipt (a photo or a PDF). */
export const RECEIPT_FIELD = 'receipt';

export const costMessages = {
  noAcceptedQuote: "A job's budget is split once the customer has accepted a quote.",
  splitSum: 'The split must add up to the budget exactly.',
  stateMove: 'A purchase order moves from draft to sent to received, or is cancelled before it is received.',
  notAReceipt: 'Attach the receipt as a photo (JPEG, PNG or WebP) or a PDF.',
  supplierInUse: 'Purchase orders or bills name this supplier: it is kept.',
  supplierMissing: 'Choose a supplier from the list.',
  splitAmount: 'Enter an amount in whole piastres, 0 or more.',
  lines: 'A purchase order needs at least one line.',
} as const;

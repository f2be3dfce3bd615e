// Job costs (issue 39). On each order staff draft purchase orders to suppliers (committed money), enter bills and
// expenses with their receipts (actual money), and split the order's budget, its contract total (the accepted quote
// plus approved changes, quotes/payments.ts), by category. Every figure is whole piastres, summed here from the rows
// at each read. The read is answered from memory (costs/routes.ts): every write here empties it once it commits
// (app.ordersChanged), so the order's page shows a bill at once.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  type CostCategory,
  costCategories,
  costMessages,
  budgetSplitSchema,
  billSchema,
  purchaseOrderMoves,
  purchaseOrderSchema,
  purchaseOrderStateSchema,
  type PurchaseOrderState,
  RECEIPT_FIELD,
} from '@fitout/shared';
import type { Bill, JobCosts, PurchaseOrder } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import {
  jobBills,
  orderBudgetSplits,
  purchaseOrderLines,
  purchaseOrders,
  quoteAnswers,
  quotes,
  type StoredReceipt,
  suppliers,
} from '../db/schema.ts';
import { FieldErrors, HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { filesIn } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import { getOrder } from '../orders/service.ts';
import { approvedChangesSum } from '../quotes/payments.ts';
import { lockOrder, parseInput } from '../quotes/service.ts';
import { fromMilli, lineTotal, toMilli } from '../quotes/totals.ts';

type Reader = Pick<Db, 'select'>;
type App = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'ordersChanged'>;
type Writer = Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>;
type PurchaseOrderRow = typeof purchaseOrders.$inferSelect;
type BillRow = typeof jobBills.$inferSelect;
type LineRow = typeof purchaseOrderLines.$inferSelect;

/**
 * The order's budget: its contract total now (the accepted version's total plus approved changes, counted as
 * quotes/payments.ts's contractTotal counts them), or null before a quote is accepted. One query.
 */
export async function budgetOf(db: Reader, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({
      total: sql<string>`${quoteAnswers.total} + ${approvedChangesSum(orderId)}`,
    })
    .from(quotes)
    .innerJoin(quoteAnswers, eq(quoteAnswers.quoteId, quotes.id))
    .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')))
    .limit(1);
  return row ? Number(row.total) : null;
}

/** Purchase orders (with their supplier's name) as read for the order's page and for one purchase order. */
const purchaseOrderRows = (db: Reader) =>
  db
    .select({ row: purchaseOrders, supplierName: suppliers.name })
    .from(purchaseOrders)
    .leftJoin(suppliers, eq(suppliers.id, purchaseOrders.supplierId));

/** Bills (with their supplier's name, if any) likewise. */
const billRows = (db: Reader) =>
  db.select({ row: jobBills, supplierName: suppliers.name }).from(jobBills).leftJoin(suppliers, eq(suppliers.id, jobBills.supplierId));

type Named<Row> = { row: Row; supplierName: string | null };

/** The purchase orders' lines, read by their orders' ids or by the order they belong to (in parallel with them). */
function linesOf(db: Reader, which: { ids: number[] } | { orderId: number }) {
  const owned =
    'ids' in which
      ? inArray(purchaseOrderLines.purchaseOrderId, which.ids)
      : inArray(
          purchaseOrderLines.purchaseOrderId,
          db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.orderId, which.orderId)),
        );
  return db.select().from(purchaseOrderLines).where(owned).orderBy(purchaseOrderLines.purchaseOrderId, purchaseOrderLines.position);
}

function purchaseOrdersOut(rows: Named<PurchaseOrderRow>[], lines: LineRow[]): PurchaseOrder[] {
  return rows.map(({ row, supplierName }) => ({
    id: row.id,
    order_id: row.orderId,
    number: row.number,
    supplier_id: row.supplierId,
    supplier_name: supplierName ?? '',
    category: row.category as CostCategory,
    state: row.state as PurchaseOrderState,
    expected_on: row.expectedOn,
    note: row.note,
    lines: lines
      .filter((line) => line.purchaseOrderId === row.id)
      .map((line) => ({
        id: line.id,
        description: line.description,
        quantity: fromMilli(line.quantityMilli),
        unit_price: line.unitPrice,
        total: lineTotal(line),
      })),
    total: row.total,
    created_at: row.createdAt.toISOString(),
  }));
}

function receiptOut(media: MediaStore, stored: StoredReceipt | null): Bill['receipt'] {
  if (!stored) return null;
  if (stored.kind === 'pdf') {
    const url = media.documentUrl(stored.key);
    return url ? { kind: 'pdf', url, image: null } : null;
  }
  const image = media.describe(stored.key);
  return image ? { kind: 'image', url: image.url, image } : null;
}

function billsOut(media: MediaStore, rows: Named<BillRow>[]): Bill[] {
  return rows.map(({ row, supplierName }) => ({
    id: row.id,
    order_id: row.orderId,
    supplier_id: row.supplierId,
    supplier_name: supplierName ?? '',
    category: row.category as CostCategory,
    amount: row.amount,
    billed_on: row.billedOn,
    description: row.description,
    receipt: receiptOut(media, row.receipt),
    created_at: row.createdAt.toISOString(),
  }));
}

/** The sums by category of these rows, in piastres. */
function sumsByCategory<Row extends { category: string }>(rows: Row[], amount: (row: Row) => number) {
  const sums = new Map<string, number>();
  for (const row of rows) sums.set(row.category, (sums.get(row.category) ?? 0) + amount(row));
  return sums;
}

/**
 * An order's costs against its budget, in all and by category, with its purchase orders and bills: every row of the
 * order is listed, so the sums are taken from them (one query each, all in parallel once the order is found).
 */
export async function jobCostsOf(app: App, orderId: number): Promise<JobCosts> {
  const order = await getOrder(app, orderId);
  const db = app.db;
  const [budget, split, poRows, lines, bills] = await Promise.all([
    budgetOf(db, order.id),
    db.select().from(orderBudgetSplits).where(eq(orderBudgetSplits.orderId, order.id)),
    purchaseOrderRows(db).where(eq(purchaseOrders.orderId, order.id)).orderBy(desc(purchaseOrders.id)),
    linesOf(db, { orderId: order.id }),
    billRows(db).where(eq(jobBills.orderId, order.id)).orderBy(desc(jobBills.billedOn), desc(jobBills.id)),
  ]);
  const sums = {
    committed: sumsByCategory(
      poRows.map(({ row }) => row).filter((row) => row.state !== 'cancelled'),
      (row) => row.total,
    ),
    actual: sumsByCategory(
      bills.map(({ row }) => row),
      (row) => row.amount,
    ),
  };
  const shares = new Map(split.map((row) => [row.category, row.amount]));
  const splitSet = split.length > 0;
  const total = (sums: Map<string, number>) => [...sums.values()].reduce((a, b) => a + b, 0);
  const committed = total(sums.committed);
  const actual = total(sums.actual);
  const allocated = total(shares);
  return {
    order_id: order.id,
    budget,
    committed,
    actual,
    margin: budget === null ? null : budget - actual,
    split_set: splitSet,
    unallocated: budget === null ? null : budget - allocated,
    categories: costCategories.map((category) => {
      const share = splitSet ? (shares.get(category) ?? 0) : null;
      const spent = sums.actual.get(category) ?? 0;
      return {
        category,
        budget: share,
        committed: sums.committed.get(category) ?? 0,
        actual: spent,
        margin: share === null ? null : share - spent,
      };
    }),
    purchase_orders: purchaseOrdersOut(poRows, lines),
    bills: billsOut(app.media, bills),
  };
}

/** The split as the audit log and the call answer it. */
export async function budgetSplitOf(app: Pick<FastifyInstance, 'db' | 'transaction'>, orderId: number) {
  const order = await getOrder(app, orderId);
  const rows = await app.db.select().from(orderBudgetSplits).where(eq(orderBudgetSplits.orderId, order.id));
  return {
    order_id: order.id,
    budget: (await budgetOf(app.db, order.id)) ?? 0,
    split: Object.fromEntries(rows.map((row) => [row.category, row.amount])),
  };
}

/**
 * Splits the order's budget by category: the amounts must add up to the budget as it stands (under the order's lock,
 * so that a change approved meanwhile is counted). A change approved later leaves the difference unallocated until
 * staff split it again.
 */
export async function setBudget(app: Writer, orderId: number, raw: unknown) {
  const { split } = parseInput(budgetSplitSchema, raw);
  await app.transaction(async (tx) => {
    app.ordersChanged();
    const order = await lockOrder(tx, orderId);
    const budget = await budgetOf(tx, order.id);
    if (budget === null) throw new HttpError(409, 'costs.no_accepted_quote');
    const sum = costCategories.reduce((total, category) => total + split[category], 0);
    if (sum !== budget) throw FieldErrors.of('split', costMessages.splitSum);
    await tx.delete(orderBudgetSplits).where(eq(orderBudgetSplits.orderId, order.id));
    await tx.insert(orderBudgetSplits).values(costCategories.map((category) => ({ orderId: order.id, category, amount: split[category] })));
  });
  return budgetSplitOf(app, orderId);
}

async function supplierExists(db: Reader, id: number, field = 'supplier_id') {
  const [row] = await db.select({ id: suppliers.id }).from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw FieldErrors.of(field, costMessages.supplierMissing);
}

export async function getPurchaseOrder(app: { db: Reader }, id: number): Promise<PurchaseOrder> {
  const [found] = await purchaseOrderRows(app.db).where(eq(purchaseOrders.id, id));
  if (!found) throw notFound();
  return purchaseOrdersOut([found], await linesOf(app.db, { ids: [id] }))[0];
}

/** Drafts a purchase order: the next number on the order (under its lock), its total summed from its lines here. */
export async function createPurchaseOrder(app: Writer, orderId: number, raw: unknown, staff: AuthUser) {
  const input = parseInput(purchaseOrderSchema, raw);
  const order = await getOrder(app, orderId);
  const written = await app.transaction(async (tx) => {
    app.ordersChanged();
    await lockOrder(tx, order.id);
    await supplierExists(tx, input.supplier_id);
    const lines = input.lines.map((line, position) => ({
      position,
      description: line.description,
      quantityMilli: toMilli(line.quantity),
      unitPrice: line.unit_price,
    }));
    const [last] = await tx
      .select({ number: sql<number>`coalesce(max(${purchaseOrders.number}), 0)::int` })
      .from(purchaseOrders)
      .where(eq(purchaseOrders.orderId, order.id));
    const [row] = await tx
      .insert(purchaseOrders)
      .values({
        orderId: order.id,
        number: (last?.number ?? 0) + 1,
        supplierId: input.supplier_id,
        category: input.category,
        expectedOn: input.expected_on ?? null,
        note: input.note,
        total: lines.reduce((sum, line) => sum + lineTotal(line), 0),
        createdBy: staff.id,
      })
      .returning();
    await tx.insert(purchaseOrderLines).values(lines.map((line) => ({ ...line, purchaseOrderId: row.id })));
    return row;
  });
  return getPurchaseOrder(app, written.id);
}

/** Moves a purchase order one step (purchaseOrderMoves); any other move is refused (409), under the row's lock. */
export async function movePurchaseOrder(app: Writer, id: number, raw: unknown) {
  const { state } = parseInput(purchaseOrderStateSchema, raw);
  await app.transaction(async (tx) => {
    app.ordersChanged();
    const [row] = await tx.select().from(purchaseOrders).where(eq(purchaseOrders.id, id)).for('update');
    if (!row) throw notFound();
    if (!purchaseOrderMoves[row.state as PurchaseOrderState].includes(state)) throw new HttpError(409, 'costs.state_move');
    await tx.update(purchaseOrders).set({ state, updatedAt: new Date() }).where(eq(purchaseOrders.id, id));
  });
  return getPurchaseOrder(app, id);
}

export async function getBill(app: { db: Reader; media: MediaStore }, id: number): Promise<Bill> {
  const [found] = await billRows(app.db).where(eq(jobBills.id, id));
  if (!found) throw notFound();
  return billsOut(app.media, [found])[0];
}

/** A receipt kept: a PDF as sent once its bytes say it is one, else a photo through the image pipeline; else refused. */
async function keepReceipt(media: MediaStore, file: Buffer): Promise<StoredReceipt> {
  return file.subarray(0, 5).toString('latin1') === '%PDF-'
    ? { kind: 'pdf', key: await media.saveDocument(RECEIPT_FIELD, file, costMessages.notAReceipt) }
    : { kind: 'image', key: await media.save(RECEIPT_FIELD, file, ['jpeg', 'png', 'webp'], costMessages.notAReceipt) };
}

/**
 * Enters a bill or expense against an order, its receipt kept first (a refused one refuses the bill); if the write
 * fails, the receipt's files go with the rolled-back transaction (plugins/context.ts).
 */
export async function addBill(app: App, orderId: number, body: unknown, staff: AuthUser) {
  const fields = (body ?? {}) as Record<string, unknown>;
  const files = filesIn(fields, RECEIPT_FIELD, costMessages.notAReceipt);
  const { [RECEIPT_FIELD]: _file, ...text } = fields;
  const input = parseInput(billSchema, text);
  const order = await getOrder(app, orderId);
  const written = await app.transaction(async (tx) => {
    app.ordersChanged();
    if (input.supplier_id !== undefined) await supplierExists(tx, input.supplier_id);
    const receipt = files.length ? await keepReceipt(app.media, files[0]) : null;
    const [row] = await tx
      .insert(jobBills)
      .values({
        orderId: order.id,
        supplierId: input.supplier_id ?? null,
        category: input.category,
        amount: input.amount,
        billedOn: input.billed_on,
        description: input.description,
        receipt,
        createdBy: staff.id,
      })
      .returning();
    return row;
  });
  return getBill(app, written.id);
}

/** Removes a bill entered by mistake; its receipt's files go once that commits. */
export async function removeBill(app: App, id: number) {
  return app.transaction(async (tx) => {
    app.ordersChanged();
    const [row] = await tx.select().from(jobBills).where(eq(jobBills.id, id)).for('update');
    if (!row) throw notFound();
    const before = await getBill({ db: tx, media: app.media }, id);
    await tx.delete(jobBills).where(eq(jobBills.id, id));
    await app.media.remove(row.receipt?.key);
    return before;
  });
}

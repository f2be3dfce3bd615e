// Quotes (issue 24): staff write a draft for an order, send it (frozen from then on; a revision is the next version
// and supersedes it), and the order's customer reads the current version, takes optional lines and accepts, declines
// or asks for changes. Every figure is computed here, in whole piastres (totals.ts). Writes that race (a revision
// sent while the customer accepts the old version) are serialized by a lock on the order's row. Drafts are in
// drafts.ts, sending in sending.ts, the customer's answer in answers.ts; here the reads and what they share.
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { quoteMessages, type QuoteStatus, type RefusalCode } from '@fitout/shared';
import type { Quote } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { orders, quoteAnswers, quoteLines, quoteMilestones, quotes } from '../db/schema.ts';
import { FieldErrors, HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { fromBp, fromMilli, lineTotal, milestoneAmounts, quoteTotals } from './totals.ts';
import { cairoDay } from '../company-time.ts';

type Reader = Pick<Db, 'select'>;
export type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
export type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log' | 'ordersChanged'>;
type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;
type MilestoneRow = typeof quoteMilestones.$inferSelect;
type AnswerRow = typeof quoteAnswers.$inferSelect;

export const conflict = (code: RefusalCode, values?: Record<string, string | number>) => new HttpError(409, code, { values });

/** Today in the company's time zone, YYYY-MM-DD: a quote is valid through its date there. */
export const companyToday = (now = new Date()) => cairoDay(now);

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Statuses a customer sees (a draft is staff's alone). */
const SHOWN: QuoteStatus[] = ['sent', 'accepted', 'declined', 'changes_requested', 'superseded'];

/** Validates against a shared schema; field errors keyed by their path (`lines.2.unit_price`), all in one 400. */
export function parseInput<T>(schema: ZodType<T>, input: unknown): T {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string[]> = {};
  for (const issue of result.error.issues) (fields[issue.path.length ? issue.path.join('.') : 'non_field_errors'] ??= []).push(issue.message);
  throw new FieldErrors(fields);
}

/** Lines, milestones and answers of these quotes, in three queries. */
export async function detailsOf(db: Reader, ids: number[]) {
  const lines = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
  const steps = new Map<number, MilestoneRow[]>(ids.map((id) => [id, []]));
  const answers = new Map<number, AnswerRow>();
  if (!ids.length) return { lines, steps, answers };
  const [lineRows, stepRows, answerRows] = await Promise.all([
    db.select().from(quoteLines).where(inArray(quoteLines.quoteId, ids)).orderBy(asc(quoteLines.quoteId), asc(quoteLines.position)),
    db
      .select()
      .from(quoteMilestones)
      .where(inArray(quoteMilestones.quoteId, ids))
      .orderBy(asc(quoteMilestones.quoteId), asc(quoteMilestones.position)),
    db.select().from(quoteAnswers).where(inArray(quoteAnswers.quoteId, ids)),
  ]);
  for (const row of lineRows) lines.get(row.quoteId)?.push(row);
  for (const row of stepRows) steps.get(row.quoteId)?.push(row);
  for (const row of answerRows) answers.set(row.quoteId, row);
  return { lines, steps, answers };
}

type Details = Awaited<ReturnType<typeof detailsOf>>;

/** A milestone of the schedule as the API answers it, with its share of the total in piastres. */
export const milestoneOut = (step: MilestoneRow, amount: number) => ({
  id: step.id,
  label: step.label,
  label_ar: step.labelAr,
  percent: fromBp(step.shareBp),
  due: step.due,
  amount,
});

/** One version as the API answers it, its totals for the optional lines `taken` (an answered version: those it was answered with). */
export function quoteOut(row: QuoteRow, slug: string, details: Details, taken: number[], today: string): Quote {
  const answer = details.answers.get(row.id);
  const chosen = new Set(answer ? answer.options : taken);
  const lines = details.lines.get(row.id) ?? [];
  const figures = lines.map((line) => ({ id: line.id, quantityMilli: line.quantityMilli, unitPrice: line.unitPrice, optional: line.optional }));
  const totals = quoteTotals(figures, chosen, row.discount, row.vatRateBp);
  const steps = details.steps.get(row.id) ?? [];
  const amounts = milestoneAmounts(
    totals.total,
    steps.map((step) => step.shareBp),
  );
  return {
    id: row.id,
    order_id: row.orderId,
    order_slug: slug,
    version: row.version,
    status: row.status as QuoteStatus,
    current: ['sent', 'accepted', 'declined', 'changes_requested'].includes(row.status),
    expired: row.validUntil < today,
    valid_until: row.validUntil,
    terms: row.terms,
    terms_ar: row.termsAr,
    lines: lines.map((line) => ({
      id: line.id,
      description: line.description,
      description_ar: line.descriptionAr,
      quantity: fromMilli(line.quantityMilli),
      unit: line.unit,
      unit_ar: line.unitAr,
      unit_price: line.unitPrice,
      total: lineTotal(line),
      optional: line.optional,
      included: !line.optional || chosen.has(line.id),
    })),
    schedule: steps.map((step, index) => milestoneOut(step, amounts[index])),
    options: lines.filter((line) => line.optional && chosen.has(line.id)).map((line) => line.id),
    totals,
    answer: answer
      ? {
          kind: answer.kind as 'accepted' | 'declined' | 'changes_requested',
          version: row.version,
          options: answer.options,
          totals: {
            subtotal: answer.subtotal,
            discount: answer.discount,
            taxable: answer.subtotal - answer.discount,
            vat_rate: fromBp(row.vatRateBp),
            vat: answer.vat,
            total: answer.total,
          },
          full_name: answer.fullName,
          note: answer.note,
          answered_at: answer.answeredAt.toISOString(),
          ip: answer.ip,
          user_agent: answer.userAgent,
          content_sha256: answer.contentSha256,
        }
      : null,
    created_at: row.createdAt.toISOString(),
    sent_at: row.sentAt?.toISOString() ?? null,
  };
}

export async function viewOf(db: Reader, row: QuoteRow, slug: string, taken: number[] = []) {
  return quoteOut(row, slug, await detailsOf(db, [row.id]), taken, companyToday());
}

export async function quoteRow(db: Reader, id: number, lock = false) {
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Locks the order's row: sending a version and answering one wait for each other, so neither acts on a stale view. */
export async function lockOrder(tx: Writer, id: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound();
  return order;
}

/** Every version of the order's quote, newest first. */
export async function listQuotes(app: Pick<FastifyInstance, 'db' | 'transaction'>, orderId: number): Promise<Quote[]> {
  const order = await getOrder(app, orderId);
  const rows = await app.db.select().from(quotes).where(eq(quotes.orderId, orderId)).orderBy(desc(quotes.version));
  const details = await detailsOf(
    app.db,
    rows.map((row) => row.id),
  );
  const today = companyToday();
  return rows.map((row) => quoteOut(row, order.slug, details, [], today));
}

export async function getQuote(app: Pick<FastifyInstance, 'db' | 'transaction'>, id: number): Promise<Quote> {
  const row = await quoteRow(app.db, id);
  const order = await getOrder(app, row.orderId);
  return viewOf(app.db, row, order.slug);
}

/** The newest version the customer may see (sent or answered), or a given one; a draft is never shown. */
export async function shownVersion(db: Reader, orderId: number, version?: number) {
  const where = version === undefined ? eq(quotes.orderId, orderId) : and(eq(quotes.orderId, orderId), eq(quotes.version, version));
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(where, inArray(quotes.status, SHOWN)))
    .orderBy(desc(quotes.version))
    .limit(1);
  return row;
}

/** The optional lines named, each one an optional line of this version (else 400). */
export async function takenOptions(db: Reader, quoteId: number, ids: number[]) {
  if (!ids.length) return [];
  const optional = new Set(
    (
      await db
        .select({ id: quoteLines.id })
        .from(quoteLines)
        .where(and(eq(quoteLines.quoteId, quoteId), eq(quoteLines.optional, true)))
    ).map((row) => row.id),
  );
  const wrong = ids.filter((id) => !optional.has(id));
  if (wrong.length) throw new FieldErrors({ options: wrong.map((id) => quoteMessages.notOptional(id)) });
  return [...new Set(ids)];
}

/** The order's current quote (or another sent version) for its customer, or sales; totals with the options given. */
export async function customerQuote(
  app: Pick<FastifyInstance, 'db' | 'transaction'>,
  slug: string,
  viewer: AuthUser,
  query: { version?: number; options?: string },
): Promise<Quote> {
  const order = await getOrderBySlug(app, slug, viewer);
  const row = await shownVersion(app.db, order.id, query.version);
  if (!row) throw notFound();
  const ids = query.options ? query.options.split(',').map(Number) : [];
  return viewOf(app.db, row, order.slug, await takenOptions(app.db, row.id, ids));
}

/** The order's accepted version, if any, with its answer. */
export async function acceptedQuote(db: Reader, orderId: number) {
  const [row] = await db
    .select()
    .from(quotes)
    .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')))
    .limit(1);
  if (!row) return undefined;
  const details = await detailsOf(db, [row.id]);
  return { row, answer: details.answers.get(row.id)!, steps: details.steps.get(row.id) ?? [] };
}

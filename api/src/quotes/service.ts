// Quotes (issue 24): staff write a draft for an order, send it (frozen from then on; a revision is the next version
// and supersedes it), and the order's customer reads the current version, takes optional lines and accepts, declines
// or asks for changes. Every figure is computed here, in whole piastres (totals.ts). Writes that race (a revision
// sent while the customer accepts the old version) are serialized by a lock on the order's row.
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import {
  isClosedStage,
  MAX_QUOTE_TOTAL,
  type OrderEvent,
  type QuoteDraft,
  quoteAcceptSchema,
  quoteChangesSchema,
  quoteDeclineSchema,
  quoteDraftSchema,
  quoteMessages,
  type QuoteStatus,
  type RefusalCode,
} from '@fitout/shared';
import { type Quote, type QuoteDraftRecord, quoteDraftOf } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { components, orders, orderStageChanges, packages, profiles, quoteAnswers, quoteLines, quoteMilestones, quotes, users } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../plugins/auth.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { queueCompanyMail } from '../contact/company-mail.ts';
import { canonicalContent, sha256 } from './content.ts';
import { quoteAnsweredMail, quoteSentMail } from './mails.ts';
import { fromBp, fromMilli, lineTotal, milestoneAmounts, quoteTotals, toBp, toMilli } from './totals.ts';
import { cairoDay } from '../company-time.ts';

type Reader = Pick<Db, 'select'>;
type Writer = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;
type Services = Pick<FastifyInstance, 'db' | 'config' | 'outbox' | 'log' | 'ordersChanged'>;
type QuoteRow = typeof quotes.$inferSelect;
type LineRow = typeof quoteLines.$inferSelect;
type MilestoneRow = typeof quoteMilestones.$inferSelect;
type AnswerRow = typeof quoteAnswers.$inferSelect;

/** Where the request came from, kept with the customer's answer. */
export type Origin = { ip: string; userAgent: string };

const conflict = (code: RefusalCode, values?: Record<string, string | number>) => new HttpError(409, code, { values });

/** Today in the company's time zone, YYYY-MM-DD: a quote is valid through its date there. */
export const companyToday = (now = new Date()) => cairoDay(now);

const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/** The rules a draft's figures follow beyond their shapes: a discount within the required lines, a total in range, a schedule of 100 %. */
function checkFigures(draft: QuoteDraft, vatRateBp: number) {
  const fields: Record<string, string[]> = {};
  if (!draft.lines.length) fields.lines = [quoteMessages.emptyQuote];
  const lines = draft.lines.map((line, index) => ({
    id: index,
    quantityMilli: toMilli(line.quantity),
    unitPrice: line.unit_price,
    optional: line.optional,
  }));
  const required = quoteTotals(lines, new Set(), 0, vatRateBp);
  if (draft.discount > required.subtotal && draft.lines.length) fields.discount = [quoteMessages.discountTooLarge];
  const everything = quoteTotals(lines, new Set(lines.map((line) => line.id)), 0, vatRateBp);
  if (everything.total > MAX_QUOTE_TOTAL) fields.lines = [quoteMessages.totalTooLarge];
  const shares = draft.schedule.reduce((sum, step) => sum + toBp(step.percent), 0);
  if (draft.schedule.length && shares !== 10_000) fields.schedule = [quoteMessages.scheduleSum(String(fromBp(shares)))];
  if (Object.keys(fields).length) throw new FieldErrors(fields);
}

/** Lines, milestones and answers of these quotes, in three queries. */
async function detailsOf(db: Reader, ids: number[]) {
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
function quoteOut(row: QuoteRow, slug: string, details: Details, taken: number[], today: string): Quote {
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

async function viewOf(db: Reader, row: QuoteRow, slug: string, taken: number[] = []) {
  return quoteOut(row, slug, await detailsOf(db, [row.id]), taken, companyToday());
}

async function quoteRow(db: Reader, id: number, lock = false) {
  const query = db.select().from(quotes).where(eq(quotes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Locks the order's row: sending a version and answering one wait for each other, so neither acts on a stale view. */
async function lockOrder(tx: Writer, id: number): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  if (!order) throw notFound();
  return order;
}

async function writeContent(tx: Writer, quoteId: number, draft: QuoteDraft) {
  await tx.delete(quoteLines).where(eq(quoteLines.quoteId, quoteId));
  await tx.delete(quoteMilestones).where(eq(quoteMilestones.quoteId, quoteId));
  if (draft.lines.length) {
    await tx.insert(quoteLines).values(
      draft.lines.map((line, position) => ({
        quoteId,
        position,
        description: line.description,
        descriptionAr: line.description_ar,
        quantityMilli: toMilli(line.quantity),
        unit: line.unit,
        unitPrice: line.unit_price,
        optional: line.optional,
      })),
    );
  }
  if (draft.schedule.length) {
    await tx.insert(quoteMilestones).values(
      draft.schedule.map((step, position) => ({
        quoteId,
        position,
        label: step.label,
        labelAr: step.label_ar,
        shareBp: toBp(step.percent),
        due: step.due,
      })),
    );
  }
}

// Staff

/** Every version of the order's quote, newest first. */
export async function listQuotes(app: Pick<FastifyInstance, 'db'>, orderId: number): Promise<Quote[]> {
  const order = await getOrder(app, orderId);
  const rows = await app.db.select().from(quotes).where(eq(quotes.orderId, orderId)).orderBy(desc(quotes.version));
  const details = await detailsOf(
    app.db,
    rows.map((row) => row.id),
  );
  const today = companyToday();
  return rows.map((row) => quoteOut(row, order.slug, details, [], today));
}

export async function getQuote(app: Pick<FastifyInstance, 'db'>, id: number): Promise<Quote> {
  const row = await quoteRow(app.db, id);
  const order = await getOrder(app, row.orderId);
  return viewOf(app.db, row, order.slug);
}

const defaultSchedule = () =>
  [
    { percent: 30, due: 'acceptance', label: 'Deposit', label_ar: 'دفعة مقدمة' },
    { percent: 40, due: 'start', label: 'When work starts', label_ar: 'عند بدء العمل' },
    { percent: 30, due: 'completion', label: 'On completion', label_ar: 'عند الانتهاء' },
  ] as const;

/**
 * What a new draft starts from: the newest version's content (a revision), else the ordered package: its price per
 * unit times the order's space, and each of its components as an included line.
 */
export async function prefill(app: Pick<FastifyInstance, 'db'>, orderId: number): Promise<QuoteDraftRecord> {
  const order = await getOrder(app, orderId);
  const validUntil = addDays(companyToday(), 30);
  const [latest] = await app.db.select().from(quotes).where(eq(quotes.orderId, orderId)).orderBy(desc(quotes.version)).limit(1);
  if (latest) {
    const content = quoteDraftOf(await viewOf(app.db, latest, order.slug));
    return { ...content, valid_until: latest.validUntil < companyToday() ? validUntil : latest.validUntil };
  }
  const [pkg] = order.package ? await app.db.select().from(packages).where(eq(packages.title, order.package)).limit(1) : [];
  const lines: QuoteDraftRecord['lines'] = [];
  if (pkg) {
    const space = Number(order.space) > 0 ? Math.round(Number(order.space) * 1000) / 1000 : 1;
    lines.push({
      description: pkg.title,
      description_ar: pkg.titleAr,
      quantity: space,
      unit: 'm²',
      unit_price: Math.round(Number(pkg.pricePerUnit) * 100),
      optional: false,
    });
    const parts = await app.db.select().from(components).where(eq(components.postId, pkg.id)).orderBy(asc(components.id));
    for (const part of parts) lines.push({ description: part.title, description_ar: '', quantity: 1, unit: 'item', unit_price: 0, optional: false });
  }
  return { lines, discount: 0, valid_until: validUntil, terms: '', terms_ar: '', schedule: [...defaultSchedule()] };
}

/** A new draft, the order's next version: one draft at a time, and none once a version is accepted. */
export async function createDraft(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<Quote> {
  const draft = parseInput(quoteDraftSchema, body);
  checkFigures(draft, app.config.vatRateBp);
  const row = await app.db.transaction(async (tx) => {
    await lockOrder(tx, orderId);
    const versions = await tx.select({ version: quotes.version, status: quotes.status }).from(quotes).where(eq(quotes.orderId, orderId));
    if (versions.some((version) => version.status === 'draft')) throw conflict('quote.draft_exists');
    if (versions.some((version) => version.status === 'accepted')) throw conflict('quote.accepted_final');
    const version = Math.max(0, ...versions.map((v) => v.version)) + 1;
    const [created] = await tx
      .insert(quotes)
      .values({
        orderId,
        version,
        vatRateBp: app.config.vatRateBp,
        discount: draft.discount,
        validUntil: draft.valid_until,
        terms: draft.terms,
        termsAr: draft.terms_ar,
        createdBy: staff.id,
      })
      .returning();
    await writeContent(tx, created.id, draft);
    return created;
  });
  app.ordersChanged();
  const order = await getOrder(app, orderId);
  return viewOf(app.db, row, order.slug);
}

/** Replaces a draft's content; a sent version never changes (409). */
export async function updateDraft(app: Services, id: number, body: unknown): Promise<Quote> {
  const draft = parseInput(quoteDraftSchema, body);
  checkFigures(draft, app.config.vatRateBp);
  const row = await app.db.transaction(async (tx) => {
    const current = await quoteRow(tx, id, true);
    if (current.status !== 'draft') throw conflict('quote.sent_never_changes');
    const [updated] = await tx
      .update(quotes)
      .set({ vatRateBp: app.config.vatRateBp, discount: draft.discount, validUntil: draft.valid_until, terms: draft.terms, termsAr: draft.terms_ar })
      .where(eq(quotes.id, id))
      .returning();
    await writeContent(tx, id, draft);
    return updated;
  });
  app.ordersChanged();
  const order = await getOrder(app, row.orderId);
  return viewOf(app.db, row, order.slug);
}

export async function deleteDraft(app: Pick<FastifyInstance, 'db' | 'ordersChanged'>, id: number): Promise<void> {
  await app.db.transaction(async (tx) => {
    const current = await quoteRow(tx, id, true);
    if (current.status !== 'draft') throw conflict('quote.not_draft');
    await tx.delete(quotes).where(eq(quotes.id, id));
  });
  app.ordersChanged();
}

export async function customerOf(db: Reader, userId: number) {
  const [customer] = await db
    .select({ email: users.email, language: users.language, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return customer ? { ...customer, fullName: customer.fullName ?? '' } : undefined;
}

/**
 * Sends a draft: it becomes the current version, the versions before it are superseded, the order's stage becomes
 * quoted (one timeline entry) and the customer is mailed in their language, all in one transaction.
 */
export async function sendQuote(app: Services, id: number, staff: AuthUser): Promise<Quote> {
  const { orderId } = await quoteRow(app.db, id);
  const row = await app.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const draft = await quoteRow(tx, id, true);
    if (draft.status !== 'draft') throw conflict('quote.not_draft');
    const details = await detailsOf(tx, [id]);
    const fields: Record<string, string[]> = {};
    if (!details.lines.get(id)?.length) fields.lines = [quoteMessages.emptyQuote];
    if (!details.steps.get(id)?.length) fields.schedule = [quoteMessages.emptySchedule];
    if (draft.validUntil < companyToday()) fields.valid_until = [quoteMessages.validUntilPast];
    if (Object.keys(fields).length) throw new FieldErrors(fields);
    const [accepted] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')));
    if (accepted) throw conflict('quote.accepted_final');
    const now = new Date();
    await tx
      .update(quotes)
      .set({ status: 'superseded', supersededAt: now })
      .where(and(eq(quotes.orderId, orderId), ne(quotes.id, id), inArray(quotes.status, ['sent', 'declined', 'changes_requested'])));
    const [sent] = await tx.update(quotes).set({ status: 'sent', sentAt: now }).where(eq(quotes.id, id)).returning();
    await tx.update(orders).set({ stage: 'quoted' }).where(eq(orders.id, orderId));
    await tx.insert(orderStageChanges).values({ orderId, stage: 'quoted', note: '', changedBy: staff.id, event: 'quote_sent' });
    const view = quoteOut(sent, order.slug, details, [], companyToday());
    const customer = await customerOf(tx, order.userId);
    if (customer) await app.outbox.enqueue(quoteSentMail(customer, order, view, app.config.siteUrl), tx);
    return sent;
  });
  app.ordersChanged();
  app.outbox.kick();
  const order = await getOrder(app, orderId);
  return viewOf(app.db, row, order.slug);
}

// The customer

/** The newest version the customer may see (sent or answered), or a given one; a draft is never shown. */
async function shownVersion(db: Reader, orderId: number, version?: number) {
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
async function takenOptions(db: Reader, quoteId: number, ids: number[]) {
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
  app: Pick<FastifyInstance, 'db'>,
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

type AnswerKind = 'accepted' | 'declined' | 'changes_requested';
const EVENTS: Record<AnswerKind, OrderEvent> = {
  accepted: 'quote_accepted',
  declined: 'quote_declined',
  changes_requested: 'quote_changes_requested',
};

/**
 * The customer's answer to the version they name: only the order's customer answers (403 for staff who can read
 * it), only the current version (409 when a revision superseded it, or it expired), once (accepting an accepted
 * version again answers it as it is). Kept with the content shown and its SHA-256; staff are mailed; the timeline
 * shows it.
 */
export async function answerQuote(app: Services, slug: string, customer: AuthUser, kind: AnswerKind, body: unknown, origin: Origin): Promise<Quote> {
  const schema = kind === 'accepted' ? quoteAcceptSchema : kind === 'declined' ? quoteDeclineSchema : quoteChangesSchema;
  const input = parseInput(schema as ZodType<{ version: number; options?: number[]; full_name?: string; reason?: string; note?: string }>, body);
  const order = await getOrderBySlug(app, slug, customer);
  if (order.userId !== customer.id) throw forbidden('quote.not_yours');
  const outcome = await app.db.transaction(async (tx) => {
    // A cancelled order's quote is answered no more (withdrawing and cancelling take the same lock).
    if (isClosedStage((await lockOrder(tx, order.id)).stage)) throw closingConflict('order.closed');
    const row = await shownVersion(tx, order.id, input.version);
    if (!row) throw notFound();
    const current = await shownVersion(tx, order.id);
    const [existing] = await tx.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, row.id));
    if (existing) {
      if (kind === 'accepted' && existing.kind === 'accepted') return { row, changed: false };
      throw conflict('quote.answered');
    }
    if (row.status === 'superseded' || current.id !== row.id) throw conflict('quote.superseded', { current: current.version });
    if (row.validUntil < companyToday()) throw conflict('quote.expired', { date: row.validUntil });
    const taken = kind === 'accepted' ? await takenOptions(tx, row.id, input.options ?? []) : [];
    const view = quoteOut(row, order.slug, await detailsOf(tx, [row.id]), taken, companyToday());
    const content = canonicalContent(view);
    const note = input.reason ?? input.note ?? '';
    await tx.insert(quoteAnswers).values({
      quoteId: row.id,
      kind,
      userId: customer.id,
      fullName: input.full_name ?? '',
      note,
      options: view.options,
      subtotal: view.totals.subtotal,
      discount: view.totals.discount,
      vat: view.totals.vat,
      total: view.totals.total,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 1000),
      content,
      contentSha256: sha256(content),
    });
    const [answered] = await tx.update(quotes).set({ status: kind }).where(eq(quotes.id, row.id)).returning();
    await tx.insert(orderStageChanges).values({ orderId: order.id, stage: order.stage, note, changedBy: customer.id, event: EVENTS[kind] });
    const who = await customerOf(tx, customer.id);
    await queueCompanyMail(
      app,
      quoteAnsweredMail(app.config.adminUrl, order, view, kind, note, input.full_name ?? who?.fullName ?? '', customer.email),
      tx,
    );
    return { row: answered, changed: true };
  });
  if (outcome.changed) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return viewOf(app.db, outcome.row, order.slug);
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

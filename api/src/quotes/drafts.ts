// A quote's drafts: what a new one starts from, writing one (its figures checked), changing and deleting it.
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { MAX_QUOTE_TOTAL, type QuoteDraft, quoteDraftSchema, quoteMessages } from '@fitout/shared';
import { type Quote, type QuoteDraftRecord, quoteDraftOf } from '@fitout/shared/contract';
import { components, packages, quoteLines, quoteMilestones, quotes } from '../db/schema.ts';
import { FieldErrors } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder } from '../orders/service.ts';
import { fromBp, quoteTotals, toBp, toMilli } from './totals.ts';
import { addDays, companyToday, conflict, lockOrder, parseInput, quoteRow, type Services, viewOf, type Writer } from './service.ts';

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
        unitAr: line.unit_ar,
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
export async function prefill(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'transaction' | 'transaction'>,
  orderId: number,
): Promise<QuoteDraftRecord> {
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
      unit_ar: 'م²',
      unit_price: Math.round(Number(pkg.pricePerUnit) * 100),
      optional: false,
    });
    const parts = await app.db.select().from(components).where(eq(components.postId, pkg.id)).orderBy(asc(components.id));
    for (const part of parts)
      lines.push({ description: part.title, description_ar: '', quantity: 1, unit: 'item', unit_ar: 'بند', unit_price: 0, optional: false });
  }
  return { lines, discount: 0, valid_until: validUntil, terms: '', terms_ar: '', schedule: [...defaultSchedule()] };
}

/** A new draft, the order's next version: one draft at a time, and none once a version is accepted. */
export async function createDraft(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<Quote> {
  const draft = parseInput(quoteDraftSchema, body);
  checkFigures(draft, app.config.vatRateBp);
  const row = await app.transaction(async (tx) => {
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
  const row = await app.transaction(async (tx) => {
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

export async function deleteDraft(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'transaction' | 'transaction' | 'ordersChanged'>,
  id: number,
): Promise<void> {
  await app.transaction(async (tx) => {
    const current = await quoteRow(tx, id, true);
    if (current.status !== 'draft') throw conflict('quote.not_draft');
    await tx.delete(quotes).where(eq(quotes.id, id));
  });
  app.ordersChanged();
}

// Change orders (issue 38). On an order whose quote is accepted, staff raise a change: lines added and removed (as
// quote lines), days added, a reason, photos, a date to answer by, and how an approval reaches the payment schedule.
// Its figures are computed here once, in whole piastres, at the accepted quote's VAT rate, and never change; the
// customer approves or declines it (answers.ts). The contract total is the accepted quote plus the approved changes.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  CHANGE_PHOTOS_FIELD,
  type ChangeLineKind,
  type ChangeSchedule,
  type ChangeStatus,
  changeMessages,
  changeSchema,
  completionSchema,
  isClosedStage,
  MAX_CHANGE_PHOTOS,
} from '@fitout/shared';
import type { ChangeOrder, ChangeStory } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { changeOrderLines, changeOrders, orderCompletions } from '../db/schema.ts';
import { FieldErrors, HttpError, notFound } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { acceptedQuote, addDays, companyToday, lockOrder, parseInput } from '../quotes/service.ts';
import { contractTotal } from '../quotes/payments.ts';
import { fromMilli, lineTotal, toMilli } from '../quotes/totals.ts';
import { writeMessage } from '../threads/service.ts';
import { changeRaisedMail, threadLine } from './mails.ts';

type Reader = Pick<Db, 'select'>;
export type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'media' | 'log' | 'ordersChanged'>;
export type ChangeRow = typeof changeOrders.$inferSelect;
type LineRow = typeof changeOrderLines.$inferSelect;

/** n / d rounded half up, away from zero for negative n, exactly. */
const roundHalfAway = (n: bigint, d: bigint) => (n < 0n ? -((-n * 2n + d) / (2n * d)) : (n * 2n + d) / (2n * d));

/** A change's figures: what its lines add and take out, and the VAT on the difference (rounded once). */
export function changeFigures(lines: { kind: ChangeLineKind; quantityMilli: number; unitPrice: number }[], vatRateBp: number) {
  const sum = (kind: ChangeLineKind) => lines.filter((line) => line.kind === kind).reduce((total, line) => total + lineTotal(line), 0);
  const added = sum('add');
  const removed = sum('remove');
  const vat = Number(roundHalfAway(BigInt(added - removed) * BigInt(vatRateBp), 10_000n));
  return { added, removed, vat, total: added - removed + vat };
}

/** Where the contract stands now: its total and the expected completion date (null until staff set one). */
export async function contractNow(db: Reader, orderId: number) {
  const accepted = await acceptedQuote(db, orderId);
  const [completion] = await db.select().from(orderCompletions).where(eq(orderCompletions.orderId, orderId));
  return {
    accepted,
    total: accepted ? await contractTotal(db, orderId, accepted.answer.total) : null,
    completion: completion?.expectedCompletion ?? null,
  };
}

/** A change as the API answers it; a pending one against the contract as it stands (`now`), an answered one as it was. */
export function changeOut(
  media: MediaStore,
  row: ChangeRow,
  slug: string,
  lines: LineRow[],
  now: { total: number | null; completion: string | null },
): ChangeOrder {
  const answered = row.status !== 'pending';
  const before = answered ? (row.contractBefore ?? 0) : (now.total ?? 0);
  const completionBefore = answered ? row.completionBefore : now.completion;
  return {
    id: row.id,
    order_id: row.orderId,
    order_slug: slug,
    number: row.number,
    status: row.status as ChangeStatus,
    reason: row.reason,
    reason_ar: row.reasonAr,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind as ChangeLineKind,
      description: line.description,
      description_ar: line.descriptionAr,
      quantity: fromMilli(line.quantityMilli),
      unit: line.unit,
      unit_price: line.unitPrice,
      total: lineTotal(line),
    })),
    totals: { added: row.added, removed: row.removed, net: row.added - row.removed, vat_rate: row.vatRateBp / 100, vat: row.vat, total: row.total },
    days_added: row.daysAdded,
    answer_by: row.answerBy,
    expired: !answered && row.answerBy < companyToday(),
    schedule: row.schedule as ChangeSchedule,
    stage: row.stage,
    photos: row.photos.map((key) => media.describe(key)).filter((photo) => photo !== null),
    contract_before: before,
    contract_after: before + row.total,
    completion_before: completionBefore,
    completion_after: completionBefore && row.daysAdded ? addDays(completionBefore, row.daysAdded) : completionBefore,
    answer: answered
      ? {
          kind: row.status as 'approved' | 'declined',
          full_name: row.fullName,
          note: row.note,
          answered_at: row.answeredAt?.toISOString() ?? '',
          ip: row.ip,
          user_agent: row.userAgent,
          content_sha256: row.contentSha256,
        }
      : null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function linesOf(db: Reader, ids: number[]) {
  const byChange = new Map<number, LineRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return byChange;
  const rows = await db
    .select()
    .from(changeOrderLines)
    .where(inArray(changeOrderLines.changeId, ids))
    .orderBy(asc(changeOrderLines.changeId), asc(changeOrderLines.position));
  for (const row of rows) byChange.get(row.changeId)?.push(row);
  return byChange;
}

/** One change as it reads now. */
export async function changeView(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, db: Reader, row: ChangeRow, slug: string) {
  const [lines, now] = await Promise.all([linesOf(db, [row.id]), contractNow(db, row.orderId)]);
  return changeOut(app.media, row, slug, lines.get(row.id) ?? [], now);
}

/** The contract's story: the accepted quote, then each change oldest first, the running total after each approved one. */
async function storyOf(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, order: Order): Promise<ChangeStory> {
  const [rows, now] = await Promise.all([
    app.db.select().from(changeOrders).where(eq(changeOrders.orderId, order.id)).orderBy(asc(changeOrders.number)),
    contractNow(app.db, order.id),
  ]);
  const lines = await linesOf(
    app.db,
    rows.map((row) => row.id),
  );
  let running = now.accepted?.answer.total ?? 0;
  return {
    quote_version: now.accepted?.row.version ?? null,
    quote_total: now.accepted?.answer.total ?? null,
    contract_total: now.total,
    expected_completion: now.completion,
    changes: rows.map((row) => {
      if (row.status === 'approved') running += row.total;
      return { ...changeOut(app.media, row, order.slug, lines.get(row.id) ?? [], now), running_total: row.status === 'approved' ? running : null };
    }),
  };
}

export async function staffStory(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, orderId: number) {
  return storyOf(app, await getOrder(app, orderId));
}

export async function customerStory(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, slug: string, viewer: AuthUser) {
  return storyOf(app, await getOrderBySlug(app, slug, viewer));
}

export async function staffChange(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, id: number) {
  const [row] = await app.db.select().from(changeOrders).where(eq(changeOrders.id, id));
  if (!row) throw notFound();
  const order = await getOrder(app, row.orderId);
  return changeView(app, app.db, row, order.slug);
}

export async function customerChange(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, slug: string, id: number, viewer: AuthUser) {
  const order = await getOrderBySlug(app, slug, viewer);
  const [row] = await app.db
    .select()
    .from(changeOrders)
    .where(and(eq(changeOrders.id, id), eq(changeOrders.orderId, order.id)));
  if (!row) throw notFound();
  return changeView(app, app.db, row, order.slug);
}

/** Keeps the photos sent (refused unless photos), then runs `write`; a failure removes them. */
async function withPhotos<T>(media: MediaStore, files: Buffer[], write: (keys: string[]) => Promise<T>): Promise<T> {
  const keys = await keepEach(
    media,
    files,
    (file) => media.save(CHANGE_PHOTOS_FIELD, file, ['jpeg', 'png', 'webp'], changeMessages.notAPhoto),
    (key) => key,
  );
  try {
    return await write(keys);
  } catch (error) {
    for (const key of keys) await media.remove(key);
    throw error;
  }
}

/**
 * Raises a change on an order whose quote is accepted (else 409): its figures at the quote's VAT rate, the next
 * number on the order, the customer mailed and a line on the thread, in one transaction (under the order's lock).
 */
export async function raiseChange(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<ChangeOrder> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const photos = filesIn(fields, CHANGE_PHOTOS_FIELD, changeMessages.notAPhoto);
  const { [CHANGE_PHOTOS_FIELD]: _files, ...text } = fields;
  const input = parseInput(changeSchema, text);
  if (photos.length > MAX_CHANGE_PHOTOS) throw FieldErrors.of(CHANGE_PHOTOS_FIELD, changeMessages.tooManyPhotos);
  if (input.answer_by < companyToday()) throw FieldErrors.of('answer_by', changeMessages.answerByPast);
  const order = await getOrder(app, orderId);
  const row = await withPhotos(app.media, photos, (keys) =>
    app.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (isClosedStage(locked.stage)) throw closingConflict('order.closed');
      const accepted = await acceptedQuote(tx, order.id);
      if (!accepted) throw new HttpError(409, 'change.no_accepted_quote');
      const lines = input.lines.map((line, position) => ({
        position,
        kind: line.kind,
        description: line.description,
        descriptionAr: line.description_ar,
        quantityMilli: toMilli(line.quantity),
        unit: line.unit,
        unitPrice: line.unit_price,
      }));
      const figures = changeFigures(lines, accepted.row.vatRateBp);
      if (figures.total < 0 && input.schedule !== 'spread') throw FieldErrors.of('schedule', changeMessages.negativeNeedsSpread);
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${changeOrders.number}), 0)::int` })
        .from(changeOrders)
        .where(eq(changeOrders.orderId, order.id));
      const [written] = await tx
        .insert(changeOrders)
        .values({
          orderId: order.id,
          number: (last?.number ?? 0) + 1,
          reason: input.reason,
          reasonAr: input.reason_ar,
          daysAdded: input.days_added,
          answerBy: input.answer_by,
          schedule: input.schedule,
          stage: input.schedule === 'stage' ? (input.stage ?? null) : null,
          vatRateBp: accepted.row.vatRateBp,
          ...figures,
          photos: keys,
          createdBy: staff.id,
        })
        .returning();
      if (lines.length) await tx.insert(changeOrderLines).values(lines.map((line) => ({ ...line, changeId: written.id })));
      const view = await changeView(app, tx, written, locked.slug);
      await writeMessage(tx, order.id, 'staff', staff.id, threadLine(view));
      await changeRaisedMail(app, tx, locked, view);
      return written;
    }),
  );
  app.ordersChanged();
  app.outbox.kick();
  return changeView(app, app.db, row, order.slug);
}

/** Sets the day staff expect the job completed; approved changes move it by their days from then on. */
export async function setCompletion(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, orderId: number, raw: unknown) {
  const body = parseInput(completionSchema, raw);
  const order = await getOrder(app, orderId);
  await app.db
    .insert(orderCompletions)
    .values({ orderId: order.id, expectedCompletion: body.expected_completion })
    .onConflictDoUpdate({ target: orderCompletions.orderId, set: { expectedCompletion: body.expected_completion, updatedAt: new Date() } });
  app.ordersChanged();
  return completionOf(app, order.id);
}

export async function completionOf(app: Pick<FastifyInstance, 'db'>, orderId: number) {
  const [row] = await app.db.select().from(orderCompletions).where(eq(orderCompletions.orderId, orderId));
  return { order_id: orderId, expected_completion: row?.expectedCompletion ?? null };
}

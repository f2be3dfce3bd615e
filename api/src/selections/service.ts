// Finish selections within allowances (issue 38). On an order whose quote is accepted, staff define a selection (an
// item in a room, its quantity, the allowance per unit the quote priced, the choices with their photos and prices,
// the stage it must be chosen before and by when, whether work stops until then). The customer chooses once, signing
// with their name: a choice over the allowance becomes a change order for the difference (the choice added, the
// allowance taken out), approved with the choice and due at once; under it, the same change is a credit spread over
// the instalments still to pay. Staff can lock a selection; an open one past its date is overdue.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isClosedStage,
  SELECTION_PHOTOS_FIELD,
  selectionChooseSchema,
  selectionMessages,
  selectionSchema,
  type SelectionStatus,
} from '@fitout/shared';
import type { Selection, SelectionList } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { changeOrderLines, changeOrders, selectionChoices, selections } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, notFound } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { acceptedQuote, companyToday, lockOrder, parseInput } from '../quotes/service.ts';
import { fromMilli, lineTotal, toMilli } from '../quotes/totals.ts';
import { changeFigures, contractNow, type Services } from '../changes/service.ts';
import { type Origin, recordAnswer } from '../changes/answers.ts';

type Reader = Pick<Db, 'select'>;
type SelectionRow = typeof selections.$inferSelect;
type ChoiceRow = typeof selectionChoices.$inferSelect;

/** The contract a choice would change: its total now and the accepted quote's VAT rate (null before acceptance). */
type Contract = { total: number | null; vatRateBp: number | null };

async function contractOf(db: Reader, orderId: number): Promise<Contract> {
  const now = await contractNow(db, orderId);
  return { total: now.total, vatRateBp: now.accepted?.row.vatRateBp ?? null };
}

/** The change order a choice makes: the choice added, the allowance taken out, with VAT (as chooseSelection writes it). */
const choiceChange = (row: SelectionRow, pricePerUnit: number, vatRateBp: number) =>
  changeFigures(
    [
      { kind: 'add', quantityMilli: row.quantityMilli, unitPrice: pricePerUnit },
      { kind: 'remove', quantityMilli: row.quantityMilli, unitPrice: row.allowancePerUnit },
    ],
    vatRateBp,
  ).total;

function selectionOut(media: MediaStore, row: SelectionRow, choices: ChoiceRow[], contract: Contract): Selection {
  const allowance = lineTotal({ quantityMilli: row.quantityMilli, unitPrice: row.allowancePerUnit });
  return {
    id: row.id,
    order_id: row.orderId,
    item: row.item,
    item_ar: row.itemAr,
    room: row.room,
    room_ar: row.roomAr,
    quantity: fromMilli(row.quantityMilli),
    unit: row.unit,
    allowance_per_unit: row.allowancePerUnit,
    allowance_total: allowance,
    stage: row.stage,
    choose_by: row.chooseBy,
    overdue: row.status === 'open' && row.chooseBy < companyToday(),
    blocks_work: row.blocksWork,
    status: row.status as SelectionStatus,
    choices: choices.map((choice) => {
      const total = lineTotal({ quantityMilli: row.quantityMilli, unitPrice: choice.pricePerUnit });
      const change = contract.vatRateBp === null ? null : choiceChange(row, choice.pricePerUnit, contract.vatRateBp);
      return {
        id: choice.id,
        name: choice.name,
        name_ar: choice.nameAr,
        supplier: choice.supplier,
        price_per_unit: choice.pricePerUnit,
        note: choice.note,
        note_ar: choice.noteAr,
        photo: choice.photo ? media.describe(choice.photo) : null,
        total,
        difference: total - allowance,
        change_total: change,
        contract_after: row.status === 'open' && change !== null && contract.total !== null ? contract.total + change : null,
      };
    }),
    choice_id: row.choiceId,
    change_id: row.changeId,
    chosen_at: row.chosenAt?.toISOString() ?? null,
  };
}

async function choicesOf(db: Reader, ids: number[]) {
  const bySelection = new Map<number, ChoiceRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return bySelection;
  const rows = await db
    .select()
    .from(selectionChoices)
    .where(inArray(selectionChoices.selectionId, ids))
    .orderBy(asc(selectionChoices.selectionId), asc(selectionChoices.position));
  for (const row of rows) bySelection.get(row.selectionId)?.push(row);
  return bySelection;
}

async function viewOf(app: Pick<FastifyInstance, 'media'>, db: Reader, row: SelectionRow) {
  return selectionOut(app.media, row, (await choicesOf(db, [row.id])).get(row.id) ?? [], await contractOf(db, row.orderId));
}

async function listOf(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, order: Order): Promise<SelectionList> {
  const rows = await app.db.select().from(selections).where(eq(selections.orderId, order.id)).orderBy(asc(selections.id));
  const choices = await choicesOf(
    app.db,
    rows.map((row) => row.id),
  );
  const contract = await contractOf(app.db, order.id);
  return {
    contract_total: contract.total,
    selections: rows.map((row) => selectionOut(app.media, row, choices.get(row.id) ?? [], contract)),
  };
}

export async function staffSelections(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, orderId: number) {
  return listOf(app, await getOrder(app, orderId));
}

export async function customerSelections(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, slug: string, viewer: AuthUser) {
  return listOf(app, await getOrderBySlug(app, slug, viewer));
}

export async function staffSelection(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, id: number) {
  const [row] = await app.db.select().from(selections).where(eq(selections.id, id));
  if (!row) throw notFound();
  return viewOf(app, app.db, row);
}

/** Defines a selection on an order whose quote is accepted; each choice's photo (in order) through the image pipeline. */
export async function createSelection(app: Services, orderId: number, body: unknown): Promise<Selection> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const photos = filesIn(fields, SELECTION_PHOTOS_FIELD, selectionMessages.notAPhoto);
  const { [SELECTION_PHOTOS_FIELD]: _files, ...text } = fields;
  const input = parseInput(selectionSchema, text);
  if (photos.length > input.choices.length) throw FieldErrors.of(SELECTION_PHOTOS_FIELD, selectionMessages.tooManyPhotos);
  // A form may leave a choice without a photo: photo_of says whose each photo is.
  const owners = input.photo_of ?? photos.map((_, index) => index);
  if (owners.length !== photos.length || new Set(owners).size !== owners.length || owners.some((owner) => owner >= input.choices.length))
    throw FieldErrors.of('photo_of', selectionMessages.photoOf);
  const order = await getOrder(app, orderId);
  const keys = await keepEach(
    app.media,
    photos,
    (file) => app.media.save(SELECTION_PHOTOS_FIELD, file, ['jpeg', 'png', 'webp'], selectionMessages.notAPhoto),
    (key) => key,
  );
  try {
    const row = await app.transaction(async (tx) => {
      const locked = await lockOrder(tx, order.id);
      if (isClosedStage(locked.stage)) throw closingConflict('order.closed');
      if (!(await acceptedQuote(tx, order.id))) throw new HttpError(409, 'selection.no_accepted_quote');
      const [written] = await tx
        .insert(selections)
        .values({
          orderId: order.id,
          item: input.item,
          itemAr: input.item_ar,
          room: input.room,
          roomAr: input.room_ar,
          quantityMilli: toMilli(input.quantity),
          unit: input.unit,
          allowancePerUnit: input.allowance_per_unit,
          stage: input.stage,
          chooseBy: input.choose_by,
          blocksWork: input.blocks_work,
        })
        .returning();
      await tx.insert(selectionChoices).values(
        input.choices.map((choice, position) => ({
          selectionId: written.id,
          position,
          name: choice.name,
          nameAr: choice.name_ar,
          supplier: choice.supplier,
          pricePerUnit: choice.price_per_unit,
          note: choice.note,
          noteAr: choice.note_ar,
          photo: keys[owners.indexOf(position)] ?? null,
        })),
      );
      return written;
    });
    app.ordersChanged();
    return viewOf(app, app.db, row);
  } catch (error) {
    for (const key of keys) await app.media.remove(key);
    throw error;
  }
}

/** Staff lock an open selection: the customer can no longer choose. */
export async function lockSelection(app: Services, id: number): Promise<Selection> {
  const row = await app.transaction(async (tx) => {
    const [current] = await tx.select().from(selections).where(eq(selections.id, id)).for('update');
    if (!current) throw notFound();
    if (current.status !== 'open') throw new HttpError(409, 'selection.not_open');
    const [locked] = await tx.update(selections).set({ status: 'locked' }).where(eq(selections.id, id)).returning();
    return locked;
  });
  app.ordersChanged();
  return viewOf(app, app.db, row);
}

/**
 * The customer's choice, once: the difference from the allowance becomes a change order approved with it (recorded as
 * an approval is: name, time, IP, user agent, SHA-256), due at once when over, spread as a credit when under. Under the
 * order's lock, as every money write; the money is checked whole before it commits.
 */
export async function chooseSelection(
  app: Services,
  slug: string,
  id: number,
  customer: AuthUser,
  body: unknown,
  origin: Origin,
): Promise<Selection> {
  const input = parseInput(selectionChooseSchema, body);
  const order = await getOrderBySlug(app, slug, customer);
  if (order.userId !== customer.id) throw forbidden('selection.customer_only');
  const row = await app.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id);
    if (isClosedStage(locked.stage)) throw closingConflict('order.closed');
    const [current] = await tx
      .select()
      .from(selections)
      .where(and(eq(selections.id, id), eq(selections.orderId, order.id)))
      .for('update');
    if (!current) throw notFound();
    if (current.status !== 'open') throw new HttpError(409, 'selection.not_open');
    const [choice] = await tx
      .select()
      .from(selectionChoices)
      .where(and(eq(selectionChoices.id, input.choice_id), eq(selectionChoices.selectionId, current.id)));
    if (!choice) throw FieldErrors.of('choice_id', selectionMessages.notAChoice);
    const accepted = await acceptedQuote(tx, order.id);
    if (!accepted) throw new HttpError(409, 'selection.no_accepted_quote');
    let changeId: number | null = null;
    if (choice.pricePerUnit !== current.allowancePerUnit) {
      const lines = [
        {
          kind: 'add' as const,
          description: `${current.item}: ${choice.name}`,
          descriptionAr: `${current.itemAr || current.item}: ${choice.nameAr || choice.name}`,
          unitPrice: choice.pricePerUnit,
        },
        {
          kind: 'remove' as const,
          description: `${current.item}: allowance`,
          descriptionAr: `${current.itemAr || current.item}: المبلغ المخصص`,
          unitPrice: current.allowancePerUnit,
        },
      ].map((line, position) => ({ ...line, position, quantityMilli: current.quantityMilli, unit: current.unit }));
      const figures = changeFigures(lines, accepted.row.vatRateBp);
      const [last] = await tx
        .select({ number: sql<number>`coalesce(max(${changeOrders.number}), 0)::int` })
        .from(changeOrders)
        .where(eq(changeOrders.orderId, order.id));
      const [change] = await tx
        .insert(changeOrders)
        .values({
          orderId: order.id,
          number: (last?.number ?? 0) + 1,
          reason: `Selection: ${current.item} (${current.room}), ${choice.name}`,
          reasonAr: `اختيار: ${current.itemAr || current.item} (${current.roomAr || current.room})، ${choice.nameAr || choice.name}`,
          answerBy: companyToday(),
          schedule: figures.total > 0 ? 'approval' : 'spread',
          vatRateBp: accepted.row.vatRateBp,
          ...figures,
        })
        .returning();
      await tx.insert(changeOrderLines).values(lines.map((line) => ({ ...line, changeId: change.id })));
      await recordAnswer(app, tx, locked, change, { kind: 'approved', fullName: input.full_name }, customer.id, origin);
      changeId = change.id;
    }
    const [chosen] = await tx
      .update(selections)
      .set({ status: 'chosen', choiceId: choice.id, changeId, chosenBy: customer.id, chosenAt: new Date() })
      .where(eq(selections.id, current.id))
      .returning();
    return chosen;
  });
  app.ordersChanged();
  return viewOf(app, app.db, row);
}

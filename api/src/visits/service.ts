// The site visit (issue 25). Staff open slots (a day and a window in Cairo time, the governorates they cover, how many
// visits each takes); the customer books a free one for their order's governorate, moves or cancels it until the
// cut-off (VISIT_CUTOFF_HOURS). A booking locks its slot's row and counts itself in `booked`, which a check holds to
// `capacity`: however many customers book the last place at once, one gets it and the others are told it was taken.
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { bookingSchema, governorateOf, isClosedStage, slotSchema, type RefusalCode, visitMessages } from '@fitout/shared';
import type { DayVisit, SiteVisit, VisitChoice, VisitSlot } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { orders, siteVisits, visitSlots } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { customerOf } from '../accounts/customer.ts';
import { cairoDay, cairoInstant } from '../company-time.ts';
import { visitBookedMail, visitCancelledMail } from './mails.ts';

type Reader = Pick<Db, 'select'>;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox'>;
type SlotRow = typeof visitSlots.$inferSelect;
type VisitRow = typeof siteVisits.$inferSelect;

const HOUR = 3_600_000;
/** The most free slots a customer is offered at once. */
const OFFERED = 60;

export function slotOut(row: SlotRow): VisitSlot {
  return {
    id: row.id,
    day: row.day,
    starts_at: row.startsAt,
    ends_at: row.endsAt,
    governorates: row.governorates,
    capacity: row.capacity,
    booked: row.booked,
    free: row.capacity - row.booked,
  };
}

/** When a slot starts, as an instant. */
export const slotStart = (slot: Pick<SlotRow, 'day' | 'startsAt'>) => cairoInstant(slot.day, slot.startsAt);

export function visitOut(row: VisitRow, slot: SlotRow, order: Pick<Order, 'slug'>, cutoffHours: number): SiteVisit {
  const starts = slotStart(slot);
  return {
    id: row.id,
    order_id: row.orderId,
    order_slug: order.slug,
    status: row.status as SiteVisit['status'],
    slot: { id: slot.id, day: slot.day, starts_at: slot.startsAt, ends_at: slot.endsAt, governorates: slot.governorates },
    starts: starts.toISOString(),
    changeable_until: new Date(starts.getTime() - cutoffHours * HOUR).toISOString(),
    booked_at: row.bookedAt.toISOString(),
  };
}

// ---- staff ----------------------------------------------------------------------------------------------------

export async function listSlots(app: Pick<FastifyInstance, 'db' | 'transaction'>, query: { from?: string; days?: number }): Promise<VisitSlot[]> {
  const from = query.from ?? cairoDay(new Date());
  const until = new Date(Date.parse(`${from}T00:00:00Z`) + (query.days ?? 14) * 24 * HOUR).toISOString().slice(0, 10);
  const rows = await app.db
    .select()
    .from(visitSlots)
    .where(and(gte(visitSlots.day, from), lt(visitSlots.day, until)))
    .orderBy(asc(visitSlots.day), asc(visitSlots.startsAt), asc(visitSlots.id));
  return rows.map(slotOut);
}

export async function createSlot(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>,
  body: unknown,
  staff: AuthUser,
): Promise<VisitSlot> {
  const input = parse(slotSchema, body);
  if (input.day < cairoDay(new Date())) throw FieldErrors.of('day', visitMessages.pastDay);
  const [row] = await app.db
    .insert(visitSlots)
    .values({
      day: input.day,
      startsAt: input.starts_at,
      endsAt: input.ends_at,
      governorates: [...new Set(input.governorates)],
      capacity: input.capacity,
      createdBy: staff.id,
    })
    .returning();
  app.ordersChanged();
  return slotOut(row);
}

export async function removeSlot(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, id: number) {
  await app.transaction(async (tx) => {
    const [slot] = await tx.select().from(visitSlots).where(eq(visitSlots.id, id)).for('update');
    if (!slot) throw notFound();
    if (slot.booked > 0) throw new HttpError(409, 'visit.slot_booked');
    await tx.delete(siteVisits).where(eq(siteVisits.slotId, id));
    await tx.delete(visitSlots).where(eq(visitSlots.id, id));
  });
  app.ordersChanged();
}

/** A day's booked visits, by the time they start, with the order they are for. */
export async function dayVisits(app: Pick<FastifyInstance, 'db' | 'transaction' | 'config'>, day: string): Promise<DayVisit[]> {
  const rows = await app.db
    .select({ visit: siteVisits, slot: visitSlots, order: orders })
    .from(siteVisits)
    .innerJoin(visitSlots, eq(visitSlots.id, siteVisits.slotId))
    .innerJoin(orders, eq(orders.id, siteVisits.orderId))
    .where(and(eq(visitSlots.day, day), eq(siteVisits.status, 'booked')))
    .orderBy(asc(visitSlots.startsAt), asc(siteVisits.id));
  return rows.map(({ visit, slot, order }) => ({
    ...visitOut(visit, slot, order, app.config.visitCutoffHours),
    full_name: order.fullName,
    phone: order.phone,
    governorate: order.governorate,
    city: order.city,
    area: order.area,
  }));
}

// ---- the customer ---------------------------------------------------------------------------------------------

export async function bookedVisit(db: Reader, orderId: number) {
  const [found] = await db
    .select({ visit: siteVisits, slot: visitSlots })
    .from(siteVisits)
    .innerJoin(visitSlots, eq(visitSlots.id, siteVisits.slotId))
    .where(and(eq(siteVisits.orderId, orderId), eq(siteVisits.status, 'booked')));
  return found;
}

/** The order's visit, and the free slots of its governorate that start after the cut-off. */
export async function visitChoice(app: Pick<FastifyInstance, 'db' | 'transaction' | 'config'>, slug: string, viewer: AuthUser): Promise<VisitChoice> {
  const order = await getOrderBySlug(app, slug, viewer);
  const cutoffHours = app.config.visitCutoffHours;
  const governorate = governorateOf(order.governorate);
  const earliest = new Date(Date.now() + cutoffHours * HOUR);
  const [booked, candidates] = await Promise.all([
    bookedVisit(app.db, order.id),
    governorate
      ? app.db
          .select()
          .from(visitSlots)
          .where(
            and(
              gte(visitSlots.day, cairoDay(earliest)),
              sql`${visitSlots.booked} < ${visitSlots.capacity}`,
              sql`${governorate} = any(${visitSlots.governorates})`,
            ),
          )
          .orderBy(asc(visitSlots.day), asc(visitSlots.startsAt), asc(visitSlots.id))
          .limit(OFFERED * 2)
      : Promise.resolve([] as SlotRow[]),
  ]);
  return {
    visit: booked ? visitOut(booked.visit, booked.slot, order, cutoffHours) : null,
    slots: candidates
      .filter((slot) => slotStart(slot) >= earliest && slot.id !== booked?.slot.id)
      .slice(0, OFFERED)
      .map(slotOut),
    cutoff_hours: cutoffHours,
    governorate,
  };
}

async function ownOrder(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer: AuthUser) {
  const order = await getOrderBySlug(app, slug, viewer);
  if (order.userId !== viewer.id) throw forbidden('visit.customer_only');
  return order;
}

const conflict = (code: RefusalCode, values?: Record<string, string | number>) => new HttpError(409, code, { values });

/**
 * Books the order's visit in the slot named, or moves its booked visit there, in one transaction: the order's row is
 * locked (one booking of an order at a time), then the slots involved, in id order (no two bookings wait on each other).
 * A full slot answers 409 and changes nothing. The customer is mailed the visit with its calendar file.
 */
export async function bookVisit(app: Services & Pick<FastifyInstance, 'ordersChanged'>, slug: string, body: unknown, customer: AuthUser) {
  const { slot_id } = parse(bookingSchema, body);
  const order = await ownOrder(app, slug, customer);
  const cutoffHours = app.config.visitCutoffHours;
  const earliest = Date.now() + cutoffHours * HOUR;
  const result = await app.transaction(async (tx) => {
    const [lockedOrder] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, order.id)).for('update');
    // Read under the lock that withdrawing and cancelling take: a closed order books nothing.
    if (isClosedStage(lockedOrder.stage)) throw closingConflict('order.closed');
    const current = await bookedVisit(tx, order.id);
    if (current?.slot.id === slot_id) return { visit: current.visit, slot: current.slot, changed: false, previous: null };
    if (current && slotStart(current.slot).getTime() < earliest) throw conflict('visit.cutoff', { hours: cutoffHours });
    const ids = [slot_id, ...(current ? [current.slot.id] : [])].sort((a, b) => a - b);
    const locked = await tx.select().from(visitSlots).where(inArray(visitSlots.id, ids)).orderBy(asc(visitSlots.id)).for('update');
    const slot = locked.find((row) => row.id === slot_id);
    if (!slot) throw conflict('visit.slot_gone');
    if (slotStart(slot).getTime() < earliest) throw conflict('visit.cutoff', { hours: cutoffHours });
    const governorate = governorateOf(order.governorate);
    if (!governorate || !slot.governorates.includes(governorate)) throw conflict('visit.not_your_area');
    if (slot.booked >= slot.capacity) throw conflict('visit.slot_taken');
    if (current) {
      await tx.update(siteVisits).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(siteVisits.id, current.visit.id));
      await tx
        .update(visitSlots)
        .set({ booked: sql`${visitSlots.booked} - 1` })
        .where(eq(visitSlots.id, current.slot.id));
    }
    const [taken] = await tx
      .update(visitSlots)
      .set({ booked: sql`${visitSlots.booked} + 1` })
      .where(eq(visitSlots.id, slot.id))
      .returning();
    const [visit] = await tx.insert(siteVisits).values({ orderId: order.id, slotId: slot.id }).returning();
    const to = await customerOf(tx, order.userId);
    if (to) await app.outbox.enqueue(visitBookedMail(to, order, taken, app.config, current ? current.slot : null), tx);
    return { visit, slot: taken, changed: true, previous: current?.slot ?? null };
  });
  if (result.changed) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return visitOut(result.visit, result.slot, order, cutoffHours);
}

/**
 * Releases the order's booked visit, whatever the cut-off, when the order is withdrawn or cancelled: inside the caller's
 * transaction, which holds the order's row lock as booking does; the slot's row is locked before its count changes.
 * Answers the slot released, or null when no visit was booked.
 */
export async function releaseVisit(tx: Pick<Db, 'select' | 'update'>, orderId: number): Promise<SlotRow | null> {
  const current = await bookedVisit(tx, orderId);
  if (!current) return null;
  await freePlace(tx, current);
  return current.slot;
}

/** The visit cancelled and its place in the slot free again, the slot's row locked before its count changes. */
async function freePlace(tx: Pick<Db, 'select' | 'update'>, current: NonNullable<Awaited<ReturnType<typeof bookedVisit>>>) {
  await tx.select({ id: visitSlots.id }).from(visitSlots).where(eq(visitSlots.id, current.slot.id)).for('update');
  await tx.update(siteVisits).set({ status: 'cancelled', cancelledAt: new Date() }).where(eq(siteVisits.id, current.visit.id));
  await tx
    .update(visitSlots)
    .set({ booked: sql`${visitSlots.booked} - 1` })
    .where(eq(visitSlots.id, current.slot.id));
}

/** Cancels the order's booked visit until the cut-off; its place in the slot is free again. */
export async function cancelVisit(app: Services & Pick<FastifyInstance, 'ordersChanged'>, slug: string, customer: AuthUser) {
  const order = await ownOrder(app, slug, customer);
  const cutoffHours = app.config.visitCutoffHours;
  await app.transaction(async (tx) => {
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, order.id)).for('update');
    const current = await bookedVisit(tx, order.id);
    if (!current) throw conflict('visit.no_visit');
    if (slotStart(current.slot).getTime() < Date.now() + cutoffHours * HOUR) throw conflict('visit.cutoff', { hours: cutoffHours });
    await freePlace(tx, current);
    const to = await customerOf(tx, order.userId);
    if (to) await app.outbox.enqueue(visitCancelledMail(to, order, current.slot, app.config), tx);
  });
  app.ordersChanged();
  app.outbox.kick();
}

// An order's progress after it is placed: staff move it from stage to stage in the console (with a note for the
// customer), every change is kept, and the customer hears of each one by mail in their language.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isClosedStage, type OrderStage, orderStageSchema } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import { recordAudit } from '../audit/service.ts';
import { orders, orderStageChanges, profiles, users } from '../db/schema.ts';
import { notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { stageChangedMail } from './mails.ts';
import { closingConflict } from './money.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import type { MediaInfo, MediaStore } from '../media/store.ts';
import { mailLanguageOf } from '../accounts/customer.ts';

export type StageChange = { stage: string; note: string; event: string | null; photos: MediaInfo[]; date: string };
export type StaffStageChange = StageChange & { changed_by: string | null };

type Readers = { db: Pick<FastifyInstance['db'], 'select'>; media: Pick<MediaStore, 'describe'> };

/** The changes of these orders, oldest first, in one query. With `staff`, each also names who made it. */
export async function historiesOf(app: Readers, orderIds: number[], options: { staff: true }): Promise<Map<number, StaffStageChange[]>>;
export async function historiesOf(app: Readers, orderIds: number[], options?: { staff?: false }): Promise<Map<number, StageChange[]>>;
export async function historiesOf({ db, media }: Readers, orderIds: number[], options: { staff?: boolean } = {}) {
  const histories = new Map<number, (StageChange | StaffStageChange)[]>(orderIds.map((id) => [id, []]));
  if (!orderIds.length) return histories;
  const rows = await db
    .select({
      orderId: orderStageChanges.orderId,
      stage: orderStageChanges.stage,
      note: orderStageChanges.note,
      event: orderStageChanges.event,
      photos: orderStageChanges.photos,
      changedAt: orderStageChanges.changedAt,
      // People by name (their profile's full name), the username only for an account without one.
      by: sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.username})`,
    })
    .from(orderStageChanges)
    .leftJoin(users, eq(users.id, orderStageChanges.changedBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(orderStageChanges.orderId, orderIds))
    .orderBy(asc(orderStageChanges.changedAt), asc(orderStageChanges.id));
  for (const row of rows) {
    const photos = row.photos.map((key) => media.describe(key)).filter((photo) => photo !== null);
    const change: StageChange = { stage: row.stage, note: row.note, event: row.event, photos, date: row.changedAt.toISOString() };
    histories.get(row.orderId)?.push(options.staff ? { ...change, changed_by: row.by } : change);
  }
  return histories;
}

/**
 * PUT admin/orders/{id}: the new stage and an optional note, recorded with the staff member and mailed to the
 * customer in the same transaction. The same stage again with no note changes nothing and mails no one; the
 * same stage with a note is a message to the customer, kept and mailed like a change.
 */
export async function changeStage(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'ordersChanged' | 'afterCommit'>,
  id: number,
  body: Record<string, unknown>,
  staff: AuthUser,
) {
  const input = parse(orderStageSchema, body);
  const changed = await app.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound();
    // A cancelled or withdrawn order stays closed (order-closing.ts).
    if (isClosedStage(order.stage)) throw closingConflict('order.closed');
    if (order.stage === input.stage && !input.stage_note) return false;
    await tx.update(orders).set({ stage: input.stage }).where(eq(orders.id, id));
    await tx.insert(orderStageChanges).values({ orderId: id, stage: input.stage, note: input.stage_note, changedBy: staff.id });
    const [customer] = await tx
      .select({ email: users.email, language: mailLanguageOf, fullName: profiles.fullName })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, order.userId));
    // Unless the customer turned the progress of their orders off (mail-preferences/).
    const unsubscribe = customer && (await optionalMail(app, tx, order.userId, 'progress', customer.language));
    if (customer && unsubscribe) {
      const recipient = { ...customer, fullName: customer.fullName ?? '', unsubscribe };
      await app.outbox.enqueue(stageChangedMail(recipient, order, input.stage, input.stage_note, app.config.siteUrl), tx);
    }
    return true;
  });
  if (!changed) return;
  app.ordersChanged();
  // Inside the admin face's transaction the mail is there to deliver only once that commits.
  app.afterCommit(() => app.outbox.kick());
}

/** The actor of the audit log's entries for what the job does by itself (no member of staff made them). */
export const SYSTEM_ACTOR = { id: null, email: null, role: 'system' } as const;

/**
 * Moves an order to the stage the job has reached by itself (automaticStages in @fitout/shared: a quote accepted, the
 * deposit paid), when it is still at one of the stages before it; never back, never out of a stage staff moved it past
 * or a closed one. Call it inside the transaction of what moved it: the order's row is updated and the audit log gets
 * an entry by the system actor. Answers the stage it left, or null when it stayed. The timeline entry is the event's
 * own (the caller writes it with the stage answered by `stageAfter`).
 */
export async function advanceStage(
  tx: Pick<Db, 'update' | 'insert'>,
  order: Pick<typeof orders.$inferSelect, 'id' | 'stage'>,
  move: { to: OrderStage; from: readonly OrderStage[] },
): Promise<string | null> {
  if (!(move.from as readonly string[]).includes(order.stage)) return null;
  const [moved] = await tx
    .update(orders)
    .set({ stage: move.to })
    .where(and(eq(orders.id, order.id), inArray(orders.stage, [...move.from])))
    .returning({ id: orders.id });
  if (!moved) return null;
  await recordAudit(tx, {
    actor: SYSTEM_ACTOR,
    ip: null,
    action: 'update',
    resource: 'orders',
    recordId: order.id,
    before: { stage: order.stage },
    after: { stage: move.to },
  });
  return order.stage;
}

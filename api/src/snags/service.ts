// Snags after handover (issue 25). On a completed order, within WARRANTY_MONTHS of the day it was completed, its
// customer reports defects (room, description, photos through the image pipeline); staff mark each fixed with a note
// and a photo; the customer confirms (closed) or reopens it with a reason. Each step is one transaction with its mail;
// photos are kept first and removed if the write fails.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { FIX_PHOTO_FIELD, SNAG_PHOTOS_FIELD, snagFixSchema, snagMessages, snagReopenSchema, snagSchema, type SnagStatus } from '@fitout/shared';
import type { Snag, SnagList } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { orders, orderStageChanges, snags } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError, notFound, parse } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { snagFixedMail, snagToStaffMail } from './mails.ts';

type Reader = Pick<Db, 'select'>;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'media' | 'log'>;
type SnagRow = typeof snags.$inferSelect;

const photosOf = (media: MediaStore, keys: string[]) => keys.map((key) => media.describe(key)).filter((photo) => photo !== null);

export function snagOut(media: MediaStore, row: SnagRow): Snag {
  return {
    id: row.id,
    order_id: row.orderId,
    room: row.room,
    description: row.description,
    photos: photosOf(media, row.photos),
    status: row.status as SnagStatus,
    fix_note: row.fixNote,
    fix_photos: photosOf(media, row.fixPhotos),
    fixed_at: row.fixedAt?.toISOString() ?? null,
    closed_at: row.closedAt?.toISOString() ?? null,
    reopen_note: row.reopenNote,
    reopened: row.reopened,
    reported_at: row.reportedAt.toISOString(),
  };
}

/** The day the warranty of a completed order ends (YYYY-MM-DD, UTC), or null while it is not completed. */
async function warrantyUntil(db: Reader, order: Order, months: number): Promise<string | null> {
  if (order.stage !== 'completed') return null;
  const [completed] = await db
    .select({ at: orderStageChanges.changedAt })
    .from(orderStageChanges)
    .where(and(eq(orderStageChanges.orderId, order.id), eq(orderStageChanges.stage, 'completed')))
    .orderBy(desc(orderStageChanges.changedAt))
    .limit(1);
  const from = completed?.at ?? order.date;
  const until = new Date(from);
  until.setUTCMonth(until.getUTCMonth() + months);
  return until.toISOString().slice(0, 10);
}

const today = () => new Date().toISOString().slice(0, 10);

async function listOf(app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'media'>, order: Order): Promise<SnagList> {
  const [rows, until] = await Promise.all([
    app.db.select().from(snags).where(eq(snags.orderId, order.id)).orderBy(asc(snags.id)),
    warrantyUntil(app.db, order, app.config.warrantyMonths),
  ]);
  return { snags: rows.map((row) => snagOut(app.media, row)), warranty_until: until, can_report: until !== null && until >= today() };
}

export async function staffSnags(app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'media'>, orderId: number) {
  return listOf(app, await getOrder(app, orderId));
}

export async function customerSnags(app: Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'media'>, slug: string, viewer: AuthUser) {
  return listOf(app, await getOrderBySlug(app, slug, viewer));
}

async function ownOrder(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer: AuthUser) {
  const order = await getOrderBySlug(app, slug, viewer);
  if (order.userId !== viewer.id) throw forbidden('snag.customer_only');
  return order;
}

/** The files sent under `field`; anything but a file is refused. */
const photosIn = (body: Record<string, unknown>, field: string) => filesIn(body, field, snagMessages.notAPhoto);

/** Keeps the photos sent under `field` (refused unless photos), then runs `write`; a failure removes them. */
async function withPhotos<T>(app: Services, field: string, files: Buffer[], write: (keys: string[]) => Promise<T>): Promise<T> {
  const keys = await keepEach(
    app.media,
    files,
    (file) => app.media.save(field, file, ['jpeg', 'png', 'webp'], snagMessages.notAPhoto),
    (key) => key,
  );
  try {
    return await write(keys);
  } catch (error) {
    for (const key of keys) await app.media.remove(key);
    throw error;
  }
}

const withoutFiles = (body: Record<string, unknown>, field: string) => {
  const { [field]: _files, ...text } = body;
  return text;
};

/** A report: only on a completed order under warranty, by its customer; staff hear of it. */
export async function reportSnag(app: Services, slug: string, body: unknown, customer: AuthUser): Promise<Snag> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const input = parse(snagSchema, withoutFiles(fields, SNAG_PHOTOS_FIELD));
  const order = await ownOrder(app, slug, customer);
  const until = await warrantyUntil(app.db, order, app.config.warrantyMonths);
  if (until === null) throw new HttpError(409, 'snag.not_completed');
  if (until < today()) throw new HttpError(409, 'snag.warranty_over', { values: { date: until } });
  const row = await withPhotos(app, SNAG_PHOTOS_FIELD, photosIn(fields, SNAG_PHOTOS_FIELD), (photos) =>
    app.transaction(async (tx) => {
      const [written] = await tx.insert(snags).values({ orderId: order.id, room: input.room, description: input.description, photos }).returning();
      await snagToStaffMail(app, tx, order, written, 'reported');
      return written;
    }),
  );
  app.outbox.kick();
  return snagOut(app.media, row);
}

/** Staff mark an open snag fixed, with a note and a photo of the fix; the customer is mailed to confirm it. */
export async function fixSnag(app: Services, id: number, body: unknown, staff: AuthUser): Promise<Snag> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const input = parse(snagFixSchema, withoutFiles(fields, FIX_PHOTO_FIELD));
  const photos = photosIn(fields, FIX_PHOTO_FIELD);
  if (!photos.length) throw FieldErrors.of(FIX_PHOTO_FIELD, snagMessages.fixPhoto);
  const row = await withPhotos(app, FIX_PHOTO_FIELD, photos, (fixPhotos) =>
    app.transaction(async (tx) => {
      const [current] = await tx.select().from(snags).where(eq(snags.id, id)).for('update');
      if (!current) throw notFound();
      if (current.status !== 'open') throw new HttpError(409, 'snag.not_open');
      const [fixed] = await tx
        .update(snags)
        .set({ status: 'fixed', fixNote: input.note, fixPhotos, fixedBy: staff.id, fixedAt: new Date() })
        .where(eq(snags.id, id))
        .returning();
      const [order] = await tx.select().from(orders).where(eq(orders.id, current.orderId));
      await snagFixedMail(app, tx, order, fixed);
      return fixed;
    }),
  );
  app.outbox.kick();
  return snagOut(app.media, row);
}

/** The customer answers a fix: confirmed (closed), or reopened with a reason (open again; staff are mailed). */
async function answerFix(app: Services, slug: string, id: number, customer: AuthUser, reopen: { note: string } | null): Promise<Snag> {
  const order = await ownOrder(app, slug, customer);
  const row = await app.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(snags)
      .where(and(eq(snags.id, id), eq(snags.orderId, order.id)))
      .for('update');
    if (!current) throw notFound();
    if (current.status !== 'fixed') throw new HttpError(409, 'snag.not_fixed');
    const [answered] = await tx
      .update(snags)
      .set(reopen ? { status: 'open', reopenNote: reopen.note, reopened: current.reopened + 1 } : { status: 'closed', closedAt: new Date() })
      .where(eq(snags.id, id))
      .returning();
    if (reopen) await snagToStaffMail(app, tx, order, answered, 'reopened');
    return answered;
  });
  app.outbox.kick();
  return snagOut(app.media, row);
}

export const confirmSnag = (app: Services, slug: string, id: number, customer: AuthUser) => answerFix(app, slug, id, customer, null);

export const reopenSnag = (app: Services, slug: string, id: number, body: unknown, customer: AuthUser) =>
  answerFix(app, slug, id, customer, parse(snagReopenSchema, body));

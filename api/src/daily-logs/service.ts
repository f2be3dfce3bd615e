// Daily logs from the site (issue 41). Staff on site write, per order and day, what was done, who was there, the
// weather, what was held up and why, and photos (through the image pipeline, kept first and removed if the write
// fails). A shared log is also an entry on the customer's timeline (order_stage_changes, event 'daily_log': its work
// and photos), written in the same transaction; an internal one stays in the console. No mail: the customer reads
// the timeline, and one more mail a day is what homeowners ask contractors not to send (issue 41).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { DAILY_LOG_PHOTOS_FIELD, dailyLogSchema, isClosedStage, threadMessages } from '@fitout/shared';
import type { CustomerDailyLog, DailyLog } from '@fitout/shared/contract';
import { dailyLogs, orders, orderStageChanges, profiles, users } from '../db/schema.ts';
import { HttpError, notFound, parse } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug } from '../orders/service.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'media' | 'ordersChanged'>;
type Row = typeof dailyLogs.$inferSelect;

const photosOf = (media: Pick<MediaStore, 'describe'>, keys: string[]) => keys.map((key) => media.describe(key)).filter((photo) => photo !== null);

function customerOut(media: Pick<MediaStore, 'describe'>, row: Row): CustomerDailyLog {
  return {
    id: row.id,
    order_id: row.orderId,
    day: row.day,
    work_done: row.workDone,
    crew_count: row.crewCount,
    crew_names: row.crewNames,
    weather: row.weather,
    delay: row.delay,
    delay_cause: row.delayCause,
    photos: photosOf(media, row.photos),
    created_at: row.createdAt.toISOString(),
  };
}

const staffOut = (media: Pick<MediaStore, 'describe'>, row: Row, writtenBy: string | null): DailyLog => ({
  ...customerOut(media, row),
  shared: row.shared,
  written_by: writtenBy,
});

// People by name (their profile's full name), the username only for an account without one.
const writerName = sql<string | null>`coalesce(nullif(${profiles.fullName}, ''), ${users.username})`;

/** One log as the console reads it (the audit log's reader too). */
export async function staffDailyLog(app: Pick<FastifyInstance, 'db' | 'media'>, id: number): Promise<DailyLog> {
  const [found] = await app.db
    .select({ row: dailyLogs, by: writerName })
    .from(dailyLogs)
    .leftJoin(users, eq(users.id, dailyLogs.writtenBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(dailyLogs.id, id));
  if (!found) throw notFound();
  return staffOut(app.media, found.row, found.by);
}

/** An order's logs for the console, internal and shared, newest day first. */
export async function staffDailyLogs(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, orderId: number): Promise<DailyLog[]> {
  await getOrder(app, orderId);
  const rows = await app.db
    .select({ row: dailyLogs, by: writerName })
    .from(dailyLogs)
    .leftJoin(users, eq(users.id, dailyLogs.writtenBy))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(dailyLogs.orderId, orderId))
    .orderBy(desc(dailyLogs.day), desc(dailyLogs.id));
  return rows.map(({ row, by }) => staffOut(app.media, row, by));
}

/** The shared logs of an order, for its customer (staff of the sales desk read any order's the same way). */
export async function customerDailyLogs(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>,
  slug: string,
  viewer: AuthUser,
): Promise<CustomerDailyLog[]> {
  const order = await getOrderBySlug(app, slug, viewer);
  const rows = await app.db
    .select()
    .from(dailyLogs)
    .where(and(eq(dailyLogs.orderId, order.id), eq(dailyLogs.shared, true)))
    .orderBy(desc(dailyLogs.day), desc(dailyLogs.id));
  return rows.map((row) => customerOut(app.media, row));
}

/** Writes a log: refused on a closed order (cancelled or withdrawn); a shared one goes on the customer's timeline. */
export async function writeDailyLog(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<DailyLog> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const files = filesIn(fields, DAILY_LOG_PHOTOS_FIELD, threadMessages.notAPhoto);
  const { [DAILY_LOG_PHOTOS_FIELD]: _photos, ...text } = fields;
  const input = parse(dailyLogSchema, text);
  const order = await getOrder(app, orderId);
  if (isClosedStage(order.stage)) throw new HttpError(409, 'daily_log.order_closed');

  const photos = await keepEach(
    app.media,
    files,
    (file) => app.media.save(DAILY_LOG_PHOTOS_FIELD, file, ['jpeg', 'png', 'webp'], threadMessages.notAPhoto),
    (key) => key,
  );
  try {
    const row = await app.transaction(async (tx) => {
      // The order's row locked: a cancellation racing this write comes before it or after it, not beside it.
      const [locked] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId)).for('update');
      if (!locked) throw notFound();
      if (isClosedStage(locked.stage)) throw new HttpError(409, 'daily_log.order_closed');
      const [entry] = input.shared
        ? await tx
            .insert(orderStageChanges)
            .values({ orderId, stage: locked.stage, note: input.work_done, changedBy: staff.id, event: 'daily_log', photos })
            .returning({ id: orderStageChanges.id })
        : [];
      const [written] = await tx
        .insert(dailyLogs)
        .values({
          orderId,
          day: input.day,
          workDone: input.work_done,
          crewCount: input.crew_count,
          crewNames: input.crew_names,
          weather: input.weather,
          delay: input.delay,
          delayCause: input.delay ? (input.delay_cause ?? null) : null,
          photos,
          shared: input.shared,
          timelineEntryId: entry?.id ?? null,
          writtenBy: staff.id,
        })
        .returning();
      return written;
    });
    if (input.shared) app.ordersChanged();
    return await staffDailyLog(app, row.id);
  } catch (error) {
    for (const key of photos) await app.media.remove(key);
    throw error;
  }
}

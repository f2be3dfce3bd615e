// Progress updates (issue 25): staff post a note and photos of the work on the order's timeline, optionally moving it
// to its next stage; the customer is mailed in their language. The photos go through the image pipeline first; the
// entry, the stage and the mail are written in one transaction, and a failure there removes the photos.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isClosedStage, PROGRESS_PHOTOS_FIELD, progressSchema, threadMessages } from '@fitout/shared';
import { orders, orderStageChanges } from '../db/schema.ts';
import { FieldErrors, notFound, parse } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { AuthUser } from '../http/caller.ts';
import { customerOf } from '../accounts/customer.ts';
import { progressMail, stageChangedMail } from './mails.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import type { StageChange } from './stages.ts';
import { closingConflict } from './money.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'media' | 'ordersChanged'>;

export async function postProgress(app: Services, orderId: number, body: unknown, staff: AuthUser): Promise<StageChange & { id: number }> {
  const fields = (body ?? {}) as Record<string, unknown>;
  const files = filesIn(fields, PROGRESS_PHOTOS_FIELD, threadMessages.notAPhoto);
  const { [PROGRESS_PHOTOS_FIELD]: _photos, ...text } = fields;
  const input = parse(progressSchema, text);
  if (!input.note && !files.length) throw FieldErrors.of('note', threadMessages.emptyUpdate);
  const [exists] = await app.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw notFound();

  const photos = await keepEach(
    app.media,
    files,
    (file) => app.media.save(PROGRESS_PHOTOS_FIELD, file, ['jpeg', 'png', 'webp'], threadMessages.notAPhoto),
    (key) => key,
  );
  try {
    const row = await app.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw notFound();
      const stage = input.stage ?? order.stage;
      const moved = stage !== order.stage;
      // A note on a closed order is kept (a refund arranged, say); moving its stage is not.
      if (moved && isClosedStage(order.stage)) throw closingConflict('order.closed');
      if (moved) await tx.update(orders).set({ stage }).where(eq(orders.id, orderId));
      const [entry] = await tx
        .insert(orderStageChanges)
        .values({ orderId, stage, note: input.note, changedBy: staff.id, event: moved ? null : 'progress_update', photos })
        .returning();
      const customer = await customerOf(tx, order.userId);
      // Unless the customer turned the progress of their orders off (mail-preferences/).
      const unsubscribe = customer && (await optionalMail(app, tx, order.userId, 'progress', customer.language));
      if (customer && unsubscribe) {
        const { siteUrl } = app.config;
        const recipient = { ...customer, unsubscribe };
        await app.outbox.enqueue(
          moved
            ? stageChangedMail(recipient, order, stage, input.note, siteUrl, photos.length)
            : progressMail(recipient, order, input.note, siteUrl, photos.length),
          tx,
        );
      }
      return entry;
    });
    app.ordersChanged();
    app.outbox.kick();
    return {
      id: row.id,
      stage: row.stage,
      note: row.note,
      event: row.event,
      photos: photos.map((key) => app.media.describe(key)).filter((photo) => photo !== null),
      date: row.changedAt.toISOString(),
    };
  } catch (error) {
    for (const key of photos) await app.media.remove(key);
    throw error;
  }
}

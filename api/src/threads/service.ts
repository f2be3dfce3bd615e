// Messages on an order (issue 25): one thread per order between its customer and staff (owner and sales), with photos
// (through the image pipeline) and PDFs. Each side's newest message and read mark live in order_threads, kept in the
// message's transaction, so unread counts never count a thread's messages.
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ATTACHMENT_FIELD, MAX_MESSAGE_BYTES, MAX_MESSAGE_FILES, THREAD_PAGE, threadMessages } from '@fitout/shared';
import { messageSchema, threadReadSchema } from '@fitout/shared/contract';
import type { Message, Thread, UnreadCounts } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { orderMessages, orders, orderThreads, profiles, type StoredAttachment } from '../db/schema.ts';
import { FieldErrors, forbidden, HttpError } from '../http/errors.ts';
import { filesIn, keepEach } from '../media/image-fields.ts';
import type { MediaStore } from '../media/store.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { parseInput } from '../quotes/service.ts';
import { queueMessageMail } from './mails.ts';

type Reader = Pick<Db, 'select'>;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'media' | 'log' | 'ordersChanged'>;
type MessageRow = typeof orderMessages.$inferSelect;
type Side = 'customer' | 'staff';

function attachmentOut(media: MediaStore, stored: StoredAttachment): Message['attachments'][number] | null {
  if (stored.kind === 'pdf') {
    const url = media.documentUrl(stored.key);
    return url ? { kind: 'pdf', url, name: stored.name, size: stored.size } : null;
  }
  const info = media.describe(stored.key);
  return info ? { kind: 'image', ...info } : null;
}

function messageOut(media: MediaStore, row: MessageRow, order: Pick<Order, 'fullName'>, staffNames: Map<number, string>): Message {
  return {
    id: row.id,
    order_id: row.orderId,
    from_staff: row.fromStaff,
    author: row.fromStaff ? (row.authorId === null ? '' : (staffNames.get(row.authorId) ?? '')) : order.fullName,
    body: row.body,
    attachments: row.attachments.map((stored) => attachmentOut(media, stored)).filter((item) => item !== null),
    created_at: row.createdAt.toISOString(),
  };
}

/** The names staff signed their messages with (their profile's full name). */
async function staffNamesOf(db: Reader, rows: MessageRow[]) {
  const ids = [...new Set(rows.filter((row) => row.fromStaff && row.authorId !== null).map((row) => row.authorId as number))];
  if (!ids.length) return new Map<number, string>();
  const found = await db
    .select({ id: profiles.userId, name: profiles.fullName })
    .from(profiles)
    .where(sql`${profiles.userId} in (${sql.join(ids, sql`, `)})`);
  return new Map(found.map((row) => [row.id, row.name]));
}

/** Messages of the other side past this side's read mark. */
async function unreadIn(db: Reader, orderId: number, side: Side, readId: number) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orderMessages)
    .where(and(eq(orderMessages.orderId, orderId), eq(orderMessages.fromStaff, side === 'customer'), gt(orderMessages.id, readId)));
  return row?.count ?? 0;
}

/** A page of the order's thread (the newest, or the one before `before`), oldest first, as `side` reads it. */
async function threadOf(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, order: Order, side: Side, before?: number): Promise<Thread> {
  const [rows, [state]] = await Promise.all([
    app.db
      .select()
      .from(orderMessages)
      .where(and(eq(orderMessages.orderId, order.id), before ? lt(orderMessages.id, before) : undefined))
      .orderBy(desc(orderMessages.id))
      .limit(THREAD_PAGE + 1),
    app.db.select().from(orderThreads).where(eq(orderThreads.orderId, order.id)),
  ]);
  const page = rows.slice(0, THREAD_PAGE).reverse();
  const readId = (side === 'customer' ? state?.customerReadId : state?.staffReadId) ?? 0;
  const theirLast = (side === 'customer' ? state?.lastStaffMessageId : state?.lastCustomerMessageId) ?? 0;
  const staffNames = await staffNamesOf(app.db, page);
  return {
    messages: page.map((row) => messageOut(app.media, row, order, staffNames)),
    has_earlier: rows.length > THREAD_PAGE,
    unread: theirLast > readId ? await unreadIn(app.db, order.id, side, readId) : 0,
    last_read_id: readId,
  };
}

export async function staffThread(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, orderId: number, query: { before?: number }) {
  return threadOf(app, await getOrder(app, orderId), 'staff', query.before);
}

export async function customerThread(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>,
  slug: string,
  viewer: AuthUser,
  query: { before?: number },
) {
  return threadOf(app, await getOrderBySlug(app, slug, viewer), 'customer', query.before);
}

/** The customer side is the order's customer's own: staff who can read the order write from the console. */
async function ownOrder(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer: AuthUser) {
  const order = await getOrderBySlug(app, slug, viewer);
  if (order.userId !== viewer.id) throw forbidden('thread.customer_only');
  return order;
}

/** A PDF's name as shown: its base name, printable, bounded; `document.pdf` when none is usable. */
const documentName = (name: string) => {
  const base =
    name
      .split(/[\\/]/)
      .pop()
      ?.replace(/[^\p{L}\p{N} ._()-]/gu, '')
      .trim()
      .slice(0, 120) ?? '';
  return base ? (base.toLowerCase().endsWith('.pdf') ? base : `${base}.pdf`) : 'document.pdf';
};

/**
 * Each file kept: a photo through the image pipeline (checked by its bytes, re-encoded, its metadata dropped), a PDF
 * as sent once its bytes say it is one; anything else is refused. If one is refused or a write fails, the files kept
 * so far are removed and nothing is written.
 */
async function keepFiles(media: MediaStore, files: Buffer[], names: string[]): Promise<StoredAttachment[]> {
  return keepEach(
    media,
    files,
    async (file, index): Promise<StoredAttachment> =>
      file.subarray(0, 5).toString('latin1') === '%PDF-'
        ? {
            kind: 'pdf',
            key: await media.saveDocument(ATTACHMENT_FIELD, file, threadMessages.notAttachable),
            name: documentName(names[index]),
            size: file.length,
          }
        : { kind: 'image', key: await media.save(ATTACHMENT_FIELD, file, ['jpeg', 'png', 'webp'], threadMessages.notAttachable) },
    (kept) => kept.key,
  );
}

/**
 * Writes a message into an order's thread with its side's marks (writing reads the thread up to one's own message), in
 * the caller's transaction; the caller mails whom it should. Other areas write their lines on the thread through it
 * (a change order raised).
 */
export async function writeMessage(
  tx: Pick<Db, 'insert'>,
  orderId: number,
  side: Side,
  authorId: number | null,
  body: string,
  attachments: StoredAttachment[] = [],
): Promise<MessageRow> {
  const [written] = await tx
    .insert(orderMessages)
    .values({ orderId, authorId, fromStaff: side === 'staff', body, attachments })
    .returning();
  const mine =
    side === 'staff'
      ? { lastStaffMessageId: written.id, staffReadId: written.id }
      : { lastCustomerMessageId: written.id, customerReadId: written.id };
  await tx
    .insert(orderThreads)
    .values({ orderId, ...mine, lastMessageAt: written.createdAt })
    .onConflictDoUpdate({
      target: orderThreads.orderId,
      // Two messages at once: each mark keeps the greater id.
      set: {
        ...(side === 'staff'
          ? {
              lastStaffMessageId: sql`greatest(${orderThreads.lastStaffMessageId}, excluded.last_staff_message_id)`,
              staffReadId: sql`greatest(${orderThreads.staffReadId}, excluded.staff_read_id)`,
            }
          : {
              lastCustomerMessageId: sql`greatest(${orderThreads.lastCustomerMessageId}, excluded.last_customer_message_id)`,
              customerReadId: sql`greatest(${orderThreads.customerReadId}, excluded.customer_read_id)`,
            }),
        lastMessageAt: sql`greatest(${orderThreads.lastMessageAt}, excluded.last_message_at)`,
      },
    });
  return written;
}

/**
 * A message from `side`: text, files or both (neither is refused), at most MAX_MESSAGE_FILES files of at most 20 MB
 * together. The files are kept first; the message, its thread's marks and the other side's mail are written in one
 * transaction, and a failure there removes the files.
 */
async function post(app: Services, order: Order, side: Side, author: AuthUser, upload: Upload): Promise<Message> {
  const { body, names } = upload;
  const fields = (body ?? {}) as Record<string, unknown>;
  const files = filesIn(fields, ATTACHMENT_FIELD, threadMessages.notAttachable);
  const { [ATTACHMENT_FIELD]: _files, ...text } = fields;
  const input = parseInput(messageSchema, text);
  if (files.length > MAX_MESSAGE_FILES) throw new HttpError(413, 'thread.too_many_files');
  if (files.reduce((sum, file) => sum + file.length, 0) > MAX_MESSAGE_BYTES) throw new HttpError(413, 'thread.too_large');
  if (!input.body && !files.length) throw FieldErrors.of('body', threadMessages.empty);

  const attachments = await keepFiles(app.media, files, names);
  let row: MessageRow;
  try {
    row = await app.transaction(async (tx) => {
      const written = await writeMessage(tx, order.id, side, author.id, input.body, attachments);
      await queueMessageMail(app, tx, order, side, written);
      return written;
    });
  } catch (error) {
    for (const file of attachments) await app.media.remove(file.key);
    throw error;
  }
  app.ordersChanged();
  app.outbox.kick();
  return messageOut(app.media, row, order, await staffNamesOf(app.db, [row]));
}

/** A message's body, and the names its files were sent with (request.uploadNames), in order. */
export type Upload = { body: unknown; names: string[] };

export async function staffPost(app: Services, orderId: number, upload: Upload, staff: AuthUser) {
  return post(app, await getOrder(app, orderId), 'staff', staff, upload);
}

export async function customerPost(app: Services, slug: string, upload: Upload, customer: AuthUser) {
  return post(app, await ownOrder(app, slug, customer), 'customer', customer, upload);
}

/** Moves `side`'s read mark up to `up_to` (never back, never past the other side's newest message). */
async function markRead(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, orderId: number, side: Side, body: unknown) {
  const { up_to } = parseInput(threadReadSchema, body);
  const mark = side === 'staff' ? orderThreads.staffReadId : orderThreads.customerReadId;
  const theirs = side === 'staff' ? orderThreads.lastCustomerMessageId : orderThreads.lastStaffMessageId;
  const moved = await app.db
    .update(orderThreads)
    .set({ [side === 'staff' ? 'staffReadId' : 'customerReadId']: sql`greatest(${mark}, least(${up_to}, ${theirs}))` })
    .where(and(eq(orderThreads.orderId, orderId), lt(mark, sql`least(${up_to}, ${theirs})`)))
    .returning({ orderId: orderThreads.orderId });
  if (moved.length) app.ordersChanged();
}

export async function staffRead(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, orderId: number, body: unknown) {
  await markRead(app, (await getOrder(app, orderId)).id, 'staff', body);
}

export async function customerRead(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>,
  slug: string,
  body: unknown,
  customer: AuthUser,
) {
  await markRead(app, (await ownOrder(app, slug, customer)).id, 'customer', body);
}

/** How many orders the unread lists name at most (newest message first); the total counts those. */
const UNREAD_LISTED = 200;

/**
 * The threads waiting for `side` (the team: any order's; a customer: their own), newest message first, each with its
 * count of messages past the read mark: one statement, each count an index range of the few messages past the mark.
 */
async function unreadOf(db: Reader, side: Side, customerId?: number): Promise<UnreadCounts> {
  const staff = side === 'staff';
  const readMark = staff ? orderThreads.staffReadId : orderThreads.customerReadId;
  const theirLast = staff ? orderThreads.lastCustomerMessageId : orderThreads.lastStaffMessageId;
  const unread = sql<number>`(select count(*)::int from ${orderMessages} m
    where m.order_id = ${orderThreads.orderId} and m.from_staff = ${!staff} and m.id > ${readMark})`;
  const rows = await db
    .select({ order_id: orderThreads.orderId, slug: orders.slug, unread })
    .from(orderThreads)
    .innerJoin(orders, eq(orders.id, orderThreads.orderId))
    .where(and(gt(theirLast, readMark), customerId === undefined ? undefined : eq(orders.userId, customerId)))
    .orderBy(desc(orderThreads.lastMessageAt))
    .limit(UNREAD_LISTED);
  const listed = rows.filter((row) => row.unread > 0);
  return { total: listed.reduce((sum, row) => sum + row.unread, 0), orders: listed };
}

/** The team's unread threads (the partial index holds only those). */
export async function staffUnread(app: Pick<FastifyInstance, 'db' | 'transaction'>): Promise<UnreadCounts> {
  return unreadOf(app.db, 'staff');
}

/** The customer's own orders with messages from the company they have not read. */
export async function customerUnread(app: Pick<FastifyInstance, 'db' | 'transaction'>, customer: AuthUser): Promise<UnreadCounts> {
  return unreadOf(app.db, 'customer', customer.id);
}

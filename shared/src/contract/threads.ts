// Messages on an order (issue 25): the order's customer under registerorder/detail/<slug>/messages/, staff (owner
// and sales) under admin/orders/<id>/messages; unread counts for the customer area's header and the console's lists.
import { z } from '../common/zod.ts';
import { ATTACHMENT_FIELD, MAX_MESSAGE_FILES, MAX_MESSAGE_LENGTH, threadMessages } from '../threads/words.ts';
import { apiMessages } from '../common/messages.ts';
import { MAX_PROGRESS_PHOTOS, PROGRESS_PHOTOS_FIELD, progressSchema } from '../orders/schemas.ts';
import { stageChange } from './records.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, slugParams } from './params.ts';

/** The text of a message: trimmed, possibly empty when files are attached. */
export const messageSchema = z.strictObject({
  body: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim() : value === undefined ? '' : value),
    z.string({ error: apiMessages.required }).max(MAX_MESSAGE_LENGTH, { error: apiMessages.tooLong(MAX_MESSAGE_LENGTH) }),
  ),
});
export type MessageInput = z.infer<typeof messageSchema>;

/** Marks the thread read up to the newest message the reader was shown. */
export const threadReadSchema = z.strictObject({
  up_to: z.int({ error: threadMessages.upTo }).min(0).max(2_147_483_647),
});

const id = z.int().positive();
const isoDate = z.string().describe('ISO 8601 date and time');

export const attachment = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('image'),
    url: z.string().describe('The largest size (WebP)'),
    srcset: z.string(),
    width: z.int(),
    height: z.int(),
  }),
  z.object({ kind: z.literal('pdf'), url: z.string(), name: z.string().describe('The file name as sent'), size: z.int().describe('Bytes') }),
]);

export const message = z.object({
  id,
  order_id: id,
  from_staff: z.boolean().describe("Written by staff (else by the order's customer)"),
  author: z.string().describe("The customer's name on the order, or the staff member's (empty when unknown: show the company's)"),
  body: z.string(),
  attachments: z.array(attachment),
  created_at: isoDate,
});

export const thread = z.object({
  messages: z.array(message).describe('Oldest first: the newest page, or the page before `before`'),
  has_earlier: z.boolean().describe('Older messages wait before the first one here'),
  unread: z.int().describe("Messages from the other side this reader has not read (the staff's count is the team's)"),
  last_read_id: z.int().describe('The newest message this side has read (0: none)'),
});

export const unreadCounts = z.object({
  total: z.int().describe('Unread messages over every order'),
  orders: z
    .array(z.object({ order_id: id, slug: z.string(), unread: z.int() }))
    .describe('Orders with unread messages, newest message first (at most 200)'),
});

const threadQuery = z.object({
  before: idParam.optional().describe('The page of messages before this id'),
});
const files = [ATTACHMENT_FIELD] as const;
const tag = 'Messages';

export const threads = {
  staffThread: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/messages',
    summary: "An order's thread with its customer, a page at a time",
    tag,
    access: staffOnly.sales,
    params: idParams,
    query: threadQuery,
    responses: { 200: thread },
  }),
  staffPost: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/messages',
    summary: 'Writes to the customer: text and up to 5 photos or PDFs (multipart, `attachments` repeated); the customer is mailed',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'messages' },
    params: idParams,
    body: messageSchema,
    files,
    maxFiles: MAX_MESSAGE_FILES,
    responses: { 201: message },
  }),
  staffRead: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/messages/read',
    summary: "Marks the customer's messages read for the team, up to the newest one shown",
    tag,
    access: staffOnly.sales,
    audit: { skip: 'a read mark: it changes what the member of staff has seen, not a record' },
    params: idParams,
    body: threadReadSchema,
    responses: { 204: z.null() },
  }),
  staffUnread: endpoint({
    method: 'GET',
    path: 'admin/messages/unread',
    summary: 'The orders whose customers wrote what no one on the team has read yet',
    tag,
    access: staffOnly.sales,
    responses: { 200: unreadCounts },
  }),
  thread: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/messages/',
    summary: "The order's thread with the company, for its customer, a page at a time",
    tag,
    access: 'user',
    params: slugParams,
    query: threadQuery,
    responses: { 200: thread },
  }),
  post: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/messages/',
    summary: 'Writes to the company: text and up to 5 photos or PDFs (multipart, `attachments` repeated); staff are mailed',
    tag,
    access: 'user',
    params: slugParams,
    body: messageSchema,
    files,
    maxFiles: MAX_MESSAGE_FILES,
    responses: { 201: message },
  }),
  read: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/messages/read/',
    summary: "Marks the company's messages read, up to the newest one shown",
    tag,
    access: 'user',
    params: slugParams,
    body: threadReadSchema,
    responses: { 204: z.null() },
  }),
  unread: endpoint({
    method: 'GET',
    path: 'registerorder/messages/unread/',
    summary: "The customer's orders with messages from the company they have not read",
    tag,
    access: 'user',
    responses: { 200: unreadCounts },
  }),
};

/** Progress updates (issue 25): staff post a note and photos of the work on the order's timeline. */
export const progress = {
  post: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/progress',
    summary:
      "Posts a progress update on the order's timeline: a note, up to 10 photos (`photos` repeated), optionally the next stage; the customer is mailed",
    tag: 'Orders',
    access: staffOnly.sales,
    audit: { resource: 'progress_updates' },
    idempotent: true,
    params: idParams,
    body: progressSchema,
    files: [PROGRESS_PHOTOS_FIELD],
    maxFiles: MAX_PROGRESS_PHOTOS,
    responses: { 201: stageChange.extend({ id: z.number().int().describe('The update’s id') }) },
  }),
};

export type Message = z.infer<typeof message>;
export type Thread = z.infer<typeof thread>;
export type UnreadCounts = z.infer<typeof unreadCounts>;

// Messages on an order (issue 25): the thread between the order's customer and staff, text and attachments (photos
// through the image pipeline, PDFs), as the API checks them and the customer area and the console send them.
import { z } from './zod.ts';
import { apiMessages } from './messages.ts';

/** The most one message's text may hold. */
export const MAX_MESSAGE_LENGTH = 4_000;
/** Files one message may carry. */
export const MAX_MESSAGE_FILES = 5;
/** Every file of one message together (each is also held to the upload limit of 10 MB). */
export const MAX_MESSAGE_BYTES = 20 * 1024 * 1024;
/** Messages a thread answers at once; earlier ones page back with `before`. */
export const THREAD_PAGE = 50;
/** The file field of a message, repeated once per file. */
export const ATTACHMENT_FIELD = 'attachments';

export const threadMessages = {
  empty: 'Write a message or attach a file.',
  tooManyFiles: `A message carries at most ${MAX_MESSAGE_FILES} files.`,
  tooLarge: 'The files of one message may add up to 20 MB at most.',
  notAttachable: 'Attach photos (JPEG, PNG or WebP) or PDF documents.',
  emptyUpdate: 'Write a note or attach photos of the work.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
  customerSideOnly: 'Only the customer who placed the order writes here; staff write from the console.',
} as const;

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
  up_to: z.int({ error: 'Enter the id of the newest message shown.' }).min(0).max(2_147_483_647),
});

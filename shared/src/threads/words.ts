// Messages on an order (issue 25): the thread between the order's customer and staff, text and attachments (photos
// through the image pipeline, PDFs): its limits and refusals, as the API checks them and the customer area and the
// console show them. The bodies' schemas are the contract's (contract/threads.ts), so that the islands that show these
// words do not carry the validation library.

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
  upTo: 'Enter the id of the newest message shown.',
  tooManyFiles: `A message carries at most ${MAX_MESSAGE_FILES} files.`,
  tooLarge: 'The files of one message may add up to 20 MB at most.',
  notAttachable: 'Attach photos (JPEG, PNG or WebP) or PDF documents.',
  emptyUpdate: 'Write a note or attach photos of the work.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
  customerSideOnly: 'Only the customer who placed the order writes here; staff write from the console.',
} as const;

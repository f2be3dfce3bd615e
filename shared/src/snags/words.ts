// The snag area's refusals in English and its limits, apart from schemas.ts so that a words-only module (refusals/words.ts)
// and the order page can name them without zod.

export const DEFAULT_WARRANTY_MONTHS = 12;
/** Photos one report carries. */
export const MAX_SNAG_PHOTOS = 5;
/** The file fields: a report's photos (repeated), a fix's photo. */
export const SNAG_PHOTOS_FIELD = 'photos';
export const FIX_PHOTO_FIELD = 'photo';

export const snagStatuses = ['open', 'fixed', 'closed'] as const;
export type SnagStatus = (typeof snagStatuses)[number];

export const snagMessages = {
  notCompleted: 'Snags are reported once the work is completed.',
  warrantyOver: (date: string) => `The warranty ended on ${date}.`,
  notFixed: 'Only a snag marked fixed can be confirmed or reopened.',
  notOpen: 'Only an open snag can be marked fixed.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
  fixPhoto: 'Attach a photo of the fix.',
  customerOnly: 'Only the customer who placed the order reports and confirms its snags.',
} as const;

// The snag area's refusals in English, apart from schemas.ts so that a words-only module (refusals/words.ts) can name
// them without zod.
export const snagMessages = {
  notCompleted: 'Snags are reported once the work is completed.',
  warrantyOver: (date: string) => `The warranty ended on ${date}.`,
  notFixed: 'Only a snag marked fixed can be confirmed or reopened.',
  notOpen: 'Only an open snag can be marked fixed.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
  fixPhoto: 'Attach a photo of the fix.',
  customerOnly: 'Only the customer who placed the order reports and confirms its snags.',
} as const;

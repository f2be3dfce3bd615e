// Finish selections within allowances (issue 38): staff define what the customer chooses (an item in a room, its
// quantity and the allowance per unit the accepted quote priced, the choices), the customer chooses, and the
// difference becomes a change order (over the allowance) or a credit (under it). Limits, options and words here; the
// input rules in selection-schemas.ts.

export const MAX_SELECTION_CHOICES = 12;
/** The multipart field of the choices' photos, one per choice in their order. */
export const SELECTION_PHOTOS_FIELD = 'photos';

export const selectionStatuses = ['open', 'chosen', 'locked'] as const;
export type SelectionStatus = (typeof selectionStatuses)[number];

export const selectionMessages = {
  noAcceptedQuote: 'Selections are set once the customer has accepted a quote.',
  notOpen: 'This selection is chosen or locked already.',
  customerOnly: 'Only the customer who placed the order makes its selections.',
  noChoices: 'A selection needs at least one choice.',
  notAChoice: 'Choose one of this selection’s choices.',
  choices: 'Choices must be a list of choices.',
  notAPhoto: 'Attach photos: JPEG, PNG or WebP.',
  tooManyPhotos: 'Send at most one photo per choice.',
  photoOf: 'Name one choice of its own for each photo.',
} as const;

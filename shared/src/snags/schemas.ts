// Snags after handover (issue 25): on a completed order, within the warranty (WARRANTY_MONTHS, default 12, from the
// day it was completed), the customer reports defects (room, description, photos); staff mark each fixed with a note
// and a photo; the customer confirms the fix (the snag is closed) or reopens it.
import { z } from '../common/zod.ts';
import { bodyText } from '../common/body-text.ts';
import { snagMessages } from './words.ts';

export { snagMessages };

/** A report: where and what (its photos are files). */
export const snagSchema = z.strictObject({ room: bodyText(100, true), description: bodyText(2000, true) });
/** Staff's fix: a note for the customer (its photo is a file). */
export const snagFixSchema = z.strictObject({ note: bodyText(2000, false) });
/** The customer reopening it: why. */
export const snagReopenSchema = z.strictObject({ note: bodyText(1000, true) });

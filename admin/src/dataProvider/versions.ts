// No lost edits: each record the console reads from the admin face carries its version (the answer's ETag), and an
// update or delete sends it back as If-Match. A version that is no longer current is refused (412); the console then
// says who changed the record and when (conflicts/StaleRecordDialog.tsx) and offers to reload.
import { HttpError } from 'react-admin';
import type { StaleRecord } from '@fitout/shared';
import { staleRecord } from '../conflicts/staleRecord.ts';

/** Where a record keeps its version: not a field of the API's, and never written back (formData.ts leaves it out). */
export const ETAG_FIELD = '_etag';

/** The record with its version, when the answer gave one. */
export function withVersion<T extends object>(record: T, headers: Headers): T {
  const etag = headers.get('etag');
  return etag ? { ...record, [ETAG_FIELD]: etag } : record;
}

/** The version a record read earlier carries, if any. */
export function versionIn(...records: (Record<string, unknown> | undefined)[]): string | undefined {
  for (const record of records) {
    const etag = record?.[ETAG_FIELD];
    if (typeof etag === 'string') return etag;
  }
  return undefined;
}

/** Runs a conditional write; a 412 is kept for the dialog and thrown on in the console's words. */
export async function conditional<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof HttpError && error.status === 412) {
      staleRecord.set(error.body as StaleRecord);
      throw new HttpError('console.conflict.title', 412, error.body);
    }
    throw error;
  }
}

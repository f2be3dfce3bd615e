// A record's image fields (a package's image; a work's thumbnail and four pictures) and the files behind them through
// a write: the files a request sends are saved first, and no write, refused, failed or done, leaves files no record names.
import { FieldErrors } from '../http/errors.ts';
import type { MediaStore } from './store.ts';

type Body = Record<string, unknown>;
/** Stored keys by image field; a field left out was not sent (or, on a record, is empty). */
type Keys<F extends string> = Partial<Record<F, string | null>>;

/** A file field was sent with content (multipart file fields arrive as Buffers). */
export const isFile = (value: unknown) => Buffer.isBuffer(value) && value.length > 0;
/** Nothing was sent in a field: left out, empty text, or an empty file. */
export const isBlank = (value: unknown) => value === undefined || value === null || value === '' || (Buffer.isBuffer(value) && value.length === 0);

/** Removes the files of `fields` of a record (its empty fields name none). */
export async function removeImages<F extends string>(media: MediaStore, record: Keys<F>, fields: readonly F[]) {
  for (const field of fields) await media.remove(record[field]);
}

/**
 * Saves every image file sent in `fields`, checking each by content, then runs `write` with their keys. If an image
 * is refused or the write fails, the files saved are removed and the error thrown on; once the write is done, the
 * files the new ones replace (the same fields of `replacing`, on an update) are removed. Text in an optional field
 * (a form's "undefined") is not a file and is ignored; text in the `required` one is refused as not an image.
 */
export async function withImages<F extends string, T>(
  media: MediaStore,
  body: Body,
  fields: readonly F[],
  options: { required?: F; replacing?: Keys<F> },
  write: (saved: Partial<Record<F, string>>) => Promise<T>,
): Promise<T> {
  const saved: Partial<Record<F, string>> = {};
  let result: T;
  try {
    for (const field of fields) {
      const value = body[field];
      if (isFile(value) || (field === options.required && !isBlank(value))) saved[field] = await media.save(field, value);
    }
    result = await write(saved);
  } catch (error) {
    await removeImages(media, saved, fields);
    throw error;
  }
  if (options.replacing) await removeImages(media, options.replacing, Object.keys(saved) as F[]);
  return result;
}

/** The files sent under one multipart field: none, one, or several (the field repeated). Text there is refused. */
export function filesIn(body: Body, field: string, refusal: string): Buffer[] {
  const sent = body[field];
  const values = sent === undefined ? [] : Array.isArray(sent) ? sent : [sent];
  if (values.some((value) => !Buffer.isBuffer(value))) throw FieldErrors.of(field, refusal);
  return (values as Buffer[]).filter((value) => value.length > 0);
}

/**
 * Keeps each file in turn with `keep` (which answers what the record holds of it, `keyOf` naming its stored key); if
 * one is refused or fails, the files kept so far are removed and the error thrown on.
 */
export async function keepEach<T>(
  media: MediaStore,
  files: Buffer[],
  keep: (file: Buffer, index: number) => Promise<T>,
  keyOf: (kept: T) => string,
): Promise<T[]> {
  const kept: T[] = [];
  try {
    for (const [index, file] of files.entries()) kept.push(await keep(file, index));
  } catch (error) {
    for (const item of kept) await media.remove(keyOf(item));
    throw error;
  }
  return kept;
}

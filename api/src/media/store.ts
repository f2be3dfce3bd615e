import { randomBytes } from 'node:crypto';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { apiMessages } from '@fitout/shared';
import { FieldErrors } from '../http/errors.ts';

/** Widths kept for each image; the largest is also the limit an upload is scaled down to. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
const MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type MediaInfo = { url: string; width: number; height: number; srcset: string };

/**
 * Uploaded images, kept in a folder as WebP files at several widths.
 * A stored image is named by its key, `<random>-<width>x<height>`, so the sizes
 * a page needs can be told from the key alone.
 */
export class MediaStore {
  readonly dir: string;
  private readonly baseUrl: string;

  constructor(dir: string, publicUrl: string) {
    this.dir = dir;
    this.baseUrl = `${publicUrl}/media`;
  }

  /**
   * Checks the bytes (not the name or the declared type), re-encodes them, which drops metadata such as
   * GPS positions, and stores every width. Refusals are field errors on `field`.
   */
  async save(field: string, input: unknown, allowed: readonly ImageFormat[] = ['jpeg', 'png', 'webp'], typeMessage?: string): Promise<string> {
    if (!Buffer.isBuffer(input) || input.length === 0) throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);
    if (input.length > MAX_UPLOAD_BYTES) throw FieldErrors.of(field, apiMessages.fileTooLarge);
    let format: string | undefined;
    try {
      format = (await sharp(input, { limitInputPixels: 50_000_000 }).metadata()).format;
    } catch {
      throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);
    }
    if (!format || !(allowed as readonly string[]).includes(format)) throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);

    let normalized: { data: Buffer; info: OutputInfo };
    const files: { width: number; data: Buffer }[] = [];
    try {
      normalized = await sharp(input, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
        .toBuffer({ resolveWithObject: true });
      for (const width of widthsFor(normalized.info.width)) {
        files.push({ width, data: await sharp(normalized.data).resize({ width }).webp({ quality: 80 }).toBuffer() });
      }
    } catch {
      throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);
    }

    // Encoded in memory first, so that a failure to write (a full disk: 507) is told apart from a bad image.
    const { width, height } = normalized.info;
    const key = `${randomBytes(12).toString('hex')}-${width}x${height}`;
    const tmp = join(this.dir, `.${key}.tmp`);
    try {
      await mkdir(tmp, { recursive: true });
      for (const file of files) await writeFile(join(tmp, `${file.width}.webp`), file.data);
      // A key's folder appears whole or not at all.
      await rename(tmp, join(this.dir, key));
      return key;
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
  }

  /**
   * Removes the temporary folders of uploads that never finished (the process died, the disk filled). Only those
   * older than an hour: with several instances on one media folder, another may be writing one right now.
   */
  async removeUnfinished(olderThanMs = 60 * 60 * 1000) {
    let names: string[];
    try {
      names = await readdir(this.dir);
    } catch {
      return;
    }
    for (const name of names.filter((n) => TMP.test(n))) {
      const path = join(this.dir, name);
      const since = await stat(path).then(
        (s) => Date.now() - s.mtimeMs,
        () => 0,
      );
      if (since > olderThanMs) await rm(path, { recursive: true, force: true });
    }
  }

  async remove(key: string | null | undefined) {
    if (key && isKey(key)) await rm(join(this.dir, key), { recursive: true, force: true });
  }

  /** The absolute URL of the largest size, or null. */
  url(key: string | null | undefined): string | null {
    const info = this.describe(key);
    return info ? info.url : null;
  }

  describe(key: string | null | undefined): MediaInfo | null {
    const dims = key ? parseKey(key) : null;
    if (!key || !dims) return null;
    const widths = widthsFor(dims.width);
    return {
      url: `${this.baseUrl}/${key}/${dims.width}.webp`,
      width: dims.width,
      height: dims.height,
      srcset: widths.map((w) => `${this.baseUrl}/${key}/${w}.webp ${w}w`).join(', '),
    };
  }
}

function widthsFor(width: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < width), width];
}

const KEY = /^[0-9a-f]{24}-(\d+)x(\d+)$/;
const isKey = (key: string) => KEY.test(key);
const TMP = /^\.[0-9a-f]{24}-\d+x\d+\.tmp$/;
function parseKey(key: string) {
  const m = KEY.exec(key);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
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

    try {
      const normalized = await sharp(input, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
        .toBuffer({ resolveWithObject: true });
      const { width, height } = normalized.info;
      const key = `${randomBytes(12).toString('hex')}-${width}x${height}`;
      const tmp = join(this.dir, `.${key}.tmp`);
      await mkdir(tmp, { recursive: true });
      for (const w of widthsFor(width)) {
        await sharp(normalized.data).resize({ width: w }).webp({ quality: 80 }).toFile(join(tmp, `${w}.webp`));
      }
      // A key's folder appears whole or not at all.
      await rename(tmp, join(this.dir, key));
      return key;
    } catch (error) {
      if (error instanceof FieldErrors) throw error;
      throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);
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
function parseKey(key: string) {
  const m = KEY.exec(key);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

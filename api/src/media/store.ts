import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import sharp, { type OutputInfo } from 'sharp';
import { apiMessages } from '@fitout/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { MAX_UPLOAD_BYTES } from '../http/body.ts';
import { FieldErrors } from '../http/errors.ts';
import { DiskFiles } from './disk.ts';
import type { MediaFile, MediaFiles } from './files.ts';
import { HeldRemovals } from './removal-hold.ts';

/** Widths kept for each image; the largest is also the limit an upload is scaled down to. */
export const MEDIA_WIDTHS = [320, 640, 1024, 1600] as const;
const MAX_WIDTH = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];

export type ImageFormat = 'jpeg' | 'png' | 'webp';
export type MediaInfo = { url: string; width: number; height: number; srcset: string };

type Log = Pick<FastifyBaseLogger, 'warn'>;

/**
 * Uploaded images, kept as WebP files at several widths, on disk or in a bucket (`files`).
 * A stored image is named by its key, `<random>-<width>x<height>`, so the sizes
 * a page needs can be told from the key alone; its files are `<key>/<width>.webp` under `baseUrl`.
 */
export class MediaStore {
  /** The folder the files are kept in and /media/ serves; undefined when they are in a bucket. */
  readonly dir: string | undefined;
  private readonly files: MediaFiles;
  private readonly baseUrl: string;
  private readonly log: Log | undefined;
  private readonly removals: HeldRemovals;

  /** `database`: the one whose backups hold removals while they copy the files (media/removal-hold.ts). */
  constructor(files: MediaFiles, options: { baseUrl: string; log?: Log; database?: Pick<Database, 'db' | 'kind'> }) {
    this.files = files;
    this.dir = files instanceof DiskFiles ? files.dir : undefined;
    this.baseUrl = options.baseUrl;
    this.log = options.log;
    this.removals = new HeldRemovals((key) => this.removeNow(key), options.database, options.log);
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
    const files: MediaFile[] = [];
    try {
      normalized = await sharp(input, { limitInputPixels: 50_000_000 })
        .rotate()
        .resize({ width: MAX_WIDTH, height: MAX_WIDTH * 2, fit: 'inside', withoutEnlargement: true })
        .toBuffer({ resolveWithObject: true });
      for (const width of widthsFor(normalized.info.width)) {
        files.push({
          name: `${width}.webp`,
          type: 'image/webp',
          data: await sharp(normalized.data).resize({ width }).webp({ quality: 80 }).toBuffer(),
        });
      }
    } catch {
      throw FieldErrors.of(field, typeMessage ?? apiMessages.notAnImage);
    }

    // Encoded in memory first, so that a failure to write (a full disk: 507, a bucket out of reach: 503) is told
    // apart from a bad image.
    const { width, height } = normalized.info;
    const key = `${randomBytes(12).toString('hex')}-${width}x${height}`;
    await this.files.put(key, files);
    return key;
  }

  /**
   * Keeps a PDF document as it is sent, once its bytes say it is one (a file that only claims to be a PDF, by its name
   * or declared type, is refused). Answers its key, `<random>-pdf`; its file is `<key>/document.pdf`.
   */
  async saveDocument(field: string, input: unknown, typeMessage: string): Promise<string> {
    if (!Buffer.isBuffer(input) || !isPdf(input)) throw FieldErrors.of(field, typeMessage);
    if (input.length > MAX_UPLOAD_BYTES) throw FieldErrors.of(field, apiMessages.fileTooLarge);
    const key = `${randomBytes(12).toString('hex')}-pdf`;
    await this.files.put(key, [{ name: DOCUMENT, type: 'application/pdf', data: input }]);
    return key;
  }

  /** The address of a document saved by saveDocument, or null. */
  documentUrl(key: string): string | null {
    return DOCUMENT_KEY.test(key) ? `${this.baseUrl}/${key}/${DOCUMENT}` : null;
  }

  /**
   * Removes the leftovers of uploads that never finished (the process died, the disk filled), older than an hour:
   * with several instances on one media folder, another may be writing one right now. Nothing to do for a bucket.
   */
  async removeUnfinished(olderThanMs = 60 * 60 * 1000) {
    await this.files.removeUnfinished?.(olderThanMs);
  }

  /**
   * Removes a key's files. Called once the record no longer names the key (or never did), so a failure does not
   * fail the change: it leaves unused files behind, which the log names. While a backup copies the store, the files
   * stay until it has ended (media/removal-hold.ts); the caller does not wait for that.
   */
  async remove(key: string | null | undefined) {
    if (!key || !isKey(key)) return;
    await this.removals.remove(key);
  }

  private async removeNow(key: string) {
    try {
      await this.files.remove(key);
    } catch (error) {
      this.log?.warn({ err: error, key }, 'could not remove the files of a replaced or deleted image; they are left unused');
    }
  }

  /** Tries once more the removals a backup held, then lets go of open connections (before the database closes). */
  async close() {
    await this.removals.close();
    this.files.close?.();
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

/**
 * The store the settings ask for: DATA_DIR/media served at PUBLIC_URL/media/, or the bucket of MEDIA_S3_BUCKET; its
 * removals wait while a backup of `database` copies it.
 */
export async function openMediaStore(config: Config, log: Log, database: Pick<Database, 'db' | 'kind'>): Promise<MediaStore> {
  if (config.mediaS3) {
    // Loaded only when used: the SDK is large, and most installations keep images on disk.
    const { S3Files } = await import('./s3.ts');
    const { prefix, publicUrl } = config.mediaS3;
    return new MediaStore(new S3Files(config.mediaS3), { baseUrl: prefix ? `${publicUrl}/${prefix}` : publicUrl, log, database });
  }
  return new MediaStore(new DiskFiles(join(config.dataDir, 'media')), { baseUrl: `${config.publicUrl}/media`, log, database });
}

function widthsFor(width: number): number[] {
  return [...MEDIA_WIDTHS.filter((w) => w < width), width];
}

/** A key as save() makes it; anything else (a URL sent back, a path) names no files. */
const KEY = /^[0-9a-f]{24}-(\d+)x(\d+)$/;
/** A key as saveDocument() makes it, and its one file. */
const DOCUMENT_KEY = /^[0-9a-f]{24}-pdf$/;
const DOCUMENT = 'document.pdf';
const isKey = (key: string) => KEY.test(key) || DOCUMENT_KEY.test(key);
/** A PDF starts with its header, `%PDF-` (ISO 32000); readers accept it later in the file, this store does not. */
const isPdf = (data: Buffer) => data.subarray(0, 5).toString('latin1') === '%PDF-';
function parseKey(key: string) {
  const m = KEY.exec(key);
  return m ? { width: Number(m[1]), height: Number(m[2]) } : null;
}

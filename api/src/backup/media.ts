// The media store as a backup sees it: every file under it by relative path, whatever made it, on disk
// (DATA_DIR/media) or in the media bucket (MEDIA_S3_*). The media store itself (media/store.ts) thinks in image keys
// and widths; a backup copies files.
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import type { Config } from '../config.ts';
import { BACKUP_REQUEST_TIMEOUT, isNotFound } from './s3.ts';
import { bucketClient } from '../media/s3.ts';

export type StoredFile = { path: string; size: number };

export interface MediaPlace {
  /** Says where it is, for messages: a folder, or s3://bucket/prefix. */
  readonly description: string;
  readonly kind: 'disk' | 's3';
  /** Every file, by path relative to the store's root (`<key>/<width>.webp`), sorted. */
  list(): Promise<StoredFile[]>;
  /** The file's bytes, or null when it is gone (removed since it was listed). */
  read(path: string): Promise<Readable | null>;
  /** Writes `path` from the local file `from`, whole or not at all. */
  write(path: string, from: string, size: number): Promise<void>;
  remove(path: string): Promise<void>;
  close(): void;
}

/** The media store the settings name. */
export function openMediaPlace(config: Pick<Config, 'dataDir' | 'mediaS3'>): MediaPlace {
  return config.mediaS3 ? new BucketPlace(config.mediaS3) : new FolderPlace(join(config.dataDir, 'media'));
}

/** An image key as the media store names them (media/store.ts): `<24 hex>-<width>x<height>`. */
export const MEDIA_KEY = /^[0-9a-f]{24}-\d+x\d+$/;

class FolderPlace implements MediaPlace {
  readonly kind = 'disk';
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = root;
    this.description = root;
  }

  async list(): Promise<StoredFile[]> {
    const out: StoredFile[] = [];
    const walk = async (relative: string) => {
      let entries: import('node:fs').Dirent[];
      try {
        entries = await readdir(join(this.root, relative), { withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        // Dot names are uploads being written (`.<key>.tmp`, media/disk.ts): not part of the store yet.
        if (entry.name.startsWith('.')) continue;
        const path = relative ? `${relative}/${entry.name}` : entry.name;
        if (entry.isDirectory()) await walk(path);
        else if (entry.isFile()) {
          const size = await stat(join(this.root, path)).then(
            (s) => s.size,
            () => null,
          );
          if (size !== null) out.push({ path, size });
        }
      }
    };
    await walk('');
    return out.sort((a, b) => (a.path < b.path ? -1 : 1));
  }

  async read(path: string): Promise<Readable | null> {
    const stream = createReadStream(join(this.root, path));
    return new Promise((resolve, reject) => {
      stream.once('open', () => resolve(stream));
      stream.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error)));
    });
  }

  async write(path: string, from: string) {
    const target = join(this.root, path);
    const tmp = join(dirname(target), `.${process.pid}-restore.tmp`);
    await mkdir(dirname(target), { recursive: true });
    try {
      await pipeline(createReadStream(from), createWriteStream(tmp));
      await rename(tmp, target);
    } catch (error) {
      await rm(tmp, { force: true });
      throw error;
    }
  }

  async remove(path: string) {
    await rm(join(this.root, path), { force: true });
    // The key's folder goes with its last file (media/disk.ts removes whole folders); rmdir leaves one that is not empty.
    if (path.includes('/')) await rmdir(dirname(join(this.root, path))).catch(() => {});
  }

  close() {}
}

/** As media/s3.ts serves them: a key never changes content. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
const CONTENT_TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png' };

class BucketPlace implements MediaPlace {
  readonly kind = 's3';
  readonly description: string;
  private readonly client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: NonNullable<Config['mediaS3']>) {
    this.client = bucketClient(settings, BACKUP_REQUEST_TIMEOUT);
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    this.description = `s3://${settings.bucket}/${settings.prefix}`;
  }

  async list(): Promise<StoredFile[]> {
    const out: StoredFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }));
      for (const object of page.Contents ?? []) {
        const path = object.Key!.slice(this.prefix.length);
        if (path && !path.endsWith('/')) out.push({ path, size: object.Size ?? 0 });
      }
      token = page.NextContinuationToken;
    } while (token);
    return out.sort((a, b) => (a.path < b.path ? -1 : 1));
  }

  async read(path: string): Promise<Readable | null> {
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${path}` }));
      return object.Body as Readable;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async write(path: string, from: string, size: number) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: `${this.prefix}${path}`,
        Body: createReadStream(from),
        ContentLength: size,
        ContentType: CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1).toLowerCase()] ?? 'application/octet-stream',
        CacheControl: CACHE_CONTROL,
      }),
    );
  }

  async remove(path: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `${this.prefix}${path}` }));
  }

  close() {
    this.client.destroy();
  }
}

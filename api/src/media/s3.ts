import { DeleteObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaS3Config } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import type { MediaFile, MediaFiles } from './files.ts';

type BucketSettings = Pick<MediaS3Config, 'region' | 'endpoint' | 'credentials'>;

/**
 * A client for a bucket on AWS or a compatible store (an endpoint given): the media's own, and the backups'.
 * `requestTimeout` bounds each request, so a store that does not answer fails in time.
 */
export function bucketClient(settings: BucketSettings, requestTimeout: number): S3Client {
  return new S3Client({
    region: settings.region,
    credentials: settings.credentials,
    ...(settings.endpoint
      ? {
          endpoint: settings.endpoint,
          forcePathStyle: true,
          // Stores other than AWS often refuse the checksum headers the SDK now sends by default.
          requestChecksumCalculation: 'WHEN_REQUIRED',
          responseChecksumValidation: 'WHEN_REQUIRED',
        }
      : {}),
    requestHandler: { connectionTimeout: 5_000, requestTimeout, throwOnRequestTimeout: true },
  });
}

/** A key never changes content, so browsers and CDNs may keep its files for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * An S3 bucket (AWS, or a compatible store at MEDIA_S3_ENDPOINT): one object per file, `<prefix>/<key>/<width>.webp` (or `document.pdf`),
 * read by browsers straight from the bucket or a CDN in front of it, so every API process sees every image.
 */
export class S3Files implements MediaFiles {
  private readonly client: S3Client;
  private readonly bucket: string;
  private readonly prefix: string;

  constructor(settings: MediaS3Config) {
    this.bucket = settings.bucket;
    this.prefix = settings.prefix ? `${settings.prefix}/` : '';
    // A store that does not answer fails the upload in time, rather than holding the request open.
    this.client = bucketClient(settings, 30_000);
  }

  /**
   * Every width, in parallel. A failure removes what was written and answers 503 (the store is out of reach,
   * or refuses: the log says which), before any record is written.
   */
  async put(key: string, files: MediaFile[]) {
    const results = await Promise.allSettled(
      files.map((file) =>
        this.client.send(
          new PutObjectCommand({
            Bucket: this.bucket,
            Key: `${this.prefix}${key}/${file.name}`,
            Body: file.data,
            ContentType: file.type,
            // A document is downloaded, never shown as a page of the bucket's origin.
            ...(file.type === 'application/pdf' ? { ContentDisposition: 'attachment' } : {}),
            CacheControl: CACHE_CONTROL,
          }),
        ),
      ),
    );
    const failed = results.find((result) => result.status === 'rejected');
    if (!failed) return;
    await this.remove(key).catch(() => {});
    throw new HttpError(503, 'server.media_unavailable', { cause: failed.reason });
  }

  /** Whatever lies under the key's folder: every width, and any variant added later. */
  async remove(key: string) {
    const listed = await this.client.send(new ListObjectsV2Command({ Bucket: this.bucket, Prefix: `${this.prefix}${key}/` }));
    // One DeleteObject each: DeleteObjects needs a content checksum, which some compatible stores refuse in the form the SDK sends.
    await Promise.all((listed.Contents ?? []).map(({ Key }) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))));
  }

  close() {
    this.client.destroy();
  }
}

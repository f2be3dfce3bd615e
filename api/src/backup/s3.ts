import { S3Client } from '@aws-sdk/client-s3';
import type { BackupS3Config } from '../config.ts';

/** A client for a bucket the backups read or write (the media bucket, or BACKUP_S3_BUCKET), set up as media/s3.ts sets up its own. */
export function bucketClient(settings: Pick<BackupS3Config, 'region' | 'endpoint' | 'credentials'>): S3Client {
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
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 120_000, throwOnRequestTimeout: true },
  });
}

/** S3's "not there" errors, whichever way the SDK names them. */
export function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

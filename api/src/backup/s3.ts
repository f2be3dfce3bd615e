/** An archive or a media file may be large: each request to a bucket gets two minutes. */
export const BACKUP_REQUEST_TIMEOUT = 120_000;

/** S3's "not there" errors, whichever way the SDK names them. */
export function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return name === 'NoSuchKey' || name === 'NotFound' || status === 404;
}

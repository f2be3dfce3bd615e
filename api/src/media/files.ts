// What the media store asks of the place an image's files are kept; disk.ts and s3.ts are the two such places.

/** One file of a key, `<key>/<name>` where it is kept: an image's width (`1024.webp`), or a document (`document.pdf`). */
export type MediaFile = { name: string; type: string; data: Buffer };

/** Where a key's files are kept: this server's disk (disk.ts) or an S3 bucket (s3.ts). */
export interface MediaFiles {
  /** Writes every file of a new key, all or none; a failure to write is thrown as it is (a full disk: ENOSPC). */
  put(key: string, files: MediaFile[]): Promise<void>;
  /** Removes every file of a key (every width, whatever else lies under it); a key already gone is no error. */
  remove(key: string): Promise<void>;
  /** Clears writes that never finished, where the place keeps such leftovers apart. */
  removeUnfinished?(olderThanMs: number): Promise<void>;
  /** Lets go of open connections. */
  close?(): void;
}

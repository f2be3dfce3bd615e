import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The data folder (DATA_DIR) cannot be used: the message is one line that names it and says why. */
export class DataDirError extends Error {}

const problems: Record<string, string> = {
  EEXIST: 'it is a file, not a folder',
  ENOTDIR: 'a file is in the way on its path',
  ENOENT: 'it does not exist and cannot be created',
  EROFS: 'it is on a read-only file system',
  EACCES: 'this process may not write to it',
  EPERM: 'this process may not write to it',
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
};

/**
 * Makes sure the data folder exists and takes writes, at start, so that a bad DATA_DIR stops the server with
 * one clear line instead of a stack trace from whichever part touched it first.
 */
export function ensureDataDir(dir: string) {
  try {
    mkdirSync(dir, { recursive: true });
    const probe = join(dir, `.write-check-${process.pid}`);
    writeFileSync(probe, '');
    rmSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    throw new DataDirError(`DATA_DIR ${dir} cannot be used: ${problems[code] ?? (error as Error).message}${code ? ` (${code})` : ''}.`);
  }
}

import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaFile, MediaFiles } from './files.ts';

/** A folder of this server (DATA_DIR/media, served at /media/): one folder per key, `<key>/<width>.webp` or `<key>/document.pdf`. */
export class DiskFiles implements MediaFiles {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async put(key: string, files: MediaFile[]) {
    const tmp = join(this.dir, `.${key}.tmp`);
    try {
      await mkdir(tmp, { recursive: true });
      for (const file of files) await writeFile(join(tmp, file.name), file.data);
      // A key's folder appears whole or not at all.
      await rename(tmp, join(this.dir, key));
    } catch (error) {
      await rm(tmp, { recursive: true, force: true });
      throw error;
    }
  }

  async remove(key: string) {
    await rm(join(this.dir, key), { recursive: true, force: true });
  }

  /** The temporary folders put() writes into (`.<key>.tmp`) that are older than `olderThanMs`. */
  async removeUnfinished(olderThanMs: number) {
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
}

const TMP = /^\.[0-9a-f]{24}-(\d+x\d+|pdf)\.tmp$/;

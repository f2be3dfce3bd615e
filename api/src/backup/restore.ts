// A restore: the whole archive is read and checked first (key, completeness, every checksum, the schema), then the
// target is checked (empty, or --replace), then the media are written, then the database in one transaction. A
// failure before the database commits leaves the target as it was: the media files it added are removed again.
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatBytes } from '@fitout/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { BackupError, readArchive } from './archive.ts';
import type { Progress } from './backup.ts';
import { checkSchema, describeRows, loadSnapshot, rowsHeld } from './database.ts';
import type { Manifest } from './manifest.ts';
import { type MediaPlace, openMediaPlace } from './media.ts';

export type RestoreOptions = {
  file: string;
  key: string | undefined;
  /** Replace what the target holds (the command's --replace); without it a target that is not empty is refused. */
  replace: boolean;
  config: Pick<Config, 'dataDir' | 'mediaS3'>;
  /** Opens the target database, once the archive has been checked (so a bad archive never touches it). */
  openTarget: () => Promise<Pick<Database, 'db'>>;
  progress?: Progress;
  /** Where the archive is unpacked while it is checked (default: the system's temporary folder). */
  workDir?: string;
};

async function sha256Of(place: MediaPlace, path: string): Promise<string | null> {
  const source = await place.read(path);
  if (!source) return null;
  const hash = createHash('sha256');
  for await (const chunk of source) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

export async function restoreBackup(options: RestoreOptions): Promise<{ manifest: Manifest; rows: number }> {
  const progress = options.progress ?? (() => {});
  const staging = await mkdtemp(join(options.workDir ?? tmpdir(), 'fitout-restore-'));
  const place = openMediaPlace(options.config);
  try {
    const { manifest, encrypted, size } = await readArchive(options.file, options.key, staging);
    const mediaFiles = manifest.files.filter((f) => f.name.startsWith('media/'));
    progress(
      `checked: ${options.file} (${formatBytes(size)}${encrypted ? ', encrypted' : ''}), made ${manifest.createdAt} from ${manifest.database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded database'}, schema ${manifest.database.migration.tag}: ${manifest.files.length} files, every checksum matches`,
    );

    const database = await options.openTarget();
    await checkSchema(database.db, manifest);
    const held = await rowsHeld(database.db);
    const stored = await place.list();
    // A file the store holds as the archive has it (the same path and bytes) is no conflict: restoring leaves it as it
    // is. So the move to PostgreSQL on the same DATA_DIR (or bucket) finds nothing to replace in the media.
    const archived = new Map(mediaFiles.map((f) => [f.name.slice('media/'.length), f]));
    const same = new Set<string>();
    for (const file of stored) {
      const theirs = archived.get(file.path);
      if (theirs && theirs.size === file.size && (await sha256Of(place, file.path)) === theirs.sha256) same.add(file.path);
    }
    const differing = stored.filter((f) => !same.has(f.path));
    if (held.length || differing.length) {
      const what = [
        held.length ? `the database holds ${describeRows(held)}` : '',
        differing.length ? `the media store (${place.description}) holds ${differing.length} files the archive does not` : '',
      ]
        .filter(Boolean)
        .join('; ');
      if (!options.replace) {
        throw new BackupError(
          `The target is not empty: ${what}. Restore into an empty database and media store, or add --replace to replace all of it. Nothing was restored.`,
        );
      }
      progress(`replacing: ${what}`);
    }

    const before = new Set(stored.map((f) => f.path));
    const added: string[] = [];
    try {
      for (const file of mediaFiles) {
        const path = file.name.slice('media/'.length);
        if (same.has(path)) continue;
        await place.write(path, join(staging, file.name), file.size);
        if (!before.has(path)) added.push(path);
      }
      progress(`media: ${mediaFiles.length} files, ${formatBytes(manifest.media.bytes)} written to ${place.description}`);
      const rows = await loadSnapshot(database, manifest, staging, { replace: options.replace });
      progress(`database: ${rows} rows in ${manifest.database.tables.length} tables, ids and sequences as they were`);
      if (options.replace) {
        const kept = new Set(mediaFiles.map((f) => f.name.slice('media/'.length)));
        const stale = differing.filter((f) => !kept.has(f.path));
        for (const file of stale) await place.remove(file.path);
        if (stale.length) progress(`media: ${stale.length} files the archive does not hold removed`);
      }
      return { manifest, rows };
    } catch (error) {
      // The database is as it was (its transaction rolled back): take out the files this restore added.
      for (const path of added) await place.remove(path).catch(() => {});
      if (error instanceof BackupError) throw error;
      throw new BackupError(`The restore failed and was undone: ${(error as Error).message}`, { cause: error });
    }
  } finally {
    place.close();
    await rm(staging, { recursive: true, force: true });
  }
}

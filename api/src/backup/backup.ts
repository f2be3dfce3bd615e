// One backup: the media, then the database from one snapshot, then the media added meanwhile, then the manifest,
// into one archive.
//
// Why this order: an image's files are written before the row that names it (media/store.ts saves, then the service
// inserts), and removed only after a committed change no longer names it. So the files of every key the snapshot
// names were in the store when it was taken, and from just before it until the copy after it ends the backup holds
// removals (media/removal-hold.ts; on PostgreSQL, every process's): an image replaced meanwhile keeps its files until
// that copy has them, and they go once it ends. The copy before the snapshot takes nearly all the store, leaving the
// one after it only what was uploaded in between, so removals are held for moments rather than for the whole copy.
// A key the snapshot names whose files are not in the store even then was lost outside the application: the manifest
// names it rather than failing every backup for good.
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { formatBytes } from '@fitout/shared';
import type { Config } from '../config.ts';
import type { Database } from '../db/index.ts';
import { ArchiveWriter } from './archive.ts';
import { holdingRemovals } from '../media/removal-hold.ts';
import { readSnapshot } from './database.ts';
import { FORMAT, FORMAT_VERSION, type Manifest, mediaFile, tableFile } from './manifest.ts';
import { openMediaPlace } from './media.ts';

export type Progress = (line: string) => void;
export type BackupResult = { file: string; size: number; manifest: Omit<Manifest, 'files'> };

/**
 * Writes a backup of `database` and the media store the settings name to `file` (encrypted when `key` is given),
 * with a progress line per part. Consistent while the API keeps writing (see above).
 */
export async function createBackup(options: {
  database: Pick<Database, 'db' | 'kind'>;
  config: Pick<Config, 'dataDir' | 'mediaS3'>;
  file: string;
  key: string | undefined;
  progress?: Progress;
}): Promise<BackupResult> {
  const { database, file, key } = options;
  const progress = options.progress ?? (() => {});
  const place = openMediaPlace(options.config);
  const staging = await mkdtemp(join(dirname(file), '.backup-'));
  const archive = await ArchiveWriter.create(file, key);
  try {
    const copied = new Set<string>();
    const copiedKeys = new Set<string>();
    let bytes = 0;
    /** Copies every file of the store not copied yet; one removed since it was listed is passed over. */
    const copyMedia = async () => {
      for (const stored of await place.list()) {
        if (copied.has(stored.path)) continue;
        const source = await place.read(stored.path);
        if (!source) continue;
        await archive.add(mediaFile(stored.path), stored.size, source);
        copied.add(stored.path);
        copiedKeys.add(stored.path.split('/')[0]);
        bytes += stored.size;
      }
    };
    await copyMedia();

    const snapshot = await holdingRemovals(database, async () => {
      const taken = await readSnapshot(database, staging);
      await copyMedia();
      return taken;
    });
    const missing = new Set([...snapshot.mediaKeys].filter((k) => !copiedKeys.has(k)));

    for (const table of snapshot.tables) {
      const path = join(staging, tableFile(table.name));
      await archive.add(tableFile(table.name), (await stat(path)).size, createReadStream(path));
    }
    const rows = snapshot.tables.reduce((sum, table) => sum + table.rows, 0);
    progress(
      `database: ${rows} rows in ${snapshot.tables.length} tables (${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'}, schema ${snapshot.migration.tag})`,
    );
    progress(`media: ${copied.size} files, ${formatBytes(bytes)} (${place.description})`);
    if (missing.size) progress(`media: ${missing.size} image(s) the database names were already missing from the store: ${[...missing].join(', ')}`);

    const { mediaKeys: _, ...databasePart } = snapshot;
    const manifest: Omit<Manifest, 'files'> = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      database: databasePart,
      media: { kind: place.kind, files: copied.size, bytes, missing: [...missing].sort() },
    };
    const size = await archive.finish(manifest);
    progress(`manifest: ${snapshot.tables.length + copied.size} files with their SHA-256; ${file} (${formatBytes(size)}${key ? ', encrypted' : ''})`);
    return { file, size, manifest };
  } catch (error) {
    await archive.abort();
    throw error;
  } finally {
    place.close();
    await rm(staging, { recursive: true, force: true });
  }
}

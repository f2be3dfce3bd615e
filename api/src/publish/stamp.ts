// What a build was made from, as one hash: a build whose stamp matches the present one is current, and
// `npm start` skips it.
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { categories, components, packages, works } from '../db/schema.ts';

/** Folders that are build output or caches, never sources. */
const SKIP = new Set(['node_modules', 'dist', '.astro', '.vite', 'test-results']);

async function listFiles(path: string): Promise<string[]> {
  let info;
  try {
    info = await stat(path);
  } catch {
    return [];
  }
  if (info.isFile()) return [path];
  if (!info.isDirectory()) return [];
  const entries = await readdir(path, { withFileTypes: true });
  const nested = await Promise.all(entries.filter((entry) => !SKIP.has(entry.name)).map((entry) => listFiles(join(path, entry.name))));
  return nested.flat();
}

/** A hash of every file under `paths` (relative to `root`: names and contents) and of the `extra` values. */
export async function sourcesHash(root: string, paths: string[], extra: Record<string, string | undefined> = {}): Promise<string> {
  const hash = createHash('sha256');
  const files = (await Promise.all(paths.map((path) => listFiles(join(root, path))))).flat().sort();
  for (const file of files) {
    hash
      .update(relative(root, file))
      .update('\0')
      .update(await readFile(file))
      .update('\0');
  }
  for (const [name, value] of Object.entries(extra).sort(([a], [b]) => a.localeCompare(b))) {
    hash.update(`${name}=${value ?? ''}\0`);
  }
  return hash.digest('hex');
}

/**
 * A hash of the catalogue the site shows (categories, packages, components, works). A package's view
 * counter is left out: reading a package's page changes it, and the pages do not depend on it enough to
 * rebuild for it.
 */
export async function catalogueHash(db: Db): Promise<string> {
  const [categoryRows, packageRows, componentRows, workRows] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.id)),
    db.select().from(packages).orderBy(asc(packages.id)),
    db.select().from(components).orderBy(asc(components.id)),
    db.select().from(works).orderBy(asc(works.id)),
  ]);
  const withoutViews = packageRows.map(({ view: _view, ...rest }) => rest);
  return createHash('sha256')
    .update(JSON.stringify([categoryRows, withoutViews, componentRows, workRows]))
    .digest('hex');
}

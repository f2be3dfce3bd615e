// What a backup archive holds, described by its last entry, manifest.json: where it came from, the schema version
// (the last migration applied), each table's columns and row count, each sequence's value, and every file's size and
// SHA-256. A restore checks every file against it before it writes anything.
import { z } from 'zod';

export const MANIFEST_NAME = 'manifest.json';
export const FORMAT = 'fitout-backup';
export const FORMAT_VERSION = 1;

/** A table's rows: one JSON object per line, as PostgreSQL's row_to_json writes it. */
export const tableFile = (table: string) => `database/${table}.jsonl`;
/** A media file, by its path in the store. */
export const mediaFile = (path: string) => `media/${path}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().nonnegative();

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  database: z.object({
    kind: z.enum(['postgres', 'pglite']),
    /** The last migration applied (its journal tag and time, api/drizzle/meta/_journal.json). */
    migration: z.object({ tag: z.string().nullable(), when: z.number() }),
    tables: z.array(z.object({ name: z.string().regex(/^[A-Za-z0-9_]+$/), columns: z.array(z.string()).min(1), rows: count })),
    sequences: z.array(z.object({ table: z.string(), column: z.string(), value: z.string().regex(/^-?\d+$/), called: z.boolean() })),
  }),
  media: z.object({
    kind: z.enum(['disk', 's3']),
    files: count,
    bytes: count,
    /** Keys the database names whose files were already missing from the store when the backup was made. */
    missing: z.array(z.string()),
  }),
  files: z.array(z.object({ name: z.string(), size: count, sha256 })),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestFile = Manifest['files'][number];

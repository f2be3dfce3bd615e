// No lost edits: every record of the admin face has a version (its ETag), and an update or a delete names the one it
// read (If-Match). The version is a hash of the record's row as stored, so any change to it, through whichever call,
// gives a new one; counters that move on their own (a package's views) are left out, so a visit does not refuse a save.
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { auditMessages, type StaleRecord } from '@fitout/shared';
import { lastChange } from '../audit/service.ts';
import { HttpError, notFound } from '../http/errors.ts';
import type { ListSpec } from '../http/list-query.ts';

/** What a version is read from: the resource's name (its audit entries) and its table (through its id column). */
type Versioned = { name: string; list: Pick<ListSpec, 'id'> };

/** The columns that change without anyone editing the record (jsonb's `-` takes them out). */
const VOLATILE = sql.raw(`array['view']`);

/** A write refused because the record changed since the caller read it: answered 412 with who changed it and when. */
export class PreconditionFailed extends HttpError {
  constructor(body: StaleRecord) {
    super(412, 'record.stale', { fields: { changed_by: body.changed_by, changed_at: body.changed_at } });
  }
}

const tableOf = (resource: Versioned) => (resource.list.id as PgColumn).table as PgTable;

async function currentVersion(app: Pick<FastifyInstance, 'db' | 'transaction'>, resource: Versioned, id: number, lock: boolean): Promise<string> {
  const result = await app.db.execute(
    sql`select md5((to_jsonb(t) - ${VOLATILE})::text) as tag from ${tableOf(resource)} as t where t.id = ${id} ${lock ? sql`for update` : sql``}`,
  );
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as unknown as { rows: { tag: string }[] };
  if (!rows.length) throw notFound();
  return `"${rows[0].tag}"`;
}

/** The record's ETag (a strong validator); 404 when there is no such record. */
export const versionOf = (app: Pick<FastifyInstance, 'db' | 'transaction'>, resource: Versioned, id: number) =>
  currentVersion(app, resource, id, false);

/**
 * The entity tags of If-Match, or '*'; without the header the write is refused (428, RFC 6585), since a write that
 * names no version could undo someone else's change unseen. Weak tags never match (RFC 9110 13.1.1: strong comparison).
 */
export function ifMatchOf(request: FastifyRequest): string[] | '*' {
  const header = request.headers['if-match'];
  const value = (Array.isArray(header) ? header.join(',') : header)?.trim();
  if (!value) throw new HttpError(428, 'request.precondition_required');
  if (value === '*') return '*';
  return value
    .split(',')
    .map((tag) => tag.trim())
    .filter((tag) => tag.startsWith('"'));
}

/**
 * Inside the write's transaction: locks the record's row (FOR UPDATE) and compares its version with If-Match, so of
 * two writes naming the same version the second waits for the first to commit, then finds a new version and is
 * refused. 404 when the record is gone.
 */
export async function assertVersion(app: Pick<FastifyInstance, 'db' | 'transaction'>, resource: Versioned, id: number, expected: string[] | '*') {
  const current = await currentVersion(app, resource, id, true);
  if (expected === '*' || expected.includes(current)) return;
  const change = await lastChange(app.db, resource.name, id);
  throw new PreconditionFailed({ code: 'record.stale', detail: auditMessages.stale, changed_by: change?.by ?? null, changed_at: change?.at ?? null });
}

// The audit log: every staff write and sign-in event, who made it, from where, and the record's fields before and
// after. Rows are only ever added (a trigger refuses UPDATE and DELETE, migration 0015), in the same transaction as
// the change they describe; the retention purge is the one way out.
import { Readable } from 'node:stream';
import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type AuditAction, type AuditEntry, listMessages, loginSchema } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import type { Transactions } from '../db/transaction.ts';
import { auditLog, users } from '../db/schema.ts';
import { countRows } from '../db/count.ts';
import { FieldErrors, notFound } from '../http/errors.ts';
import { filtersOf } from '../http/list-filters.ts';
import { planList, type ListPlan, type ListQuery, type ListSpec } from '../http/list-query.ts';

/** Who acted: a member of staff, or for a failed sign-in only the address that was tried (id and role null). */
export type Actor = { id: number | null; email: string | null; role: string | null };

export type AuditEvent = {
  actor: Actor | null;
  ip: string | null;
  action: AuditAction;
  /** The admin face's resource name (packages, orders, staff, …); null for an event that concerns no record. */
  resource?: string | null;
  recordId?: string | number | null;
  /** The record's fields before the change (null for a create) and after it (null for a delete). */
  before?: unknown;
  after?: unknown;
};

type Fields = Record<string, unknown>;

/** The signed-in caller of `request` and its address (request.ip: the client, through the proxies TRUST_PROXY names). */
export function auditedBy(request: FastifyRequest): Pick<AuditEvent, 'actor' | 'ip'> {
  const user = request.user;
  return { actor: user ? { id: user.id, email: user.email, role: user.role } : null, ip: request.ip ?? null };
}

/** Fields never written to the log: secrets (password hashes, TOTP secrets, recovery codes, tokens). */
const SECRET = /^(password|password_?hash|.*secret|recovery_?codes?|token|refresh|access)$/i;

/** A copy fit for the log: secrets and binary (an uploaded file) left out, dates as ISO text. */
function loggable(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value) || value instanceof Uint8Array || value instanceof Readable) return undefined;
  if (Array.isArray(value)) return value.map(loggable);
  if (typeof value === 'object') {
    // An upload (@fastify/multipart's file part) is binary too.
    if ('file' in value && 'filename' in value) return undefined;
    const out: Fields = {};
    for (const [key, field] of Object.entries(value)) {
      if (SECRET.test(key)) continue;
      const kept = loggable(field);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  }
  return typeof value === 'bigint' ? String(value) : value;
}

const asFields = (value: unknown): Fields | null => {
  const kept = loggable(value);
  return kept && typeof kept === 'object' && !Array.isArray(kept) ? (kept as Fields) : kept === null ? null : { value: kept };
};

/** Of an update, only the fields that changed, each side with its value. */
export function changedFields(before: unknown, after: unknown): { before: Fields; after: Fields } {
  const old = asFields(before) ?? {};
  const now = asFields(after) ?? {};
  const changed = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(old), ...Object.keys(now)])) {
    if (JSON.stringify(old[key]) === JSON.stringify(now[key])) continue;
    if (key in old) changed.before[key] = old[key];
    if (key in now) changed.after[key] = now[key];
  }
  return changed;
}

/**
 * Adds one entry. Pass the transaction of the change it describes (or app.db inside app.transaction), so that the
 * change and its entry are kept or lost together.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, event: AuditEvent): Promise<void> {
  const update = event.action === 'update' && event.before !== undefined && event.after !== undefined;
  const fields = update ? changedFields(event.before, event.after) : { before: asFields(event.before), after: asFields(event.after) };
  await db.insert(auditLog).values({
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    actorRole: event.actor?.role ?? null,
    ip: event.ip,
    action: event.action,
    resource: event.resource ?? null,
    recordId: event.recordId === undefined || event.recordId === null ? null : String(event.recordId),
    before: fields.before,
    after: fields.after,
  });
}

/**
 * A sign-in with a password, as it ended: recorded when the address is a member of staff's (a customer's sign-ins
 * are not staff events, and an address with no account names no one). A failure records the account it was aimed at.
 */
export async function auditSignIn(app: Pick<FastifyInstance, 'db' | 'transaction'>, request: FastifyRequest, action: 'sign-in' | 'sign-in-failed') {
  const input = loginSchema.safeParse(request.body);
  if (!input.success) return;
  const [staff] = await app.db.select({ id: users.id, email: users.email, role: users.role }).from(users).where(eq(users.email, input.data.email));
  if (!staff?.role) return;
  await recordAudit(app.db, { actor: staff, ip: request.ip ?? null, action });
}

/** Who last wrote this record through the log, and when; null when the log holds nothing of it. */
export async function lastChange(db: Pick<Db, 'select'>, resource: string, recordId: string | number) {
  const [row] = await db
    .select({ by: auditLog.actorEmail, at: auditLog.at })
    .from(auditLog)
    .where(and(eq(auditLog.resource, resource), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row ? { by: row.by, at: row.at.toISOString() } : null;
}

// Reading

type Row = typeof auditLog.$inferSelect;

export function auditOut(row: Row): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actor_id: row.actorId,
    actor_email: row.actorEmail,
    actor_role: row.actorRole,
    ip: row.ip,
    action: row.action,
    resource: row.resource,
    record_id: row.recordId,
    before: row.before as Fields | null,
    after: row.after as Fields | null,
  };
}

const listSpec: ListSpec = {
  id: auditLog.id,
  sort: { id: auditLog.id, at: auditLog.at, actor_email: auditLog.actorEmail, action: auditLog.action, resource: auditLog.resource },
  search: [auditLog.actorEmail, auditLog.resource, auditLog.recordId],
  filters: {
    ...filtersOf('int', { actor_id: auditLog.actorId }),
    ...filtersOf('text', { actor_email: auditLog.actorEmail, action: auditLog.action, resource: auditLog.resource, record_id: auditLog.recordId }),
  },
  defaultSort: ['id', 'DESC'],
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** at_gte / at_lte: a day (the whole of it, UTC) or an instant; anything else is a 400. */
function dateBound(field: 'at_gte' | 'at_lte', value: unknown): SQL {
  const text = typeof value === 'string' ? value : '';
  const time = Date.parse(text);
  if (!text || Number.isNaN(time)) throw FieldErrors.of('filter', listMessages.date(field));
  if (field === 'at_gte') return gte(auditLog.at, new Date(time));
  // "Up to 2026-11-26" takes in the whole of that day.
  return DAY.test(text) ? lt(auditLog.at, new Date(time + 86_400_000)) : lte(auditLog.at, new Date(time));
}

/** The list dialect of the admin face, plus a date range (at_gte, at_lte) the generic one does not have. */
export function planAuditList(query: ListQuery): ListPlan {
  let rest: Record<string, unknown> | undefined;
  const bounds: SQL[] = [];
  if (query.filter !== undefined) {
    try {
      rest = JSON.parse(query.filter);
    } catch {
      throw FieldErrors.of('filter', listMessages.malformed('filter'));
    }
    if (rest && typeof rest === 'object' && !Array.isArray(rest)) {
      rest = { ...rest };
      for (const field of ['at_gte', 'at_lte'] as const) {
        if (rest[field] === undefined || rest[field] === '' || rest[field] === null) {
          delete rest[field];
          continue;
        }
        bounds.push(dateBound(field, rest[field]));
        delete rest[field];
      }
    }
  }
  const plan = planList({ ...query, filter: rest === undefined ? undefined : JSON.stringify(rest) }, listSpec);
  return { ...plan, where: bounds.length ? and(plan.where, ...bounds) : plan.where };
}

export async function listAudit(app: Pick<FastifyInstance, 'db' | 'transaction'>, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    app.db
      .select()
      .from(auditLog)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countRows(app.db, auditLog, plan.where),
  ]);
  return { records: rows.map(auditOut), total };
}

export async function getAudit(app: Pick<FastifyInstance, 'db' | 'transaction'>, id: number) {
  const [row] = await app.db.select().from(auditLog).where(eq(auditLog.id, id));
  if (!row) throw notFound();
  return auditOut(row);
}

// Export

const CSV_COLUMNS = ['id', 'at', 'actor_id', 'actor_email', 'actor_role', 'ip', 'action', 'resource', 'record_id', 'before', 'after'] as const;
/** Rows read per query while exporting: the whole log never sits in memory. */
const EXPORT_BATCH = 500;

/**
 * One CSV cell (RFC 4180). A text a spreadsheet would read as a formula (starting with = + - @, or a tab or carriage
 * return before one) gets a leading apostrophe, as OWASP advises against CSV injection.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The entries the filter keeps, newest first, as CSV lines read a batch at a time. */
export function exportAudit(app: Pick<FastifyInstance, 'db' | 'transaction'>, filter: string | undefined): Readable {
  const { where } = planAuditList({ filter });
  async function* lines() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    let before: number | null = null;
    for (;;) {
      const rows: Row[] = await app.db
        .select()
        .from(auditLog)
        .where(and(where, before === null ? undefined : lt(auditLog.id, before)))
        .orderBy(desc(auditLog.id))
        .limit(EXPORT_BATCH);
      if (!rows.length) return;
      yield rows
        .map(auditOut)
        .map((entry) => `${CSV_COLUMNS.map((column) => csvCell(entry[column])).join(',')}\r\n`)
        .join('');
      if (rows.length < EXPORT_BATCH) return;
      before = rows[rows.length - 1].id;
    }
  }
  return Readable.from(lines());
}

// Retention

/**
 * Removes the entries older than `days` (AUDIT_RETENTION_DAYS); answers how many. The purge says so for its own
 * transaction (fitout.audit_purge), which is the only way past the append-only trigger.
 */
export async function purgeAudit(app: Transactions, days: number): Promise<number> {
  return app.transaction(async (tx) => {
    await tx.execute(sql`select set_config('fitout.audit_purge', 'on', true)`);
    const removed = (await tx.execute(sql`delete from ${auditLog} where ${auditLog.at} < now() - make_interval(days => ${days})`)) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    // node-postgres says rowCount, PGlite affectedRows.
    return removed.rowCount ?? removed.affectedRows ?? 0;
  });
}

// The audit log of staff writes and sign-ins.
import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The audit log (audit/service.ts): every staff write and sign-in event, who made it, from where, and the record's
 * fields before and after. Append-only: a trigger (migration 0015) refuses UPDATE and DELETE except the retention purge.
 * No foreign key to users: a row keeps the actor's id and e-mail as they were, whatever becomes of the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    /** What happened: create, update, delete, sign-in, sign-in-failed, … (shared/src/audit/words.ts). */
    action: text('action').notNull(),
    /** The admin face's resource name (packages, orders, staff, …), or null for a sign-in. */
    resource: text('resource'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

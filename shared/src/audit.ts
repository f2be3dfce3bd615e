// The audit log (issue 23): every staff write and sign-in event, who made it, from where, and the record's fields
// before and after. The API writes it (api/src/audit/), the owner reads it in the console.
import { z } from './zod.ts';

/**
 * What an entry records. A write of the admin face is create, update or delete of its resource; the others name
 * their event. An area that records a new kind of event adds it here (the console's filter and words follow).
 */
export const auditActions = [
  'create',
  'update',
  'delete',
  'sign-in',
  'sign-in-failed',
  'two-factor',
  'two-factor-failed',
  'invite',
  'suspend',
  'reinstate',
  'role',
] as const;
export type AuditAction = (typeof auditActions)[number];

/** How long entries are kept unless AUDIT_RETENTION_DAYS says otherwise. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 365;

/** One entry as the API answers it. `before` is null for a create, `after` for a delete; an update keeps the fields it changed. */
export const auditEntry = z.object({
  id: z.int().positive(),
  at: z.string().describe('ISO 8601 date and time'),
  actor_id: z.int().nullable(),
  actor_email: z.string().nullable(),
  actor_role: z.string().nullable(),
  ip: z.string().nullable(),
  action: z.string(),
  resource: z.string().nullable(),
  record_id: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.output<typeof auditEntry>;

/** The answer of a write refused for a stale If-Match (412): who changed the record last, and when. */
export const staleRecord = z.object({
  detail: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
});
export type StaleRecord = z.output<typeof staleRecord>;

export const auditMessages = {
  stale: 'This record has changed since you opened it. Reload it to see the changes, then make yours again.',
  preconditionRequired: 'Send the ETag you read in If-Match: a write to the console API must name the version it changes.',
} as const;

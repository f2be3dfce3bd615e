// The audit log (issue 23): every staff write and sign-in event, who made it, from where, and the record's fields
// before and after. The API writes it (api/src/audit/), the owner reads it in the console. The shapes of its answers are in schemas.ts.

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

export const auditMessages = {
  stale: 'This record has changed since you opened it. Reload it to see the changes, then make yours again.',
  preconditionRequired: 'Send the ETag you read in If-Match: a write to the console API must name the version it changes.',
} as const;

// The audit log's answers (issue 23) as zod shapes, for the contract: words.ts holds its actions and words.
import { z } from '../common/zod.ts';

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
  code: z.literal('record.stale'),
  detail: z.string(),
  changed_by: z.string().nullable(),
  changed_at: z.string().nullable(),
});
export type StaleRecord = z.output<typeof staleRecord>;

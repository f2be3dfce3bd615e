// Every staff write is audited where it is registered from the contract (http/contract.ts), not by each route: the
// call runs in one transaction with its audit entry, which holds the record as staff see it before and after.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { eq } from 'drizzle-orm';
import type { Audit, Endpoint } from '@fitout/shared/contract';
import { HttpError } from '../http/errors.ts';
import { auditedBy, recordAudit } from './service.ts';

type Audited = Extract<Audit, { resource: string }>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A reader of a kind of record for the log: its row as stored, for a kind with no answer-shaped read of its own. */
export const rowOf =
  (app: Pick<FastifyInstance, 'db' | 'transaction'>, table: PgTable & { id: PgColumn }) =>
  async (id: number): Promise<unknown> => {
    const [row] = await app.db
      .select()
      .from(table as PgTable)
      .where(eq(table.id, id));
    return row ?? null;
  };

/** The record as the log keeps it, or null when there is none (before a create, after a delete). */
async function recordOf(app: FastifyInstance, resource: string, id: number | undefined): Promise<unknown> {
  if (id === undefined || !Number.isFinite(id)) return null;
  const read = app.auditRecords.get(resource);
  if (!read) throw new Error(`The audit log cannot read ${resource}: its area adds a reader to app.auditRecords`);
  try {
    return await read(id);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * `handler` in one transaction (app.transaction: the services' app.db joins it) with its audit entry: who (actor,
 * role, address), what (`audit.action`, by default create, update or delete), which record (the `audit.id` path
 * parameter, or the id a create answers) and the record before and after, read in the same transaction. A call
 * that changed nothing leaves no entry: a create answering other than 201 (a payment sent again), an update that
 * left the record as it was. The answer leaves once the transaction committed: an audited handler returns its body
 * (after `reply.code(201)`) rather than sending it.
 */
export function auditedWrite<H extends Handler>(app: FastifyInstance, call: Endpoint, audit: Audited, handler: H): H {
  const action = audit.action ?? (audit.id === undefined ? 'create' : call.method === 'DELETE' ? 'delete' : 'update');
  const write: Handler = (request, reply) =>
    app.transaction(async () => {
      const named = audit.id === undefined ? undefined : Number((request.params as Record<string, unknown>)[audit.id]);
      const before = await recordOf(app, audit.resource, named);
      const answer = await handler(request, reply);
      if (reply.sent) throw new Error(`${call.method} ${call.path}: an audited call returns its answer, sent once its audit entry is committed`);
      if (named === undefined && reply.statusCode !== 201) return answer;
      const recordId = named ?? (answer as { id?: number } | null)?.id;
      const after = action === 'delete' ? null : await recordOf(app, audit.resource, recordId);
      if (named !== undefined && JSON.stringify(before) === JSON.stringify(after)) return answer;
      await recordAudit(app.db, { ...auditedBy(request), action, resource: audit.resource, recordId, before, after });
      return answer;
    });
  return write as H;
}

import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { StaffRole } from '@fitout/shared';
import { admin, type Endpoint } from '@fitout/shared/contract';
import { countRows } from '../db/count.ts';
import { route } from '../http/contract.ts';
import { HttpError } from '../http/errors.ts';
import { isFile } from '../media/image-fields.ts';
import type { AuthUser } from '../http/caller.ts';
import { contentRange, planList, type ListPlan, type ListQuery, type ListSpec } from '../http/list-query.ts';
import { assertVersion, ifMatchOf, versionOf } from './versions.ts';

type Body = Record<string, unknown>;
type Record_ = { id: number };

/** One resource of the admin face: how to list it, and which writes it allows (none: read-only). */
export type AdminResource = {
  /** The path segment and the Content-Range unit, e.g. `contact-messages`. */
  name: string;
  list: ListSpec;
  /** Lists answered from memory (http/contract.ts), for resources whose changes the cache hears of. */
  cache?: 'orders';
  /** One record answered from memory too (with its version, the ETag a write names), when all it shows empties that cache. */
  cacheOne?: 'orders';
  /** One page of answer-shaped records and the total the filter matches. */
  page: (app: FastifyInstance, plan: ListPlan) => Promise<{ records: Record_[]; total: number }>;
  get: (app: FastifyInstance, id: number) => Promise<Record_>;
  create?: (app: FastifyInstance, body: Body, user: AuthUser) => Promise<Record_>;
  update?: (app: FastifyInstance, id: number, body: Body, user: AuthUser) => Promise<Record_>;
  /** Deletes and answers the record as it was. */
  remove?: (app: FastifyInstance, id: number) => Promise<Record_>;
  /** File fields: a value that is not an uploaded file (the URL the console read back) means "unchanged". */
  imageFields?: readonly string[];
};

/** A page of a single table and the count of rows the filter matches (estimated past a thousand: db/count.ts), both in SQL. */
export async function pageOf<T extends PgTable>(
  app: FastifyInstance,
  table: T,
  plan: ListPlan,
): Promise<{ rows: T['$inferSelect'][]; total: number }> {
  const [rows, total] = await Promise.all([
    app.db
      .select()
      .from(table as PgTable)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countRows(app.db, table, plan.where),
  ]);
  return { rows: rows as T['$inferSelect'][], total };
}

/**
 * The body a write passes to the area's service: the author is the caller, never a user_id sent along,
 * and only real uploads reach the image fields.
 */
function writeBody(body: unknown, imageFields: readonly string[]): Body {
  const out: Body = body && typeof body === 'object' && !Array.isArray(body) ? { ...(body as Body) } : {};
  delete out.user_id;
  for (const field of imageFields) if (!isFile(out[field])) delete out[field];
  return out;
}

const WRITES = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** ra-data-simple-rest's routes for one resource, as the contract describes them; methods it does not allow answer 405. */
export function registerResource(app: FastifyInstance, resource: AdminResource) {
  const calls = admin[resource.name as keyof typeof admin] as Record<string, Endpoint>;
  const images = resource.imageFields ?? [];

  route(app, calls.list, { cache: resource.cache }, async (request, reply) => {
    const plan = planList(request.query as ListQuery, resource.list);
    const { records, total } = await resource.page(app, plan);
    reply.header('Content-Range', contentRange(resource.name, plan, records.length, total));
    return records;
  });
  route(app, calls.one, { cache: resource.cacheOne }, async (request, reply) => {
    const id = (request.params as { id: number }).id;
    // The version first: should the record change in between, the ETag is the older one and a write with it is refused.
    const etag = await versionOf(app, resource, id);
    const record = await resource.get(app, id);
    reply.header('ETag', etag);
    return record;
  });

  // Each write commits with its audit entry (the contract's `audit`: http/contract.ts), which reads the record as
  // `get` answers it. An update or a delete names the version it read (If-Match) and is refused if the record has
  // changed since (412, PreconditionFailed).
  app.auditRecords.set(resource.name, (id) => resource.get(app, id));
  const { create, update, remove } = resource;
  if (create)
    route(app, calls.create, {}, async (request, reply) => {
      const record = await create(app, writeBody(request.body, images), request.user!);
      reply.code(201).header('ETag', await versionOf(app, resource, record.id));
      return record;
    });
  if (update)
    route(app, calls.update, {}, async (request, reply) => {
      const id = (request.params as { id: number }).id;
      await assertVersion(app, resource, id, ifMatchOf(request));
      const record = await update(app, id, writeBody(request.body, images), request.user!);
      reply.header('ETag', await versionOf(app, resource, id));
      return record;
    });
  if (remove)
    route(app, calls.remove, {}, async (request) => {
      const id = (request.params as { id: number }).id;
      await assertVersion(app, resource, id, ifMatchOf(request));
      return remove(app, id);
    });

  const collection = `/${calls.list.path}`;
  const item = `/${calls.one.path}`;
  const allowed = { [collection]: create ? ['GET', 'POST'] : ['GET'], [item]: ['GET', ...(update ? ['PUT'] : []), ...(remove ? ['DELETE'] : [])] };
  for (const [url, methods] of Object.entries(allowed)) {
    const refused = WRITES.filter((method) => !methods.includes(method));
    app.route({
      method: refused,
      url,
      onRequest: app.requireRoles((calls.list.access as { roles: readonly StaffRole[] }).roles),
      // Not a call of the API, only the refusal of one: left out of the OpenAPI document.
      config: { refusal: true },
      schema: { hide: true },
      handler: async (request, reply) =>
        reply
          .code(405)
          .header('Allow', [...methods, 'HEAD'].join(', '))
          .send(new HttpError(405, 'request.method_not_allowed', { values: { method: request.method } }).body()),
    });
  }
}

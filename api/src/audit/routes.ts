import type { FastifyInstance } from 'fastify';
import { admin } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { contentRange, type ListQuery } from '../http/list-query.ts';
import { exportAudit, getAudit, listAudit, planAuditList } from './service.ts';

/** The audit log, for the owner: a page at a time in the admin face's dialect, one entry, or all of it as CSV. */
export default async function auditRoutes(app: FastifyInstance) {
  route(app, admin.audit.list, {}, async (request, reply) => {
    const plan = planAuditList(request.query as ListQuery);
    const { records, total } = await listAudit(app, plan);
    reply.header('Content-Range', contentRange('audit', plan, records.length, total));
    return records;
  });

  route(app, admin.audit.export, {}, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="audit-${day}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(exportAudit(app, (request.query as { filter?: string }).filter));
  });

  route(app, admin.audit.one, {}, async (request) => getAudit(app, request.params.id));
}

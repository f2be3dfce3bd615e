import type { FastifyInstance } from 'fastify';
import { snags } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { rowOf } from '../audit/writes.ts';
import { snags as snagRows } from '../db/schema.ts';
import { confirmSnag, customerSnags, fixSnag, reopenSnag, reportSnag, staffSnags } from './service.ts';

/** Snags after handover (issue 25): staff (owner and sales) under admin/, the order's customer under registerorder/. */
export default async function snagRoutes(app: FastifyInstance) {
  route(app, snags.staffList, {}, async (request) => staffSnags(app, request.params.id));
  app.auditRecords.set('snags', rowOf(app, snagRows));
  route(app, snags.fix, {}, async (request) => fixSnag(app, request.params.id, request.body, request.user!));
  route(app, snags.list, {}, async (request) => customerSnags(app, request.params.slug, request.user!));
  route(app, snags.report, {}, async (request, reply) =>
    reply.code(201).send(await reportSnag(app, request.params.slug, request.body, request.user!)),
  );
  route(app, snags.confirm, {}, async (request) => confirmSnag(app, request.params.slug, request.params.id, request.user!));
  route(app, snags.reopen, {}, async (request) => reopenSnag(app, request.params.slug, request.params.id, request.body, request.user!));
}

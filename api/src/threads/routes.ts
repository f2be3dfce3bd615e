import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_FIELD } from '@fitout/shared';
import { progress, threads } from '@fitout/shared/contract';
import { rowOf } from '../audit/writes.ts';
import { orderMessages, orderStageChanges } from '../db/schema.ts';
import { postProgress } from '../orders/progress.ts';
import { route } from '../http/contract.ts';
import { customerPost, customerRead, customerThread, customerUnread, staffPost, staffRead, staffThread, staffUnread } from './service.ts';

/** The body of a message and the names its files were sent with. */
const upload = (request: FastifyRequest) => ({ body: request.body, names: request.uploadNames?.[ATTACHMENT_FIELD] ?? [] });

/**
 * Messages on an order (issue 25): staff (owner and sales) under admin/, the order's customer under registerorder/;
 * and staff's progress updates on the order's timeline.
 * The reads are answered from memory with the order lists (each caller's own entry), emptied by every message and
 * read mark (app.ordersChanged, and a trigger for changes made any other way), so a message shows at once.
 */
export default async function threadRoutes(app: FastifyInstance) {
  route(app, threads.staffThread, { cache: 'orders' }, async (request) => staffThread(app, request.params.id, request.query));
  app.auditRecords.set('messages', rowOf(app, orderMessages));
  app.auditRecords.set('progress_updates', rowOf(app, orderStageChanges));
  route(app, threads.staffPost, {}, async (request, reply) => {
    const message = await staffPost(app, request.params.id, upload(request), request.user!);
    reply.code(201);
    return message;
  });
  route(app, threads.staffRead, {}, async (request, reply) => {
    await staffRead(app, request.params.id, request.body);
    return reply.code(204).send();
  });
  route(app, threads.staffUnread, { cache: 'orders' }, async () => staffUnread(app));
  route(app, progress.post, {}, async (request, reply) => {
    const update = await postProgress(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return update;
  });

  route(app, threads.thread, { cache: 'orders' }, async (request) => customerThread(app, request.params.slug, request.user!, request.query));
  route(app, threads.post, {}, async (request, reply) =>
    reply.code(201).send(await customerPost(app, request.params.slug, upload(request), request.user!)),
  );
  route(app, threads.read, {}, async (request, reply) => {
    await customerRead(app, request.params.slug, request.body, request.user!);
    return reply.code(204).send();
  });
  route(app, threads.unread, { cache: 'orders' }, async (request) => customerUnread(app, request.user!));
}

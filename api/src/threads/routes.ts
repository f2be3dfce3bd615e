import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ATTACHMENT_FIELD } from '@fitout/shared';
import { threads } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { customerPost, customerRead, customerThread, customerUnread, staffPost, staffRead, staffThread, staffUnread } from './service.ts';

/** The body of a message and the names its files were sent with. */
const upload = (request: FastifyRequest) => ({ body: request.body, names: request.uploadNames?.[ATTACHMENT_FIELD] ?? [] });

/**
 * Messages on an order (issue 25): staff (owner and sales) under admin/, the order's customer under registerorder/.
 * Not cached: a page of a thread is one indexed read, and a message must show at once on the other side.
 */
export default async function threadRoutes(app: FastifyInstance) {
  route(app, threads.staffThread, {}, async (request) => staffThread(app, request.params.id, request.query));
  route(app, threads.staffPost, {}, async (request, reply) =>
    reply.code(201).send(await staffPost(app, request.params.id, upload(request), request.user!)),
  );
  route(app, threads.staffRead, {}, async (request, reply) => {
    await staffRead(app, request.params.id, request.body);
    return reply.code(204).send();
  });
  route(app, threads.staffUnread, {}, async () => staffUnread(app));

  route(app, threads.thread, {}, async (request) => customerThread(app, request.params.slug, request.user!, request.query));
  route(app, threads.post, {}, async (request, reply) =>
    reply.code(201).send(await customerPost(app, request.params.slug, upload(request), request.user!)),
  );
  route(app, threads.read, {}, async (request, reply) => {
    await customerRead(app, request.params.slug, request.body, request.user!);
    return reply.code(204).send();
  });
  route(app, threads.unread, {}, async (request) => customerUnread(app, request.user!));
}

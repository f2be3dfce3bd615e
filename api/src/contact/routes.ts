import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@fitout/shared';
import { contact } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { createContactMessage } from './service.ts';

/** `POST contact/` (DESIGN.md's addition to the spec's table): form fields or JSON name, email, message. */
export default async function contactRoutes(app: FastifyInstance) {
  route(app, contact.send, { onRequest: app.strictRateLimit }, async (request, reply) => {
    await createContactMessage(app, request.body as Record<string, unknown>);
    return reply.code(201).send({ detail: apiMessages.contactReceived });
  });
}

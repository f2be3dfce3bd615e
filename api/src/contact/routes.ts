import type { FastifyInstance } from 'fastify';
import { apiMessages } from '@fitout/shared';
import { createContactMessage } from './service.ts';
import { formData } from '../plugins/body.ts';

/** `POST contact/` (DESIGN.md's addition to the spec's table): form fields or JSON name, email, message. */
export default async function contactRoutes(app: FastifyInstance) {
  app.post('/contact/', { config: { ...app.strictRateLimit, ...formData } }, async (request, reply) => {
    await createContactMessage(app, (request.body ?? {}) as Record<string, unknown>);
    return reply.code(201).send({ detail: apiMessages.contactReceived });
  });
}

import type { FastifyInstance } from 'fastify';
import { leadMessages } from '@fitout/shared';
import { leads } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { addLeadNote, convertLead, sendEstimate } from './service.ts';

/**
 * Leads (issue 39) beyond the admin face's resource (admin/leads.ts): a note, the conversion into an order, and the
 * calculator's estimate, rate-limited as the contact form is.
 */
export default async function leadRoutes(app: FastifyInstance) {
  route(app, leads.addNote, {}, async (request, reply) => {
    const lead = await addLeadNote(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return lead;
  });
  route(app, leads.convert, {}, async (request) => convertLead(app, request.params.id, request.body, request.user!));
  route(app, leads.estimate, { onRequest: app.strictRateLimit }, async (_request, reply) => {
    await sendEstimate(app, _request.body);
    return reply.code(201).send({ detail: leadMessages.estimateSent });
  });
}

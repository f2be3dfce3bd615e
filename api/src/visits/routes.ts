import type { FastifyInstance } from 'fastify';
import { visits } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { rowOf } from '../audit/writes.ts';
import { visitSlots } from '../db/schema.ts';
import { bookVisit, cancelVisit, createSlot, dayVisits, listSlots, removeSlot, visitChoice } from './service.ts';

/** The site visit (issue 25): staff (owner and sales) under admin/, the order's customer under registerorder/. */
export default async function visitRoutes(app: FastifyInstance) {
  route(app, visits.slots, {}, async (request) => listSlots(app, request.query));
  app.auditRecords.set('visit-slots', rowOf(app, visitSlots));
  route(app, visits.createSlot, {}, async (request, reply) => {
    const slot = await createSlot(app, request.body, request.user!);
    reply.code(201);
    return slot;
  });
  route(app, visits.removeSlot, {}, async (request, reply) => {
    await removeSlot(app, request.params.id);
    reply.code(204);
  });
  route(app, visits.day, {}, async (request) => dayVisits(app, request.query.day));

  route(app, visits.mine, {}, async (request) => visitChoice(app, request.params.slug, request.user!));
  route(app, visits.book, {}, async (request, reply) => reply.code(201).send(await bookVisit(app, request.params.slug, request.body, request.user!)));
  route(app, visits.cancel, {}, async (request, reply) => {
    await cancelVisit(app, request.params.slug, request.user!);
    return reply.code(204).send();
  });
}

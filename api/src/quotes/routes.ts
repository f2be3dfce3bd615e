import type { FastifyInstance, FastifyRequest } from 'fastify';
import { payments, quotes } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { rowOf } from '../audit/writes.ts';
import { payments as paymentRows } from '../db/schema.ts';
import { customerAccount, recordPayment, staffAccount } from './payments.ts';
import { customerQuote, getQuote, listQuotes } from './service.ts';
import { createDraft, deleteDraft, prefill, updateDraft } from './drafts.ts';
import { sendQuote } from './sending.ts';
import { fromBp } from './totals.ts';
import { answerQuote } from './answers.ts';

const origin = (request: FastifyRequest) => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/**
 * Quotes and payments (issue 24): staff (owner and sales) under admin/, the order's customer under registerorder/detail/.
 * The reads are answered from memory with the order lists (each caller's own entry), emptied by every change to a
 * quote or a payment (app.ordersChanged, and a trigger for changes made any other way).
 */
export default async function quoteRoutes(app: FastifyInstance) {
  route(app, quotes.list, { cache: 'orders' }, async (request) => listQuotes(app, request.params.id));
  route(app, quotes.prefill, {}, async (request) => ({ ...(await prefill(app, request.params.id)), vat_rate: fromBp(app.config.vatRateBp) }));
  app.auditRecords.set('quotes', (id) => getQuote(app, id));
  route(app, quotes.create, {}, async (request, reply) => {
    const quote = await createDraft(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return quote;
  });
  route(app, quotes.one, {}, async (request) => getQuote(app, request.params.id));
  route(app, quotes.update, {}, async (request) => updateDraft(app, request.params.id, request.body));
  route(app, quotes.remove, {}, async (request, reply) => {
    await deleteDraft(app, request.params.id);
    reply.code(204);
  });
  route(app, quotes.send, {}, async (request) => sendQuote(app, request.params.id, request.user!));

  route(app, quotes.current, { cache: 'orders' }, async (request) => customerQuote(app, request.params.slug, request.user!, request.query));
  route(app, quotes.accept, {}, async (request) => answerQuote(app, request.params.slug, request.user!, 'accepted', request.body, origin(request)));
  route(app, quotes.decline, {}, async (request) => answerQuote(app, request.params.slug, request.user!, 'declined', request.body, origin(request)));
  route(app, quotes.changes, {}, async (request) =>
    answerQuote(app, request.params.slug, request.user!, 'changes_requested', request.body, origin(request)),
  );

  route(app, payments.account, { cache: 'orders' }, async (request) => staffAccount(app, request.params.id));
  app.auditRecords.set('payments', rowOf(app, paymentRows));
  route(app, payments.record, {}, async (request, reply) => {
    const { payment, created } = await recordPayment(app, request.params.id, request.body, request.user!);
    reply.code(created ? 201 : 200);
    return payment;
  });
  route(app, payments.mine, { cache: 'orders' }, async (request) => customerAccount(app, request.params.slug, request.user!));
}

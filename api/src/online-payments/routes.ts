import type { FastifyInstance } from 'fastify';
import { onlinePayments } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import {
  attemptOf,
  confirmTransfer,
  refuseTransfer,
  submitTransfer,
  transferRow,
  waitingTransfers,
  eventRow,
  fawryNotification,
  listEvents,
  payOptions,
  paymobCallback,
  reconciliation,
  refundPayment,
  resolveEvent,
  startPayment,
} from './service.ts';

/**
 * Paying an instalment online (issue 40): the order's customer under registerorder/detail/, the providers' signed
 * callbacks under payments/ (public: the signature is the proof), staff (owner and sales) under admin/.
 */
export default async function onlinePaymentRoutes(app: FastifyInstance) {
  route(app, onlinePayments.options, {}, async (request) => payOptions(app, request.params.slug, request.user!));
  route(app, onlinePayments.start, {}, async (request, reply) =>
    reply.code(201).send(await startPayment(app, request.params.slug, request.body, request.user!)),
  );
  route(app, onlinePayments.attempt, {}, async (request) => attemptOf(app, request.params.slug, request.params.id, request.user!));
  route(app, onlinePayments.transfer, {}, async (request, reply) =>
    reply.code(201).send(await submitTransfer(app, request.params.slug, request.body, request.user!)),
  );
  route(app, onlinePayments.transfers, {}, async () => waitingTransfers(app));
  app.auditRecords.set('transfers', (id) => transferRow(app, id));
  route(app, onlinePayments.confirmTransfer, {}, async (request) => confirmTransfer(app, request.params.id, request.user!));
  route(app, onlinePayments.refuseTransfer, {}, async (request) => refuseTransfer(app, request.params.id, request.body, request.user!));
  route(app, onlinePayments.paymobCallback, {}, async (request) => paymobCallback(app, request.query.hmac, request.body));
  route(app, onlinePayments.fawryNotification, {}, async (request) => fawryNotification(app, request.body));
  route(app, onlinePayments.events, {}, async (request) => listEvents(app, request.query.attention === '1'));
  app.auditRecords.set('payment-events', (id) => eventRow(app, id));
  route(app, onlinePayments.resolve, {}, async (request) => resolveEvent(app, request.params.id, request.user!));
  route(app, onlinePayments.refund, {}, async (request, reply) => {
    const payment = await refundPayment(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return payment;
  });
  route(app, onlinePayments.reconciliation, {}, async (request) => reconciliation(app, request.query.day, request.query.provider));
}

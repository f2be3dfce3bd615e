import type { FastifyInstance } from 'fastify';
import { costs } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import {
  addBill,
  budgetSplitOf,
  createPurchaseOrder,
  getBill,
  getPurchaseOrder,
  jobCostsOf,
  movePurchaseOrder,
  removeBill,
  setBudget,
} from './service.ts';

/**
 * Job costs (issue 39), for the sales desk (owner and sales) under admin/ (suppliers are on the admin face:
 * admin/suppliers.ts). The read is answered from memory with the order lists; every write here, a supplier renamed, and
 * the triggers on the costs' tables for changes made any other way (migration 0047) empty that memory, so a bill entered
 * shows on the order's page at once.
 */
export default async function costRoutes(app: FastifyInstance) {
  route(app, costs.read, { cache: 'orders' }, async (request) => jobCostsOf(app, request.params.id));
  app.auditRecords.set('order-budgets', (id) => budgetSplitOf(app, id));
  route(app, costs.setBudget, {}, async (request) => setBudget(app, request.params.id, request.body));
  app.auditRecords.set('purchase-orders', (id) => getPurchaseOrder(app, id));
  route(app, costs.createPurchaseOrder, {}, async (request, reply) => {
    const created = await createPurchaseOrder(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return created;
  });
  route(app, costs.movePurchaseOrder, {}, async (request) => movePurchaseOrder(app, request.params.id, request.body));
  app.auditRecords.set('job-bills', (id) => getBill(app, id));
  route(app, costs.addBill, {}, async (request, reply) => {
    const created = await addBill(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return created;
  });
  route(app, costs.removeBill, {}, async (request) => removeBill(app, request.params.id));
}

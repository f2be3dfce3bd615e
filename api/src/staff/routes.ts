import type { FastifyInstance } from 'fastify';
import { staffMessages } from '@fitout/shared';
import { type AdminOrder, staff } from '@fitout/shared/contract';
import { contentRange, type ListQuery, planList } from '../http/list-query.ts';
import { orderResource } from '../admin/orders.ts';
import { route } from '../http/contract.ts';
import { assignOrder } from '../orders/assignment.ts';
import { acceptInvitation, assignees, getStaff, invitationFor, inviteStaff, listStaff, staffListSpec, updateStaff } from './service.ts';

/** Staff accounts (the owner's, in the admin face's dialect), the invitee's link, and who looks after an order. */
export default async function staffRoutes(app: FastifyInstance) {
  route(app, staff.list, {}, async (request, reply) => {
    const plan = planList(request.query as ListQuery, staffListSpec);
    const { records, total } = await listStaff(app, plan);
    reply.header('Content-Range', contentRange('staff', plan, records.length, total));
    return records;
  });
  route(app, staff.one, {}, async (request) => getStaff(app, request.params.id));
  app.auditRecords.set('staff', (id) => getStaff(app, id));
  route(app, staff.invite, {}, async (request, reply) => {
    const invited = await inviteStaff(app, request.body, request.user!);
    reply.code(201);
    return invited;
  });
  route(app, staff.update, {}, async (request) => updateStaff(app, request.params.id, request.body, request.user!));

  // The link's secret is guessed no more easily than a password: the same strict limit as sign-in.
  route(app, staff.invitation, { onRequest: app.strictRateLimit }, async (request) => invitationFor(app, request.params.token));
  route(app, staff.accept, { onRequest: app.strictRateLimit }, async (request) => {
    await acceptInvitation(app, request.body);
    return { detail: staffMessages.invitationAccepted };
  });

  route(app, staff.assignees, {}, async () => assignees(app));
  route(app, staff.assign, {}, async (request) => {
    await assignOrder(app, request.params.id, request.body);
    // The order as the console's order page reads it (admin/orders.ts).
    return (await orderResource.get(app, request.params.id)) as AdminOrder;
  });
  route(app, staff.unassign, {}, async (request) => {
    await assignOrder(app, request.params.id, null);
    return (await orderResource.get(app, request.params.id)) as AdminOrder;
  });
}

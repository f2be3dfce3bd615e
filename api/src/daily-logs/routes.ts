import type { FastifyInstance } from 'fastify';
import { dailyLogs } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { customerDailyLogs, staffDailyLog, staffDailyLogs, writeDailyLog } from './service.ts';

/** Daily logs from the site (issue 41): staff (owner and sales) under admin/, the order's customer under registerorder/. */
export default async function dailyLogRoutes(app: FastifyInstance) {
  app.auditRecords.set('daily_logs', (id) => staffDailyLog(app, id));
  route(app, dailyLogs.staffList, {}, async (request) => staffDailyLogs(app, request.params.id));
  route(app, dailyLogs.create, {}, async (request, reply) => {
    const log = await writeDailyLog(app, request.params.id, request.body, request.user!);
    reply.code(201);
    return log;
  });
  route(app, dailyLogs.list, {}, async (request) => customerDailyLogs(app, request.params.slug, request.user!));
}

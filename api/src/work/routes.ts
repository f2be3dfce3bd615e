import type { FastifyInstance } from 'fastify';
import { admin } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { workToday } from './service.ts';

/**
 * The console dashboard's day's work (issue 37), for owner and sales, answered from memory with the order lists: every
 * table it reads announces its changes on 'fitout_orders' (migrations 0009, 0020, 0022, 0032 and `accepted_orders`),
 * which empties the cache in every process; what time alone changes (a payment turning late, today's visits, a closing
 * leaving after its week) shows within the cache's five minutes.
 */
export default async function workRoutes(app: FastifyInstance) {
  route(app, admin.work.today, { cache: 'orders' }, async () => workToday(app));
}

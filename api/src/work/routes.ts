import type { FastifyInstance } from 'fastify';
import { admin } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { workToday } from './service.ts';

/** The console dashboard's day's work (issue 37), for owner and sales. */
export default async function workRoutes(app: FastifyInstance) {
  route(app, admin.work.today, {}, async () => workToday(app));
}

import type { FastifyInstance } from 'fastify';
import { admin } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { backupStatus } from './runs.ts';

/**
 * GET /api/v1/admin/backups/status: the last backup and the last that succeeded (any process's, and
 * `npm run backup`'s), for the console's dashboard, which reads it as the record backups/status.
 */
export default async function backupRoutes(app: FastifyInstance) {
  route(app, admin.backups.status, {}, async () => backupStatus(app.db, app.config.backup.intervalMs));
}

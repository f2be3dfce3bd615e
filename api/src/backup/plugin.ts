import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/index.ts';
import { BackupSchedule } from './schedule.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The API's own backups (BACKUP_INTERVAL), started with the server (serve.ts); null when not set. */
    backups: BackupSchedule | null;
  }
}

/** Decorates app.backups; a backup under way finishes before the database closes. */
export default fp(
  async function backups(app: FastifyInstance, opts: { database: Pick<Database, 'db' | 'kind'> }) {
    const { intervalMs } = app.config.backup;
    const schedule = intervalMs ? new BackupSchedule({ database: opts.database, config: app.config, intervalMs, log: app.log }) : null;
    app.decorate('backups', schedule);
    if (schedule) app.addHook('onClose', () => schedule.stop());
  },
  { name: 'backups', dependencies: ['context'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/index.ts';
import { periodicJobs } from './jobs.ts';
import { Scheduler } from './scheduler.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every periodic job (scheduler/jobs.ts), started with the server (serve.ts). */
    scheduler: Scheduler;
  }
}

/** Decorates app.scheduler with the API's jobs; the runs under way finish before the database closes. */
export default fp(
  async function scheduler(app: FastifyInstance, opts: { database: Pick<Database, 'db' | 'kind' | 'upkeep'> }) {
    const scheduler = new Scheduler({ database: opts.database, log: app.log });
    for (const job of periodicJobs(app, opts.database)) scheduler.add(job);
    app.decorate('scheduler', scheduler);
    app.addHook('onClose', () => scheduler.stop());
  },
  { name: 'scheduler', dependencies: ['context', 'backups'] },
);

import type { FastifyInstance } from 'fastify';
import { noPublisher } from '../publish/publisher.ts';

/**
 * GET /api/v1/admin/publish: when the site was last published, whether a build runs, waits or failed (with
 * its error). `/publish/status` answers the same record with `id: "status"`, so the console reads it as
 * react-admin's getOne('publish', {id: 'status'}) through its data provider (token refresh included).
 */
export default async function publishRoutes(app: FastifyInstance) {
  const status = () => ({ id: 'status', ...(app.publisher.status ? app.publisher.status() : noPublisher.status!()) });
  app.get('/publish', async () => status());
  app.get('/publish/status', async () => status());
}

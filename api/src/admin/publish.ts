import type { FastifyInstance } from 'fastify';
import { admin } from '@fitout/shared/contract';
import { route } from '../http/contract.ts';
import { noPublisher } from '../publish/publisher.ts';

/**
 * GET /api/v1/admin/publish: when the site was last published (by any process on the database), whether a build
 * runs, waits or failed (with its error). `/publish/status` answers the same record with `id: "status"`, so the console reads it as
 * react-admin's getOne('publish', {id: 'status'}) through its data provider (token refresh included).
 */
export default async function publishRoutes(app: FastifyInstance) {
  const status = async () => {
    const local = app.publisher.status ? app.publisher.status() : noPublisher.status!();
    return { id: 'status' as const, ...(app.publishRequests ? await app.publishRequests.status(local) : local) };
  };
  route(app, admin.publish.status, {}, async () => status());
  route(app, admin.publish.statusRecord, {}, async () => status());
}

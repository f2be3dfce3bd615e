import type { FastifyInstance } from 'fastify';
import { categoryResource } from './categories.ts';
import { componentResource } from './components.ts';
import { contactMessageResource } from './contact-messages.ts';
import { leadResource } from './leads.ts';
import { orderResource } from './orders.ts';
import { packageResource } from './packages.ts';
import publishRoutes from './publish.ts';
import { registerResource } from './resource.ts';
import { workResource } from './works.ts';
import { supplierResource } from './suppliers.ts';

/**
 * The admin face (DESIGN.md): `/api/v1/admin/<resource>` in the dialect of ra-data-simple-rest, for
 * superusers only, over the same services as the spec's face.
 */
export default async function adminRoutes(app: FastifyInstance) {
  for (const resource of [
    categoryResource,
    packageResource,
    componentResource,
    workResource,
    orderResource,
    contactMessageResource,
    leadResource,
    supplierResource,
  ]) {
    registerResource(app, resource);
  }
  await app.register(publishRoutes);
}

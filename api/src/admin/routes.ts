import type { FastifyInstance } from 'fastify';

// Routes of this area: not built yet.
export default async function routes(_app: FastifyInstance) {}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { apiMessages } from '@fitout/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the calls that attract abuse: token, register, password reset, contact. */
    strictRateLimit: { rateLimit: { max: number; timeWindow: number } };
  }
}

export default fp(
  async function limits(app: FastifyInstance) {
    await app.register(rateLimit, {
      global: false,
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: apiMessages.rateLimited.replace('{seconds}', String(Math.ceil(context.ttl / 1000))),
      }),
    });
    app.decorate('strictRateLimit', { rateLimit: { ...app.config.rateLimit } });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);

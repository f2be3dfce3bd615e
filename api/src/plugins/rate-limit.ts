import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import { apiMessages } from '@fitout/shared';

declare module 'fastify' {
  interface FastifyInstance {
    /** Route config for the calls that attract abuse: token, register, password reset, contact. */
    strictRateLimit: { rateLimit: { max: number; timeWindow: number } };
    /** Route config for placing orders: counted per signed-in account (each order mails the staff). */
    orderRateLimit: { rateLimit: RateLimitOptions };
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
    app.decorate('orderRateLimit', {
      rateLimit: {
        ...app.config.orderRateLimit,
        // After the route's onRequest authentication, so that the account is known.
        hook: 'preHandler',
        keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
      },
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);

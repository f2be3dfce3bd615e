import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';

/** A year, subdomains included: @fastify/helmet's default value. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** Security headers, and CORS open only to the site's and the console's origins. */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(helmet, {
      // The API answers JSON and images; nothing it serves should run scripts or be framed.
      contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      // Sent below, on https requests only.
      strictTransportSecurity: false,
    });
    // HSTS is for answers that came over https (directly, or through a proxy trusted to say so in
    // X-Forwarded-Proto): on plain http it is meaningless, and a client must not be able to claim it.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    });
    const origins = new Set([app.config.siteUrl, app.config.adminUrl, app.config.publicUrl].map((u) => new URL(u).origin));
    await app.register(cors, {
      origin: (origin, cb) => cb(null, !origin || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Range'],
      exposedHeaders: ['Content-Range', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['context'] },
);

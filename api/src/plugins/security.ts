import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import { SESSION_HEADER } from '@fitout/shared/session-cookies';
import { allowedOrigins, EXPOSED_HEADERS, HEADERS, HSTS } from '../http/security-headers.ts';

/**
 * Security headers, and CORS open only to the site's and the console's origins. Those origins may send credentials
 * (the session cookie, plugins/session-cookie.ts): the answer names the origin, never `*`, and a request without an
 * Origin gets no credentials header (its answer stays the one http/early-answers.ts gives).
 */
export default fp(
  async function security(app: FastifyInstance) {
    // HSTS is for answers that came over https (directly, or through a proxy trusted to say so in
    // X-Forwarded-Proto): on plain http it is meaningless, and a client must not be able to claim it.
    // A callback hook, not an async one: it runs on every request, cached reads included.
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(HEADERS);
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
    const origins = allowedOrigins(app.config);
    const options: FastifyCorsOptions = {
      origin: (origin, cb) => cb(null, !origin || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Range', 'If-Match', SESSION_HEADER],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    };
    const withCredentials: FastifyCorsOptions = { ...options, credentials: true };
    // A foreign origin gets no CORS headers at all (the origin check above says no before credentials are looked at).
    await app.register(cors, { delegator: (request, cb) => cb(null, request.headers.origin ? withCredentials : options) });
  },
  { name: 'security', dependencies: ['context'] },
);

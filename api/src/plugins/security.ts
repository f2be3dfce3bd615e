import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';

/** A year, subdomains included: helmet's default value. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** The API answers JSON and images; nothing it serves should run scripts or be framed. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  crossOriginResourcePolicy: { policy: 'cross-origin' },
  // Sent below, on https requests only.
  strictTransportSecurity: false,
};

/**
 * The headers helmet sets with these options, read once: they do not depend on the request, and running helmet's
 * middleware on every request (as @fastify/helmet does) cost more than answering a cached read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

const HEADERS = helmetHeaders(HELMET_OPTIONS);
/** Response headers a browser script of an allowed origin may read. */
const EXPOSED_HEADERS = ['Content-Range', 'Retry-After'];

/**
 * The headers this plugin gives an answer to a request without Origin (which CORS leaves at its exposed headers),
 * over https or not: for answers sent without Fastify (http/early-answers.ts).
 */
export function securityHeaders(https: boolean): Record<string, string> {
  return {
    ...HEADERS,
    ...(https ? { 'strict-transport-security': HSTS } : {}),
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
  };
}

/** Security headers, and CORS open only to the site's and the console's origins. */
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
    const origins = new Set([app.config.siteUrl, app.config.adminUrl, app.config.publicUrl].map((u) => new URL(u).origin));
    await app.register(cors, {
      origin: (origin, cb) => cb(null, !origin || origins.has(origin)),
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'Range'],
      exposedHeaders: EXPOSED_HEADERS,
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: ['context'] },
);

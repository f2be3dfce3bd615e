import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors, { type FastifyCorsOptions } from '@fastify/cors';
import helmet, { type HelmetOptions } from 'helmet';
import { SESSION_HEADER } from '@fitout/shared/session-cookies';
import type { Config } from '../config.ts';

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
const EXPOSED_HEADERS = ['Content-Range', 'Retry-After', 'ETag'];

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

/** The origins whose pages may call the API from a browser: the site's, the console's and the API's own. */
export const allowedOrigins = (config: Pick<Config, 'siteUrl' | 'adminUrl' | 'publicUrl'>): ReadonlySet<string> =>
  new Set([config.siteUrl, config.adminUrl, config.publicUrl].map((u) => new URL(u).origin));

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

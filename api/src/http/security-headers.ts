// The headers every answer carries (helmet's, read once, and HSTS over https), and the origins CORS lets in: set by
// the security plugin (plugins/security.ts) and by the answers sent without Fastify (early-answers.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import type { Config } from '../config.ts';

/** A year, subdomains included: helmet's default value. */
export const HSTS = 'max-age=31536000; includeSubDomains';

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

export const HEADERS = helmetHeaders(HELMET_OPTIONS);
/** Response headers a browser script of an allowed origin may read. */
export const EXPOSED_HEADERS = ['Content-Range', 'Retry-After', 'ETag'];

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

// Reads asked again in the same words are answered before Fastify takes the request. A cached answer costs a lookup
// and a write, but Fastify's way to it (its request and reply objects, routing, five hooks, the send path) cost twice
// what node:http itself does, on the reads that are most of the traffic. So the server (Fastify's serverFactory) first asks
// the caches (http/answer-cache.ts) whether this exact GET (its URL as sent) was answered since the last change; if so
// it writes that answer itself, with every header the route would have sent, and logs the same line. A signed-in
// caller's read (the order lists, the console's) is answered so only from their own entry, with the token and the
// account in memory and the route's role check passed again (accounts/caller.ts, http/caller.ts): the checks of the whole way, none of
// its reads. Anything else goes to Fastify: another method or URL, a token or an account not in memory, a request with
// an Origin (CORS is Fastify's), a body, and every request once the server is closing.
// test/http/early-answers.test.ts compares both answers.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyServerFactory } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import type { AuthUser } from './caller.ts';
import { type ProxyTrust, trustsPeer } from './proxy-trust.ts';
import { securityHeaders } from './security-headers.ts';

/** Fastify's reading of what a proxy says (its request.ip, host and protocol), for the log line and HSTS. */
function sender(request: IncomingMessage, trust: ProxyTrust | false) {
  const socket = request.socket;
  const trusted = trustsPeer(trust, socket.remoteAddress);
  const forwarded = (name: 'x-forwarded-host' | 'x-forwarded-proto') => {
    const value = trusted ? request.headers[name] : undefined;
    return typeof value === 'string' ? value.slice(value.lastIndexOf(',') + 1).trim() : undefined;
  };
  const encrypted = 'encrypted' in socket && Boolean(socket.encrypted);
  return {
    ip: trust === false ? socket.remoteAddress : proxyAddr(request, trust),
    host: forwarded('x-forwarded-host') ?? request.headers.host ?? '',
    protocol: forwarded('x-forwarded-proto') ?? (encrypted ? 'https' : 'http'),
  };
}

/** Whether Fastify would do more with this request than route it: an Origin to answer, a body to read. */
function plain(request: IncomingMessage) {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers.origin === undefined &&
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  );
}

/** Fastify's defaults for its own server, which a serverFactory's server sets itself (Fastify's Server reference). */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

type Answer = (request: IncomingMessage, response: ServerResponse) => boolean;
type Options = {
  trust: ProxyTrust | false;
  requestId: (request: IncomingMessage) => string;
  /** The signed-in caller an Authorization header names, from memory alone, or undefined (accounts/caller.ts). */
  callerInMemory: (authorization: string) => AuthUser | undefined;
  /** Told of each request answered here (the metrics count them as Fastify's are counted). */
  onAnswered?: (route: string | undefined, status: number, seconds: number) => void;
};

/**
 * The server Fastify is given (its documented `serverFactory` option): a request is first offered to the early
 * answers, once `answerEarly` has set them up for the built app, and otherwise handed to Fastify's handler.
 */
export function earlyAnswerServer(): { serverFactory: FastifyServerFactory; answerEarly: (app: FastifyInstance, options: Options) => void } {
  let early: Answer | null = null;
  const serverFactory: FastifyServerFactory = (fastify) => {
    const server = createServer((request, response) => {
      if (!early?.(request, response)) fastify(request, response);
    });
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    server.requestTimeout = 0;
    return server;
  };
  return {
    serverFactory,
    answerEarly: (app, options) => {
      early = answerEarly(app, options);
    },
  };
}

/** What answers a request early (true) or leaves it to Fastify (false), for the built `app`. */
function answerEarly(app: FastifyInstance, options: Options): Answer {
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const headers = { http: securityHeaders(false), https: securityHeaders(true) };

  /**
   * A signed-in caller's own answer, while the token and the account are in memory and the route lets them in (the
   * checks their requests go through, from memory alone: accounts/caller.ts), else the public one of this URL.
   */
  const earlyAnswerTo = (request: IncomingMessage) => {
    const url = request.url!;
    const authorization = request.headers.authorization;
    if (authorization !== undefined) {
      const caller = options.callerInMemory(authorization);
      const found = caller && app.orderCache.early(`${caller.id} ${url}`);
      if (caller && found?.allows?.(caller)) return { cache: app.orderCache, found };
    }
    const found = app.publicCache.early(url);
    return found && { cache: app.publicCache, found };
  };

  return (request, response) => {
    if (closing || !plain(request)) return false;
    const { cache, found } = earlyAnswerTo(request) ?? {};
    if (!cache || !found) return false;
    const start = performance.now();
    const id = options.requestId(request);
    const from = sender(request, options.trust);
    const { status, headers: own, body } = cache.answerTo(request.headers, found.entry);
    const length = body ? { 'content-length': String(body.length) } : {};
    response.writeHead(status, { ...headers[from.protocol === 'https' ? 'https' : 'http'], 'x-request-id': id, ...own, ...length });
    response.end(body);
    found.onHit?.();
    const responseTime = performance.now() - start;
    options.onAnswered?.(found.route, status, responseTime / 1000);
    // The line Fastify writes for each request (app.ts), through its serializers.
    app.log.info(
      {
        reqId: id,
        req: { method: request.method, url: request.url, headers: request.headers, host: from.host, ip: from.ip, socket: request.socket },
        res: { statusCode: status },
        responseTime,
      },
      'request completed',
    );
    return true;
  };
}

// Public reads asked again in the same words are answered before Fastify takes the request. A cached answer costs
// a lookup and a write, but Fastify's way to it (its request and reply objects, routing, five hooks, the send path)
// cost twice what node:http itself does, on the reads that are most of the traffic. So the server's request
// listener first asks the public cache (http/answer-cache.ts) whether this exact GET (its URL as sent) was answered
// since the last change; if so it writes that answer itself, with every header the route would have sent, and logs
// the same line. Anything else goes to Fastify: another method or URL, a request with an Origin (CORS is Fastify's),
// a body, and every request once the server is closing. test/http/early-answers.test.ts compares both answers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import proxyAddr from '@fastify/proxy-addr';
import { type ProxyTrust, trustsPeer } from '../plugins/request-id.ts';
import { securityHeaders } from '../plugins/security.ts';

type Listener = (request: IncomingMessage, response: ServerResponse) => void;

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

/**
 * Puts the early answers in front of Fastify's request listener on `app.server` (its timeouts and closing stay
 * Fastify's). `trust` and `requestId` are the ones Fastify was given.
 */
export function answerEarly(
  app: FastifyInstance,
  options: {
    trust: ProxyTrust | false;
    requestId: (request: IncomingMessage) => string;
    /** Told of each request answered here (the metrics count them as Fastify's are counted). */
    onAnswered?: (route: string | undefined, status: number, seconds: number) => void;
  },
) {
  const server = app.server;
  const listeners = server.listeners('request') as Listener[];
  // Fastify's own, and nothing else yet: a second listener would answer the same requests again.
  if (listeners.length !== 1) throw new Error(`answerEarly expects Fastify's request listener alone; the server has ${listeners.length}`);
  const [fastify] = listeners;
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  const headers = { http: securityHeaders(false), https: securityHeaders(true) };

  const answer = (request: IncomingMessage, response: ServerResponse) => {
    if (closing || !plain(request)) return false;
    const found = app.publicCache.early(request.url!);
    if (!found) return false;
    const start = performance.now();
    const id = options.requestId(request);
    const from = sender(request, options.trust);
    const { status, headers: own, body } = app.publicCache.answerTo(request.headers, found.entry);
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

  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!answer(request, response)) fastify(request, response);
  });
}

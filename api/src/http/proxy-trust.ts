// Which hops of a request's address chain are proxies (TRUST_PROXY), and the request id a trusted proxy hands on:
// read alike by Fastify's options and by the answers sent without it (early-answers.ts).
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { compile as compileTrust } from '@fastify/proxy-addr';
import type { Config } from '../config.ts';

/** What a proxy may hand on as a request id: short, and nothing that could forge a log line. */
const ACCEPTED_ID = /^[A-Za-z0-9._:@-]{1,128}$/;

export type ProxyTrust = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY as Fastify's trustProxy option: which hops of a request's address chain are proxies (a hop count: the
 * nearest `hops` addresses; a list: those addresses and ranges), or false for none. The option is given this function,
 * so that Fastify and the answers sent without it (http/early-answers.ts) read a request's address alike.
 */
export function proxyTrust(trustProxy: Config['trustProxy']): ProxyTrust | false {
  if (trustProxy === false) return false;
  if (typeof trustProxy === 'number') return (_address, hop) => hop < trustProxy;
  return compileTrust(trustProxy);
}

/** Whether the peer that sent a request (the socket's address) is one of the proxies `trust` declares. */
export function trustsPeer(trust: ProxyTrust | false, address: string | undefined): boolean {
  return trust !== false && address !== undefined && trust(address, 0);
}

/**
 * Fastify's options for request ids: the X-Request-Id of a trusted proxy (so one id follows a request through
 * the proxy's log and ours), otherwise a new UUID. A client's own X-Request-Id is not believed.
 */
export function requestIdOptions(trust: ProxyTrust | false): { requestIdHeader: false; genReqId: (request: IncomingMessage) => string } {
  return {
    requestIdHeader: false,
    genReqId: (request: IncomingMessage) => {
      const given = request.headers['x-request-id'];
      if (typeof given === 'string' && ACCEPTED_ID.test(given) && trustsPeer(trust, request.socket.remoteAddress)) return given;
      return randomUUID();
    },
  };
}

// The browser's session cookie (docs/decisions.md): a browser that sends X-Fitout-Session gets its refresh token as an
// HttpOnly cookie instead of in the answer's body, and refreshes and signs out with that cookie. API clients keep the
// spec's bodies. The calls that read or write the cookie (sign-in, refresh, logout) refuse cross-site requests.
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import cookie, { type CookieSerializeOptions } from '@fastify/cookie';
import { API_PREFIX, type TokenPair } from '@fitout/shared/contract';
import { REFRESH_COOKIE, SESSION_HEADER, SESSION_HEADER_VALUE } from '@fitout/shared/session-cookies';
import { forbidden, HttpError } from '../http/errors.ts';
import { REFRESH_TOKEN_SECONDS } from '../accounts/tokens.ts';
import { allowedOrigins } from '../http/security-headers.ts';

export type SessionCookie = {
  /**
   * onRequest hook of the session calls: an Origin, when the browser sends one (every browser does on a POST), must be
   * the site's, the console's or the API's own; a request carrying the cookie must carry the header too. Else 403.
   */
  guard: onRequestHookHandler;
  /** The request asks for the cookie session. */
  wanted: (request: FastifyRequest) => boolean;
  /** The refresh token in the request's cookie, if any. */
  read: (request: FastifyRequest) => string | undefined;
  /** The refresh token in the request's cookie, or the 401 of a refused refresh token. */
  require: (request: FastifyRequest) => string;
  /** Puts the pair's refresh token in the cookie; what the browser is answered is the access token alone. */
  keep: (request: FastifyRequest, reply: FastifyReply, pair: TokenPair) => { access: string };
  /** Removes the cookie from the browser. */
  clear: (request: FastifyRequest, reply: FastifyReply) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    session: SessionCookie;
  }
}

const HEADER = SESSION_HEADER.toLowerCase();
/** Over http (a local run) the cookie cannot be `__Host-`, so it is at least kept to the session calls' folder. */
const PLAIN_PATH = `${API_PREFIX}/user/`;

export default fp(
  async function sessionCookie(app: FastifyInstance) {
    // Parsed only where it is read (hook: false): no other call looks at cookies.
    await app.register(cookie, { hook: false });

    /**
     * Over https (directly, through a proxy trusted to say so, or when the API's public address is https): Secure,
     * and `__Host-`, which also forbids a Domain attribute and any Path but `/`, so that no sibling subdomain can
     * plant a cookie of that name. Over plain http: a plain name, kept to the session calls' path.
     */
    function attributes(request: FastifyRequest): { name: string; options: CookieSerializeOptions } {
      const secure = request.protocol === 'https' || app.config.publicUrl.startsWith('https:');
      return {
        name: secure ? `__Host-${REFRESH_COOKIE}` : REFRESH_COOKIE,
        options: { httpOnly: true, secure, sameSite: 'strict', path: secure ? '/' : PLAIN_PATH },
      };
    }

    const read = (request: FastifyRequest) => {
      const header = request.headers.cookie;
      return header ? app.parseCookie(header)[attributes(request).name] || undefined : undefined;
    };

    const session: SessionCookie = {
      guard(request, reply, done) {
        // Tokens are never to be kept by a cache on the way.
        reply.header('cache-control', 'no-store');
        const origin = request.headers.origin;
        // Read at each call (they are few): the API's own address may be learnt once it listens (a port chosen then).
        if (origin !== undefined && !allowedOrigins(app.config).has(origin)) return done(forbidden('auth.cross_site'));
        if (!session.wanted(request) && read(request) !== undefined) return done(forbidden('auth.session_header_missing'));
        done();
      },
      wanted: (request) => request.headers[HEADER] === SESSION_HEADER_VALUE,
      read,
      require(request) {
        const token = read(request);
        if (!token) throw new HttpError(401, 'auth.refresh_invalid');
        return token;
      },
      keep(request, reply, pair) {
        const { name, options } = attributes(request);
        reply.setCookie(name, pair.refresh, { ...options, maxAge: REFRESH_TOKEN_SECONDS });
        return { access: pair.access };
      },
      clear(request, reply) {
        const { name, options } = attributes(request);
        reply.clearCookie(name, options);
      },
    };
    app.decorate('session', session);
  },
  { name: 'session-cookie', dependencies: ['context'] },
);

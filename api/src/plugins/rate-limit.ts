import { once } from 'node:events';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit, { normalizeIP, type RateLimitOptions } from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { apiMessages } from '@fitout/shared';
import { HttpError } from '../http/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** onRequest hook for the calls that attract abuse: token, register, password reset, contact. */
    strictRateLimit: onRequestHookHandler;
    /**
     * Refused codes, recovery codes, passkeys and passwords of every call that checks one (a sign-in's second step,
     * turning the app on or off, new recovery codes, user/sudo/), counted per account in one count
     * (config.twoFactorRateLimit), on top of strictRateLimit's count of every attempt per address: `allowed` before
     * checking (429 once the account has used up its failures), `failed` after a refusal. Shared by every instance
     * through Redis.
     */
    codeLimit: {
      allowed: (request: FastifyRequest, account: string) => Promise<void>;
      failed: (request: FastifyRequest, account: string) => Promise<void>;
    };
    /** Route config for placing orders: counted per signed-in account (each order mails the staff). */
    orderRateLimit: { rateLimit: RateLimitOptions };
  }
}

/** How long a request may wait for a count from Redis before it is refused. */
const COMMAND_TIMEOUT_MS = 500;
/** How long the start waits for Redis (and each reconnection may take). */
const CONNECT_TIMEOUT_MS = 2_000;
/** The plugin's default: a client's whole IPv6 /64 counts as one address. */
const IPV6_SUBNET = 64;

/**
 * The shared counters: a request never waits on a Redis that is away (no queue while disconnected, a bounded wait
 * for each count). ioredis reconnects by itself; the first failure and the recovery are logged, not each retry.
 */
async function connectCounters(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: CONNECT_TIMEOUT_MS,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  let reachable = true;
  redis.on('error', (error) => {
    if (reachable) log.warn({ err: error }, 'rate-limit counters (Redis) unreachable: sign-in, sign-up, reset and contact answer 503');
    reachable = false;
  });
  redis.on('ready', () => {
    if (!reachable) log.info('rate-limit counters (Redis) reachable again');
    reachable = true;
  });
  // Counted in Redis from the first request on, unless it is away at the start: then the site starts all the same.
  await once(redis, 'ready').catch(() => {});
  return redis;
}

const countersAway = () => new HttpError(503, 'server.unavailable');

export default fp(
  async function limits(app: FastifyInstance) {
    const { config } = app;
    const redis = config.redisUrl ? await connectCounters(config.redisUrl, app.log) : null;
    if (redis) app.addHook('onClose', async () => redis.disconnect());

    await app.register(rateLimit, {
      global: false,
      // Shared by every instance when REDIS_URL is set; in this process's memory otherwise.
      ...(redis ? { redis, nameSpace: config.rateLimitNameSpace } : {}),
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        message: apiMessages.rateLimited.replace('{seconds}', String(Math.ceil(context.ttl / 1000))),
      }),
    });

    // One count per route and client address: a hook made by app.rateLimit() has one store for every route it
    // guards, so the key names the route.
    const strict = app.rateLimit({
      ...config.rateLimit,
      keyGenerator: (request) => `${request.method} ${request.routeOptions.url} ${normalizeIP(request.ip, IPV6_SUBNET)}`,
    });
    // While the counts cannot be kept, these calls are refused rather than left open to password guessing; the rest
    // of the site does not use Redis and stays up.
    const refusingWhenAway = (limit: typeof strict): onRequestHookHandler =>
      async function counted(request, reply) {
        if (redis && redis.status !== 'ready') throw countersAway();
        try {
          await limit.call(this, request, reply);
        } catch (error) {
          // The limit's own answer (429) goes out as it is; a failed count (Redis lost mid-request) refuses.
          if ((error as { statusCode?: number }).statusCode) throw error;
          request.log.warn({ err: error }, 'rate-limit count failed');
          throw countersAway();
        }
      };
    app.decorate('strictRateLimit', refusingWhenAway(strict));
    // A limiter without the plugin's once-per-request guard (strictRateLimit ran already), read or counted at will.
    const accounts = new WeakMap<FastifyRequest, string>();
    const codes = app.createRateLimit({ ...config.twoFactorRateLimit, keyGenerator: (request) => `second-step ${accounts.get(request)}` });
    const codeCount = async (request: FastifyRequest, account: string, increment: boolean) => {
      if (redis && redis.status !== 'ready') throw countersAway();
      accounts.set(request, account);
      const count = await codes(request, { increment }).catch((error: unknown) => {
        request.log.warn({ err: error }, 'rate-limit count failed');
        throw countersAway();
      });
      return count;
    };
    app.decorate('codeLimit', {
      async allowed(request, account) {
        const count = await codeCount(request, account, false);
        if (!count.isAllowed && count.remaining <= 0) {
          throw new HttpError(429, 'request.throttled', { values: { seconds: count.ttlInSeconds } });
        }
      },
      async failed(request, account) {
        await codeCount(request, account, true);
      },
    });
    app.decorate('orderRateLimit', {
      rateLimit: {
        ...config.orderRateLimit,
        // After the route's onRequest authentication, so that the account is known.
        hook: 'preHandler',
        keyGenerator: (request) => `user:${request.user?.id ?? request.ip}`,
        // Orders come from signed-in accounts: while Redis is away they are taken uncounted rather than lost.
        skipOnError: true,
      },
    });
  },
  { name: 'rate-limit', dependencies: ['context'] },
);

// Reads answered from memory: the serialized body, compressed once with brotli and gzip, its ETag and the headers its
// handler set. Two caches use it (plugins/context.ts):
// - public reads (categories, packages, works), emptied by every catalogue change (app.catalogueChanged);
// - the order lists, each signed-in caller's own (their id is in the key), emptied by every change to an order, its
//   stages or an account (app.ordersChanged, and a trigger for changes made any other way).
// The other processes on the same PostgreSQL empty theirs too (db/notifications.ts), and an answer being built while
// a change lands is not kept, so the next read after a write always sees it. Entries also expire after MAX_AGE_MS,
// should an announcement be lost.
import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Negotiator } from '@fastify/accept-negotiator';
import { LRUCache } from 'lru-cache';
import type { AuthUser } from './caller.ts';

/** Browsers revalidate every time (a 304 costs nothing); a CDN may keep an answer a minute and serve it stale while it asks again. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/** A signed-in caller's answer: their browser may keep it and revalidate every time; no shared cache keeps it. */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';
const MAX_AGE_MS = 5 * 60_000;
/** Bounds memory whatever the number of distinct pages asked for (each query string is an entry). */
const MAX_ENTRIES = 5_000;
const MAX_BYTES = 128 * 1024 * 1024;
const MAX_EARLY_BYTES = 16 * 1024 * 1024;
/** Below this a body is sent as it is (the compression plugin's threshold). */
const COMPRESS_FROM = 1024;
/**
 * Headers a handler may set that belong to the answer (the rest are per request). An ETag a handler sets is a version
 * a write names in If-Match (an admin record's: admin/versions.ts): it is sent instead of the cache's own, and such an
 * answer is always sent whole, as its handler would.
 */
const KEPT_HEADERS = ['link', 'content-range', 'etag'] as const;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

type Encoding = 'br' | 'gzip' | 'identity';

export type EarlyAnswer = {
  entry: CachedAnswer;
  onHit?: () => void;
  /** The route's pattern, for the metrics. */
  route?: string;
  /** A signed-in caller's answer: whether the route lets this caller in now (its role and second factor). */
  allows?: (caller: AuthUser) => boolean;
};

export type CachedAnswer = {
  body: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
  headers: Record<string, string>;
};

export class AnswerCache {
  /** Sent with every answer of this cache. */
  readonly cacheControl: string;
  readonly #vary: string;
  #entries = new LRUCache<string, CachedAnswer>({
    max: MAX_ENTRIES,
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.body.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + 200,
    ttl: MAX_AGE_MS,
  });
  /** The requests answered from an entry, by URL as sent, for early(); emptied with the entries. */
  #early = new LRUCache<string, EarlyAnswer>({
    max: MAX_ENTRIES,
    // The URLs are the client's: long ones count for what they hold (the answers are the entries').
    maxSize: MAX_EARLY_BYTES,
    sizeCalculation: (_answer, url) => url.length + 100,
    ttl: MAX_AGE_MS,
  });
  /** Answers being built: concurrent misses on one key wait for the same database read. */
  #building = new Map<string, Promise<CachedAnswer>>();
  /** Goes up on every change; an answer begun under an older generation is served but not kept. */
  #generation = 0;
  /** Reads answered from memory (early answers included), and reads that asked the database: the metrics' hit ratio. */
  hits = 0;
  misses = 0;

  /** `private`: answers depend on who asks (their key must name the caller). */
  constructor(options: { private?: boolean } = {}) {
    this.cacheControl = options.private ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
    // Origin: the CORS headers of an answer depend on it (plugins/security.ts).
    this.#vary = options.private ? 'Origin, Accept-Encoding, Authorization' : 'Origin, Accept-Encoding';
  }

  /** Sends a cached answer: 304 when the client holds it, else the body in the best encoding the client takes. */
  send(request: FastifyRequest, reply: FastifyReply, entry: CachedAnswer) {
    const { status, headers, body } = this.answerTo(request.headers, entry);
    return reply.code(status).headers(headers).send(body);
  }

  /**
   * A cached answer as a request with these headers gets it: 304 when it holds the answer's ETag, else the body in
   * the best encoding it takes (uncompressed when it takes neither, or the body is too small to gain).
   */
  answerTo(request: IncomingHttpHeaders, entry: CachedAnswer): { status: 200 | 304; headers: Record<string, string>; body?: Buffer } {
    const headers: Record<string, string> = { etag: entry.etag, 'cache-control': this.cacheControl, vary: this.#vary, ...entry.headers };
    if (!entry.headers.etag && matches(request['if-none-match'], entry.etag)) return { status: 304, headers };
    headers['content-type'] = 'application/json; charset=utf-8';
    const accepted = request['accept-encoding'];
    const encoding = accepted && entry.br ? negotiator.negotiate(accepted) : null;
    if (encoding === 'br' || encoding === 'gzip') {
      headers['content-encoding'] = encoding;
      return { status: 200, headers, body: entry[encoding]! };
    }
    return { status: 200, headers, body: entry.body };
  }

  /** Empties the cache: the next read of every page asks the database again. */
  invalidate() {
    this.#generation++;
    this.#entries.clear();
    this.#early.clear();
    this.#building.clear();
  }

  get size() {
    return this.#entries.size;
  }

  /**
   * The cached answer under `key`, else the one `build` makes (kept unless a change landed meanwhile). `early` names
   * the GET that asked, by its URL as sent, for early() to find the answer again before anything of the request is
   * parsed; `onHit` is what answering it must still do (count a view).
   */
  async answer(
    key: string,
    build: () => Promise<{ body: string; headers: Record<string, string> }>,
    early?: Omit<EarlyAnswer, 'entry'> & { url: string },
  ): Promise<CachedAnswer> {
    const generation = this.#generation;
    const remember = (entry: CachedAnswer) => {
      if (early && generation === this.#generation) {
        const { url, ...answer } = early;
        this.#early.set(url, { ...answer, entry });
      }
      return entry;
    };
    const hit = this.#entries.get(key);
    if (hit) {
      this.hits++;
      return remember(hit);
    }
    const pending = this.#building.get(key);
    if (pending) {
      this.hits++;
      return pending;
    }
    this.misses++;
    const building = build()
      .then(({ body, headers }) => prepare(body, headers))
      .then((entry) => {
        if (generation === this.#generation) this.#entries.set(key, entry);
        return remember(entry);
      })
      .finally(() => {
        if (this.#building.get(key) === building) this.#building.delete(key);
      });
    this.#building.set(key, building);
    return building;
  }

  /** The answer to a GET of `url` (as sent; a signed-in caller's begins with their id) that answer() was given, while nothing changed since. */
  early(url: string): EarlyAnswer | undefined {
    const found = this.#early.get(url);
    if (found) this.hits++;
    return found;
  }
}

async function prepare(text: string, headers: Record<string, string>): Promise<CachedAnswer> {
  const body = Buffer.from(text);
  const compress = body.length >= COMPRESS_FROM;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
        gzipped(body, { level: 9 }),
      ])
    : [null, null];
  // Weak: the same ETag names the identity, brotli and gzip bodies of one answer (RFC 9110 section 8.8.1).
  const etag = `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 32)}"`;
  return { body, br, gzip: gz, etag, headers };
}

const negotiator = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** If-None-Match: `*` or a list of (weak or strong) tags, compared weakly. */
function matches(ifNoneMatch: string | undefined, etag: string) {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.slice(2);
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** The headers of `reply` that belong in the cached answer. */
export function keptHeaders(reply: FastifyReply): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) out[name] = String(value);
  }
  return out;
}

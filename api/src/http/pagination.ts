import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Endpoint, MAX_PAGE_SIZE, type PageQuery } from '@fitout/shared/contract';
import { route } from './contract.ts';

export { MAX_PAGE_SIZE, pageQuery, type PageQuery } from '@fitout/shared/contract';
/** The page size of `?page=` without `?page_size=` (Django REST framework's usual). */
export const DEFAULT_PAGE_SIZE = 10;

/** The ids a catalogue list's `?id=3,7` asks for (catalogueListQuery), or undefined for the whole list. */
export const idsAsked = (query: { id?: string }): number[] | undefined => query.id?.split(',').map(Number);

/** Which rows of a list to read, in SQL (LIMIT and OFFSET). */
export type Slice = { limit: number; offset: number };

/** A list read in the database: one slice of its rows, and how many rows it has. */
export type Listing<T> = { rows: (slice: Slice) => Promise<T[]>; count: () => Promise<number> };

/** The URL of a page of this request's list, on the API's public address. */
function pageLink(request: FastifyRequest, publicUrl: string, page: number, size: number) {
  // Only the path and query of the request: its target may name a host (`GET http://other.example/…`, `//other…`),
  // and the links must point at this API's public address whatever the request says.
  const { pathname, search } = new URL(request.url, 'http://request.invalid');
  const url = new URL(publicUrl);
  url.pathname = pathname;
  url.search = search;
  url.searchParams.set('page', String(page));
  url.searchParams.set('page_size', String(size));
  return url.toString();
}

/**
 * A list answer read a page at a time from the database. Without `?page=` or `?page_size=` the answer is the spec's
 * plain array, holding the first MAX_PAGE_SIZE items; when there are more, a `Link: <…?page=2&page_size=100>;
 * rel="next"` header says where the rest begins. With either, the answer is `{count, next, previous, results}` as
 * Django REST framework's page-number pagination gives it.
 */
export async function pageAnswer<T>(request: FastifyRequest, reply: FastifyReply, query: PageQuery, publicUrl: string, list: Listing<T>) {
  if (query.page === undefined && query.page_size === undefined) {
    const rows = await list.rows({ limit: MAX_PAGE_SIZE + 1, offset: 0 });
    if (rows.length <= MAX_PAGE_SIZE) return rows;
    reply.header('Link', `<${pageLink(request, publicUrl, 2, MAX_PAGE_SIZE)}>; rel="next"`);
    return rows.slice(0, MAX_PAGE_SIZE);
  }
  const page = query.page ?? 1;
  const size = Math.min(query.page_size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
  const [results, count] = await Promise.all([list.rows({ limit: size, offset: (page - 1) * size }), list.count()]);
  return {
    count,
    next: page * size < count ? pageLink(request, publicUrl, page + 1, size) : null,
    previous: page > 1 ? pageLink(request, publicUrl, page - 1, size) : null,
    results,
  };
}

/**
 * Registers a list call answered a page at a time (pageAnswer) from the listing `list` gives for the request, from
 * memory (`public`: the catalogue's lists; `orders`: each caller's own).
 */
export function listRoute(app: FastifyInstance, call: Endpoint, cache: 'public' | 'orders', list: (request: FastifyRequest) => Listing<unknown>) {
  route(app, call, { cache }, async (request, reply) => pageAnswer(request, reply, request.query as PageQuery, app.config.publicUrl, list(request)));
}

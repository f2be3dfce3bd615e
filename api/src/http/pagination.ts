import type { FastifyRequest } from 'fastify';
import type { PageQuery } from '@fitout/shared/contract';

export { pageQuery, type PageQuery } from '@fitout/shared/contract';

/**
 * List endpoints answer a plain array; with `?page=` or `?page_size=` they answer
 * `{count, next, previous, results}` as Django REST framework's page-number pagination does.
 */
export function paginate<T>(request: FastifyRequest, items: T[], query: PageQuery, publicUrl: string) {
  if (query.page === undefined && query.page_size === undefined) return items;
  const page = query.page ?? 1;
  const size = query.page_size ?? 10;
  const count = items.length;
  const link = (n: number) => {
    // Only the path and query of the request: its target may name a host (`GET http://other.example/…`, `//other…`),
    // and the links must point at this API's public address whatever the request says.
    const { pathname, search } = new URL(request.url, 'http://request.invalid');
    const url = new URL(publicUrl);
    url.pathname = pathname;
    url.search = search;
    url.searchParams.set('page', String(n));
    url.searchParams.set('page_size', String(size));
    return url.toString();
  };
  return {
    count,
    next: page * size < count ? link(page + 1) : null,
    previous: page > 1 ? link(page - 1) : null,
    results: items.slice((page - 1) * size, page * size),
  };
}

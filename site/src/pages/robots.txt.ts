import type { APIRoute } from 'astro';
import { USER_PREFIX } from '@fitout/shared';

// The customer area is private; everything else may be indexed.
export const GET: APIRoute = ({ site }) =>
  new Response(`User-agent: *\nDisallow: ${USER_PREFIX}/\n\nSitemap: ${new URL('sitemap-index.xml', site)}\n`, {
    headers: { 'content-type': 'text/plain; charset=utf-8' },
  });

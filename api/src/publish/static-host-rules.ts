// Rules for serving the built site from a static host or CDN the way the bundled server does, generated from
// the same alias table (shared/src/common/routes.ts): an nginx snippet, and Netlify-style `_redirects` and
// `_headers` files (also understood by Cloudflare Pages and others). docs/deploy.md explains them.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ADMIN_PREFIX, ARABIC_PREFIX, USER_PREFIX, aliasList } from '@fitout/shared';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

const inside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The aliases a static host answers with a 301. Those under the console's prefix are the console's own
 * routes (its router redirects them; `/admin/login` is its sign-in page), as in the bundled server.
 */
export function hostAliases() {
  return aliasList().filter(({ from }) => !inside(from, ADMIN_PREFIX));
}

const PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** nginx drops the server's add_header lines in a location that has its own, so each location names both. */
const nginxHeaders = (cacheControl: string) =>
  `add_header Cache-Control "${cacheControl}"; add_header Content-Security-Policy "${PAGE_POLICY}" always;`;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/projectdetails/:slug` as an nginx location regex and its target with `$1`…: trailing slash optional. */
function nginxAlias(from: string, to: string) {
  const names: string[] = [];
  const pattern = from
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegex(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/')
    .replace(/\/$/, '');
  const target = to.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => `$${names.indexOf(name) + 1}`);
  return `location ~ ^${pattern}/?$ { return 301 ${target}$is_args$args; }`;
}

/** An nginx snippet for the `server { … }` block whose root is the built site. */
export function nginxRules(): string {
  const aliases = hostAliases().map(({ from, to }) => nginxAlias(from, to));
  return [
    '# Generated from shared/src/common/routes.ts by `npm run deploy:rules`; do not edit by hand.',
    '# Include inside the server block whose root is the built site (the console, if on this host, in admin/).',
    '',
    '# Alias paths answer 301 to their main path, keeping the query string (regex locations win over prefixes).',
    ...aliases,
    '',
    '# Hashed build assets never change under their name.',
    `location ^~ /_astro/ { ${nginxHeaders(IMMUTABLE)} try_files $uri =404; }`,
    `location ^~ ${ADMIN_PREFIX}/assets/ { ${nginxHeaders(IMMUTABLE)} try_files $uri =404; }`,
    '',
    '# The customer area is one page for every path under its prefix; the console is one app.',
    `location ${USER_PREFIX}/ { ${nginxHeaders(REVALIDATE)} try_files $uri ${USER_PREFIX}/index.html; }`,
    `location ${ARABIC_PREFIX}${USER_PREFIX}/ { ${nginxHeaders(REVALIDATE)} try_files $uri ${ARABIC_PREFIX}${USER_PREFIX}/index.html; }`,
    `location = ${ADMIN_PREFIX} { return 301 ${ADMIN_PREFIX}/$is_args$args; }`,
    `location ${ADMIN_PREFIX}/ { add_header Cache-Control "${REVALIDATE}"; try_files $uri ${ADMIN_PREFIX}/index.html; }`,
    '',
    '# Pages are revalidated on every visit (nginx sends an ETag); unknown paths get the 404 page with status 404.',
    `location / { ${nginxHeaders(REVALIDATE)} try_files $uri $uri/index.html $uri.html =404; }`,
    'error_page 404 /404.html;',
    `location ${ARABIC_PREFIX}/ { ${nginxHeaders(REVALIDATE)} try_files $uri $uri/index.html $uri.html =404; error_page 404 ${ARABIC_PREFIX}/404.html; }`,
    'charset utf-8;',
    '',
    'gzip on;',
    'gzip_vary on;',
    'gzip_types text/css application/javascript application/json image/svg+xml text/plain application/xml;',
    '',
  ].join('\n');
}

/**
 * Netlify-style `_redirects`: first match wins. `301!` forces the redirect even where the build has a file
 * at the alias (Astro writes a small redirect page there for hosts without rules).
 */
export function netlifyRedirects(): string {
  return [
    '# Generated from shared/src/common/routes.ts by `npm run deploy:rules`; do not edit by hand.',
    '# Alias paths: 301 to their main path.',
    ...hostAliases().map(({ from, to }) => `${from}  ${to}  301!`),
    '',
    '# The customer area is one page for every path under its prefix; the console is one app.',
    `${USER_PREFIX}/*  ${USER_PREFIX}/index.html  200`,
    `${ARABIC_PREFIX}${USER_PREFIX}/*  ${ARABIC_PREFIX}${USER_PREFIX}/index.html  200`,
    `${ADMIN_PREFIX}  ${ADMIN_PREFIX}/  301`,
    `${ADMIN_PREFIX}/*  ${ADMIN_PREFIX}/index.html  200`,
    '',
    '# Unknown Arabic paths: the Arabic 404 page (the host answers every other unknown path with /404.html).',
    `${ARABIC_PREFIX}/*  ${ARABIC_PREFIX}/404.html  404`,
    '',
  ].join('\n');
}

/** Netlify-style `_headers`: hashed assets for a year; pages keep the host's revalidating default. */
export function netlifyHeaders(): string {
  return [
    '# Generated by `npm run deploy:rules`; do not edit by hand.',
    '/_astro/*',
    `  Cache-Control: ${IMMUTABLE}`,
    `${ADMIN_PREFIX}/assets/*`,
    `  Cache-Control: ${IMMUTABLE}`,
    '/*',
    `  Content-Security-Policy: ${PAGE_POLICY}`,
    '',
  ].join('\n');
}

export const STATIC_HOST_FILES = { nginx: 'nginx-site.conf', redirects: '_redirects', headers: '_headers' } as const;

/** Writes the three files into a built site's folder. */
export async function writeStaticHostRules(dir: string) {
  await Promise.all([
    writeFile(join(dir, STATIC_HOST_FILES.nginx), nginxRules()),
    writeFile(join(dir, STATIC_HOST_FILES.redirects), netlifyRedirects()),
    writeFile(join(dir, STATIC_HOST_FILES.headers), netlifyHeaders()),
  ]);
}

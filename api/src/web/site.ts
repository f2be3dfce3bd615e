import { open, stat } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { mime } from '@fastify/send';
import { ARABIC_PREFIX, USER_PREFIX, resolveAlias } from '@fitout/shared';

export type SiteOptions = {
  /** The built site: a folder, or a function naming the live build now (null while the first one builds). */
  siteDir: string | (() => string | null);
};

/** Hashed build assets never change under their name; everything else is revalidated on each visit. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

// Each page carries its own script and style policy in a <meta> (Astro hashes them); the header adds what a
// <meta> cannot say. It replaces the API's `default-src 'none'`, which would block every page.
const PAGE_POLICY = "frame-ancestors 'none'; object-src 'none'; base-uri 'none'";

/** The customer area's one page, in English or (under /ar) in Arabic. */
const AREA_PREFIXES = [USER_PREFIX, `${ARABIC_PREFIX}${USER_PREFIX}`];
const inArabic = (path: string) => path === ARABIC_PREFIX || path.startsWith(`${ARABIC_PREFIX}/`);

/** Paths that belong to the API and its media, never to the site. */
const notSite = (path: string) => path === '/api' || path.startsWith('/api/') || path.startsWith('/media/');

/** The site-relative file a path names, or null; never a file outside the site folder. */
async function findFile(root: string, pathname: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const relative = normalize(path).replace(/^[/\\]+/, '');
  if (relative.split(sep).includes('..')) return null;
  const candidates =
    relative === '' || relative.endsWith(sep)
      ? [join(relative, 'index.html')]
      : extname(relative)
        ? [relative]
        : [join(relative, 'index.html'), `${relative}.html`];
  for (const candidate of candidates) {
    try {
      if ((await stat(join(root, candidate))).isFile()) return candidate;
    } catch {
      // try the next one
    }
  }
  return null;
}

/** A weak validator as @fastify/send makes it: size and modification time. */
const weakTag = (size: number, mtime: Date) => `W/"${size.toString(16)}-${mtime.getTime().toString(16)}"`;
/** If-None-Match names this version: the tag itself, its strong form, or `*`. */
const matches = (ifNoneMatch: string | undefined, tag: string) =>
  (ifNoneMatch ?? '').split(',').some((given) => [tag, tag.slice(2), '*'].includes(given.trim()));

/**
 * A file that is renamed over in place (the publisher renders a changed page again into the live folder) is read whole
 * through one open handle, so a visit gets the old version or the new one. @fastify/send looks the file up by name
 * twice, for its length and then its content, and sent the new page cut at the old one's length.
 */
async function sendWhole(request: FastifyRequest, reply: FastifyReply, path: string) {
  const handle = await open(path);
  let data: Buffer;
  let tag: string;
  let modified: Date;
  try {
    const info = await handle.stat();
    data = await handle.readFile();
    tag = weakTag(info.size, info.mtime);
    modified = info.mtime;
  } finally {
    await handle.close();
  }
  const type = mime.getType(path) ?? 'application/octet-stream';
  reply
    .header('ETag', tag)
    .header('Last-Modified', modified.toUTCString())
    .type(type.startsWith('text/') || type.endsWith('+xml') ? `${type}; charset=utf-8` : type);
  if (reply.statusCode === 200 && matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return reply.send(data);
}

async function exists(root: string, file: string) {
  try {
    return (await stat(join(root, file))).isFile();
  } catch {
    return false;
  }
}

/** Answered while there is no complete build yet (the first `npm start`): a page that retries by itself. */
const BUILDING_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="5"><title>The site is being built</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 36rem; margin: 4rem auto; padding: 0 1rem">
<h1>The site is being built</h1><p>This page reloads by itself in a few seconds.</p></body></html>
`;

/**
 * The built public site at `/`, served as a CDN in front of it would: alias paths answer 301 to their main
 * path (the shared route table), every path of the customer area gets its one page, unknown paths get the
 * 404 page with status 404. Files are looked up on each request, so a new build swapped into the folder is
 * served at once; with a function, each request reads the live build's folder once and keeps it, so a swap
 * never mixes two builds in one answer.
 */
export default async function sitePlugin(app: FastifyInstance, options: SiteOptions) {
  const liveRoot = typeof options.siteDir === 'function' ? options.siteDir : () => options.siteDir as string;
  // preCompressed: the build writes each hashed script and style compressed at the highest levels beside it
  // (site/astro.config.ts); those are sent as they are, and @fastify/compress leaves an encoded answer alone.
  await app.register(fastifyStatic, { root: liveRoot() ?? process.cwd(), serve: false, decorateReply: true, index: false, preCompressed: true });

  const building = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('Retry-After', '5')
      .header('Cache-Control', 'no-store')
      .header('Content-Security-Policy', PAGE_POLICY)
      .type('text/html; charset=utf-8')
      .send(BUILDING_PAGE);

  const send = (reply: FastifyReply, root: string, file: string) => {
    reply.header('Content-Security-Policy', PAGE_POLICY);
    // Hashed assets never change under their name; the rest may be swapped while read.
    if (file.startsWith(`_astro${sep}`)) return reply.header('Cache-Control', IMMUTABLE).sendFile(file, root, { cacheControl: false });
    return sendWhole(reply.request, reply.header('Cache-Control', REVALIDATE), join(root, file));
  };

  const notFound = async (reply: FastifyReply, root: string, pathname: string) => {
    reply.code(404);
    const page =
      inArabic(pathname) && (await exists(root, join(ARABIC_PREFIX.slice(1), '404.html'))) ? join(ARABIC_PREFIX.slice(1), '404.html') : '404.html';
    if (await exists(root, page)) return send(reply, root, page);
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', REVALIDATE).send('Not found');
  };

  app.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const url = new URL(request.url, 'http://site.invalid');
    const pathname = url.pathname;
    if (notSite(pathname)) return reply.callNotFound();

    const target = resolveAlias(pathname);
    if (target) return reply.header('Cache-Control', REVALIDATE).redirect(`${target}${url.search}`, 301);

    const root = liveRoot();
    if (!root) return building(reply);

    const area = AREA_PREFIXES.find((prefix) => pathname.startsWith(`${prefix}/`));
    if (area) {
      const page = join(area.slice(1), 'index.html');
      return (await exists(root, page)) ? send(reply, root, page) : notFound(reply, root, pathname);
    }

    const file = await findFile(root, pathname);
    return file ? send(reply, root, file) : notFound(reply, root, pathname);
  });
}

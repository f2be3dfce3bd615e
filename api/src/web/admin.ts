import { stat } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { ADMIN_PREFIX } from '@fitout/shared';

export type AdminOptions = {
  /** The console's build (admin/dist). */
  adminDir: string;
  /** Origins besides this one that the console reads from: the API's public URL, for media and calls. */
  apiOrigins?: string[];
  /** Where uploaded images are shown from when not from the API: a bucket or the CDN in front of it. */
  mediaOrigin?: string;
};

/** Vite's hashed build assets never change under their name; everything else is revalidated on each visit. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The console's policy replaces the API's `default-src 'none'`. Scripts come only from its own files (the build
 * has no inline script); MUI's styling engine writes <style> elements, hence 'unsafe-inline' for styles only.
 */
function policy(apiOrigins: string[], mediaOrigin: string | undefined) {
  const extra = apiOrigins.length ? ` ${apiOrigins.join(' ')}` : '';
  const images = mediaOrigin && !apiOrigins.includes(mediaOrigin) ? `${extra} ${mediaOrigin}` : extra;
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${images}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The file under the console's folder that a path inside it names, or null; never one outside the folder. */
async function findFile(root: string, rest: string): Promise<string | null> {
  let path: string;
  try {
    path = decodeURIComponent(rest);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  const relative = normalize(path).replace(/^[/\\]+/, '');
  if (relative === '' || relative.split(sep).includes('..')) return null;
  try {
    return (await stat(join(root, relative))).isFile() ? relative : null;
  } catch {
    return null;
  }
}

/**
 * The built admin console at ADMIN_PREFIX (/admin/): its files, and index.html for every other path under it, since
 * the console routes in the browser (/admin/packages/3/show is a page of the app, not a file). Files are looked up
 * on each request, so a new build in the folder is served at once.
 */
export default async function adminPlugin(app: FastifyInstance, options: AdminOptions) {
  const root = options.adminDir;
  const csp = policy([...new Set(options.apiOrigins ?? [])], options.mediaOrigin);
  await app.register(fastifyStatic, { root, serve: false, decorateReply: true, index: false });

  const send = (reply: FastifyReply, file: string) =>
    reply
      .header('Content-Security-Policy', csp)
      .header('Cache-Control', file.startsWith(`assets${sep}`) ? IMMUTABLE : REVALIDATE)
      .sendFile(file, root, { cacheControl: false });

  // The router ignores trailing slashes, so this route answers both /admin and /admin/: the console's base has one.
  app.get(ADMIN_PREFIX, async (request: FastifyRequest, reply: FastifyReply) => {
    const rest = request.url.slice(ADMIN_PREFIX.length);
    if (rest.startsWith('/')) return send(reply, 'index.html');
    return reply.header('Cache-Control', REVALIDATE).redirect(`${ADMIN_PREFIX}/${rest}`, 301);
  });

  app.get(`${ADMIN_PREFIX}/*`, async (request: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const rest = request.params['*'] ?? '';
    const file = await findFile(root, rest);
    if (file) return send(reply, file);
    // A missing script or style is a 404, not the app's page: a stale tab must not run HTML as JavaScript.
    if (rest.startsWith('assets/')) {
      return reply.code(404).header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8').send('Not found');
    }
    return send(reply, 'index.html');
  });
}

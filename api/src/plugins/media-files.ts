import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';

/**
 * Uploaded images kept on this server's disk, under /media/: immutable (a key never changes content) and never run
 * as a page. (Images kept in a bucket are served from there.)
 */
export default fp(
  async function mediaFiles(app: FastifyInstance, opts: { dir: string }) {
    mkdirSync(opts.dir, { recursive: true });
    await app.register(fastifyStatic, {
      root: opts.dir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      // @fastify/static 10 hands the Fastify reply (not the raw response) to setHeaders.
      setHeaders: (reply: unknown) => {
        (reply as import('fastify').FastifyReply).header('X-Content-Type-Options', 'nosniff');
        (reply as import('fastify').FastifyReply).header('Content-Security-Policy', "default-src 'none'; sandbox");
        // A document attached to a message is downloaded, never opened as a page of this origin.
        const path = (reply as import('fastify').FastifyReply).request.url.split('?')[0];
        if (path.endsWith('.pdf')) (reply as import('fastify').FastifyReply).header('Content-Disposition', 'attachment');
      },
    });
  },
  { name: 'media-files', dependencies: ['context'] },
);

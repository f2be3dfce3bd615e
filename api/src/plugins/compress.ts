import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';
import { constants } from 'node:zlib';

/**
 * Responses compressed with brotli or gzip, as a CDN would: pages, scripts, styles and JSON (images are already
 * compressed and left alone). Registered before the static file plugins, as @fastify/compress asks. Brotli at
 * quality 5: the default 11 costs far more CPU than it saves bytes on files compressed at every request.
 */
export default fp(
  async function compression(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      globalDecompression: false,
      encodings: ['br', 'gzip'],
      threshold: 1024,
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } },
    });
  },
  { name: 'compression' },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../media/store.ts';

/**
 * JSON, urlencoded forms and multipart forms all arrive as a plain body object; in multipart, file
 * fields arrive as Buffers (size-limited), which the media store then checks by content.
 */
export default fp(
  async function body(app: FastifyInstance) {
    await app.register(formbody, { bodyLimit: 1024 * 1024 });
    await app.register(multipart, {
      attachFieldsToBody: 'keyValues',
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 6, fields: 40, fieldSize: 200 * 1024, parts: 50 },
    });
  },
  { name: 'body' },
);

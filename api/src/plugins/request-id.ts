import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Every answer names its request id; the log lines carry it as reqId, and a 5xx body as request_id. */
export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('X-Request-Id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);

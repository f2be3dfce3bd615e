// Idempotent writes (issue 41): the console queues writes made offline on the phone and sends each, when the network
// returns, with the key it made when the person pressed save; a send whose answer was lost is sent again. A call the
// contract marks `idempotent` takes an `Idempotency-Key` header: the first request with a key runs the write and keeps
// its answer in the same transaction; the same key again, by the same person to the same call, is answered that
// answer and changes nothing. Without the header the call is an ordinary write.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, lt, sql } from 'drizzle-orm';
import { type Endpoint, operationIdOf } from '@fitout/shared/contract';
import { IDEMPOTENCY_HEADER } from '@fitout/shared';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from './errors.ts';

type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Visible ASCII, as the header's draft (a structured-field string) allows; a UUID fits. */
const KEY = /^[\x21-\x7e]{1,200}$/;

export function idempotent<H extends Handler>(app: FastifyInstance, call: Endpoint, handler: H): H {
  const name = operationIdOf(call);
  const header = IDEMPOTENCY_HEADER.toLowerCase();
  const write: Handler = async (request, reply) => {
    const sent = request.headers[header];
    if (sent === undefined) return handler(request, reply);
    if (typeof sent !== 'string' || !KEY.test(sent)) throw new HttpError(400, 'request.idempotency_key');
    const userId = request.user!.id;
    return app.transaction(async (tx) => {
      // A second request with the key waits here on the unique index until the first's transaction ends: then it finds
      // the first's row (committed), or claims the key itself (the first failed and kept nothing).
      const [claimed] = await tx
        .insert(idempotencyKeys)
        .values({ userId, call: name, key: sent })
        .onConflictDoNothing()
        .returning({ id: idempotencyKeys.id });
      if (!claimed) {
        const [first] = await tx
          .select({ status: idempotencyKeys.status, answer: idempotencyKeys.answer })
          .from(idempotencyKeys)
          .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.call, name), eq(idempotencyKeys.key, sent)));
        reply.code(first?.status ?? 200).header('Idempotent-Replayed', 'true');
        return first?.answer ?? null;
      }
      const answer = await handler(request, reply);
      if (reply.sent) throw new Error(`${call.method} ${call.path}: an idempotent call returns its answer, kept before it is sent`);
      await tx
        .update(idempotencyKeys)
        .set({ status: reply.statusCode, answer: answer === undefined ? null : JSON.parse(JSON.stringify(answer)) })
        .where(eq(idempotencyKeys.id, claimed.id));
      return answer;
    });
  };
  return write as H;
}

/** Forgets the keys older than `days` (a periodic job); answers how many went. */
export async function purgeIdempotencyKeys(app: Pick<FastifyInstance, 'db'>, days: number): Promise<number> {
  const gone = await app.db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(days => ${days})`))
    .returning({ id: idempotencyKeys.id });
  return gone.length;
}

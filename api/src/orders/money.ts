// Whether money is on an order (issue 35): a quote of it accepted, or a payment recorded. From then on its customer
// cannot withdraw it; staff cancel it with a reason, and its financial records stay.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { payments, quoteAnswers, quotes } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/** A closing call's 409: `{code, detail}`, the words of the code in both languages in shared (order-closing.ts). */
export const closingConflict = (code: 'order.has_money' | 'order.closed') => new HttpError(409, code);

/** The orders among `orderIds` with money on them. */
export async function ordersWithMoney(db: Pick<Db, 'selectDistinct'>, orderIds: number[]): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const accepted = await db
    .selectDistinct({ orderId: quotes.orderId })
    .from(quoteAnswers)
    .innerJoin(quotes, eq(quotes.id, quoteAnswers.quoteId))
    .where(and(inArray(quotes.orderId, orderIds), eq(quoteAnswers.kind, 'accepted')));
  const paid = await db.selectDistinct({ orderId: payments.orderId }).from(payments).where(inArray(payments.orderId, orderIds));
  return new Set([...accepted, ...paid].map((row) => row.orderId));
}

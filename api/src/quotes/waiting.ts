// What waits on the customer for each of their orders (issue 24): a sent quote to answer, or a milestone due and not
// paid. Read for a page of orders at once; the order routes pass it to the order lists (orders/routes.ts).
import { and, eq, gte, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WaitingOn } from '@fitout/shared';
import { quotes } from '../db/schema.ts';
import type { Order } from '../orders/service.ts';
import { accountOf } from './payments.ts';
import { companyToday } from './service.ts';

export async function waitingOn(app: Pick<FastifyInstance, 'db' | 'transaction'>, rows: Order[]): Promise<Map<number, WaitingOn[]>> {
  const waiting = new Map<number, WaitingOn[]>(rows.map((row) => [row.id, []]));
  if (!rows.length) return waiting;
  const ids = rows.map((row) => row.id);
  const open = await app.db
    .select({ orderId: quotes.orderId, status: quotes.status })
    .from(quotes)
    .where(and(inArray(quotes.orderId, ids), inArray(quotes.status, ['sent', 'accepted']), gte(quotes.validUntil, companyToday())));
  const accepted = await app.db
    .select({ orderId: quotes.orderId })
    .from(quotes)
    .where(and(inArray(quotes.orderId, ids), eq(quotes.status, 'accepted')));
  for (const quote of open) if (quote.status === 'sent') waiting.get(quote.orderId)?.push('quote');
  for (const { orderId } of accepted) {
    const account = await accountOf(app.db, rows.find((row) => row.id === orderId)!);
    if (account.milestones.some((step) => step.state === 'due')) waiting.get(orderId)?.push('payment');
  }
  return waiting;
}

// Sending a draft: it becomes the order's current quote, the customer is mailed in their language.
import { and, eq, inArray, ne } from 'drizzle-orm';
import { quoteMessages } from '@fitout/shared';
import type { Quote } from '@fitout/shared/contract';
import { orders, orderStageChanges, quotes } from '../db/schema.ts';
import { FieldErrors } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder } from '../orders/service.ts';
import { customerOf } from '../accounts/customer.ts';
import { quoteSentMail } from './mails.ts';
import { companyToday, conflict, detailsOf, lockOrder, quoteOut, quoteRow, type Services, viewOf } from './service.ts';

/**
 * Sends a draft: it becomes the current version, the versions before it are superseded, the order's stage becomes
 * quoted (one timeline entry) and the customer is mailed in their language, all in one transaction.
 */
export async function sendQuote(app: Services, id: number, staff: AuthUser): Promise<Quote> {
  const { orderId } = await quoteRow(app.db, id);
  const row = await app.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const draft = await quoteRow(tx, id, true);
    if (draft.status !== 'draft') throw conflict('quote.not_draft');
    const details = await detailsOf(tx, [id]);
    const fields: Record<string, string[]> = {};
    if (!details.lines.get(id)?.length) fields.lines = [quoteMessages.emptyQuote];
    if (!details.steps.get(id)?.length) fields.schedule = [quoteMessages.emptySchedule];
    if (draft.validUntil < companyToday()) fields.valid_until = [quoteMessages.validUntilPast];
    if (Object.keys(fields).length) throw new FieldErrors(fields);
    const [accepted] = await tx
      .select({ id: quotes.id })
      .from(quotes)
      .where(and(eq(quotes.orderId, orderId), eq(quotes.status, 'accepted')));
    if (accepted) throw conflict('quote.accepted_final');
    const now = new Date();
    await tx
      .update(quotes)
      .set({ status: 'superseded', supersededAt: now })
      .where(and(eq(quotes.orderId, orderId), ne(quotes.id, id), inArray(quotes.status, ['sent', 'declined', 'changes_requested'])));
    const [sent] = await tx.update(quotes).set({ status: 'sent', sentAt: now }).where(eq(quotes.id, id)).returning();
    await tx.update(orders).set({ stage: 'quoted' }).where(eq(orders.id, orderId));
    await tx.insert(orderStageChanges).values({ orderId, stage: 'quoted', note: '', changedBy: staff.id, event: 'quote_sent' });
    const view = quoteOut(sent, order.slug, details, [], companyToday());
    const customer = await customerOf(tx, order.userId);
    if (customer) await app.outbox.enqueue(quoteSentMail(customer, order, view, app.config.siteUrl), tx);
    return sent;
  });
  app.ordersChanged();
  app.outbox.kick();
  const order = await getOrder(app, orderId);
  return viewOf(app.db, row, order.slug);
}

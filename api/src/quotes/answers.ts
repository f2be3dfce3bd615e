// The customer's answer to a quote: accepted, declined or changes asked for, with the optional lines taken.
import { eq } from 'drizzle-orm';
import type { ZodType } from 'zod';
import { automaticStages, isClosedStage, type OrderEvent, quoteAcceptSchema, quoteChangesSchema, quoteDeclineSchema } from '@fitout/shared';
import type { Quote } from '@fitout/shared/contract';
import { orderStageChanges, quoteAnswers, quotes } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrderBySlug } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { advanceStage } from '../orders/stages.ts';
import { queueCompanyMail } from '../accounts/company-mail.ts';
import { customerOf } from '../accounts/customer.ts';
import { canonicalContent, sha256 } from './content.ts';
import { checkMoneyWhole } from './payments.ts';
import { quoteAnsweredMail } from './mails.ts';
import { companyToday, conflict, detailsOf, lockOrder, parseInput, quoteOut, type Services, shownVersion, takenOptions, viewOf } from './service.ts';

/** Where the request came from, kept with the customer's answer. */
export type Origin = { ip: string; userAgent: string };

type AnswerKind = 'accepted' | 'declined' | 'changes_requested';
const EVENTS: Record<AnswerKind, OrderEvent> = {
  accepted: 'quote_accepted',
  declined: 'quote_declined',
  changes_requested: 'quote_changes_requested',
};

/**
 * The customer's answer to the version they name: only the order's customer answers (403 for staff who can read
 * it), only the current version (409 when a revision superseded it, or it expired), once (accepting an accepted
 * version again answers it as it is). Kept with the content shown and its SHA-256; staff are mailed; the timeline
 * shows it.
 */
export async function answerQuote(app: Services, slug: string, customer: AuthUser, kind: AnswerKind, body: unknown, origin: Origin): Promise<Quote> {
  const schema = kind === 'accepted' ? quoteAcceptSchema : kind === 'declined' ? quoteDeclineSchema : quoteChangesSchema;
  const input = parseInput(schema as ZodType<{ version: number; options?: number[]; full_name?: string; reason?: string; note?: string }>, body);
  const order = await getOrderBySlug(app, slug, customer);
  if (order.userId !== customer.id) throw forbidden('quote.not_yours');
  const outcome = await app.transaction(async (tx) => {
    // A cancelled order's quote is answered no more (withdrawing and cancelling take the same lock).
    const locked = await lockOrder(tx, order.id);
    if (isClosedStage(locked.stage)) throw closingConflict('order.closed');
    const row = await shownVersion(tx, order.id, input.version);
    if (!row) throw notFound();
    const current = await shownVersion(tx, order.id);
    const [existing] = await tx.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, row.id));
    if (existing) {
      if (kind === 'accepted' && existing.kind === 'accepted') return { row, changed: false };
      throw conflict('quote.answered');
    }
    if (row.status === 'superseded' || current.id !== row.id) throw conflict('quote.superseded', { current: current.version });
    if (row.validUntil < companyToday()) throw conflict('quote.expired', { date: row.validUntil });
    const taken = kind === 'accepted' ? await takenOptions(tx, row.id, input.options ?? []) : [];
    const view = quoteOut(row, order.slug, await detailsOf(tx, [row.id]), taken, companyToday());
    const content = canonicalContent(view);
    const note = input.reason ?? input.note ?? '';
    await tx.insert(quoteAnswers).values({
      quoteId: row.id,
      kind,
      userId: customer.id,
      fullName: input.full_name ?? '',
      note,
      options: view.options,
      subtotal: view.totals.subtotal,
      discount: view.totals.discount,
      vat: view.totals.vat,
      total: view.totals.total,
      ip: origin.ip,
      userAgent: origin.userAgent.slice(0, 1000),
      content,
      contentSha256: sha256(content),
    });
    const [answered] = await tx.update(quotes).set({ status: kind }).where(eq(quotes.id, row.id)).returning();
    if (kind === 'accepted') await checkMoneyWhole(tx, order);
    // Accepting moves the job on by itself (to 'accepted'); the timeline's entry of the answer carries the stage.
    const moved = kind === 'accepted' && (await advanceStage(tx, locked, automaticStages.accepted)) !== null;
    const stage = moved ? automaticStages.accepted.to : locked.stage;
    await tx.insert(orderStageChanges).values({ orderId: order.id, stage, note, changedBy: customer.id, event: EVENTS[kind] });
    const who = await customerOf(tx, customer.id);
    await queueCompanyMail(
      app,
      quoteAnsweredMail(app.config.adminUrl, order, view, kind, note, input.full_name ?? who?.fullName ?? '', customer.email),
      tx,
    );
    return { row: answered, changed: true };
  });
  if (outcome.changed) {
    app.ordersChanged();
    app.outbox.kick();
  }
  return viewOf(app.db, outcome.row, order.slug);
}

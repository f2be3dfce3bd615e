// The reminder the day before a site visit (issue 25): every few minutes (the scheduler's `visit-reminders` job), the
// booked visits of tomorrow (Cairo's day) not yet reminded are claimed (skip locked: several API processes share the work, each visit once), marked and
// mailed in one transaction, with the one-click link that turns them off. A customer who turned visit reminders off
// (users.mail_off) is marked and not mailed.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, siteVisits, visitSlots } from '../db/schema.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import { customerOf } from '../accounts/customer.ts';
import { visitReminderMail } from './mails.ts';
import { cairoDay } from '../company-time.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log'>;

/** Visits claimed per pass. */
const BATCH = 200;

/** Queues the reminders due at `now`; answers how many visits it marked. */
export async function remindVisits(app: Services, now = new Date()): Promise<number> {
  const tomorrow = cairoDay(new Date(now.getTime() + 24 * 3_600_000));
  const marked = await app.transaction(async (tx) => {
    const due = await tx
      .select({ visit: siteVisits, slot: visitSlots, order: orders })
      .from(siteVisits)
      .innerJoin(visitSlots, eq(visitSlots.id, siteVisits.slotId))
      .innerJoin(orders, eq(orders.id, siteVisits.orderId))
      .where(and(eq(siteVisits.status, 'booked'), isNull(siteVisits.remindedAt), eq(visitSlots.day, tomorrow)))
      .limit(BATCH)
      .for('update', { of: siteVisits, skipLocked: true });
    for (const { visit, slot, order } of due) {
      await tx.update(siteVisits).set({ remindedAt: sql`now()` }).where(eq(siteVisits.id, visit.id));
      const to = await customerOf(tx, order.userId);
      const unsubscribe = to && (await optionalMail(app, tx, order.userId, 'visits', to.language));
      if (to && unsubscribe) await app.outbox.enqueue(visitReminderMail(to, order, slot, app.config, unsubscribe), tx);
    }
    return due.length;
  });
  if (marked) app.outbox.kick();
  return marked;
}

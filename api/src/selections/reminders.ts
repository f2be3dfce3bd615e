// The reminder of an overdue selection (issue 38): every few minutes (the scheduler's `selection-reminders` job), the
// open selections past their date to choose (Cairo's day) not yet reminded are claimed (skip locked: several API
// processes share the work, each selection once), marked and mailed in one transaction, with the one-click link that
// turns them off. A customer who turned selection reminders off (users.mail_off) is marked and not mailed.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, selections } from '../db/schema.ts';
import { optionalMail } from '../mail-preferences/service.ts';
import { customerOf } from '../accounts/customer.ts';
import { cairoDay } from '../company-time.ts';
import { selectionOverdueMail } from './mails.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log'>;

/** Selections claimed per pass. */
const BATCH = 200;

/** Queues the reminders due at `now`; answers how many selections it marked. */
export async function remindSelections(app: Services, now = new Date()): Promise<number> {
  const today = cairoDay(now);
  const marked = await app.transaction(async (tx) => {
    const due = await tx
      .select({ selection: selections, order: orders })
      .from(selections)
      .innerJoin(orders, eq(orders.id, selections.orderId))
      .where(and(eq(selections.status, 'open'), isNull(selections.remindedAt), lt(selections.chooseBy, today)))
      .limit(BATCH)
      .for('update', { of: selections, skipLocked: true });
    for (const { selection, order } of due) {
      await tx.update(selections).set({ remindedAt: sql`now()` }).where(eq(selections.id, selection.id));
      const to = await customerOf(tx, order.userId);
      const unsubscribe = to && (await optionalMail(app, tx, order.userId, 'selections', to.language));
      if (to && unsubscribe) await app.outbox.enqueue(selectionOverdueMail({ ...to, unsubscribe }, order, selection, app.config), tx);
    }
    return due.length;
  });
  if (marked) app.outbox.kick();
  return marked;
}

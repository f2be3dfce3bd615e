// The morning mail of follow-ups (issue 39): from 8 in the morning, Cairo time, each staff member with open leads due
// (their follow-up day today or past) gets one mail a day listing them. The day is claimed by a row (lead_follow_up_mails,
// primary key user and day) in the transaction that queues the mail, so several API processes send it once.
import { and, eq, isNotNull, lte, notInArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closedLeadStages, type LeadStage } from '@fitout/shared';
import { leadFollowUpMails, leads, profiles, users } from '../db/schema.ts';
import { mailLanguageOf } from '../accounts/customer.ts';
import { assignable } from '../accounts/assignable.ts';
import { cairoDay } from '../company-time.ts';
import { dueLeads } from './service.ts';
import { followUpMail } from './mails.ts';

type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox'>;

/** The hour (Cairo) from which the day's mail goes. */
export const FOLLOW_UP_MAIL_HOUR = 8;
/** How often the scheduler looks (the mail goes at the first look after the hour). */
export const FOLLOW_UP_EVERY_MS = 10 * 60_000;

const cairoHour = (at: Date) => Number(new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: 'Africa/Cairo' }).format(at));

/** Queues the day's mails due at `now`; answers how many went. */
export async function mailFollowUps(app: Services, now = new Date()): Promise<number> {
  if (cairoHour(now) < FOLLOW_UP_MAIL_HOUR) return 0;
  const today = cairoDay(now);
  const assignees = await app.db
    .selectDistinct({ id: leads.assignedTo })
    .from(leads)
    .where(and(isNotNull(leads.assignedTo), notInArray(leads.stage, closedLeadStages as LeadStage[]), lte(leads.followUpOn, today)));
  let sent = 0;
  for (const { id } of assignees) {
    if (id === null) continue;
    const queued = await app.transaction(async (tx) => {
      const [claimed] = await tx.insert(leadFollowUpMails).values({ userId: id, day: today }).onConflictDoNothing().returning();
      if (!claimed) return false;
      const [to] = await tx
        .select({ email: users.email, language: mailLanguageOf, fullName: profiles.fullName })
        .from(users)
        .leftJoin(profiles, eq(profiles.userId, users.id))
        .where(and(eq(users.id, id), assignable()));
      const due = await dueLeads(tx, today, id);
      if (!to || !due.length) return false;
      const list = due.map((lead) => ({ ...lead, followUpOn: lead.followUpOn as string }));
      await app.outbox.enqueue(followUpMail({ email: to.email, fullName: to.fullName ?? '', language: to.language }, list, app.config.adminUrl), tx);
      return true;
    });
    if (queued) sent++;
  }
  if (sent) app.outbox.kick();
  return sent;
}

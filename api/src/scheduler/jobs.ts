// The API's periodic jobs, each declared once: what runs, how often, and whether one process at a time.
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/index.ts';
import { UPKEEP_INTERVAL_MS } from '../db/upkeep.ts';
import { purgeAudit } from '../audit/service.ts';
import { CHECK_EVERY_MS, FIRST_CHECK_MS } from '../backup/schedule.ts';
import { remindVisits } from '../visits/reminders.ts';
import { FOLLOW_UP_EVERY_MS, mailFollowUps } from '../leads/follow-ups.ts';
import { remindSelections } from '../selections/reminders.ts';
import { purgeIdempotencyKeys } from '../http/idempotency.ts';
import { IDEMPOTENCY_KEEP_DAYS } from '@fitout/shared';
import type { Job } from './scheduler.ts';

/** How often the mail outbox is looked over besides the pass a queued mail asks for (retries, other processes' mail). */
export const MAIL_EVERY_MS = 5_000;
const REMINDERS_EVERY_MS = 10 * 60_000;
/** How soon catalogue changes a stopped process left unpublished are taken up by another. */
const PUBLISH_WAITING_EVERY_MS = 60_000;
/** The audit log's old entries go at night, Cairo time (and once at start). */
const AUDIT_RETENTION_CRON = '30 3 * * *';

export function periodicJobs(app: FastifyInstance, database: Pick<Database, 'kind' | 'upkeep'>): Job[] {
  const { config } = app;
  const jobs: (Job | false | null | undefined)[] = [
    // Rows are leased: every process may deliver, each mail leaves once.
    { name: 'mail', every: MAIL_EVERY_MS, firstAfter: 0, run: () => app.outbox.pass(), stop: () => app.outbox.stop() },
    // Visits are claimed with skip locked: every process may remind, each visit once.
    { name: 'visit-reminders', every: REMINDERS_EVERY_MS, firstAfter: 0, run: () => remindVisits(app) },
    // Each staff member's day is claimed by a row: every process may look, each mail goes once (leads/follow-ups.ts).
    { name: 'lead-follow-ups', every: FOLLOW_UP_EVERY_MS, firstAfter: 0, run: () => mailFollowUps(app) },
    // Overdue selections are claimed the same way, each reminded once (issue 38).
    { name: 'selection-reminders', every: REMINDERS_EVERY_MS, firstAfter: 0, run: () => remindSelections(app) },
    {
      name: 'audit-retention',
      every: AUDIT_RETENTION_CRON,
      firstAfter: 0,
      exclusive: true,
      run: () => purgeAudit(app, config.auditRetentionDays),
    },
    // Keys of writes queued offline (issue 41), kept a week: a replay later than that is a new write.
    {
      name: 'idempotency-retention',
      every: AUDIT_RETENTION_CRON,
      firstAfter: 0,
      exclusive: true,
      run: () => purgeIdempotencyKeys(app, IDEMPOTENCY_KEEP_DAYS),
    },
    // Each process writes the counts it gathered itself.
    config.viewFlushMs > 0 && { name: 'package-views', every: config.viewFlushMs, run: () => app.views.flush() },
    // The backup takes its own lock around its check and its run ("due" is read under it).
    app.backups && {
      name: 'backups',
      every: Math.min(CHECK_EVERY_MS, app.backups.intervalMs),
      firstAfter: FIRST_CHECK_MS,
      run: async () => ((await app.backups?.runIfDue()) ? 1 : 0),
    },
    // Publishing itself follows each change (publish/coalescer.ts); this only takes up what a process that stopped left.
    app.publishRequests && {
      name: 'publish-waiting',
      every: PUBLISH_WAITING_EVERY_MS,
      run: async () => {
        const waiting = await app.publishRequests?.waiting();
        if (waiting) app.publisher.request('changes waiting since another process stopped');
        return waiting ? 1 : 0;
      },
    },
    database.upkeep && { name: 'db-upkeep', every: UPKEEP_INTERVAL_MS, run: database.upkeep },
  ];
  return jobs.filter((job): job is Job => Boolean(job));
}

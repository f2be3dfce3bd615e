// A member of staff's own tasks as a calendar feed (issue 41): a secret address their phone's calendar subscribes to.
// Only the token's SHA-256 is kept; a new one replaces the old, and revoking removes it (the address then answers 404).
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createEvents, type EventAttributes } from 'ics';
import { pathOf, schedule, type ScheduleFeed } from '@fitout/shared/contract';
import { scheduleFeeds } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { tasksOfAssignee } from './service.ts';
import { addDays } from './working-days.ts';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const parts = (day: string) => day.split('-').map(Number) as [number, number, number];

export async function feedOf(app: Pick<FastifyInstance, 'db'>, userId: number): Promise<ScheduleFeed> {
  const [row] = await app.db.select().from(scheduleFeeds).where(eq(scheduleFeeds.userId, userId));
  return { active: !!row, url: null, created_at: row?.createdAt.toISOString() ?? null };
}

export async function newFeed(app: Pick<FastifyInstance, 'db' | 'config'>, userId: number): Promise<ScheduleFeed> {
  const token = randomBytes(24).toString('base64url');
  const [row] = await app.db
    .insert(scheduleFeeds)
    .values({ userId, tokenSha256: sha256(token) })
    .onConflictDoUpdate({ target: scheduleFeeds.userId, set: { tokenSha256: sha256(token), createdAt: new Date() } })
    .returning();
  return { active: true, url: `${app.config.publicUrl}${pathOf(schedule.feed, { token })}`, created_at: row.createdAt.toISOString() };
}

export async function revokeFeed(app: Pick<FastifyInstance, 'db'>, userId: number) {
  await app.db.delete(scheduleFeeds).where(eq(scheduleFeeds.userId, userId));
}

/** The calendar of the feed's owner: each task a whole-day event from its start to its end. */
export async function feedCalendar(app: Pick<FastifyInstance, 'db' | 'config'>, token: string): Promise<string> {
  const [feed] = await app.db
    .select()
    .from(scheduleFeeds)
    .where(eq(scheduleFeeds.tokenSha256, sha256(token)));
  if (!feed) throw notFound();
  const tasks = await tasksOfAssignee(app.db, feed.userId);
  const events: EventAttributes[] = tasks.map((task) => ({
    uid: `schedule-task-${task.id}@fitout`,
    productId: 'fitout/schedule',
    title: `${task.done ? '✓ ' : ''}${task.name} (order #${task.orderId})`,
    location: [task.area, task.city].filter(Boolean).join(', '),
    // In the description, not `url`: the ics package's URL check refuses hosts such as 127.0.0.1:8000.
    description: `${app.config.adminUrl}/orders/${task.orderId}/show#schedule`,
    start: parts(task.start),
    // Whole days: the end is the day after the last (exclusive), as calendars read it.
    end: parts(addDays(task.end, 1)),
  }));
  if (!events.length) return 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:fitout/schedule\r\nCALSCALE:GREGORIAN\r\nEND:VCALENDAR\r\n';
  const { error, value } = createEvents(events);
  if (error || !value) throw error ?? new Error('the calendar could not be written');
  return value;
}

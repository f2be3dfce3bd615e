// Daily logs from the site (issue 41).
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { orders, orderStageChanges } from './orders.ts';

/**
 * What staff on site write for an order's day: the work done, who was there (a count or names), the weather, what was
 * held up and why, photos (media keys). Internal, or shared with the customer, whose timeline then shows it (the
 * timeline entry it wrote is named, so the two stay one).
 */
export const dailyLogs = pgTable(
  'daily_logs',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    workDone: text('work_done').notNull(),
    crewCount: integer('crew_count'),
    crewNames: text('crew_names').notNull().default(''),
    weather: text('weather').notNull(),
    delay: text('delay').notNull().default(''),
    delayCause: text('delay_cause'),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    shared: boolean('shared').notNull().default(false),
    timelineEntryId: integer('timeline_entry_id').references(() => orderStageChanges.id, { onDelete: 'set null' }),
    /** Kept when the staff account is later deleted, without a name. */
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('daily_logs_order_idx').on(t.orderId, t.day, t.id),
    check('daily_logs_weather_check', sql`${t.weather} in ('clear', 'cloudy', 'hot', 'windy', 'rain')`),
    check(
      'daily_logs_delay_cause_check',
      sql`${t.delayCause} is null or ${t.delayCause} in ('materials', 'crew', 'weather', 'customer', 'access', 'other')`,
    ),
    check('daily_logs_crew_check', sql`${t.crewCount} is null or ${t.crewCount} >= 0`),
  ],
);

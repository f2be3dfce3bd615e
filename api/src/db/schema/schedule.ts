// The job's schedule (issue 41): templates per kind of job, an order's tasks with their finish-to-start
// dependencies, each move of the dates with its reason, the calendar feeds of staff's own tasks, and the company's
// holidays working days skip.
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { packages } from './catalogue.ts';
import { orders } from './orders.ts';

/** One task of a template: durations in working days, `after` the positions above it that it waits for. */
export type TemplateTask = { name: string; name_ar: string; stage: string; days: number; after: number[] };

/** A template per kind of job (apartment, villa, commercial), optionally for one package; its tasks kept whole. */
export const scheduleTemplates = pgTable(
  'schedule_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    kind: text('kind').notNull(),
    packageId: integer('package_id').references(() => packages.id, { onDelete: 'set null' }),
    tasks: jsonb('tasks').$type<TemplateTask[]>().notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('schedule_templates_kind_check', sql`${t.kind} in ('apartment', 'villa', 'commercial')`)],
);

/**
 * A task of an order's schedule: from `start` to `end` (company days, both worked), `days` working days long; done
 * by a member of staff (`assignee_id`) or a subcontractor named (`assignee_name`).
 */
export const scheduleTasks = pgTable(
  'schedule_tasks',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    nameAr: text('name_ar').notNull(),
    stage: text('stage').notNull(),
    start: date('start', { mode: 'string' }).notNull(),
    end: date('end', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeName: text('assignee_name').notNull().default(''),
    done: boolean('done').notNull().default(false),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('schedule_tasks_order_idx').on(t.orderId, t.position),
    index('schedule_tasks_assignee_idx').on(t.assigneeId, t.start),
    check('schedule_tasks_dates_check', sql`${t.end} >= ${t.start}`),
    check('schedule_tasks_days_check', sql`${t.days} > 0`),
  ],
);

/** Finish-to-start: `taskId` starts after `dependsOn` ends (both of one order). */
export const scheduleTaskLinks = pgTable(
  'schedule_task_links',
  {
    taskId: integer('task_id')
      .notNull()
      .references(() => scheduleTasks.id, { onDelete: 'cascade' }),
    dependsOn: integer('depends_on')
      .notNull()
      .references(() => scheduleTasks.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.dependsOn] }),
    index('schedule_task_links_depends_idx').on(t.dependsOn),
    check('schedule_task_links_self_check', sql`${t.taskId} <> ${t.dependsOn}`),
  ],
);

/** What a move of the dates did: the reason staff gave, the tasks moved and the completion before and after. */
export type MovedTask = {
  id: number;
  name: string;
  name_ar: string;
  /** Absent: moved. Added (by a template or one by one): before = after. Removed: after = before. */
  change?: 'added' | 'removed';
  start_before: string;
  start_after: string;
  end_before: string;
  end_after: string;
};

export const scheduleMoves = pgTable(
  'schedule_moves',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    reasonAr: text('reason_ar').notNull().default(''),
    moved: jsonb('moved').$type<MovedTask[]>().notNull(),
    completionBefore: date('completion_before', { mode: 'string' }),
    completionAfter: date('completion_after', { mode: 'string' }),
    /** Whether the customer was mailed (the completion moved by more than DELAY_MAIL_DAYS). */
    mailed: boolean('mailed').notNull().default(false),
    movedBy: integer('moved_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('schedule_moves_order_idx').on(t.orderId, t.id)],
);

/** A member of staff's calendar feed of their tasks: the SHA-256 of its secret token; removed when revoked. */
export const scheduleFeeds = pgTable('schedule_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenSha256: text('token_sha256').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * The company's holidays, which working days skip besides Fridays: a date, unique, with its name in both languages.
 * Staff (owner and sales) keep them on the console's schedule page; schedules already planned keep their dates.
 */
export const companyHolidays = pgTable('company_holidays', {
  id: serial('id').primaryKey(),
  date: date('date', { mode: 'string' }).notNull().unique(),
  name: text('name').notNull(),
  nameAr: text('name_ar').notNull(),
  createdAt: createdAt(),
});

// The job's schedule (issue 41): staff (owner and sales) plan an order's tasks from a template per kind of job, move
// them with a reason and mark them done under admin/; the order's customer reads its timeline; each member of staff
// may subscribe to their own tasks as a calendar feed whose secret link they can revoke.
import { z } from '../common/zod.ts';
import { applyTemplateSchema, holidaySchema, taskRemovalSchema, taskSchema, taskUpdateSchema, templateSchema } from '../schedule/schemas.ts';
import { jobKindValues, timelineStates, workStageValues } from '../schedule/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams, slugParams } from './params.ts';

const id = z.int().positive();
const day = z.string().describe('A date, YYYY-MM-DD');
const isoDate = z.string().describe('ISO 8601 date and time');
const tag = 'Schedule';

export const scheduleTask = z.object({
  id,
  order_id: id,
  position: z.int(),
  name: z.string(),
  name_ar: z.string(),
  stage: z.enum(workStageValues),
  start: day,
  end: day.describe('The last working day of the task'),
  days: z.int().describe('Working days (not Fridays, not the company holidays)'),
  depends_on: z.array(id).describe('Finish-to-start: the tasks it starts after'),
  assignee_id: id.nullable().describe('A member of staff'),
  assignee: z.string().describe("The member of staff's name, or the subcontractor's; empty when nobody"),
  done: z.boolean(),
});

export const scheduleMove = z.object({
  id,
  reason: z.string(),
  reason_ar: z.string(),
  completion_before: day.nullable(),
  completion_after: day.nullable(),
  moved: z.array(
    z.object({
      id,
      name: z.string(),
      name_ar: z.string(),
      change: z.enum(['moved', 'added', 'removed']).describe('moved; added (by a template or one by one: before = after); removed (after = before)'),
      start_before: day,
      start_after: day,
      end_before: day,
      end_after: day,
    }),
  ),
  mailed: z.boolean().describe('The customer was mailed (the completion moved by more than a day)'),
  created_at: isoDate,
});

export const orderSchedule = z.object({
  order_id: id,
  tasks: z.array(scheduleTask).describe('In order of start'),
  tasks_end: day.nullable().describe('The latest end of its tasks'),
  days_added: z.int().describe("The approved changes' days"),
  expected_completion: day.nullable().describe('tasks_end + days_added (or the date staff set, without tasks)'),
  holidays: z.array(day).describe('The company holidays the dates skip (admin/company-holidays), besides Fridays'),
  moves: z.array(scheduleMove).describe('Newest first'),
});

export const timelineItem = z.object({
  id,
  name: z.string(),
  name_ar: z.string(),
  stage: z.enum(workStageValues),
  start: day,
  end: day,
  state: z.enum(timelineStates).describe('done; now (started, not done); next (not started)'),
});

export const customerTimeline = z.object({
  expected_completion: day.nullable(),
  items: z.array(timelineItem),
  last_move: scheduleMove.omit({ moved: true, mailed: true }).nullable().describe('The latest move of the dates and why'),
});

export const scheduleTemplate = z.object({
  id,
  name: z.string(),
  name_ar: z.string(),
  kind: z.enum(jobKindValues),
  package_id: id.nullable(),
  tasks: z.array(z.object({ name: z.string(), name_ar: z.string(), stage: z.enum(workStageValues), days: z.int(), after: z.array(z.int()) })),
  total_days: z.int().describe('Working days from the first start to the last end'),
});

export const scheduleFeed = z.object({
  active: z.boolean(),
  url: z.string().nullable().describe('The feed address with its secret token: only in the answer that creates it'),
  created_at: isoDate.nullable(),
});

export const companyHoliday = z.object({
  id,
  date: day,
  name: z.string(),
  name_ar: z.string(),
});

const feedParams = z.object({ token: z.string().min(1).max(100) });

export const schedule = {
  staffRead: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/schedule',
    summary: "An order's schedule: its tasks (list and Gantt), the expected completion and each move of the dates",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: orderSchedule },
  }),
  apply: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/schedule/apply',
    summary:
      "Fills an order's empty schedule from a template, from a start date, skipping Fridays and the company holidays; when that moves an expected completion already set by more than a day, a reason is required and the customer is mailed once",
    tag,
    access: staffOnly.sales,
    audit: { resource: 'order-schedules', id: 'id' },
    refusals: { 409: 'schedule.exists, order.closed' },
    params: idParams,
    body: applyTemplateSchema,
    responses: { 200: orderSchedule },
  }),
  addTask: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/schedule/tasks',
    summary:
      "Adds a task to an order's schedule (it starts no earlier than the tasks it waits for end); when that moves the expected completion by more than a day, a reason is required and the customer is mailed once",
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-tasks' },
    refusals: { 409: 'order.closed' },
    params: idParams,
    body: taskSchema,
    responses: { 201: scheduleTask },
  }),
  updateTask: endpoint({
    method: 'PATCH',
    path: 'admin/schedule-tasks/:id',
    summary:
      'Changes a task: moving it (start, days, dependencies: a reason required) moves the tasks waiting for it and the expected completion; the customer is mailed once when that moves by more than a day',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-tasks', id: 'id' },
    refusals: { 409: 'order.closed' },
    params: idParams,
    body: taskUpdateSchema,
    responses: { 200: orderSchedule },
  }),
  deleteTask: endpoint({
    method: 'DELETE',
    path: 'admin/schedule-tasks/:id',
    summary:
      'Removes a task (the tasks that waited for it no longer do); when that moves the expected completion by more than a day, a reason is required (body, optional otherwise) and the customer is mailed once',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-tasks', id: 'id' },
    refusals: { 409: 'order.closed' },
    params: idParams,
    body: taskRemovalSchema,
    responses: { 204: z.null() },
  }),
  templates: endpoint({
    method: 'GET',
    path: 'admin/schedule-templates',
    summary: 'The schedule templates, per kind of job',
    tag,
    access: staffOnly.sales,
    responses: { 200: z.array(scheduleTemplate) },
  }),
  createTemplate: endpoint({
    method: 'POST',
    path: 'admin/schedule-templates',
    summary: 'Adds a schedule template: its tasks with their working days and the tasks above each it waits for',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-templates' },
    body: templateSchema,
    responses: { 201: scheduleTemplate },
  }),
  updateTemplate: endpoint({
    method: 'PUT',
    path: 'admin/schedule-templates/:id',
    summary: 'Replaces a schedule template (schedules already filled from it stay as they are)',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-templates', id: 'id' },
    params: idParams,
    body: templateSchema,
    responses: { 200: scheduleTemplate },
  }),
  deleteTemplate: endpoint({
    method: 'DELETE',
    path: 'admin/schedule-templates/:id',
    summary: 'Removes a schedule template',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'schedule-templates', id: 'id' },
    params: idParams,
    responses: { 204: z.null() },
  }),
  holidays: endpoint({
    method: 'GET',
    path: 'admin/company-holidays',
    summary: 'The company holidays, which working days skip besides Fridays, by date',
    tag,
    access: staffOnly.sales,
    responses: { 200: z.array(companyHoliday) },
  }),
  addHoliday: endpoint({
    method: 'POST',
    path: 'admin/company-holidays',
    summary: 'Adds a company holiday (a date and its name in both languages); schedules already planned keep their dates',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'company-holidays' },
    refusals: { 409: 'schedule.holiday_exists: the date already is one' },
    body: holidaySchema,
    responses: { 201: companyHoliday },
  }),
  deleteHoliday: endpoint({
    method: 'DELETE',
    path: 'admin/company-holidays/:id',
    summary: 'Removes a company holiday (schedules already planned keep their dates)',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'company-holidays', id: 'id' },
    params: idParams,
    responses: { 204: z.null() },
  }),
  myFeed: endpoint({
    method: 'GET',
    path: 'admin/schedule/feed',
    summary: 'Whether you have a calendar feed of your tasks (its address is shown only when made)',
    tag,
    access: staffOnly.staff,
    responses: { 200: scheduleFeed },
  }),
  newFeed: endpoint({
    method: 'POST',
    path: 'admin/schedule/feed',
    summary: 'Makes a new secret address of your tasks as a calendar feed (.ics); the old one stops working',
    tag,
    access: staffOnly.staff,
    audit: { skip: "the caller's own calendar link, a secret the log must not keep" },
    responses: { 201: scheduleFeed },
  }),
  revokeFeed: endpoint({
    method: 'DELETE',
    path: 'admin/schedule/feed',
    summary: 'Revokes your calendar feed: its address answers 404 from now on',
    tag,
    access: staffOnly.staff,
    audit: { skip: "the caller's own calendar link" },
    responses: { 204: z.null() },
  }),
  feed: endpoint({
    method: 'GET',
    path: 'schedule/feed/:token',
    summary: "A member of staff's tasks as a calendar (text/calendar), for a phone's calendar to subscribe to; 404 once revoked",
    tag,
    access: 'public',
    params: feedParams,
    responses: { 200: z.string().describe('text/calendar') },
  }),
  timeline: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/schedule/',
    summary: "Your order's timeline: what is done, what is happening now and what is next, with dates and the expected completion",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: customerTimeline },
  }),
};

export type OrderSchedule = z.infer<typeof orderSchedule>;
export type ScheduleTask = z.infer<typeof scheduleTask>;
export type ScheduleTemplate = z.infer<typeof scheduleTemplate>;
export type CustomerTimeline = z.infer<typeof customerTimeline>;
export type ScheduleFeed = z.infer<typeof scheduleFeed>;
export type CompanyHoliday = z.infer<typeof companyHoliday>;

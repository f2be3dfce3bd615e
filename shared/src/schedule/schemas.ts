// The input rules of the job's schedule (issue 41), with zod: words.ts holds its words, options and limits.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { bodyText } from '../common/body-text.ts';
import { dateField } from '../quotes/schemas.ts';
import { MAX_SCHEDULE_TASKS, MAX_TASK_DAYS, jobKindValues, scheduleMessages, workStageValues } from './words.ts';

const days = z.number({ error: apiMessages.required }).int().min(1).max(MAX_TASK_DAYS).describe('Working days');

/** One task of a template: `after` names the tasks above it (0-based positions) it waits for. */
export const templateTaskSchema = z.strictObject({
  name: bodyText(200),
  name_ar: bodyText(200),
  stage: z.enum(workStageValues),
  days,
  after: z.array(z.number().int().min(0).max(MAX_SCHEDULE_TASKS)).max(20).default([]),
});

export const templateSchema = z
  .strictObject({
    name: bodyText(200),
    name_ar: bodyText(200),
    kind: z.enum(jobKindValues),
    package_id: z.number().int().positive().nullable().default(null),
    tasks: z.array(templateTaskSchema).min(1).max(MAX_SCHEDULE_TASKS),
  })
  .superRefine((template, context) => {
    template.tasks.forEach((task, index) => {
      if (task.after.some((before) => before >= index))
        context.addIssue({ code: 'custom', path: ['tasks', index, 'after'], message: scheduleMessages.dependencyIndex });
    });
  });
export type TemplateInput = z.infer<typeof templateSchema>;

/**
 * Why a write moves the expected completion. Optional on applying a template, adding and removing a task: required
 * (refused on `reason`, schedule.completion_reason_required) only when the write moves an expected completion that was
 * already set by more than a day, since the customer is then mailed it.
 */
const reasons = {
  reason: bodyText(500, false).optional().describe('Why (English): required when the expected completion moves by more than a day'),
  reason_ar: bodyText(500, false).optional().describe('Why (Arabic), for a customer who reads Arabic'),
};

export const applyTemplateSchema = z.strictObject({
  template_id: z.number().int().positive(),
  start: dateField,
  ...reasons,
});

/** Removing a task: the body may be empty (`{}`); a reason when that moves the expected completion by more than a day. */
export const taskRemovalSchema = z.strictObject({ ...reasons });

const assignee = {
  assignee_id: z.number().int().positive().nullable().optional().describe('A member of staff'),
  assignee_name: bodyText(200, false).optional().describe('A subcontractor, when no member of staff'),
};

export const taskSchema = z.strictObject({
  name: bodyText(200),
  name_ar: bodyText(200),
  stage: z.enum(workStageValues),
  start: dateField,
  days,
  depends_on: z.array(z.number().int().positive()).max(20).default([]),
  ...assignee,
  ...reasons,
});

/**
 * A change to a task. Moving it (`start` or `days`) needs a `reason` (the customer is told when the completion moves);
 * the tasks waiting for it move with it.
 */
export const taskUpdateSchema = z
  .strictObject({
    name: bodyText(200).optional(),
    name_ar: bodyText(200).optional(),
    stage: z.enum(workStageValues).optional(),
    start: dateField.optional(),
    days: days.optional(),
    depends_on: z.array(z.number().int().positive()).max(20).optional(),
    done: z.boolean().optional(),
    reason: bodyText(500, false).optional(),
    reason_ar: bodyText(500, false).optional(),
    ...assignee,
  })
  .superRefine((update, context) => {
    const moves = update.start !== undefined || update.days !== undefined || update.depends_on !== undefined;
    if (moves && !update.reason) context.addIssue({ code: 'custom', path: ['reason'], message: scheduleMessages.reasonRequired });
  });
export type TaskUpdateInput = z.infer<typeof taskUpdateSchema>;

/** A company holiday: its date (unique) and its name in both languages. */
export const holidaySchema = z.strictObject({
  date: dateField,
  name: bodyText(200),
  name_ar: bodyText(200),
});
export type HolidayInput = z.infer<typeof holidaySchema>;

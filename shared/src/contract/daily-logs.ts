// Daily logs from the site (issue 41): staff (owner and sales) write one per order and day under admin/, internal or
// shared with the customer; the order's customer reads the shared ones under registerorder/detail/<slug>/. The
// writes take an Idempotency-Key, so a phone that queued them offline can send each again without writing it twice.
import { z } from '../common/zod.ts';
import { DAILY_LOG_PHOTOS_FIELD, dailyLogSchema, delayCauses, MAX_DAILY_LOG_PHOTOS, weatherKinds } from '../daily-logs/schemas.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams, slugParams } from './params.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const photo = mediaInfo.unwrap();

export const customerDailyLog = z.object({
  id,
  order_id: id,
  day: z.string().describe('YYYY-MM-DD'),
  work_done: z.string(),
  crew_count: z.int().nullable().describe('How many were on site; null when only names were given'),
  crew_names: z.string(),
  weather: z.enum(weatherKinds.map((option) => option.value) as [string, ...string[]]),
  delay: z.string().describe("What was held up; '' when nothing"),
  delay_cause: z
    .enum(delayCauses.map((option) => option.value) as [string, ...string[]])
    .nullable()
    .describe('Why, when something was held up'),
  photos: z.array(photo),
  created_at: z.string().describe('ISO 8601 date and time'),
});

/** The console's log: also whether the customer sees it, and who wrote it. */
export const dailyLog = customerDailyLog.extend({
  shared: z.boolean().describe("Shown to the order's customer (on their timeline too); else internal"),
  written_by: z.string().nullable().describe("The staff member's name (their username when they have none); null once the account is deleted"),
});

const tag = 'Daily logs';

export const dailyLogs = {
  staffList: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/daily-logs',
    summary: "An order's daily logs, internal and shared, newest day first",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: z.array(dailyLog) },
  }),
  create: endpoint({
    method: 'POST',
    path: 'admin/orders/:id/daily-logs',
    summary: `Writes a daily log (multipart, up to ${MAX_DAILY_LOG_PHOTOS} photos as \`photos\` repeated); a shared one goes on the customer's timeline. Takes an Idempotency-Key`,
    tag,
    access: staffOnly.sales,
    audit: { resource: 'daily_logs' },
    idempotent: true,
    refusals: { 409: 'The order is closed (cancelled or withdrawn)' },
    params: idParams,
    body: dailyLogSchema,
    files: [DAILY_LOG_PHOTOS_FIELD],
    maxFiles: MAX_DAILY_LOG_PHOTOS,
    responses: { 201: dailyLog },
  }),
  list: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/daily-logs/',
    summary: "The order's daily logs shared with its customer, newest day first",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: z.array(customerDailyLog) },
  }),
};

export type DailyLog = z.infer<typeof dailyLog>;
export type CustomerDailyLog = z.infer<typeof customerDailyLog>;

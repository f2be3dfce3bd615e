// The records the API answers with, as a client reads them.
import { z } from '../common/zod.ts';
import { orderStages } from '../orders/words.ts';
import { orderEvents, waitingKinds } from '../quotes/words.ts';
import { languages } from '../common/options.ts';
import { mailLanguageChoices } from '../mail-preferences/words.ts';
import { staffRoles } from '../staff/roles.ts';
import { type RefusalCode, refusals } from '../refusals/words.ts';

/** An uploaded image at its stored widths (for srcset); null when there is none. */
export const mediaInfo = z
  .object({ url: z.url(), width: z.int(), height: z.int(), srcset: z.string() })
  .nullable()
  .describe('An image at its stored widths, or null');

const id = z.int().positive();
const isoDate = z.string().describe('ISO 8601 date and time');
const imageUrl = z.url().nullable();
const arabic = z.string().describe("Arabic; '' when not written");

const refusalCodes = Object.keys(refusals) as [RefusalCode, ...RefusalCode[]];

/** `{"detail": "…"}`: a success notice. */
export const detail = z.object({ detail: z.string() });

/** `{"field": ["message", …]}`: a 400 about fields, as Django REST framework writes it. */
const refusalValues = z.record(z.string(), z.union([z.string(), z.number()]));
export const fieldErrors = z
  .record(
    z.string(),
    z.union([z.array(z.string()), z.record(z.string(), z.array(z.enum(refusalCodes))), z.record(z.string(), z.array(refusalValues.nullable()))]),
  )
  .describe(
    "Messages by field (non_field_errors for the whole body); beside them `$codes`: each message's code, by field, and `$params` (when any message's words carry values): each message's values, null for fixed words",
  );

/** Any other refusal: its code (shared refusals/words.ts), the code's English words, and the values they carry. */
export const refusal = z.object({
  code: z.enum(refusalCodes),
  detail: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});

/** A 5xx answer: what went wrong and the request's id (its X-Request-Id and log line). */
export const failure = refusal.extend({ request_id: z.string() });

export const tokenPair = z.object({ access: z.string(), refresh: z.string() });

export const registered = z.object({ id, full_name: z.string(), email: z.email() });

export const profile = z.object({
  id,
  user: z.object({
    id,
    email: z.email(),
    username: z.string(),
    is_superuser: z.boolean().describe('Staff (any role): the console is theirs, the customer area is not'),
    role: z.enum(staffRoles).nullable().describe("The staff role: 'owner', 'editor' or 'sales'; null for a customer"),
    is_active: z.boolean(),
    kind: z.string().describe("'user' or 'company'"),
  }),
  image: imageUrl,
  full_name: z.string(),
  about: z.string(),
  bio: z.string(),
  phone: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  country: z.string().describe('Shown as Governorate'),
  language: z.enum(languages).describe('The language of the pages the customer uses (the customer area keeps it up to date)'),
  mail_language: z.enum(mailLanguageChoices).describe("The language the customer chose for their mails; 'pages' (the default) follows `language`"),
  images: z.object({ image: mediaInfo }),
});

export const category = z.object({
  id,
  title: z.string(),
  details: z.string(),
  title_ar: arabic,
  details_ar: arabic,
  image: imageUrl,
  slug: z.string(),
  images: z.object({ image: mediaInfo }),
});

export const component = z.object({
  id,
  post_id: id,
  name: z.string(),
  title: z.string(),
  description: z.string(),
  title_ar: arabic,
  description_ar: arabic,
  email: z.string(),
  comment: z.string(),
  date: isoDate,
});

export const packageRecord = z.object({
  id,
  title: z.string(),
  slug: z.string(),
  image: imageUrl,
  price_per_unit: z.number().describe('EGP'),
  description: z.string(),
  title_ar: arabic,
  description_ar: arabic,
  tags: z.string().describe('Comma-separated'),
  category: z.object({ id, title: z.string(), title_ar: arabic, slug: z.string() }),
  post_status: z.string(),
  view: z.int(),
  date: isoDate,
  user_id: id.nullable(),
  comments: z.array(component).describe('The package components'),
  images: z.object({ image: mediaInfo }),
});

export const work = z.object({
  id,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  title_ar: arabic,
  description_ar: arabic,
  thumbnail: imageUrl,
  image1: imageUrl,
  image2: imageUrl,
  image3: imageUrl,
  image4: imageUrl,
  tags: z.string(),
  date: isoDate,
  post_status: z.string(),
  user_id: id.nullable(),
  images: z.object({ thumbnail: mediaInfo, image1: mediaInfo, image2: mediaInfo, image3: mediaInfo, image4: mediaInfo }),
});

const stage = z.enum(orderStages.map((option) => option.value) as [string, ...string[]]).describe('Where the work stands (after new)');

/** One change of an order's stage, as its customer reads it: no word of which staff member made it. */
export const stageChange = z.object({
  stage,
  note: z.string().describe('For the customer; may be empty'),
  event: z
    .enum(orderEvents.map((option) => option.value) as [string, ...string[]])
    .nullable()
    .describe('null: a change of stage; else what happened (a quote sent or answered, a payment received, a progress update)'),
  photos: z.array(mediaInfo.unwrap()).describe('Photos of the work posted with it, oldest first'),
  date: isoDate,
});

export const order = z.object({
  id,
  slug: z.string().describe('Unguessable; the order page is /…/{slug}'),
  user_id: id,
  full_name: z.string(),
  phone: z.string(),
  governorate: z.string(),
  city: z.string(),
  area: z.string(),
  typeunit: z.string(),
  requiredworks: z.string(),
  skills: z.string(),
  conditionoftheunit: z.string(),
  space: z.number(),
  numberroom: z.int(),
  numberbathroom: z.int(),
  description: z.string().describe('Shown as Note'),
  package: z.string(),
  package_ar: z.string().optional().describe("In the registerorder lists and details: the package's Arabic title ('' when it has none)"),
  post_status: z.string(),
  stage,
  history: z.array(stageChange).describe('Every change of stage, oldest first'),
  waiting: z
    .array(z.enum(waitingKinds))
    .describe("What waits on the customer: 'quote' (one to answer), 'payment' (a milestone due); in the order lists and details"),
  contact: z
    .object({ name: z.string(), image: imageUrl.describe('Their photo, when they have one') })
    .nullable()
    .describe('The staff member looking after the order; null until one is assigned'),
  withdrawable: z
    .boolean()
    .optional()
    .describe(
      'In the registerorder lists and details: its customer may still withdraw it (no accepted quote, no payment); false: they ask to cancel instead',
    ),
  date: isoDate,
});

/** The console's order: each change also says who made it (null once that account is deleted). */
export const adminOrder = order.extend({
  assigned_to: id.nullable().describe('The staff member looking after it (admin/staff id); null: nobody yet'),
  history: z.array(
    stageChange.extend({ changed_by: z.string().nullable().describe("The staff member's name (their username when they have none)") }),
  ),
  // Imported here rather than from visits.ts, which has endpoints: the same shape as visits' siteVisit.
  visit: z
    .object({
      id,
      day: z.string().describe('YYYY-MM-DD (Cairo)'),
      starts_at: z.string().describe('HH:MM (Cairo)'),
      ends_at: z.string().describe('HH:MM (Cairo)'),
      starts: z.string().describe('The start of its window, as an instant (ISO 8601)'),
      booked_at: z.string(),
    })
    .nullable()
    .optional()
    .describe("The booked site visit (one order's read; lists leave it out); null: none booked"),
});

export const contactMessage = z.object({ id, name: z.string(), email: z.string(), message: z.string(), created_at: isoDate });

export const publishStatus = z.object({
  id: z.literal('status'),
  mode: z.enum(['off', 'local', 'hook']),
  building: z.boolean(),
  pending: z.boolean(),
  published_at: isoDate.nullable(),
  started_at: isoDate.nullable(),
  reasons: z.array(z.string()),
  duration_ms: z.number().nullable(),
  failed: z.boolean(),
  error: z.string().nullable(),
});

/** One backup as backup_runs keeps it: where it went and its size, or why it failed. */
export const backupRun = z.object({
  trigger: z.enum(['schedule', 'command']).describe("'schedule': the API's own (BACKUP_INTERVAL); 'command': npm run backup"),
  started_at: isoDate,
  finished_at: isoDate,
  location: z.string().nullable().describe('The archive: a file, or a key in the backup bucket'),
  size_bytes: z.number().nullable(),
  error: z.string().nullable().describe('Why it failed; null when it succeeded'),
});

export const backupStatus = z.object({
  id: z.literal('status'),
  scheduled: z.boolean(),
  interval_minutes: z.number().nullable(),
  last: backupRun.nullable().describe('The last backup, whatever its outcome'),
  last_success: backupRun.nullable(),
});

/** A list: a plain array, or with `?page=`/`?page_size=` a page as Django REST framework's pagination answers it. */
export const listOf = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), z.object({ count: z.int(), next: z.url().nullable(), previous: z.url().nullable(), results: z.array(item) })]);

export type Profile = z.output<typeof profile>;
export type Category = z.output<typeof category>;
export type Component = z.output<typeof component>;
export type PackageRecord = z.output<typeof packageRecord>;
export type Work = z.output<typeof work>;
export type Order = z.output<typeof order>;
export type AdminOrder = z.output<typeof adminOrder>;
export type ContactMessage = z.output<typeof contactMessage>;
export type PublishStatus = z.output<typeof publishStatus>;
export type BackupStatus = z.output<typeof backupStatus>;
export type TokenPair = z.output<typeof tokenPair>;
export type MediaInfo = z.output<typeof mediaInfo>;

// The day's work on the console's dashboard (issue 37): what needs action on the orders, each kind counted, its first
// orders named, in one read for owner and sales.
import { z } from '../common/zod.ts';
import { leadStages } from '../leads/words.ts';

/** What needs action, in the order the dashboard shows it. */
export const workKinds = [
  'accepted_quotes',
  'unread_messages',
  'payments_due',
  'payments_late',
  'open_snags',
  'visits_today',
  'closing',
  'overdue_selections',
] as const;
export type WorkKind = (typeof workKinds)[number];

export const workItem = z.object({
  order_id: z.int(),
  package: z.string().describe('The package ordered (empty when none)'),
  package_ar: z.string().describe("The package's Arabic title ('' when it has none or none was ordered)"),
  city: z.string(),
  area: z.string(),
  full_name: z.string().describe("The customer's name as written on the order"),
  stage: z.string(),
  at: z.string().nullable().describe('Since when (ISO 8601), or the visit’s day and start (YYYY-MM-DDTHH:MM, Cairo)'),
});

const workCount = z.object({
  count: z.int().describe('Every match'),
  orders: z.array(workItem).describe('The first five: the oldest waiting first, the newest message or closing first'),
});

/** Leads (issue 39) whose follow-up day has come: counted, the first five named (the earliest day first). */
const leadFollowUps = z.object({
  count: z.int(),
  leads: z.array(
    z.object({
      id: z.int(),
      name: z.string(),
      phone: z.string(),
      stage: z.enum(leadStages),
      follow_up_on: z.string().describe('YYYY-MM-DD'),
      assignee_name: z.string(),
      estimated_value: z.int().nullable().describe('Whole piastres'),
    }),
  ),
});

export const workToday = z
  .object({
    ...(Object.fromEntries(workKinds.map((kind) => [kind, workCount])) as Record<WorkKind, typeof workCount>),
    lead_follow_ups: leadFollowUps,
  })
  .describe(
    'accepted_quotes: accepted, work not started; unread_messages: threads with customer messages staff have not read; payments_due: ' +
      'a milestone whose moment has come not covered by what was paid; payments_late: due, accepted over 14 days ago and nothing ' +
      'paid for 14 days; open_snags: snags reported and not yet fixed; visits_today: booked visits on Cairo’s today; closing: orders ' +
      'withdrawn or cancelled in the last 7 days, and unread requests to cancel; lead_follow_ups: open leads whose follow-up day (Cairo) is today or past; ' +
      'overdue_selections: selections still open past their ' +
      'date to choose by (Cairo’s today), the oldest date first',
  );

export type WorkItem = z.output<typeof workItem>;
export type WorkToday = z.output<typeof workToday>;

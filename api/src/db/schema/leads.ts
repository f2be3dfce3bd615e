// Leads (issue 39): enquiries followed from first contact to a signed job, their notes, and the morning mails of
// follow-ups already sent (one a staff member a day).
import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { leadSources, leadStages, lostReasons, reachedStages } from '@fitout/shared';
import { createdAt } from './column-kinds.ts';
import { users } from './accounts.ts';
import { contactMessages } from './contact.ts';
import { orders } from './orders.ts';

const oneOf = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    source: text('source').notNull(),
    stage: text('stage').notNull().default('new'),
    lostReason: text('lost_reason'),
    /**
     * The furthest stage it has reached (reachedStages: new … won), kept by the trigger of migration `owner_charts`: a
     * lead moved back, or lost, keeps it. The funnel chart counts the steps from it.
     */
    reached: text('reached').notNull().default('new'),
    lostNote: text('lost_note').notNull().default(''),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** The day (Cairo's) to call again; the dashboard and the morning mail show the ones due. */
    followUpOn: date('follow_up_on', { mode: 'string' }),
    /** Whole piastres. */
    estimatedValue: bigint('estimated_value', { mode: 'number' }),
    /** The contact message it came from. */
    contactMessageId: integer('contact_message_id').references(() => contactMessages.id, { onDelete: 'set null' }),
    /** The calculator's figures as the visitor typed them, and the package whose price counted (its slug). */
    estimateMeters: numeric('estimate_meters', { precision: 12, scale: 2, mode: 'number' }),
    estimatePricePerMeter: numeric('estimate_price_per_meter', { precision: 14, scale: 2, mode: 'number' }),
    estimatePackage: text('estimate_package').notNull().default(''),
    /** Once converted: the order made from it and the customer's account. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    customerId: integer('customer_id').references(() => users.id, { onDelete: 'set null' }),
    convertedAt: timestamp('converted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('leads_source_check', sql`${t.source} in (${oneOf(leadSources)})`),
    check('leads_stage_check', sql`${t.stage} in (${oneOf(leadStages)})`),
    check('leads_lost_reason_check', sql`${t.lostReason} in (${oneOf(lostReasons)})`),
    check('leads_lost_has_reason', sql`(${t.stage} = 'lost') = (${t.lostReason} is not null)`),
    check('leads_estimated_value_check', sql`${t.estimatedValue} >= 0`),
    check('leads_reached_check', sql`${t.reached} in (${oneOf(reachedStages)})`),
    // The console's list: newest first, by stage, by who follows it up; the dashboard's follow-ups due.
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_stage_idx').on(t.stage, t.createdAt),
    index('leads_assigned_idx').on(t.assignedTo, t.followUpOn),
    // The pipeline and funnel charts (api/src/insights/): the leads created in a period, read from the index alone.
    index('leads_insights_idx').on(t.createdAt, t.stage, t.reached, t.lostReason, t.estimatedValue),
    index('leads_follow_up_idx').on(t.followUpOn).where(sql`${t.stage} not in ('won', 'lost')`),
  ],
);

/** A lead's notes and messages, oldest first: what staff wrote, and the message it came with. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: serial('id').primaryKey(),
    leadId: integer('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    /** Null for the visitor's own message (the contact form's, the calculator's). */
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** 'message': what the visitor sent; 'note': staff's; 'stage': a move, said in words. */
    kind: text('kind').notNull().default('note'),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.id), check('lead_notes_kind_check', sql`${t.kind} in ('message', 'note', 'stage')`)],
);

/** The morning mail of follow-ups due, one a staff member a Cairo day: the row is claimed before the mail is queued. */
export const leadFollowUpMails = pgTable(
  'lead_follow_up_mails',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

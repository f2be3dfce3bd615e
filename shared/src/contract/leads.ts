// Leads (issue 39): the console's sales desk (owner and sales; editors see none of it) reads and writes them as the
// admin face's resource `leads` (admin.ts), adds notes and turns one into a customer invitation and an order here; the
// site's calculator sends an estimate as a lead.
import { z } from '../common/zod.ts';
import { estimateSchema, leadConvertSchema, leadNoteSchema } from '../leads/schemas.ts';
import { leadSources, leadStages, lostReasons } from '../leads/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams } from './params.ts';
import { detail } from './records.ts';

const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().describe('A date, YYYY-MM-DD (Cairo)');
const piastres = z.int().describe('Whole piastres (1 EGP = 100 piastres)');

export const leadNote = z.object({
  id: z.int(),
  kind: z.enum(['message', 'note', 'stage']).describe("message: what the visitor sent; note: staff's; stage: a move of stage"),
  body: z.string(),
  author_id: z.int().nullable(),
  author_name: z.string().describe("'' for the visitor's own message"),
  created_at: isoDate,
});

export const lead = z.object({
  id: z.int(),
  name: z.string(),
  phone: z.string(),
  email: z.string().describe("'' when not known"),
  source: z.enum(leadSources),
  stage: z.enum(leadStages),
  lost_reason: z.enum(lostReasons).nullable(),
  lost_note: z.string(),
  assigned_to: z.int().nullable(),
  assignee_name: z.string().describe("'' when nobody follows it up"),
  follow_up_on: day.nullable(),
  follow_up_due: z.boolean().describe('Open, and its follow-up day is today or past'),
  estimated_value: piastres.nullable(),
  estimate: z
    .object({ meters: z.number(), price_per_meter: z.number(), package: z.string() })
    .nullable()
    .describe("The calculator's figures as sent (source calculator)"),
  contact_message_id: z.int().nullable(),
  order_id: z.int().nullable().describe('Once converted'),
  order_slug: z.string().nullable(),
  customer_id: z.int().nullable(),
  converted_at: isoDate.nullable(),
  notes: z.array(leadNote).describe('Oldest first'),
  created_at: isoDate,
  updated_at: isoDate,
});

export const leadConversion = z.object({
  lead,
  order_id: z.int(),
  order_slug: z.string(),
  customer_id: z.int(),
  invited: z.boolean().describe('A new customer account was made and its invitation mailed (false: the address already had one)'),
});

const tag = 'Leads';

export const leads = {
  addNote: endpoint({
    method: 'POST',
    path: 'admin/leads/:id/notes',
    summary: 'Adds a note to a lead (answers the lead with its notes)',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'leads', id: 'id' },
    params: idParams,
    body: leadNoteSchema,
    responses: { 201: lead },
  }),
  convert: endpoint({
    method: 'POST',
    path: 'admin/leads/:id/convert',
    summary:
      "Turns a quoted or won lead into an order, once: the customer's account (invited by mail to choose a password when new) and the order with the lead's name, phone and package; the lead is won",
    tag,
    access: staffOnly.sales,
    audit: { resource: 'leads', id: 'id' },
    refusals: { 409: 'lead.converted, lead.not_convertible, lead.email_is_staff' },
    params: idParams,
    body: leadConvertSchema,
    responses: { 200: leadConversion },
  }),
  estimate: endpoint({
    method: 'POST',
    path: 'calculator/estimate/',
    summary:
      'The calculator\'s "Send me this estimate": the figures, a name, a phone and consent; the total is computed here (meters × the package\'s price per meter, or the one typed) and kept as a lead',
    tag,
    access: 'public',
    body: estimateSchema,
    form: true,
    responses: { 201: detail },
  }),
} as const;

export type Lead = z.output<typeof lead>;
export type LeadNote = z.output<typeof leadNote>;
export type LeadConversion = z.output<typeof leadConversion>;

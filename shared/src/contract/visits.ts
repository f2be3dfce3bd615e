// The site visit (issue 25): staff (owner and sales) open slots and see the visits by day under admin/; the order's
// customer reads the free slots for their order's governorate and books, moves or cancels its visit under
// registerorder/detail/<slug>/visit/.
import { z } from '../common/zod.ts';
import { bookingSchema, slotSchema } from '../visits/schemas.ts';
import { COMPANY_TIME_ZONE } from '../common/format.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParams, slugParams } from './params.ts';

const id = z.int().positive();
const isoDate = z.string().describe('ISO 8601 date and time');
const day = z.string().describe(`A date, YYYY-MM-DD (${COMPANY_TIME_ZONE})`);
const clock = z.string().describe(`HH:MM, ${COMPANY_TIME_ZONE}`);

export const visitSlot = z.object({
  id,
  day,
  starts_at: clock,
  ends_at: clock,
  governorates: z.array(z.string()),
  capacity: z.int(),
  booked: z.int().describe('Visits booked in it'),
  free: z.int().describe('capacity − booked'),
});

export const siteVisit = z.object({
  id,
  order_id: id,
  order_slug: z.string(),
  status: z.enum(['booked', 'cancelled']),
  slot: visitSlot.omit({ booked: true, free: true, capacity: true }),
  starts: isoDate.describe('The start of its window, as an instant'),
  changeable_until: isoDate.describe('Until when the customer may move or cancel it (the cut-off before it starts)'),
  booked_at: isoDate,
});

/** A visit on the console's day view: the order it is for and where. */
export const dayVisit = siteVisit.extend({
  full_name: z.string(),
  phone: z.string(),
  governorate: z.string(),
  city: z.string(),
  area: z.string(),
});

export const visitChoice = z.object({
  visit: siteVisit.nullable().describe('The booked visit, if any'),
  slots: z.array(visitSlot).describe("Free slots for the order's governorate, from the cut-off on, soonest first (at most 60)"),
  cutoff_hours: z.int(),
  governorate: z.string().nullable().describe("The governorate the order's address names, as slots name them (null: none recognised)"),
});

const tag = 'Visits';

export const visits = {
  slots: endpoint({
    method: 'GET',
    path: 'admin/visit-slots',
    summary: 'The visit slots from a day on (default today), for a number of days (default 14)',
    tag,
    access: staffOnly.sales,
    query: z.object({
      from: z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/)
        .optional(),
      days: z.coerce.number().int().min(1).max(92).optional(),
    }),
    responses: { 200: z.array(visitSlot) },
  }),
  createSlot: endpoint({
    method: 'POST',
    path: 'admin/visit-slots',
    summary: 'Opens a slot: a day, a time window, the governorates it covers and how many visits it takes',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'visit-slots' },
    body: slotSchema,
    responses: { 201: visitSlot },
  }),
  removeSlot: endpoint({
    method: 'DELETE',
    path: 'admin/visit-slots/:id',
    summary: 'Removes a slot with no booked visit (409 otherwise)',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'visit-slots', id: 'id' },
    refusals: { 409: 'The slot has a booked visit' },
    params: idParams,
    responses: { 204: z.null() },
  }),
  day: endpoint({
    method: 'GET',
    path: 'admin/visits',
    summary: "A day's booked visits, by time",
    tag,
    access: staffOnly.sales,
    query: z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    responses: { 200: z.array(dayVisit) },
  }),
  mine: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/visit/',
    summary: "The order's booked visit and the free slots its customer may pick",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: visitChoice },
  }),
  book: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/visit/',
    summary: 'Books the visit in a slot, or moves the booked one there; mailed with a calendar file (.ics)',
    tag,
    access: 'user',
    refusals: { 409: 'The slot is taken, gone, outside the customer’s area, or past the cut-off' },
    params: slugParams,
    body: bookingSchema,
    responses: { 201: siteVisit },
  }),
  cancel: endpoint({
    method: 'DELETE',
    path: 'registerorder/detail/:slug/visit/',
    summary: 'Cancels the booked visit (until the cut-off)',
    tag,
    access: 'user',
    refusals: { 409: 'No visit is booked, or it is past the cut-off' },
    params: slugParams,
    responses: { 204: z.null() },
  }),
};

export type VisitSlot = z.infer<typeof visitSlot>;
export type SiteVisit = z.infer<typeof siteVisit>;
export type DayVisit = z.infer<typeof dayVisit>;
export type VisitChoice = z.infer<typeof visitChoice>;

// Snags after handover (issue 25): the order's customer reports, confirms and reopens them under
// registerorder/detail/<slug>/snags/; staff (owner and sales) read an order's and mark each fixed under admin/.
import { z } from '../common/zod.ts';
import { snagFixSchema, snagReopenSchema, snagSchema } from '../snags/schemas.ts';
import { FIX_PHOTO_FIELD, MAX_SNAG_PHOTOS, SNAG_PHOTOS_FIELD, snagStatuses } from '../snags/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { idParam, idParams, slugParam, slugParams } from './params.ts';
import { mediaInfo } from './records.ts';

const id = z.int().positive();
const isoDate = z.string().describe('ISO 8601 date and time');
const photo = mediaInfo.unwrap();

export const snag = z.object({
  id,
  order_id: id,
  room: z.string(),
  description: z.string(),
  photos: z.array(photo),
  status: z.enum(snagStatuses).describe('open (reported or reopened), fixed (by staff, for the customer to confirm), closed (confirmed)'),
  fix_note: z.string(),
  fix_photos: z.array(photo),
  fixed_at: isoDate.nullable(),
  closed_at: isoDate.nullable(),
  reopen_note: z.string().describe('Why the customer reopened it last'),
  reopened: z.int().describe('How many times it was reopened'),
  reported_at: isoDate,
});

export const snagList = z.object({
  snags: z.array(snag).describe('Oldest first'),
  warranty_until: z.string().nullable().describe('The day the warranty ends (YYYY-MM-DD); null before the order is completed'),
  can_report: z.boolean().describe('The order is completed and under warranty'),
});

const snagParams = z.object({ slug: slugParam, id: idParam });
const tag = 'Snags';

export const snags = {
  staffList: endpoint({
    method: 'GET',
    path: 'admin/orders/:id/snags',
    summary: "An order's snags and its warranty",
    tag,
    access: staffOnly.sales,
    params: idParams,
    responses: { 200: snagList },
  }),
  fix: endpoint({
    method: 'POST',
    path: 'admin/snags/:id/fix',
    summary: 'Marks an open snag fixed: a note and a photo of the fix (multipart `photo`); the customer is mailed',
    tag,
    access: staffOnly.sales,
    audit: { resource: 'snags', id: 'id' },
    idempotent: true,
    refusals: { 409: 'The snag is not open' },
    params: idParams,
    body: snagFixSchema,
    files: [FIX_PHOTO_FIELD],
    responses: { 200: snag },
  }),
  list: endpoint({
    method: 'GET',
    path: 'registerorder/detail/:slug/snags/',
    summary: "The order's snags, for its customer, and whether the warranty still lets them report one",
    tag,
    access: 'user',
    params: slugParams,
    responses: { 200: snagList },
  }),
  report: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/snags/',
    summary: `Reports a defect on a completed order under warranty: room, description, up to ${MAX_SNAG_PHOTOS} photos (\`photos\` repeated); staff are mailed`,
    tag,
    access: 'user',
    refusals: { 409: 'The order is not completed, or its warranty is over' },
    params: slugParams,
    body: snagSchema,
    files: [SNAG_PHOTOS_FIELD],
    maxFiles: MAX_SNAG_PHOTOS,
    responses: { 201: snag },
  }),
  confirm: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/snags/:id/confirm/',
    summary: 'Confirms the fix of a snag marked fixed: it is closed',
    tag,
    access: 'user',
    refusals: { 409: 'The snag is not marked fixed' },
    params: snagParams,
    responses: { 200: snag },
  }),
  reopen: endpoint({
    method: 'POST',
    path: 'registerorder/detail/:slug/snags/:id/reopen/',
    summary: 'Reopens a snag marked fixed, saying why; staff are mailed',
    tag,
    access: 'user',
    refusals: { 409: 'The snag is not marked fixed' },
    params: snagParams,
    body: snagReopenSchema,
    responses: { 200: snag },
  }),
};

export type Snag = z.infer<typeof snag>;
export type SnagList = z.infer<typeof snagList>;

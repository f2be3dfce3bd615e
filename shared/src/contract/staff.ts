// Staff accounts (issue 23): the owner's calls (list, invite, change a role, suspend and reinstate) in the dialect of
// ra-data-simple-rest like the rest of the admin face, the invitee's two public calls, and who looks after an order.
import { z } from '../common/zod.ts';
import { staffRoles } from '../staff/roles.ts';
import { invitationAcceptSchema, orderAssignSchema, staffInviteSchema, staffUpdateSchema } from '../staff/schemas.ts';
import { staffStatuses } from '../staff/words.ts';
import { endpoint, staffOnly } from './endpoint.ts';
import { adminListQuery, idParams } from './params.ts';
import { adminOrder, detail } from './records.ts';

const id = z.int().positive();
const isoDate = z.string().describe('ISO 8601 date and time');

export const staffMember = z.object({
  id,
  email: z.email(),
  full_name: z.string().describe("'' until the invitation is accepted"),
  role: z.enum(staffRoles),
  status: z.enum(staffStatuses).describe("'invited' (no password chosen yet), 'active' or 'suspended'"),
  suspended_at: isoDate.nullable(),
  invitation_expires_at: isoDate.nullable().describe('While invited: when the link stops working'),
  date_joined: isoDate,
});

export const invitation = z.object({
  email: z.email(),
  role: z.enum(staffRoles),
  expires_at: isoDate,
});

/** Someone an order can be assigned to: an active owner or salesperson. */
export const assignee = z.object({ id, full_name: z.string(), email: z.email(), role: z.enum(staffRoles) });

const tag = 'Staff';

export const staff = {
  list: endpoint({
    method: 'GET',
    path: 'admin/staff',
    summary: 'Staff accounts: a page (sort, range, filter by role or status); the total in Content-Range',
    tag,
    access: staffOnly.owner,
    query: adminListQuery,
    responses: { 200: z.array(staffMember) },
  }),
  one: endpoint({
    method: 'GET',
    path: 'admin/staff/:id',
    summary: 'One staff account',
    tag,
    access: staffOnly.owner,
    params: idParams,
    responses: { 200: staffMember },
  }),
  invite: endpoint({
    method: 'POST',
    path: 'admin/staff',
    summary: 'Invite by e-mail with a role: a single-use link, valid for 72 hours, is mailed (again, for an invitation not yet accepted)',
    tag,
    access: staffOnly.owner,
    audit: { resource: 'staff', action: 'invite' },
    body: staffInviteSchema,
    responses: { 201: staffMember },
  }),
  update: endpoint({
    method: 'PUT',
    path: 'admin/staff/:id',
    summary: "Change the role, suspend (ends the account's sessions at once) or reinstate; the last active owner stays one",
    tag,
    access: staffOnly.owner,
    audit: { resource: 'staff', id: 'id' },
    refusals: { 409: 'The change would leave no active owner' },
    params: idParams,
    body: staffUpdateSchema,
    responses: { 200: staffMember },
  }),
  invitation: endpoint({
    method: 'GET',
    path: 'staff/invitation/:token/',
    summary: 'What an invitation link is for (address and role), or why it no longer works',
    tag,
    access: 'public',
    params: z.object({ token: z.string().min(1).max(200) }),
    refusals: { 410: 'The link was used or has expired (the detail says which)' },
    responses: { 200: invitation },
  }),
  accept: endpoint({
    method: 'POST',
    path: 'staff/invitation/',
    summary: 'Accept an invitation: the name and the password; the link is spent',
    tag,
    access: 'public',
    body: invitationAcceptSchema,
    form: true,
    refusals: { 410: 'The link was used or has expired (the detail says which)' },
    responses: { 200: detail },
  }),
  assignees: endpoint({
    method: 'GET',
    path: 'admin/assignees',
    summary: 'Who an order can be assigned to: the active owners and salespeople',
    tag: 'Orders',
    access: staffOnly.sales,
    responses: { 200: z.array(assignee) },
  }),
  assign: endpoint({
    method: 'PUT',
    path: 'admin/orders/:id/assignee',
    summary: "Assign the order to a staff member; the customer sees their contact's name and photo",
    tag: 'Orders',
    access: staffOnly.sales,
    audit: { resource: 'orders', id: 'id' },
    params: idParams,
    body: orderAssignSchema,
    responses: { 200: adminOrder },
  }),
  unassign: endpoint({
    method: 'DELETE',
    path: 'admin/orders/:id/assignee',
    summary: 'Nobody looks after the order any more (answers the order)',
    tag: 'Orders',
    access: staffOnly.sales,
    audit: { resource: 'orders', id: 'id', action: 'update' },
    params: idParams,
    responses: { 200: adminOrder },
  }),
} as const;

export type StaffMember = z.output<typeof staffMember>;
export type Invitation = z.output<typeof invitation>;
export type Assignee = z.output<typeof assignee>;

// Staff accounts (issue 23): an owner invites by e-mail with a role, the invitee chooses a password from a single-use
// link, and an owner changes roles and suspends accounts. The input rules and the API's words for them, shared by the
// API and the console.
import { z } from './zod.ts';
import { apiMessages } from './messages.ts';
import { staffRoles } from './roles.ts';
import { emailField, languages, requiredText } from './schemas.ts';

/** How long an invitation link works. */
export const INVITATION_HOURS = 72;

/** invited: the link is out and no password chosen yet; active: signs in; suspended: an owner stopped the account. */
export const staffStatuses = ['invited', 'active', 'suspended'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export const staffMessages = {
  invalidRole: (value: string) => `"${value}" is not a valid role. Choose "owner", "editor" or "sales".`,
  emailHasAccount: 'This address already has an account. Invite another address, or change the role of that staff member.',
  lastOwner: 'The company needs at least one active owner. Make another staff member an owner first.',
  notYourself: 'You cannot suspend your own account.',
  invitationUnknown: 'This invitation link is not valid. Check that you opened the whole link from the mail.',
  invitationUsed: 'This invitation has already been used. Sign in with the password you chose.',
  invitationExpired: 'This invitation has expired. Ask an owner to invite you again.',
  invitationAccepted: 'Your account is ready. Sign in with your e-mail address and the password you chose.',
  accountSuspended: 'This account is suspended. Ask an owner of the company.',
  notAssignable: 'Only an active owner or salesperson can be assigned to an order.',
} as const;

const role = z.enum(staffRoles, {
  error: (issue) => (issue.input === undefined ? apiMessages.required : staffMessages.invalidRole(String(JSON.stringify(issue.input)))),
});

/** POST admin/staff: who to invite, as which role; the mail is written in `language` (the inviter's console's). */
export const staffInviteSchema = z.object({
  email: emailField(),
  role,
  language: z.enum(languages).optional(),
});

/** PUT admin/staff/{id}: a new role, and/or suspended (true) or reinstated (false). Other fields are ignored. */
export const staffUpdateSchema = z.object({
  role: role.optional(),
  suspended: z.boolean({ error: 'Must be true or false.' }).optional(),
});

/** POST staff/invitation/: the link's token, the name the customers will read, and the password. */
export const invitationAcceptSchema = z.object({
  token: requiredText(apiMessages.required, 200),
  full_name: requiredText(apiMessages.required, 200),
  password: z.string({ error: apiMessages.required }).min(1, { error: apiMessages.required }),
});

/** PUT admin/orders/{id}/assignee: the staff member (DELETE takes the order back from them). */
export const orderAssignSchema = z.object({
  assigned_to: z
    .number({
      error: (issue) => (issue.input === undefined ? apiMessages.required : issue.input === null ? apiMessages.notNull : apiMessages.invalidInteger),
    })
    .int({ error: apiMessages.invalidInteger })
    .positive({ error: apiMessages.invalidInteger })
    .max(2_147_483_647, { error: apiMessages.invalidInteger }),
});

export type StaffInviteInput = z.infer<typeof staffInviteSchema>;
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

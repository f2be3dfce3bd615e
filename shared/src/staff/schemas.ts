// The input rules of staff accounts (issue 23), with zod: words.ts holds their words.
import { z } from '../common/zod.ts';
import { apiMessages } from '../common/messages.ts';
import { staffRoles } from './roles.ts';
import { emailField, requiredText } from '../common/fields.ts';
import { languages } from '../common/options.ts';
import { staffMessages } from './words.ts';

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
  suspended: z.boolean({ error: apiMessages.notABoolean }).optional(),
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

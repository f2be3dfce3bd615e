// Staff accounts (issue 23): an owner invites by e-mail with a role, the invitee chooses a password from a single-use
// link, and an owner changes roles and suspends accounts. The API's words and the account states, shared by the API and the
// console; the input rules are in schemas.ts, apart, so that what needs only the words carries no zod.

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

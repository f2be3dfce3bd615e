// Staff journeys (issue 23): an owner invites someone from the console's Staff page, and the invitee accepts the
// mailed link. Other team journeys (two-factor sign-in, the audit log) start from these steps.
import { expect, type Page, test } from '@playwright/test';
import type { StaffRole } from '@fitout/shared';
import { mailedLink } from './accounts.ts';
import { notice } from './console.ts';
import { screenshot } from './screenshots.ts';

const roleNames: Record<StaffRole, string> = { owner: 'Owner', editor: 'Editor', sales: 'Sales' };

/**
 * On a console page signed in as an owner: invites `email` as `role` from Staff, and waits for the notice. `origin`: a
 * server other than the shared one (two-factor.spec.ts runs its own).
 */
export async function inviteStaff(page: Page, email: string, role: StaffRole, origin = '') {
  await page.goto(`${origin}/admin/staff`);
  await page.getByRole('link', { name: 'Invite' }).click();
  await expect(page).toHaveURL(/\/admin\/staff\/create$/);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: roleNames[role] }).click();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(notice(page, `Invitation sent to ${email}.`)).toBeVisible();
}

/** Opens the invitation mailed to `email`, chooses a name and a password, and goes on to the login page. */
export async function acceptInvitation(page: Page, email: string, fullName: string, password: string, origin?: string) {
  const link = await mailedLink(email, /invited to the Fit-out team/, origin);
  await page.goto(`${origin ?? ''}${link}`);
  await expect(page.getByRole('heading', { name: 'Join the Fit-out team' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await screenshot(page, { path: test.info().outputPath('invitation.png') });
  await page.getByLabel('Your name').fill(fullName);
  await page.getByLabel('Choose a password').fill(password);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page.getByText('Your account is ready.')).toBeVisible();
  await screenshot(page, { path: test.info().outputPath('invitation-accepted.png') });
  await page.getByRole('link', { name: 'Go to sign in' }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

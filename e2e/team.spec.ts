// A team in the console (issue 23): the owner invites staff with a role, and each sees only what the role allows.
import { expect, test } from '@playwright/test';
import { PASSWORD, freshEmail } from './support/accounts.ts';
import { consoleSignIn } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { acceptInvitation, inviteStaff } from './support/team.ts';

// Each console page fetches its access token through the session cookie before it renders: on a loaded machine a
// journey of several console pages takes longer than the default 30 s, as the other console journeys do.
test.describe.configure({ timeout: 180_000 });

test('an owner invites an editor, who sets a password from the mailed link, signs in and finds no Orders menu', async ({ page, browser }) => {
  const editor = freshEmail('editor');

  await test.step('the owner invites an editor from Staff', async () => {
    await consoleSignIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // Signed in once the dashboard shows; a page opened before that meets the login page again.
    await expect(page).toHaveURL(/\/admin\/?$/);
    await inviteStaff(page, editor, 'editor');
  });

  const editorPage = await (await browser.newContext()).newPage();
  await test.step('the editor accepts the mailed invitation', async () => {
    await acceptInvitation(editorPage, editor, 'Nour Editor', PASSWORD);
  });

  await test.step('the editor signs in: the catalogue, no orders, no staff', async () => {
    await consoleSignIn(editorPage, editor, PASSWORD);
    const menu = editorPage.getByRole('navigation').or(editorPage.locator('.RaSidebar-fixed')).first();
    await expect(menu.getByRole('menuitem', { name: 'Packages' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Orders' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Staff' })).toHaveCount(0);
  });

  await test.step('the owner sees the editor active in Staff', async () => {
    await page.goto('/admin/staff');
    await expect(page.getByRole('row').filter({ hasText: editor })).toContainText('Active');
  });
});

// An axe-core scan of the account pages and of every customer-area screen (with an order to show), in both
// themes: no serious or critical violation, and (listened for on the same visits) no Content Security Policy violation
// or console error.
import { expect, test } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { activeCustomer, apiTokens, hydrated, signInContext } from './support/accounts.ts';
import { apiUrl } from './support/env.ts';
import { listenForProblems } from './support/problems.ts';

const accountPages = ['/login', '/signup', '/resetpassword', '/changepassword?otp=a&uidb64=b&reset_token=c', '/confirmemail'];

for (const theme of ['light', 'dark'] as const) {
  test(`account pages and customer screens pass an axe scan in the ${theme} theme`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const email = await activeCustomer(`axe-${theme}`, 'Yara Mostafa');
    const problems = await listenForProblems(page);

    await page.goto('/');
    await page.evaluate((dark) => localStorage.setItem('darkMode', String(dark)), theme === 'dark');
    const found: Record<string, string[]> = {};
    const scan = async (label: string) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      const violations = await seriousViolations(page, theme);
      if (violations.length) found[label] = violations;
    };

    for (const path of accountPages) {
      await page.goto(path);
      await hydrated(page);
      await scan(path);
    }

    await signInContext(context, email);
    const { access } = await apiTokens(email);
    const userId = JSON.parse(Buffer.from(access.split('.')[1], 'base64url').toString()).user_id as number;
    const form = new FormData();
    for (const [key, value] of Object.entries({
      user_id: String(userId),
      full_name: 'Yara Mostafa',
      phone: '01000000001',
      governorate: 'Alexandria',
      city: 'Smouha',
      area: 'Victor Emmanuel',
      typeunit: 'Roof',
      requiredworks: 'Supervision',
      skills: 'Innovative designs',
      conditionoftheunit: 'Semi-finished',
      space: '90',
      numberroom: '2',
      numberbathroom: '1',
      description: 'Roof garden.',
      package: '',
    }))
      form.set(key, value);
    const created = await fetch(apiUrl('registerorder/create/'), { method: 'POST', headers: { authorization: `Bearer ${access}` }, body: form });
    expect(created.status).toBe(201);
    const order = (await created.json()) as { slug: string };

    const screens: [string, string][] = [
      ['/user/profile', 'Profile'],
      [`/user/updateprofile/${userId}`, 'Update Profile'],
      ['/user/createregisterorder?package=Classic', 'Order'],
      ['/user/listorders', 'Orders List'],
      [`/user/detailsorder/${order.slug}`, 'Roof'], // the order's name: its package, else its type of unit
    ];
    for (const [path, heading] of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await scan(path);
    }
    // The delete confirmation, open.
    await page.goto('/user/listorders');
    await page.getByRole('button', { name: /^Delete/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await scan('delete dialog');

    expect(found).toEqual({});
    expect(problems).toEqual([]);
  });
}

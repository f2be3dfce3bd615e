// Content that publishes itself: the product started as `npm start` starts it; a package's title changed in the
// console reaches its public page and its category's page without a restart (the pages it touches rendered again),
// while a loop of visits during the publication sees only complete pages with status 200; SIGTERM then ends the
// server cleanly.
import { accounts, admin, packages as packageCalls, pathOf } from '@fitout/shared/contract';
import { expect, test } from '@playwright/test';
import { messages } from '@fitout/shared';
import { consoleSignIn, notice } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { npmStart, type NpmStart } from './support/npm-start.ts';

type Pkg = { id: number; title: string; slug: string; category: { id: number; title: string } };
type Visit = { path: string; status: number; complete: boolean; showsPackage: boolean };

let server: NpmStart | undefined;

test.describe.configure({ mode: 'serial' });
test.setTimeout(12 * 60_000);

test.afterAll(async () => {
  await server?.stop();
});

test('a package renamed in the console is published to its page and its category page, and no visit sees a half-built site', async ({ browser }) => {
  await test.step('npm start builds the console and the site, then prints the address and the demo logins', async () => {
    server = await npmStart({ env: { PUBLISH_DEBOUNCE_MS: '1000', LOG_LEVEL: 'warn', STAFF_2FA: 'optional' } });
    const output = server.output();
    expect(output).toContain('site: building');
    expect(output).toContain(`${server.origin}/admin/`);
    expect(output).toContain(`demo admin    ${DEMO_ADMIN.email}  password: ${DEMO_ADMIN.password}`);
  });
  const origin = server!.origin;
  const page = async (path: string) => {
    const response = await fetch(`${origin}${path}`);
    return { status: response.status, text: await response.text() };
  };

  // A seeded package that its category's first page lists.
  const packages = (await (await fetch(`${origin}${pathOf(packageCalls.list)}`)).json()) as Pkg[];
  let pkg: Pkg | undefined;
  for (const candidate of packages) {
    if ((await page(`/detailscategory/${candidate.category.id}`)).text.includes(candidate.title)) {
      pkg = candidate;
      break;
    }
  }
  if (!pkg) throw new Error('no package is listed on the first page of its category');
  const packagePath = `/detailspackage/${pkg.slug}`;
  const categoryPath = `/detailscategory/${pkg.category.id}`;
  const newTitle = `${pkg.title} Signature`;
  expect((await page(packagePath)).text).toContain(pkg.title);
  expect((await page(packagePath)).text).not.toContain(newTitle);

  const { access } = (await (
    await fetch(`${origin}${pathOf(accounts.token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    })
  ).json()) as { access: string };
  const publishStatus = async () =>
    (await (await fetch(`${origin}${pathOf(admin.publish.status)}`, { headers: { authorization: `Bearer ${access}` } })).json()) as {
      building: boolean;
      pending: boolean;
      failed: boolean;
      published_at: string | null;
    };
  const publishedBefore = (await publishStatus()).published_at;
  expect(publishedBefore).not.toBeNull();

  // Visits of a few pages, round after round, for as long as the publication takes (bounded).
  const visits: Visit[] = [];
  let sawPublishing = false;
  let stopVisits = false;
  const paths = ['/', packagePath, categoryPath, '/about', '/ourworkspage'];
  const visiting = (async () => {
    const until = Date.now() + 8 * 60_000;
    for (let i = 0; !stopVisits && i < 4_000 && Date.now() < until; i++) {
      const path = paths[i % paths.length];
      const { status, text } = await page(path);
      visits.push({
        path,
        status,
        complete: text.trimEnd().endsWith('</html>'),
        showsPackage: path !== packagePath || text.includes(pkg!.title),
      });
      if (i % paths.length === 0) {
        const { building, pending } = await publishStatus();
        if (building || pending) sawPublishing = true;
      }
      await new Promise((wait) => setTimeout(wait, 40));
    }
  })();

  const context = await browser.newContext({ baseURL: origin });
  const tab = await context.newPage();
  await test.step('the console shows the site as published, and saves the new title', async () => {
    await consoleSignIn(tab, DEMO_ADMIN.email, DEMO_ADMIN.password);
    // The dashboard's first reads after signing in, beside the console's journeys on two cores: up to 20 s.
    await expect(tab.getByTestId('publish-status')).toContainText('The public site is up to date.', { timeout: 20_000 });
    await tab.goto(`/admin/packages/${pkg!.id}`);
    const title = tab.getByRole('textbox', { name: 'Title', exact: true });
    await expect(title).toHaveValue(pkg!.title);
    await title.fill(newTitle);
    await tab.getByRole('button', { name: 'Save' }).click();
    await expect(notice(tab, messages.packageUpdated)).toBeVisible();
  });

  await test.step('the dashboard follows the publication', async () => {
    await tab.goto('/admin/');
    await expect(tab.getByTestId('publish-status')).toHaveAttribute('data-state', /building|published/);
  });

  await test.step('the package page and the category page show the new title once published', async () => {
    await expect.poll(async () => (await page(packagePath)).text, { timeout: 6 * 60_000, intervals: [1_000] }).toContain(newTitle);
    const category = await page(categoryPath);
    expect(category.status).toBe(200);
    expect(category.text).toContain(newTitle);
    const status = await publishStatus();
    expect(status.failed).toBe(false);
    expect(status.published_at).not.toBe(publishedBefore);
    await expect(tab.getByTestId('publish-status')).toHaveAttribute('data-state', 'published', { timeout: 30_000 });
  });

  await test.step('every visit during the publication got a complete page with status 200', async () => {
    // A few more rounds on the published pages.
    const seenNow = visits.length;
    await expect.poll(() => visits.length, { timeout: 60_000 }).toBeGreaterThan(seenNow + paths.length * 2);
    stopVisits = true;
    await visiting;
    expect(sawPublishing, 'the visits overlapped the publication').toBe(true);
    expect(visits.length).toBeGreaterThan(paths.length * 4);
    const bad = visits.filter((visit) => visit.status !== 200 || !visit.complete || !visit.showsPackage);
    expect(bad).toEqual([]);
  });

  await context.close();

  await test.step('SIGTERM ends the server cleanly', async () => {
    const code = await server!.stop();
    server = undefined;
    expect(code).toBe(0);
  });
});

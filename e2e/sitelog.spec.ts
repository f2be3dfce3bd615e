// Issue 41, daily logs written without a network: on a 390 px phone, staff open an order's site diary in the console,
// lose the network, write a shared daily log with two photos (it waits on the phone), reload the page still offline
// (the console's shell comes from its service worker and the write is still waiting), then get the network back: the
// log reaches the API once, with its photos, and the customer reads it on their order's timeline. The same for a snag
// fix on a completed order: written offline with its photo, it survives a reload and arrives once on return (the snag
// fixed with one photo, the customer mailed once).
import { expect, test } from '@playwright/test';
import { signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { apiTokens } from './support/accounts.ts';
import { mailTo, waitForMail } from './support/mail.ts';
import { jpeg } from './support/photos.ts';
import { putApi } from './support/job.ts';

// The console's service worker is what keeps the site diary open without a network (blocked for the other journeys).
test.use({ serviceWorkers: 'allow' });

const SLOW = { timeout: 20_000 };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test('staff write a daily log with two photos offline; it arrives once when the network returns and the customer reads it', async ({
  browser,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'one run: the journey sets its own phone width');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Karim Fathy' }, 'sitelog');
  const work = `Tiled the bathroom floor ${Date.now()}`;

  const staffContext = await browser.newContext(PHONE);
  const staff = await staffContext.newPage();
  await test.step("staff open the order's site diary while online: the console's shell is kept on the phone", async () => {
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await staff.goto(`/admin/orders/${order.id}/show`);
    await staff.getByRole('link', { name: 'Site diary' }).click();
    await expect(staff).toHaveURL(new RegExp(`/admin/site/orders/${order.id}$`));
    await expect(staff.getByRole('heading', { name: 'Site diary', level: 1 })).toBeVisible(SLOW);
    await expect(staff.getByTestId('daily-logs')).toContainText('No daily log yet.', SLOW);
    // The service worker has precached the shell once it is active.
    await staff.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  await test.step('offline, they write a shared log with two photos: it waits on the phone', async () => {
    await staffContext.setOffline(true);
    await expect(staff.getByText(/^Offline: what you save is kept/)).toBeVisible();
    const form = staff.getByRole('form', { name: 'Daily log' });
    await form.getByRole('textbox', { name: 'What was done today' }).fill(work);
    await form.getByRole('textbox', { name: 'Crew on site (count)' }).fill('3');
    await form.getByRole('textbox', { name: 'Crew names' }).fill('Hassan, Mina, Adel');
    await form.getByLabel('Weather').selectOption('hot');
    await form
      .getByLabel('Add photos')
      .setInputFiles([await jpeg('tiles.jpg', { r: 180, g: 150, b: 120 }), await jpeg('grout.jpg', { r: 90, g: 110, b: 130 })]);
    await expect(form.getByRole('img')).toHaveCount(2);
    await form.getByRole('switch', { name: /Share with the customer/ }).check();
    await form.getByRole('button', { name: 'Save' }).click();
    const waiting = staff.getByTestId('outbox').getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Waiting for a network');
    await expect(waiting).toContainText(work);
    await expect(waiting).toContainText('2 photos');
  });

  await test.step('reloaded still offline, the page opens and the log still waits', async () => {
    await staff.reload();
    await expect(staff.getByRole('heading', { name: 'Site diary', level: 1 })).toBeVisible(SLOW);
    const waiting = staff.getByTestId('outbox').getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Waiting for a network');
    await expect(waiting).toContainText(work);
  });

  await test.step('online again, the log is sent once with its photos', async () => {
    await staffContext.setOffline(false);
    await expect(staff.getByTestId('outbox')).toContainText('Nothing waiting', SLOW);
    const log = staff.getByTestId('daily-logs').getByRole('listitem').filter({ hasText: work });
    await expect(log).toBeVisible(SLOW);
    await expect(log.getByRole('img')).toHaveCount(2);
    await expect(log).toContainText('Shared');
    const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
    const logs = (await (await fetch(apiUrl(`admin/orders/${order.id}/daily-logs`), { headers: { authorization: `Bearer ${access}` } })).json()) as {
      work_done: string;
      photos: unknown[];
    }[];
    expect(logs.filter((entry) => entry.work_done === work)).toHaveLength(1);
    expect(logs[0].photos).toHaveLength(2);
  });
  await staffContext.close();

  await test.step("the customer reads it on their order's timeline, with its photos", async () => {
    const customerContext = await browser.newContext(PHONE);
    await signInContext(customerContext, order.email);
    const customer = await customerContext.newPage();
    await customer.goto(`/user/detailsorder/${order.slug}`);
    const step = customer.locator('.timeline__step').filter({ hasText: 'Daily log from the site' });
    await expect(step).toContainText(work, SLOW);
    await expect(step.getByRole('img')).toHaveCount(2);
    await customerContext.close();
  });
});

test('staff mark a snag fixed offline with a photo; it arrives once when the network returns', async ({ browser }, info) => {
  test.skip(info.project.name !== 'desktop', 'one run: the journey sets its own phone width');
  test.setTimeout(180_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'Salma Nabil' }, 'sitesnag');
  const { access: staffToken } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await putApi(`admin/orders/${order.id}`, staffToken, { stage: 'completed', stage_note: '' });
  const defect = `The kitchen cabinet door does not close ${Date.now()}`;
  const fixText = 'Adjusted the hinge: the door closes flush.';
  const snag = await test.step('the customer reports a snag on the completed order', async () => {
    const { access } = await apiTokens(order.email);
    const photo = await jpeg('cabinet.jpg', { r: 170, g: 140, b: 110 });
    const report = new FormData();
    report.append('room', 'Kitchen');
    report.append('description', defect);
    report.append('photos', new Blob([new Uint8Array(photo.buffer)], { type: photo.mimeType }), photo.name);
    const reported = await fetch(apiUrl(`registerorder/detail/${order.slug}/snags/`), {
      method: 'POST',
      headers: { authorization: `Bearer ${access}` },
      body: report,
    });
    expect(reported.status).toBe(201);
    return (await reported.json()) as { id: number };
  });

  const staffContext = await browser.newContext(PHONE);
  const staff = await staffContext.newPage();
  const form = staff.getByRole('form', { name: 'Snag fix' });
  await test.step("staff open the order's site diary while online: its open snag is read and kept on the phone", async () => {
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await staff.goto(`/admin/site/orders/${order.id}`);
    await expect(staff.getByRole('heading', { name: 'Site diary', level: 1 })).toBeVisible(SLOW);
    await staff.getByRole('tab', { name: 'Snag fix' }).click();
    await expect(form.getByLabel('Choose the snag fixed')).toContainText(defect, SLOW);
    await staff.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
  });

  await test.step('offline, they mark it fixed with a note and a photo: it waits on the phone', async () => {
    await staffContext.setOffline(true);
    await expect(staff.getByText(/^Offline: what you save is kept/)).toBeVisible();
    await form.getByLabel('Choose the snag fixed').selectOption(String(snag.id));
    await form.getByRole('textbox', { name: 'What was done (the customer reads it)' }).fill(fixText);
    await form.getByLabel('Photo of the fix').setInputFiles(await jpeg('hinge.jpg', { r: 120, g: 160, b: 120 }));
    await expect(form.getByRole('img', { name: 'Photo of the fix' })).toHaveCount(1);
    await form.getByRole('button', { name: 'Mark fixed' }).click();
    const waiting = staff.getByTestId('outbox').getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Snag fix');
    await expect(waiting).toContainText('Waiting for a network');
    await expect(waiting).toContainText(fixText);
    await expect(waiting).toContainText(/1 photo(?!s)/);
    // The snag is not offered again while its fix waits.
    await expect(form.getByRole('option', { name: /fix waiting to send/ })).toBeDisabled();
  });

  await test.step('reloaded still offline, the fix still waits', async () => {
    await staff.reload();
    await expect(staff.getByRole('heading', { name: 'Site diary', level: 1 })).toBeVisible(SLOW);
    const waiting = staff.getByTestId('outbox').getByRole('listitem');
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText('Waiting for a network');
    await expect(waiting).toContainText(fixText);
  });

  await test.step('online again, the fix is sent once with its photo and the customer is mailed once', async () => {
    await staffContext.setOffline(false);
    await expect(staff.getByTestId('outbox')).toContainText('Nothing waiting', SLOW);
    await staff.getByRole('tab', { name: 'Snag fix' }).click();
    await expect(staff.getByText('No open snag on this order.')).toBeVisible(SLOW);
    const read = (await (await fetch(apiUrl(`admin/orders/${order.id}/snags`), { headers: { authorization: `Bearer ${staffToken}` } })).json()) as {
      snags: { id: number; status: string; fix_note: string; fix_photos: unknown[] }[];
    };
    expect(read.snags).toHaveLength(1);
    expect(read.snags[0]).toMatchObject({ id: snag.id, status: 'fixed', fix_note: fixText });
    expect(read.snags[0].fix_photos).toHaveLength(1);
    const subject = `Your order #${order.id}: a snag is fixed (Kitchen)`;
    await waitForMail(order.email, (mail) => mail.subject === subject);
    await staff.waitForTimeout(1_000);
    expect(mailTo(order.email).filter((mail) => mail.subject === subject)).toHaveLength(1);
  });
  await staffContext.close();
});

// Issue 38, selections within allowances: staff, in the console at 1280 px in English, define the master bathroom's
// wall tiles (20 m² at an allowance of 300 EGP per m²) with two choices and their photos; the customer, on a phone in
// Arabic, sees each choice over or under the allowance, chooses the marble over it, reads that a change order for the
// difference is raised and approved with the choice, and confirms; the contract total and the schedule of payments
// move by the difference on the order page; staff see the selection chosen.
import { expect, test } from '@playwright/test';
import { deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { expectArabicOnly, expectNoSidewaysScroll } from './support/arabic.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { jpeg } from './support/photos.ts';
import { acceptedQuote, arabicMoney } from './support/job.ts';
import { screenshot } from './support/screenshots.ts';

const SLOW = { timeout: 20_000 };
/** The console's order page loads its panels' scripts on first use: slower on a busy machine. */
const FIRST = { timeout: 60_000 };

test('on a phone in Arabic, the customer chooses a tile over its allowance and approves the change it makes @phone', async ({ browser }, info) => {
  test.skip(info.project.name !== 'phone', 'the Arabic journey runs in project phone');
  test.setTimeout(300_000);
  const order = await orderAsNewCustomer({ ...CAIRO_UNIT, full_name: 'منى عادل', city: 'القاهرة الجديدة', area: 'التجمع الخامس' }, 'selection-ar');
  await readsArabic(order.email);
  await acceptedQuote(order, { fullName: 'منى عادل' });

  const staffContext = await browser.newContext(deviceFor('en'));
  const staff = await staffContext.newPage();
  await test.step('staff define the wall tiles with two choices and their photos in the console', async () => {
    await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
    await staff.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await staff.goto(`/admin/orders/${order.id}/show`);
    const panel = staff.getByTestId('order-selections');
    await expect(panel).toContainText('No selection defined yet.', FIRST);
    await panel.getByRole('button', { name: 'Define a selection' }).click();
    await panel.getByLabel('Item (English)').fill('Master bathroom wall tiles');
    await panel.getByLabel('Item (Arabic)').fill('بلاط حائط الحمام الرئيسي');
    await panel.getByLabel('Room (English)').fill('Master bathroom');
    // Texts without their Arabic are counted, as the customer reading in Arabic would see them in English.
    await expect(panel.locator('[data-arabic-warning]')).toContainText('Texts without Arabic: 1.');
    await panel.getByLabel('Room (Arabic)').fill('الحمام الرئيسي');
    await panel.getByLabel('Quantity').fill('20');
    await panel.getByRole('textbox', { name: 'Unit', exact: true }).fill('م²');
    await panel.getByLabel('Allowance per unit (EGP)').fill('300');
    await panel.getByLabel('Work stops until it is chosen').check();
    const marble = panel.locator('[data-choice-form="0"]');
    await marble.getByLabel('Name (English)').fill('Carrara marble, honed');
    await marble.getByLabel('Name (Arabic)').fill('رخام كرارا مطفي');
    await marble.getByLabel('Supplier').fill('رخام الشرق');
    await marble.getByLabel('Price per unit (EGP)').fill('450');
    await marble.getByLabel('Note (English)').fill('Honed, sealed after laying');
    await marble.getByLabel('Note (Arabic)').fill('مطفي، يُعزل بعد التركيب');
    await marble.getByLabel('Photo').setInputFiles(await jpeg('marble.jpg', { r: 226, g: 222, b: 214 }));
    const ceramic = panel.locator('[data-choice-form="1"]');
    await ceramic.getByLabel('Name (English)').fill('Royal ceramic, white');
    await ceramic.getByLabel('Name (Arabic)').fill('سيراميك رويال أبيض');
    await ceramic.getByLabel('Supplier').fill('سيراميكا رويال');
    await ceramic.getByLabel('Price per unit (EGP)').fill('250');
    await ceramic.getByLabel('Photo').setInputFiles(await jpeg('ceramic.jpg', { r: 245, g: 245, b: 240 }));
    await expect(panel.locator('[data-arabic-warning]')).toHaveCount(0);
    await screenshot(staff, { path: info.outputPath('selection-console-form-en.png'), fullPage: true });
    await panel.getByRole('button', { name: 'Save the selection' }).click();
    await expect(notice(staff, 'Selection saved: the customer can choose on their order page.')).toBeVisible(SLOW);
    const defined = panel.locator('[data-selection]');
    await expect(defined).toHaveAttribute('data-status', 'open');
    await expect(defined).toContainText('Waiting for the customer');
    await expect(defined).toContainText('Master bathroom ·');
    await expect(defined.locator('[data-choice]').first()).toContainText('Honed, sealed after laying');
    await expect(defined).toContainText('3,000 EGP over the allowance');
    await expect(defined).toContainText('1,000 EGP under the allowance');
  });

  const context = await browser.newContext(deviceFor('ar'));
  await signInContext(context, order.email);
  const customer = await context.newPage();
  await test.step('the customer sees the selection on the order page and opens it', async () => {
    await customer.goto(`/ar/user/detailsorder/${order.slug}`);
    const block = customer.locator('#selections');
    await expect(block.getByRole('heading', { name: 'اختياراتك' })).toBeVisible(FIRST);
    await expect(block).toContainText('بلاط حائط الحمام الرئيسي');
    await expect(block).toContainText('العمل ينتظر هذا الاختيار');
    await expectArabicOnly(customer);
    await expectNoSidewaysScroll(customer);
    await block.getByRole('link', { name: 'شاهد الخيارات واختر' }).click();
  });

  await test.step('each choice shows how far it is over or under; the confirmation says a change order is raised and approved', async () => {
    const marble = customer.locator('[data-side="over"]');
    await expect(marble).toContainText('رخام كرارا مطفي', SLOW);
    // The room and the note as staff wrote them in Arabic (the Arabic check below fails on their English).
    await expect(customer.locator('.selection__head')).toContainText('الحمام الرئيسي');
    await expect(marble).toContainText('مطفي، يُعزل بعد التركيب');
    // 20 m² × (450 − 300) EGP = 3,000 over; 20 × (300 − 250) = 1,000 under.
    await expect(marble.locator('[data-difference]')).toHaveText(`${await arabicMoney(customer, 300_000)} فوق المبلغ المخصص`);
    await expect(customer.locator('[data-side="under"] [data-difference]')).toHaveText(
      `${await arabicMoney(customer, 100_000)} أقل من المبلغ المخصص`,
    );
    await expect(marble.locator('img')).toBeVisible();
    const width = await marble.locator('img').evaluate((img) => img.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(300);
    await expectArabicOnly(customer);
    await expectNoSidewaysScroll(customer);
    await screenshot(customer, { path: info.outputPath('selection-choices-ar.png'), fullPage: true });

    await marble.getByRole('button', { name: 'اختر هذا: رخام كرارا مطفي' }).click();
    const confirm = customer.locator('[data-confirm]');
    // 3,000 + 14 % VAT = 3,420 EGP; the contract of 114,000 becomes 117,420.
    await expect(confirm.locator('[data-confirm-text]')).toContainText(`أمر تغيير بالفرق قدره ${await arabicMoney(customer, 342_000)}`);
    await expect(confirm.locator('[data-confirm-text]')).toContainText(`يصبح إجمالي عقدك ${await arabicMoney(customer, 11_742_000)}`);
    await expectArabicOnly(customer);
    await screenshot(customer, { path: info.outputPath('selection-confirm-ar.png'), fullPage: true });
    await confirm.getByLabel('اسمك بالكامل').fill('منى عادل');
    await confirm.getByRole('button', { name: 'تأكيد اختياري' }).click();
    await expect(customer.locator('[data-sonner-toast]').filter({ hasText: 'تم تأكيد اختيارك. شكرًا لك.' })).toBeVisible(SLOW);
    await expect(customer.locator('.selection[data-status="chosen"]')).toContainText('رخام كرارا مطفي');
  });

  await test.step('the change is approved with the choice; the contract total and the schedule move by the difference', async () => {
    await customer.getByRole('link', { name: 'شاهد أمر التغيير' }).click();
    const change = customer.locator('[data-change]');
    await expect(change).toHaveAttribute('data-status', 'approved', SLOW);
    await expect(change.locator('[data-change-total]')).toHaveText(`+${await arabicMoney(customer, 342_000)}`);
    await expect(customer.locator('[data-answer="approved"]')).toContainText('منى عادل');
    await expectArabicOnly(customer);

    await customer.goto(`/ar/user/detailsorder/${order.slug}`);
    const story = customer.locator('#changes');
    await expect(story.locator('[data-contract-total]')).toHaveText(await arabicMoney(customer, 11_742_000), SLOW);
    const instalment = story.locator('[data-change-number="1"]');
    await expect(instalment).toContainText(await arabicMoney(customer, 342_000));
    await expect(customer.locator('#selections [data-status="chosen"]')).toContainText('رخام كرارا مطفي');
    await expectArabicOnly(customer);
    await expectNoSidewaysScroll(customer);
    await customer.locator('#selections').scrollIntoViewIfNeeded();
    await screenshot(customer, { path: info.outputPath('selection-order-page-ar.png'), fullPage: true });
    await context.close();
  });

  await test.step('staff see the selection chosen, over the allowance, and the change approved', async () => {
    await staff.reload();
    const chosen = staff.getByTestId('order-selections').locator('[data-selection]');
    await expect(chosen).toHaveAttribute('data-status', 'chosen', SLOW);
    await expect(chosen).toContainText('Chosen: Carrara marble, honed');
    await expect(staff.getByTestId('order-changes').locator('[data-status="approved"]')).toContainText('Change order 1');
    await expect(staff.getByTestId('order-changes').locator('[data-contract-total]')).toHaveText('117,420 EGP');
    await chosen.scrollIntoViewIfNeeded();
    await screenshot(staff, { path: info.outputPath('selection-console-en.png'), fullPage: true });
    await staffContext.close();
  });
});

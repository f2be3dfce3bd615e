// Issue 25, snags after handover: on a completed order the customer reports a defect with a photo; staff mark it fixed
// in the console with a note and a photo of the fix; the customer, mailed, sees the fix and confirms it. Once in
// English at 1280 px (project desktop), once in Arabic at 390 px (project phone).
import { jpeg } from './support/photos.ts';
import { expect, test } from '@playwright/test';
import { apiTokens, deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { screenshot } from './support/screenshots.ts';
import { putApi } from './support/job.ts';
import { arabicDigits } from '@fitout/shared';

const words = {
  en: {
    project: 'desktop',
    title: 'Snags after handover',
    room: 'Room',
    description: 'What is wrong?',
    photos: 'Add photos',
    send: 'Send the report',
    reported: 'Thank you: we will arrange the fix and tell you when it is done.',
    staffTitle: 'Snags after handover',
    fixNote: 'What was done (the customer reads it)',
    fixPhoto: 'Photo of the fix',
    markFixed: 'Mark fixed',
    fixedNotice: 'Marked fixed; the customer is mailed to confirm it.',
    mail: (id: number) => `Your order #${id}: a snag is fixed (Kitchen)`,
    confirm: 'Confirm the fix',
    confirmed: 'Thank you for confirming.',
    closed: 'Closed',
    roomName: 'Kitchen',
    defect: 'A cabinet door does not close.',
    fixText: 'Adjusted the hinge and the door closes flush.',
  },
  ar: {
    project: 'phone',
    title: 'ملاحظات ما بعد التسليم',
    room: 'الغرفة',
    description: 'ما المشكلة؟',
    photos: 'أضف صورًا',
    send: 'إرسال البلاغ',
    reported: 'شكرًا لك: سنرتب الإصلاح ونخبرك عند الانتهاء.',
    staffTitle: 'ملاحظات ما بعد التسليم',
    fixNote: 'ما تم إصلاحه (يقرؤه العميل)',
    fixPhoto: 'صورة الإصلاح',
    markFixed: 'تم الإصلاح',
    fixedNotice: 'سُجّل الإصلاح وأُرسل إلى العميل لتأكيده.',
    mail: (id: number) => `طلبك رقم ${arabicDigits(id)}: تم إصلاح ملاحظة (Kitchen)`,
    confirm: 'تأكيد الإصلاح',
    confirmed: 'شكرًا لتأكيدك.',
    closed: 'مغلقة',
    roomName: 'Kitchen',
    defect: 'باب الخزانة لا يُغلق.',
    fixText: 'ضبطنا المفصلة وأصبح الباب يُغلق تمامًا.',
  },
} as const;

const SLOW = { timeout: 20_000 };

const ORDER = { ...CAIRO_UNIT, governorate: 'Giza', city: 'Sheikh Zayed', area: 'Beverly Hills' };

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  const prefix = lang === 'ar' ? '/ar' : '';

  test(`a snag reported with a photo, fixed by staff, confirmed by the customer (${lang})${lang === 'ar' ? ' @phone' : ''}`, async ({
    browser,
  }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    test.setTimeout(180_000);
    const fullName = lang === 'ar' ? 'منى عادل' : 'Mona Adel';
    const order = await orderAsNewCustomer({ ...ORDER, full_name: fullName }, `snag-${lang}`);
    if (lang === 'ar') await readsArabic(order.email);
    await putApi(`admin/orders/${order.id}`, (await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password)).access, { stage: 'completed', stage_note: '' });
    const device = deviceFor(lang);
    const customerContext = await browser.newContext(device);
    await signInContext(customerContext, order.email);
    const customer = await customerContext.newPage();

    await test.step('the customer reports a snag with a photo', async () => {
      await customer.goto(`${prefix}/user/detailsorder/${order.slug}`);
      const panel = customer.locator('#snags');
      await expect(panel.getByRole('heading', { name: w.title })).toBeVisible(SLOW);
      await panel.getByLabel(w.room).fill(w.roomName);
      await panel.getByLabel(w.description).fill(w.defect);
      await panel.getByLabel(w.photos).setInputFiles(await jpeg('cabinet.jpg', { r: 170, g: 140, b: 110 }));
      await panel.getByRole('button', { name: w.send }).click();
      await expect(customer.locator('[data-sonner-toast]').filter({ hasText: w.reported })).toBeVisible(SLOW);
      await expect(panel.locator('[data-status="open"]')).toContainText(w.defect);
    });

    await test.step('staff mark it fixed in the console with a note and a photo', async () => {
      const staffContext = await browser.newContext(device);
      const staff = await staffContext.newPage();
      await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
      await staff.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), lang);
      await staff.goto(`/admin/orders/${order.id}/show`);
      const panel = staff.getByTestId('order-snags');
      await expect(panel).toContainText(w.defect, SLOW);
      await expect(panel.getByRole('img')).toHaveCount(1);
      await panel.getByLabel(w.fixNote).fill(w.fixText);
      await panel.getByLabel(w.fixPhoto).setInputFiles(await jpeg('fixed.jpg', { r: 120, g: 160, b: 120 }));
      await panel.getByRole('button', { name: w.markFixed }).click();
      await expect(notice(staff, w.fixedNotice)).toBeVisible(SLOW);
      await staffContext.close();
    });

    await test.step('the customer, mailed, sees the fix and confirms it', async () => {
      await waitForMail(order.email, (m) => m.subject === w.mail(order.id));
      await customer.reload();
      const panel = customer.locator('#snags');
      const fixed = panel.locator('[data-status="fixed"]');
      await expect(fixed).toContainText(w.fixText, SLOW);
      await expect(fixed.getByRole('img')).toHaveCount(2);
      await fixed.scrollIntoViewIfNeeded();
      await screenshot(customer, { path: info.outputPath(`snag-fixed-${lang}.png`), fullPage: true });
      await fixed.getByRole('button', { name: w.confirm }).click();
      await expect(customer.locator('[data-sonner-toast]').filter({ hasText: w.confirmed })).toBeVisible(SLOW);
      await expect(panel.locator('[data-status="closed"]')).toContainText(w.closed);
    });

    await customerContext.close();
  });
}

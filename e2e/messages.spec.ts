// Issue 25, messages: a customer writes about their order with a photo; staff see the count rise on the console's
// order list, open the thread (the count clears) and answer with a photo; the customer is mailed a link into the
// thread, sees the count in the area's navigation and on their orders list, opens it (the count clears) and sees the
// photo full size. Then staff post a progress update with photos, which the customer's timeline shows, full size on
// tap. Once in English at 1280 px (project desktop), once in Arabic at 390 px (project phone).
import { jpeg } from './support/photos.ts';
import { expect, type Page, test } from '@playwright/test';
import { customerAndStaff } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, notice, orderAsNewCustomer } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { screenshot } from './support/screenshots.ts';
import { arabicDigits } from '@fitout/shared';

const words = {
  en: {
    project: 'desktop',
    title: 'Messages',
    write: 'Write to us',
    attach: 'Attach photos or PDFs',
    send: 'Send',
    sent: 'Message sent.',
    ordersNav: 'Orders List',
    newMessage: '1 new message',
    unread: '1 unread message',
    photoFromTeam: /^Photo 1 from .*Fit-out team$/,
    mail: (id: number) => `A new message about your order #${id}`,
    // The console's.
    staffWrite: 'Write to the customer',
    staffSent: 'Message sent',
    fresh: '1 new',
    question: 'Can the kitchen wall move 20 cm to the left? Photo attached.',
    answer: 'Yes, it can: here is the revised plan.',
    // The progress update.
    progressPanel: 'Progress',
    note: 'Note to the customer',
    addPhotos: 'Add photos of the work',
    post: 'Post the update',
    posted: 'Update posted; the customer is mailed.',
    progressNote: 'The ceramic in both bathrooms is laid.',
    progressMail: (id: number) => `Your order #${id}: a progress update`,
    progressLabel: 'Progress update',
    workPhoto: /^Photo 1 of the work/,
  },
  ar: {
    project: 'phone',
    title: 'الرسائل',
    write: 'اكتب إلينا',
    attach: 'أرفق صورًا أو ملفات PDF',
    send: 'إرسال',
    sent: 'تم إرسال الرسالة.',
    ordersNav: 'قائمة الطلبات',
    newMessage: 'رسالة جديدة',
    unread: 'رسالة واحدة غير مقروءة (١)',
    photoFromTeam: /^الصورة 1 من .*فريق التشطيب$/,
    mail: (id: number) => `رسالة جديدة بخصوص طلبك رقم ${arabicDigits(id)}`,
    staffWrite: 'اكتب إلى العميل',
    staffSent: 'تم إرسال الرسالة',
    fresh: '١ جديدة',
    question: 'هل يمكن تحريك حائط المطبخ ٢٠ سم لليسار؟ الصورة مرفقة.',
    answer: 'نعم يمكن: هذا هو المخطط المعدّل.',
    progressPanel: 'مراحل الطلب',
    note: 'ملاحظة للعميل',
    addPhotos: 'إضافة صور للعمل',
    post: 'نشر التحديث',
    posted: 'تم نشر التحديث وإبلاغ العميل بالبريد.',
    progressNote: 'تم تركيب السيراميك في الحمامين.',
    progressMail: (id: number) => `طلبك رقم ${arabicDigits(id)}: تحديث على سير العمل`,
    progressLabel: 'تحديث على سير العمل',
    workPhoto: /^صورة ١ من العمل/,
  },
} as const;

/** The customer area and the console each fetch a session before they render. */
const SLOW = { timeout: 20_000 };

const ORDER = CAIRO_UNIT;

/** The count of unread messages beside "Your orders" in the customer area's navigation. */
const navCount = (page: Page, label: string) => page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${label}`) });

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  const prefix = lang === 'ar' ? '/ar' : '';

  const title = `a message with a photo each way, the counts rising and clearing, and a progress update with photos (${lang})`;
  test(`${title}${lang === 'ar' ? ' @phone' : ''}`, async ({ browser }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    test.setTimeout(240_000);
    // A name no other journey gives its orders: the console's list is searched by it, newest first.
    const fullName = lang === 'ar' ? 'سلمى نبيل' : 'Salma Nabil';
    const order = await orderAsNewCustomer({ ...ORDER, full_name: fullName }, `messages-${lang}`);
    const { customerContext, staffContext, customer, staff } = await customerAndStaff(browser, order, lang);

    await test.step('the customer writes about the order with a photo', async () => {
      await customer.goto(`${prefix}/user/detailsorder/${order.slug}`);
      const thread = customer.locator('#messages');
      await expect(thread.getByRole('heading', { name: w.title })).toBeVisible(SLOW);
      await thread.getByLabel(w.write).fill(w.question);
      await thread.getByLabel(w.attach).setInputFiles(await jpeg('kitchen-wall.jpg', { r: 180, g: 150, b: 120 }));
      await expect(thread.getByText('kitchen-wall.jpg')).toBeVisible();
      await thread.getByRole('button', { name: w.send }).click();
      await expect(customer.locator('[data-sonner-toast]').filter({ hasText: w.sent })).toBeVisible(SLOW);
      const mine = thread.getByRole('list', { name: w.title }).getByRole('listitem').filter({ hasText: w.question });
      await expect(mine.getByRole('img')).toBeVisible();
      await expect(thread.getByLabel(w.write)).toHaveValue('');
      await screenshot(customer, { path: info.outputPath(`customer-wrote-${lang}.png`), fullPage: true });
    });

    await test.step('staff see the count on the order list, open the thread (it clears) and answer with a photo', async () => {
      await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
      await staff.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), lang);
      await staff.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: fullName }))}`);
      const row = staff.locator('tr, li').filter({ hasText: fullName }).first();
      await expect(row.getByRole('link', { name: w.unread })).toBeVisible(SLOW);
      await staff.goto(`/admin/orders/${order.id}/show`);
      const panel = staff.locator('#messages');
      await expect(panel.getByText(w.question)).toBeVisible(SLOW);
      await expect(panel.getByRole('img').first()).toBeVisible();
      await panel.getByLabel(w.staffWrite).fill(w.answer);
      await panel.getByLabel(w.attach).setInputFiles(await jpeg('revised-plan.jpg', { r: 90, g: 120, b: 160 }));
      await panel.getByRole('button', { name: w.send, exact: true }).click();
      await expect(notice(staff, w.staffSent)).toBeVisible(SLOW);
      await expect(panel.getByText(w.answer)).toBeVisible();
      await screenshot(staff, { path: info.outputPath(`staff-answered-${lang}.png`), fullPage: true });
      await staff.goto(`/admin/orders?filter=${encodeURIComponent(JSON.stringify({ q: fullName }))}`);
      await expect(staff.locator('tr, li').filter({ hasText: fullName }).first()).toBeVisible(SLOW);
      await expect(staff.getByRole('link', { name: w.unread })).toHaveCount(0);
    });

    await test.step('the customer is mailed, sees the counts, opens the thread (they clear) and the photo full size', async () => {
      const mail = await waitForMail(order.email, (m) => m.subject === w.mail(order.id));
      expect(mail.text).toContain(w.answer);
      const link = new URL(mail.text.match(/https?:\/\/\S+#messages/)![0]);
      expect(link.pathname).toBe(`${prefix}/user/detailsorder/${order.slug}`);

      await customer.goto(`${prefix}/user/listorders`);
      await expect(navCount(customer, w.ordersNav)).toContainText(lang === 'ar' ? '١' : '1', SLOW);
      const waiting = customer.getByRole('link', { name: w.newMessage });
      await expect(waiting).toBeVisible();
      await screenshot(customer, { path: info.outputPath(`customer-counts-${lang}.png`), fullPage: true });

      await customer.goto(`${link.pathname}${link.hash}`);
      const thread = customer.locator('#messages');
      const theirs = thread.getByRole('listitem').filter({ hasText: w.answer });
      await expect(theirs).toBeVisible(SLOW);
      await expect(thread.getByText(w.fresh)).toBeVisible();
      // Shown, so read: the navigation's count clears.
      await expect(navCount(customer, w.ordersNav)).toHaveText(w.ordersNav, SLOW);
      await screenshot(customer, { path: info.outputPath(`customer-thread-${lang}.png`), fullPage: true });
      const full = theirs.getByRole('link', { name: w.photoFromTeam });
      const [opened] = await Promise.all([customerContext.waitForEvent('page'), full.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toMatch(/\/media\/[0-9a-f]{24}-1200x900\/1200\.webp$/);
      await opened.close();
    });

    await test.step("staff post a progress update with photos; the customer's timeline shows them, full size on tap", async () => {
      await staff.goto(`/admin/orders/${order.id}/show`);
      await staff.getByLabel(w.note).fill(w.progressNote);
      await staff
        .getByLabel(w.addPhotos)
        .setInputFiles([await jpeg('bathroom-1.jpg', { r: 220, g: 220, b: 210 }), await jpeg('bathroom-2.jpg', { r: 150, g: 170, b: 160 })]);
      await staff.getByRole('button', { name: w.post }).click();
      await expect(notice(staff, w.posted)).toBeVisible(SLOW);

      const mail = await waitForMail(order.email, (m) => m.subject === w.progressMail(order.id));
      expect(mail.text).toContain(w.progressNote);
      await customer.goto(`${prefix}/user/detailsorder/${order.slug}`);
      const step = customer.locator('.timeline__step').filter({ hasText: w.progressLabel });
      await expect(step).toContainText(w.progressNote, SLOW);
      await expect(step.getByRole('img')).toHaveCount(2);
      await step.scrollIntoViewIfNeeded();
      await screenshot(customer, { path: info.outputPath(`customer-progress-${lang}.png`), fullPage: true });
      const [opened] = await Promise.all([customerContext.waitForEvent('page'), step.getByRole('link', { name: w.workPhoto }).click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toMatch(/\/media\/[0-9a-f]{24}-1200x900\/1200\.webp$/);
      await opened.close();
    });

    await customerContext.close();
    await staffContext.close();
  });
}

// Issue 25, what mails a customer gets: a customer mailed a progress update follows its "Stop these mails" link, presses
// the button and is told it is done; staff post another update, which mails nothing, while a message from staff still
// mails. English at 1280 px (project desktop), Arabic at 390 px (project phone).
import { expect, test } from '@playwright/test';
import { apiTokens, hydrated, readsArabic } from './support/accounts.ts';
import { CAIRO_UNIT, orderAsNewCustomer, staffPosts } from './support/console.ts';
import { DEMO_ADMIN } from './support/env.ts';
import { mailTo, waitForMail } from './support/mail.ts';
import { screenshot } from './support/screenshots.ts';
import { arabicDigits } from '@fitout/shared';

const ORDER = CAIRO_UNIT;

const words = {
  en: {
    project: 'desktop',
    name: 'Hany Samir',
    progress: (id: number) => `Your order #${id}: a progress update`,
    message: (id: number) => `A new message about your order #${id}`,
    stopLine: /Stop these mails: (\S+)/,
    stop: 'Stop these mails',
    willStop: 'This link stops the mails about: Progress of my orders.',
    done: 'Done: you will no longer get progress of my orders. You can turn them back on in your profile.',
  },
  ar: {
    project: 'phone',
    name: 'هاني سمير',
    progress: (id: number) => `طلبك رقم ${arabicDigits(id)}: تحديث على سير العمل`,
    message: (id: number) => `رسالة جديدة بخصوص طلبك رقم ${arabicDigits(id)}`,
    stopLine: /إيقاف هذه الرسائل: (\S+)/,
    stop: 'إيقاف هذه الرسائل',
    willStop: 'يوقف هذا الرابط رسائل: تقدم العمل في طلباتي.',
    done: 'تم: لن تصلك بعد الآن رسائل تقدم العمل في طلباتي.',
  },
} as const;

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  test(`a customer stops progress mails from the link in one; messages from the team still come (${lang})${lang === 'ar' ? ' @phone' : ''}`, async ({
    page,
  }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    test.setTimeout(40_000);
    const order = await orderAsNewCustomer({ ...ORDER, full_name: w.name }, `mail-preferences-${lang}`);
    if (lang === 'ar') await readsArabic(order.email);
    const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);

    await staffPosts(access, `admin/orders/${order.id}/progress`, 'note', 'The plastering is done.');
    const mail = await waitForMail(order.email, (m) => m.subject === w.progress(order.id));
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const link = w.stopLine.exec(mail.text)?.[1];
    expect(link).toMatch(new RegExp(`^https?://[^/]+${lang === 'ar' ? '/ar' : ''}/mail-preferences\\?token=`));

    await page.goto(new URL(link!).pathname + new URL(link!).search);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: w.stop })).toBeVisible();
    await expect(page.getByText(w.willStop)).toBeVisible();
    await page.getByRole('button', { name: w.stop }).click();
    await expect(page.getByRole('status')).toContainText(w.done);
    await screenshot(page, { path: info.outputPath(`stopped-${lang}.png`), fullPage: true });

    await staffPosts(access, `admin/orders/${order.id}/progress`, 'note', 'The tiles are laid.');
    await staffPosts(access, `admin/orders/${order.id}/messages`, 'body', 'We come on Sunday at ten.');
    const message = await waitForMail(order.email, (m) => m.subject === w.message(order.id));
    expect(message.text).toContain('We come on Sunday at ten.');
    // The update was posted before the message, and the outbox sends in the order mail was queued (api/src/mail/outbox.ts):
    // had the update been mailed, it would have come before the message or with it, in one digest. No wait needed.
    expect(mailTo(order.email).filter((m) => m.subject === w.progress(order.id))).toHaveLength(1);
    expect(mailTo(order.email).filter((m) => m.text.includes('The tiles are laid.'))).toEqual([]);
  });
}

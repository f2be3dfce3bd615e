// Issue 25, the site visit: staff have opened two slots for Cairo; the customer picks one on their order's page, gets
// the confirmation mail with its calendar file (read back with mailparser and ical.js: the slot's time to the minute),
// moves the visit to the other time (a new file), and staff see it on that day in the console. Once in English at
// 1280 px (project desktop), once in Arabic at 390 px (project phone).
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { expect, test } from '@playwright/test';
import { apiTokens, deviceFor, readsArabic, signInContext } from './support/accounts.ts';
import { CAIRO_UNIT, consoleSignIn, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { type ReceivedMail, waitForMail } from './support/mail.ts';
import { screenshot } from './support/screenshots.ts';
import { arabicDigits } from '@fitout/shared';

const words = {
  en: {
    project: 'desktop',
    title: 'Site visit',
    book: 'Book this time',
    booked: 'Your visit is booked. We mailed you the details with a calendar file.',
    move: 'Move the visit',
    moveHere: 'Move to this time',
    moved: 'Your visit is moved. We mailed you the new time.',
    mail: (id: number) => `Your site visit for order #${id}:`,
    movedMail: 'We moved the site visit',
    dayView: 'Site visits',
    dayField: 'Day',
    slotFrom: 'From',
    capacity: 'Capacity',
    visitsList: 'Visits on this day',
  },
  ar: {
    project: 'phone',
    title: 'زيارة الموقع',
    book: 'احجز هذا الموعد',
    booked: 'تم حجز زيارتك. أرسلنا إليك التفاصيل مع ملف للتقويم.',
    move: 'نقل الزيارة',
    moveHere: 'انقلها إلى هذا الموعد',
    moved: 'تم نقل زيارتك. أرسلنا إليك الموعد الجديد.',
    mail: (id: number) => `زيارة الموقع لطلبك رقم ${arabicDigits(id)}:`,
    movedMail: 'نقلنا زيارة الموقع',
    dayView: 'زيارات الموقع',
    dayField: 'اليوم',
    slotFrom: 'من',
    capacity: 'السعة',
    visitsList: 'زيارات هذا اليوم',
  },
} as const;

const SLOW = { timeout: 20_000 };

const ORDER = CAIRO_UNIT;

/** The Cairo calendar day `n` days from now. */
const cairoDay = (n: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + n * 86_400_000),
  );

/** The instant a Cairo day and time name, as the calendar file must say (Cairo's offset read from the platform). */
function cairoInstant(day: string, time: string) {
  const guess = new Date(`${day}T${time}:00Z`);
  const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', timeZoneName: 'longOffset' })
    .formatToParts(guess)
    .find((part) => part.type === 'timeZoneName')!
    .value.match(/GMT([+-]\d{2}):(\d{2})/)!;
  return new Date(guess.getTime() - (Number(offset[1]) * 60 + Math.sign(Number(offset[1])) * Number(offset[2])) * 60_000);
}

async function openSlot(access: string, day: string, startsAt: string, endsAt: string) {
  const response = await fetch(apiUrl('admin/visit-slots'), {
    method: 'POST',
    headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
    body: JSON.stringify({ day, starts_at: startsAt, ends_at: endsAt, governorates: ['Cairo'], capacity: 3 }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; day: string };
}

/** The calendar file of a mail, read back: its event's start and end. */
async function calendarOf(mail: ReceivedMail) {
  const { attachments } = await simpleParser(mail.raw);
  const file = attachments.find((attachment) => attachment.filename === 'site-visit.ics');
  expect(file, 'the mail carries site-visit.ics').toBeTruthy();
  const event = new ICAL.Event(new ICAL.Component(ICAL.parse(file!.content.toString('utf8'))).getFirstSubcomponent('vevent')!);
  return { start: event.startDate.toJSDate().toISOString(), end: event.endDate.toJSDate().toISOString() };
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  const prefix = lang === 'ar' ? '/ar' : '';

  test(`a customer books a site visit, gets its calendar file, moves it, and staff see it on the day (${lang})${lang === 'ar' ? ' @phone' : ''}`, async ({
    browser,
  }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    test.setTimeout(180_000);
    const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
    // Days of their own, per language, so that the two journeys' visits never share a day view.
    const offset = lang === 'ar' ? 20 : 10;
    const first = await openSlot(access, cairoDay(offset), '09:00', '11:00');
    const second = await openSlot(access, cairoDay(offset + 1), '13:30', '15:30');
    const fullName = lang === 'ar' ? 'منى عادل' : 'Mona Adel';
    const order = await orderAsNewCustomer({ ...ORDER, full_name: fullName }, `visit-${lang}`);
    if (lang === 'ar') await readsArabic(order.email);
    const device = deviceFor(lang);
    const customerContext = await browser.newContext(device);
    await signInContext(customerContext, order.email);
    const customer = await customerContext.newPage();

    await test.step('the customer picks a time on the order page and books it; the mail carries the visit as a calendar file', async () => {
      await customer.goto(`${prefix}/user/detailsorder/${order.slug}`);
      const panel = customer.locator('#visit');
      await expect(panel.getByRole('heading', { name: w.title })).toBeVisible(SLOW);
      await panel.locator(`input[name="slot"][value="${first.id}"]`).check({ force: true });
      await panel.getByRole('button', { name: w.book }).click();
      await expect(customer.locator('[data-sonner-toast]').filter({ hasText: w.booked })).toBeVisible(SLOW);
      // The page's clock (issue 37): "9:00 AM–11:00 AM", "٩:٠٠ ص–١١:٠٠ ص".
      await expect(panel.locator(`[data-visit-day="${first.day}"]`)).toContainText(
        lang === 'ar' ? /٩:٠٠\sص\s?–\s?١١:٠٠\sص/ : /9:00\sAM\s?–\s?11:00\sAM/,
      );
      await panel.scrollIntoViewIfNeeded();
      await screenshot(customer, { path: info.outputPath(`visit-booked-${lang}.png`), fullPage: true });
      const mail = await waitForMail(order.email, (m) => m.subject.startsWith(w.mail(order.id)));
      expect(await calendarOf(mail)).toEqual({
        start: cairoInstant(first.day, '09:00').toISOString(),
        end: cairoInstant(first.day, '11:00').toISOString(),
      });
    });

    await test.step('the customer moves it to the other time; a new calendar file says so', async () => {
      const panel = customer.locator('#visit');
      await panel.getByRole('button', { name: w.move }).click();
      await panel.locator(`input[name="slot"][value="${second.id}"]`).check({ force: true });
      await panel.getByRole('button', { name: w.moveHere }).click();
      await expect(customer.locator('[data-sonner-toast]').filter({ hasText: w.moved })).toBeVisible(SLOW);
      await expect(panel.locator(`[data-visit-day="${second.day}"]`)).toContainText(
        lang === 'ar' ? /١:٣٠\sم\s?–\s?٣:٣٠\sم/ : /1:30\sPM\s?–\s?3:30\sPM/,
      );
      const mail = await waitForMail(order.email, (m) => m.text.includes(w.movedMail));
      expect(await calendarOf(mail)).toEqual({
        start: cairoInstant(second.day, '13:30').toISOString(),
        end: cairoInstant(second.day, '15:30').toISOString(),
      });
    });

    await test.step('staff see the visit on its day in the console', async () => {
      const staffContext = await browser.newContext(device);
      const staff = await staffContext.newPage();
      await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(staff).toHaveURL(/\/admin\/$/, SLOW);
      await staff.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), lang);
      await staff.goto('/admin/visits');
      await expect(staff.getByRole('heading', { name: w.dayView, level: 1 })).toBeVisible(SLOW);
      const dayField = staff.getByLabel(w.dayField, { exact: true });
      if (lang === 'ar') {
        // The Arabic field writes the day out and opens the browser's calendar, which a test cannot click in: the day
        // goes to the calendar's own input, and the field shows it in Arabic words and digits.
        await staff.locator('.MuiCard-root', { has: dayField }).locator('input[type="date"]').fill(second.day, { force: true });
        await expect(dayField).toHaveValue(/[٠-٩]{4}/);
        await expect(dayField).not.toHaveValue(/[0-9]/);
      } else await dayField.fill(second.day);
      const list = staff.getByLabel(w.visitsList);
      await expect(list).toContainText(fullName, SLOW);
      await expect(list).toContainText('13:30');
      // The form that opens slots writes its time and its capacity in the page's language (issue 37).
      const slotForm = staff.locator('form[aria-labelledby="open-slot-title"]');
      const from = slotForm.getByLabel(w.slotFrom, { exact: true });
      const capacity = slotForm.getByLabel(w.capacity, { exact: true });
      if (lang === 'ar') {
        await slotForm.locator('input[type="time"]').first().fill('14:30', { force: true });
        await expect(from).toHaveValue('٢:٣٠ م');
        await capacity.fill('١2');
        await expect(capacity).toHaveValue('١٢');
      } else {
        await from.fill('14:30');
        await expect(from).toHaveValue('14:30');
        await capacity.fill('12');
        await expect(capacity).toHaveValue('12');
      }
      await screenshot(staff, { path: info.outputPath(`day-view-${lang}.png`), fullPage: true });
      await staffContext.close();
    });

    await customerContext.close();
  });
}

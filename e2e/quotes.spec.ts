// Issue 24: a quote from the console to the customer's acceptance, and the deposit paid. Staff write a quote with an
// optional line and a schedule and send it; the customer gets the mail, takes the option, sees the new total and
// accepts; staff see the acceptance and record the deposit; the customer sees it paid and gets the receipt; the
// printable quote, printed to PDF by Chromium and read back with pdftotext, holds the totals and the acceptance.
// Once in English at 1280 px (project desktop), once in Arabic at 390 px (project phone), console and site alike.
import { expect, test } from '@playwright/test';
import { formatPiastres, arabicDigits } from '@fitout/shared';
import { apiTokens, customerAndStaff } from './support/accounts.ts';
import { consoleSignIn, GIZA_UNIT, notice, orderAsNewCustomer } from './support/console.ts';
import { apiUrl, DEMO_ADMIN } from './support/env.ts';
import { waitForMail } from './support/mail.ts';
import { digitsOf, printedText } from './support/print.ts';

const words = {
  en: {
    project: 'desktop',
    write: 'Write a quote',
    addLine: 'Add a line',
    description: 'Description',
    unitPrice: 'Unit price (EGP)',
    quantity: 'Quantity',
    unit: 'Unit',
    optional: 'Optional',
    confirmSend: 'Send the quote',
    save: 'Save the draft',
    saved: 'Draft saved.',
    send: 'Send to the customer',
    sent: 'Quote sent; the customer is mailed.',
    accepted: 'Accepted',
    amount: 'Amount (EGP)',
    record: 'Record a payment',
    recorded: 'Payment recorded; the customer gets a receipt.',
    quoteMail: (id: number) => `Your quote for order #${id}`,
    take: 'Add to my quote',
    fullName: 'Your full name',
    agree: 'I have read and accept the terms of this quote.',
    acceptedNotice: 'Quote accepted.',
    receipt: (id: number) => `Receipt for your payment on order #${id}`,
    paid: 'Paid',
    acceptedBy: 'Accepted by',
  },
  ar: {
    project: 'phone',
    write: 'كتابة عرض سعر',
    addLine: 'إضافة بند',
    description: 'الوصف',
    unitPrice: 'سعر الوحدة (جنيه)',
    quantity: 'الكمية',
    unit: 'الوحدة',
    optional: 'اختياري',
    confirmSend: 'إرسال عرض السعر',
    save: 'حفظ المسودة',
    saved: 'تم حفظ المسودة.',
    send: 'إرسال إلى العميل',
    sent: 'تم إرسال العرض وإبلاغ العميل بالبريد.',
    accepted: 'مقبول',
    amount: 'المبلغ (جنيه)',
    record: 'تسجيل دفعة',
    recorded: 'تم تسجيل الدفعة؛ يصل العميل إيصال.',
    quoteMail: (id: number) => `عرض السعر لطلبك رقم ${arabicDigits(id)}`,
    take: 'أضفه إلى العرض',
    fullName: 'اسمك بالكامل',
    agree: 'قرأت شروط هذا العرض وأوافق عليها.',
    acceptedNotice: 'تم قبول العرض.',
    receipt: (id: number) => `إيصال دفعة لطلبك رقم ${arabicDigits(id)}`,
    paid: 'مدفوعة',
    acceptedBy: 'قبله',
  },
} as const;

/** The console and the customer area each fetch a session before they render: slower than a plain page on a loaded machine. */
const SLOW = { timeout: 20_000 };

/** The order's quotes as the console reads them (the figures the pages must show). */
async function quotesOf(orderId: number) {
  const { access } = await apiTokens(DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await fetch(apiUrl(`admin/orders/${orderId}/quotes`), { headers: { authorization: `Bearer ${access}` } });
  return (await response.json()) as {
    version: number;
    status: string;
    totals: { total: number };
    schedule: { amount: number }[];
    answer: { totals: { total: number } } | null;
  }[];
}

for (const lang of ['en', 'ar'] as const) {
  const w = words[lang];
  const prefix = lang === 'ar' ? '/ar' : '';

  // The Arabic journey is the phone's (@phone: the phone project runs only those).
  const title = `a quote written, sent, taken with an option, accepted, its deposit paid and printed (${lang})${lang === 'ar' ? ' @phone' : ''}`;
  test(title, async ({ browser }, info) => {
    test.skip(info.project.name !== w.project, `the ${lang} journey runs in project ${w.project}`);
    // Two people, the console and the site, four mails and a PDF: on a loaded machine well over the default budget.
    test.setTimeout(300_000);
    const fullName = lang === 'ar' ? 'منى عادل' : 'Mona Adel';
    const order = await orderAsNewCustomer({ ...GIZA_UNIT, full_name: fullName }, `quote-${lang}`);
    // Both people at the journey's width: a phone in Arabic, a desktop in English.
    const { customerContext, staffContext, customer, staff } = await customerAndStaff(browser, order, lang);

    await test.step('staff write a quote with an optional line and the schedule, and send it', async () => {
      await consoleSignIn(staff, DEMO_ADMIN.email, DEMO_ADMIN.password);
      await expect(staff).toHaveURL(/\/admin\/$/);
      // The console in the journey's language (react-admin keeps the choice in its store).
      await staff.evaluate((locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)), lang);
      await staff.goto(`/admin/orders/${order.id}/show`);
      const panel = staff.getByTestId('order-quotes');
      await panel.getByRole('button', { name: w.write }).click();
      await panel.getByRole('button', { name: w.addLine }).click();
      const line = panel.locator('[data-line]').last();
      await line.getByLabel(w.description, { exact: true }).fill('Smart lighting');
      // A new line starts empty (issue 37): its quantity and unit are typed too.
      await line.getByLabel(w.quantity, { exact: true }).fill('1');
      await line.getByLabel(w.unit, { exact: true }).fill('set');
      await line.getByLabel(w.unitPrice).fill('15000');
      await line.getByLabel(w.optional).check();
      await panel.getByRole('button', { name: w.save }).click();
      await expect(notice(staff, w.saved)).toBeVisible(SLOW);
      await panel.getByRole('button', { name: w.send }).click();
      // Sending asks first, with the total (issue 37).
      await staff.getByRole('dialog').getByRole('button', { name: w.confirmSend }).click();
      await expect(notice(staff, w.sent)).toBeVisible(SLOW);
    });

    const [sent] = await quotesOf(order.id);
    expect(sent.status).toBe('sent');

    await test.step('the customer opens the mailed link, takes the option, sees the new total and accepts', async () => {
      const mail = await waitForMail(order.email, (m) => m.subject === w.quoteMail(order.id));
      const link = new URL(mail.text.match(/https?:\/\/\S+\/quote\b/)![0]);
      expect(link.pathname).toBe(`${prefix}/user/detailsorder/${order.slug}/quote`);
      await customer.goto(link.pathname);
      const total = customer.locator('[data-total]');
      await expect(total).toHaveText(formatPiastres(sent.totals.total, lang), { timeout: 20_000 });
      await customer.getByLabel(w.take).check();
      // 15,000 EGP more, and its VAT at 14 %.
      const withOption = sent.totals.total + 1_500_000 + 210_000;
      await expect(total).toHaveText(formatPiastres(withOption, lang));
      await customer.getByLabel(w.fullName).fill(fullName);
      await customer.getByLabel(w.agree).check();
      const accept = customer.locator('.quote-answer button[type="submit"]');
      await expect(accept).toContainText(formatPiastres(withOption, lang));
      await accept.click();
      await expect(customer.getByText(w.acceptedNotice).first()).toBeVisible(SLOW);
    });

    const [accepted] = await quotesOf(order.id);
    expect(accepted.status).toBe('accepted');
    const deposit = accepted.schedule[0].amount;

    await test.step('staff see the acceptance and record the deposit', async () => {
      await staff.reload();
      const panel = staff.getByTestId('order-quotes');
      // A reload boots the console again: its session first, then the order and its quotes.
      await expect(panel.locator('[data-version="1"]')).toContainText(w.accepted, SLOW);
      await expect(panel.locator('[data-answer="accepted"]')).toContainText(fullName);
      const payments = staff.getByTestId('order-payments');
      await payments.getByLabel(w.amount).fill(String(deposit / 100));
      await payments.getByRole('button', { name: w.record }).click();
      await expect(notice(staff, w.recorded)).toBeVisible(SLOW);
    });

    await test.step('the customer gets the receipt and sees the deposit paid', async () => {
      const receipt = await waitForMail(order.email, (m) => m.subject === w.receipt(order.id));
      expect(receipt.text).toContain(formatPiastres(deposit, lang));
      await customer.reload();
      await expect(customer.locator('.quote-schedule tr').first()).toHaveAttribute('data-state', 'paid', { timeout: 20_000 });
      await expect(customer.locator('.quote-schedule tr').first()).toContainText(w.paid);
    });

    await test.step('the printable quote prints to a PDF with the totals and the acceptance', async () => {
      await customer.goto(`${prefix}/user/detailsorder/${order.slug}/quote/print`);
      await expect(customer.locator('.quote-print [data-total]')).toHaveText(formatPiastres(accepted.answer!.totals.total, lang), {
        timeout: 20_000,
      });
      if (lang === 'ar') await expect(customer.locator('.quote-print')).toHaveAttribute('dir', 'rtl');
      const text = await printedText(customer, info.outputPath(`quote-${lang}.pdf`));
      expect(digitsOf(text)).toContain(digitsOf(formatPiastres(accepted.answer!.totals.total, lang)));
      expect(text).toContain(lang === 'ar' ? 'SHA-256' : `${w.acceptedBy} ${fullName}`);
      expect(text).not.toContain(w.take);
    });

    await customerContext.close();
    await staffContext.close();
  });
}

// Issue 14, mails people act on: every mail has a plain-text part and an HTML part in the company's look, in the
// reader's language and direction, with what people typed escaped; staff mails answer to the customer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages, users } from '../../src/db/schema.ts';
import { createUser, form, orderFields, type TestApp, type TestUser, startMailingApp } from '../helpers.ts';
import type { ReceivedMail, TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let staff: TestUser;
let customer: TestUser;
const COMPANY = 'office@fitout.example';

async function delivered(to: string, subject: RegExp): Promise<ReceivedMail> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const mail = smtp.to(to).find((m) => subject.test(m.subject));
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail ${subject} to ${to}`);
}

const links = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1].replaceAll('&amp;', '&'));

beforeAll(async () => {
  // Each staff notification leaves on its own (no digest minute) so the test reads them one by one.
  ({ t, smtp } = await startMailingApp({}, { COMPANY_EMAIL: COMPANY }));
  staff = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('mails in HTML and text', () => {
  it('activation: both parts, the same link in each, a button to it, in the company look', async () => {
    const email = 'html-activation@example.com';
    expect(
      (
        await t.api.post('user/register/', {
          full_name: 'Nour <b>Said</b>',
          email,
          password: 'Granite-Terrace-2026',
          password2: 'Granite-Terrace-2026',
        })
      ).status,
    ).toBe(201);
    const mail = await delivered(email, /Confirm your email address/);
    const textLink = mail.text.match(/https?:\/\/\S+/)?.[0];
    expect(textLink).toContain('/login?activated=true');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('Fit-out');
    expect(links(mail.html!)).toContain(textLink);
    expect(mail.html).toContain('>Confirm my address</a>');
    // A name is text, never markup.
    expect(mail.html).toContain('Hello Nour &lt;b&gt;Said&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Said</b>');
  });

  it('Arabic mails are right to left, with the Arabic page linked', async () => {
    const email = 'html-arabic@example.com';
    const body = { full_name: 'منى', email, password: 'Granite-Terrace-2026', password2: 'Granite-Terrace-2026', language: 'ar' };
    expect((await t.api.post('user/register/', body)).status).toBe(201);
    const mail = await delivered(email, /أكّد عنوان بريدك الإلكتروني/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(links(mail.html!).some((link) => link.includes('/ar/login?activated=true'))).toBe(true);
  });

  it('the order mails: the customer gets a confirmation and the stage changes; staff get the order, answering to the customer', async () => {
    const placed = await t.api.post('registerorder/create/', form(orderFields({ full_name: 'Hany <script>x</script>' })), customer.token);
    expect(placed.status).toBe(201);
    const confirmation = await delivered(customer.email, new RegExp(`We received your order #${placed.body.id}`));
    expect(links(confirmation.html!)).toContain(`${t.config.siteUrl}/user/detailsorder/${placed.body.slug}`);

    const notice = await delivered(COMPANY, /New order from Hany/);
    expect(notice.headers['reply-to']).toBe(customer.email);
    expect(notice.html).toContain('Hany &lt;script&gt;x&lt;/script&gt;');
    expect(notice.html).not.toContain('<script>');
    expect(notice.html).toMatch(/<th scope="row"[^>]*>Type of Residential Unit<\/th><td[^>]*>Full House<\/td>/);
    // The console's real path (its browser router under ADMIN_URL), not a hash route.
    expect(links(notice.html!)).toContain(`${t.config.adminUrl}/orders/${placed.body.id}/show`);

    await t.api.put(`admin/orders/${placed.body.id}`, { stage: 'quoted', stage_note: 'Quote attached <soon>.' }, staff.token);
    const change = await delivered(customer.email, new RegExp(`Your order #${placed.body.id}: Quoted`));
    expect(change.html).toContain('Quote attached &lt;soon&gt;.');
    expect(links(change.html!)).toContain(`${t.config.siteUrl}/user/detailsorder/${placed.body.slug}`);
  });

  it('a contact message reaches staff answering to its sender, with the console page of the message', async () => {
    const res = await t.api.post('contact/', { name: 'Rana', email: 'rana@example.com', message: 'Do you work in Alexandria?' });
    expect(res.status).toBe(201);
    const mail = await delivered(COMPANY, /Contact message from Rana/);
    expect(mail.headers['reply-to']).toBe('rana@example.com');
    expect(mail.text).toContain('Do you work in Alexandria?');
    const [saved] = await t.app.db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.email, 'rana@example.com'));
    expect(links(mail.html!)).toContain(`${t.config.adminUrl}/contact-messages/${saved.id}/show`);
  });

  it('keeps the customer language it was given for later mails', async () => {
    const [row] = await t.app.db.select({ language: users.language }).from(users).where(eq(users.email, 'html-arabic@example.com'));
    expect(row.language).toBe('ar');
  });
});

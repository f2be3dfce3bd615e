// Issue 25, what mails a customer gets: each kind they may turn off (progress, messages) stops exactly that kind, in
// their profile or from the one-click link each such mail carries (a page of the site, and List-Unsubscribe, RFC
// 8058); account mail always goes; a forged or altered link is refused and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { digest } from '../../src/mail/outbox.ts';
import { mailOffToken } from '../../src/mail-preferences/tokens.ts';
import { closeAll, queuedMails, createUser, placeOrder, type PlacedOrder, type TestApp, type TestUser, startMailingApp } from '../helpers.ts';
import type { ReceivedMail, TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;

function form(fields: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  return data;
}
const progressUpdate = (order: PlacedOrder, note: string) => t.api.post(`admin/orders/${order.id}/progress`, form({ note }), sales.token);
const staffSays = (order: PlacedOrder, body: string) => t.api.post(`admin/orders/${order.id}/messages`, form({ body }), sales.token);

/** A new account's mail preferences: every kind a customer may turn off, on. */
const ALL_ON = { progress: true, messages: true, visits: true, snags: true, selections: true, schedule: true };

const preferences = (who: TestUser) => t.api.get('user/mail-preferences/', who.token);
const choose = (who: TestUser, body: unknown) => t.api.request('PUT', 'user/mail-preferences/', { body, token: who.token });
const offLink = (token: string) => t.api.get(`mail/off/?token=${encodeURIComponent(token)}`);
/** As a mail client's unsubscribe button posts it (RFC 8058). */
const oneClick = (token: string) =>
  t.api.request('POST', `mail/off/?token=${encodeURIComponent(token)}`, {
    body: 'List-Unsubscribe=One-Click',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
const mailOff = async (who: TestUser) => (await t.app.db.select({ off: users.mailOff }).from(users).where(eq(users.id, who.id)))[0].off;

async function delivered(to: string, which: (mail: ReceivedMail) => boolean, what: string) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const mail = smtp.to(to).find(which);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `no mail (${what}) to ${to}; got: ${smtp
      .to(to)
      .map((m) => m.subject)
      .join(' | ')}`,
  );
}
const progressMail = (to: string, orderId: number) =>
  delivered(to, (m) => m.subject === `Your order #${orderId}: a progress update`, 'progress update');
const messageMail = (to: string, orderId: number) => delivered(to, (m) => m.subject === `A new message about your order #${orderId}`, 'message');

/** The token of a mail's List-Unsubscribe address. */
function headerToken(mail: ReceivedMail) {
  const address = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
  if (!address) throw new Error(`no List-Unsubscribe on "${mail.subject}"`);
  return new URL(address).searchParams.get('token')!;
}

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp());
  sales = await createUser(t.app, { role: 'sales' });
});
afterAll(() => closeAll(t, smtp));

describe('user/mail-preferences/', () => {
  it('answers every kind on for a new account, and only to a signed-in account', async () => {
    const customer = await createUser(t.app);
    const reply = await preferences(customer);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual(ALL_ON);
    expect((await t.api.get('user/mail-preferences/')).status).toBe(401);
    expect((await t.api.request('PUT', 'user/mail-preferences/', { body: { progress: false } })).status).toBe(401);
  });

  it('turns the kinds named on or off and leaves the rest; refuses what is not a choice, changing nothing', async () => {
    const customer = await createUser(t.app);
    expect((await choose(customer, { progress: false, visits: false })).body).toEqual({ ...ALL_ON, progress: false, visits: false });
    expect((await choose(customer, { visits: true })).body).toEqual({ ...ALL_ON, progress: false });
    expect((await choose(customer, { progress: false })).body).toEqual({ ...ALL_ON, progress: false });
    expect(await mailOff(customer)).toEqual(['progress']);
    for (const body of [{ progress: 'no' }, { newsletter: false }, { progress: null }, {}]) {
      const reply = await choose(customer, body);
      expect(reply.status, JSON.stringify(body)).toBe(400);
    }
    expect((await preferences(customer)).body).toEqual({ ...ALL_ON, progress: false });
  });

  it('with progress off: no progress mail is queued, a message from the team still mails, account mail still goes', async () => {
    const customer = await createUser(t.app);
    const order = await placeOrder(t, customer);
    await choose(customer, { progress: false });
    expect((await progressUpdate(order, 'The walls are plastered.')).status).toBe(201);
    expect((await staffSays(order, 'We come on Sunday.')).status).toBe(201);
    const message = await messageMail(customer.email, order.id);
    expect(message.text).toContain('We come on Sunday.');
    expect((await t.api.get(`user/password-reset/${encodeURIComponent(customer.email)}/`)).status).toBe(200);
    await delivered(customer.email, (m) => m.subject === 'Choose a new password', 'password reset');
    await t.app.outbox.idle();
    expect(await queuedMails(t, customer.email, `Your order #${order.id}: a progress update`)).toBe(0);
    // A change of stage is progress too.
    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted' }, sales.token)).status).toBe(200);
    expect(await queuedMails(t, customer.email, `Your order #${order.id}: Contacted`)).toBe(0);
    expect(smtp.to(customer.email).filter((m) => m.subject.startsWith(`Your order #${order.id}:`))).toEqual([]);
  });

  it('with messages off: no message mail is queued, progress still mails', async () => {
    const customer = await createUser(t.app);
    const order = await placeOrder(t, customer);
    await choose(customer, { messages: false });
    expect((await staffSays(order, 'A message nobody is mailed.')).status).toBe(201);
    expect((await progressUpdate(order, 'The floor is laid.')).status).toBe(201);
    expect((await progressMail(customer.email, order.id)).text).toContain('The floor is laid.');
    expect(await queuedMails(t, customer.email, `A new message about your order #${order.id}`)).toBe(0);
    // On again: the next message mails.
    await choose(customer, { messages: true });
    expect((await staffSays(order, 'And this one is.')).status).toBe(201);
    expect((await messageMail(customer.email, order.id)).text).toContain('And this one is.');
  });
});

describe('the one-click link of each mail a customer may turn off', () => {
  it('is in the mail: List-Unsubscribe with List-Unsubscribe-Post, and a visible "Stop these mails" link to the site page', async () => {
    const customer = await createUser(t.app);
    const order = await placeOrder(t, customer);
    await progressUpdate(order, 'Tiles are in.');
    const mail = await progressMail(customer.email, order.id);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<http:\/\/[^>]+\/api\/v1\/mail\/off\/\?token=v1\.\d+\.progress\.[\w-]+>$/);
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const token = headerToken(mail);
    expect(mail.text).toContain(`Stop these mails: ${t.app.config.siteUrl}/mail-preferences?token=${token}`);
    expect(mail.html).toContain('Stop these mails');
    expect(mail.html).toContain(`/mail-preferences?token=${token}`);

    await staffSays(order, 'Hello.');
    const message = await messageMail(customer.email, order.id);
    expect(headerToken(message)).toMatch(/^v1\.\d+\.messages\./);
    expect(message.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');

    // Account mail carries none.
    await t.api.get(`user/password-reset/${encodeURIComponent(customer.email)}/`);
    const reset = await delivered(customer.email, (m) => m.subject === 'Choose a new password', 'password reset');
    expect(reset.headers['list-unsubscribe']).toBeUndefined();
    expect(reset.text).not.toContain('Stop these mails');
  });

  it('is in Arabic for an Arabic customer, to the Arabic page', async () => {
    const customer = await createUser(t.app, { language: 'ar' });
    const order = await placeOrder(t, customer);
    await progressUpdate(order, 'تم تركيب البلاط.');
    const mail = await delivered(customer.email, (m) => m.subject === `طلبك رقم ${arabicDigits(order.id)}: تحديث على سير العمل`, 'Arabic update');
    expect(mail.text).toContain(`إيقاف هذه الرسائل: ${t.app.config.siteUrl}/ar/mail-preferences?token=${headerToken(mail)}`);
    expect(mail.html).toContain('إيقاف هذه الرسائل');
  });

  it('names its kind (GET), and turns exactly that kind off at one POST, again and again', async () => {
    const customer = await createUser(t.app);
    const order = await placeOrder(t, customer);
    await progressUpdate(order, 'Ceiling done.');
    const token = headerToken(await progressMail(customer.email, order.id));

    expect(await offLink(token)).toMatchObject({ status: 200, body: { kind: 'progress' } });
    expect(await mailOff(customer)).toEqual([]);
    for (let i = 0; i < 2; i++) expect(await oneClick(token)).toMatchObject({ status: 200, body: { kind: 'progress', off: true } });
    // A plain POST (the site page's button) does the same.
    expect(await t.api.post(`mail/off/?token=${encodeURIComponent(token)}`)).toMatchObject({ status: 200, body: { kind: 'progress', off: true } });
    expect((await preferences(customer)).body).toEqual({ ...ALL_ON, progress: false });

    await progressUpdate(order, 'Not mailed.');
    await staffSays(order, 'Mailed.');
    expect((await messageMail(customer.email, order.id)).text).toContain('Mailed.');
    await t.app.outbox.idle();
    expect(await queuedMails(t, customer.email, `Your order #${order.id}: a progress update`)).toBe(1);
  });

  it('refuses a forged or altered link with 400 and changes nothing', async () => {
    const customer = await createUser(t.app);
    const other = await createUser(t.app);
    const secret = t.app.config.jwtSecret;
    const good = mailOffToken(secret, customer.id, 'progress');
    const [version, , , signature] = good.split('.');
    const forged = [
      `${version}.${other.id}.progress.${signature}`,
      `${version}.${customer.id}.messages.${signature}`,
      `v2.${customer.id}.progress.${signature}`,
      mailOffToken('another secret, another deployment', customer.id, 'progress'),
      `${good.slice(0, -2)}${good.endsWith('AA') ? 'BB' : 'AA'}`,
      `${good}=`,
      `v1.${customer.id}.progress`,
      'not a token',
    ];
    for (const token of forged) {
      const refused = await oneClick(token);
      expect(refused.status, token).toBe(400);
      expect(refused.body).toEqual({
        code: 'mail_preferences.link_invalid',
        detail: 'This link is not valid. Sign in and choose what mails you get in your profile.',
      });
      expect((await offLink(token)).status, token).toBe(400);
    }
    expect((await t.api.post('mail/off/')).status).toBe(400);
    expect(await mailOff(customer)).toEqual([]);
    expect(await mailOff(other)).toEqual([]);
    // The genuine one still works.
    expect((await oneClick(good)).status).toBe(200);
    expect(await mailOff(customer)).toEqual(['progress']);
  });
});

describe('a digest', () => {
  const row = (id: number, listUnsubscribe: string | null) => ({
    id,
    to: 'a@example.com',
    subject: `Note ${id}`,
    text: `Text ${id}`,
    html: null,
    replyTo: null,
    attachments: [],
    listUnsubscribe,
    attempts: 0,
  });
  it('keeps List-Unsubscribe only when every mail in it has the same one', () => {
    expect(digest([row(1, 'http://x/1'), row(2, 'http://x/1')]).listUnsubscribe).toBe('http://x/1');
    expect(digest([row(1, 'http://x/1'), row(2, 'http://x/2')]).listUnsubscribe).toBeNull();
    expect(digest([row(1, 'http://x/1'), row(2, null)]).listUnsubscribe).toBeNull();
  });
});

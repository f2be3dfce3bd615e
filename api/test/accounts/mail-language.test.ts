// Issue 37, the language of a customer's mails: chosen in the profile ('pages' follows the language of the pages the
// customer uses, the default; 'en' or 'ar' whatever the pages), and honoured by every mail the API sends them: the
// order placed, a stage change, a progress update, a message from the team, a snag fixed, a password reset. The
// snag-fixed mail is its own kind ('snags'): turning progress mail off keeps it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { closeAll, queuedMails, createUser, form, image, messagesOf, placeOrder, type TestApp, type TestUser, startMailingApp } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;

beforeAll(async () => {
  ({ t, smtp } = await startMailingApp());
  sales = await createUser(t.app, { role: 'sales' });
});
afterAll(() => closeAll(t, smtp));

const profileOf = (who: TestUser) => t.api.get(`user/profile/${who.id}/`, who.token);
const patchProfile = (who: TestUser, body: Record<string, string>) => t.api.patch(`user/profile/${who.id}/`, body, who.token);
const setPreferences = (who: TestUser, body: Record<string, boolean>) => t.api.request('PUT', 'user/mail-preferences/', { body, token: who.token });
/** A customer whose pages are in `pages` (as sign-up from those pages stores it). */
async function customerReading(pages: 'en' | 'ar') {
  const who = await createUser(t.app);
  await t.app.db.update(users).set({ language: pages }).where(eq(users.id, who.id));
  return who;
}

function snagForm(fields: Record<string, string>, field: string, photo: Buffer) {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append(field, new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'snag.jpg');
  return data;
}
/** A completed order of `who` with a snag staff marked fixed (the snag-fixed mail is queued then). */
async function fixedSnag(who: TestUser) {
  const order = await placeOrder(t, who);
  expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'completed' }, sales.token)).status).toBe(200);
  const reported = await t.api.post(
    `registerorder/detail/${order.slug}/snags/`,
    snagForm({ room: 'Kitchen', description: 'A cabinet door does not close.' }, 'photos', await image('jpeg')),
    who.token,
  );
  expect(reported.status, JSON.stringify(reported.body)).toBe(201);
  const fixed = await t.api.post(
    `admin/snags/${reported.body.id}/fix`,
    snagForm({ note: 'Adjusted the hinge.' }, 'photo', await image('jpeg')),
    sales.token,
  );
  expect(fixed.status, JSON.stringify(fixed.body)).toBe(200);
  return order;
}

describe('the language of mails in the profile', () => {
  it("follows the pages by default, is kept apart from the pages' language, and refuses anything but pages, en or ar", async () => {
    const who = await customerReading('ar');
    expect((await profileOf(who)).body).toMatchObject({ language: 'ar', mail_language: 'pages' });

    const chosen = await patchProfile(who, { mail_language: 'en' });
    expect(chosen.status, JSON.stringify(chosen.body)).toBe(200);
    expect(chosen.body).toMatchObject({ language: 'ar', mail_language: 'en' });
    // A later save that leaves it out keeps it; the pages' language can change beside it.
    const later = await patchProfile(who, { full_name: 'Mona Adel', language: 'en' });
    expect(later.body).toMatchObject({ language: 'en', mail_language: 'en', full_name: 'Mona Adel' });

    const refused = await patchProfile(who, { mail_language: 'fr' });
    expect(refused.status).toBe(400);
    expect(messagesOf(refused.body)).toEqual({ mail_language: ['"fr" is not a valid choice.'] });
    expect((await profileOf(who)).body.mail_language).toBe('en');

    const back = await patchProfile(who, { mail_language: 'pages' });
    expect(back.body).toMatchObject({ language: 'en', mail_language: 'pages' });
  });
});

describe('a customer who chose Arabic mails, on English pages', () => {
  it('gets every mail about their order in Arabic: placed, stage changed, progress update, message, snag fixed', async () => {
    const who = await customerReading('en');
    expect((await patchProfile(who, { mail_language: 'ar' })).status).toBe(200);

    const order = await placeOrder(t, who);
    const placed = await smtp.delivered(who.email, `استلمنا طلبك رقم ${arabicDigits(order.id)}`);
    expect(placed.text).toContain('/ar/');
    expect(placed.html).toContain('dir="rtl"');

    expect((await t.api.put(`admin/orders/${order.id}`, { stage: 'contacted', stage_note: 'We called you.' }, sales.token)).status).toBe(200);
    await smtp.delivered(who.email, `طلبك رقم ${arabicDigits(order.id)}: تم التواصل`);

    expect((await t.api.post(`admin/orders/${order.id}/progress`, form({ note: 'Tiles laid.' }), sales.token)).status).toBe(201);
    await smtp.delivered(who.email, `طلبك رقم ${arabicDigits(order.id)}: تحديث على سير العمل`);

    expect((await t.api.post(`admin/orders/${order.id}/messages`, form({ body: 'We start on Sunday.' }), sales.token)).status).toBe(201);
    await smtp.delivered(who.email, `رسالة جديدة بخصوص طلبك رقم ${arabicDigits(order.id)}`);

    const snagOrder = await fixedSnag(who);
    const fixed = await smtp.delivered(who.email, `طلبك رقم ${arabicDigits(snagOrder.id)}: تم إصلاح ملاحظة (Kitchen)`);
    expect(fixed.text).toContain('إيقاف هذه الرسائل');

    // Nothing reached them in English.
    expect(smtp.to(who.email).filter((mail) => /Your order|We received|A new message/.test(mail.subject))).toEqual([]);
  });

  it('gets the password reset mail in Arabic, linking to the Arabic page', async () => {
    const who = await customerReading('en');
    await patchProfile(who, { mail_language: 'ar' });
    expect((await t.api.get(`user/password-reset/${encodeURIComponent(who.email)}/`)).status).toBe(200);
    const reset = await smtp.delivered(who.email, 'اختر كلمة مرور جديدة');
    expect(reset.text).toContain('/ar/changepassword?');
  });
});

describe('a customer on Arabic pages', () => {
  it('gets Arabic mails while following the pages, and English ones once they choose English', async () => {
    const who = await customerReading('ar');
    const first = await placeOrder(t, who);
    await smtp.delivered(who.email, `استلمنا طلبك رقم ${arabicDigits(first.id)}`);
    await patchProfile(who, { mail_language: 'en' });
    const second = await placeOrder(t, who);
    await smtp.delivered(who.email, `We received your order #${second.id}`);
  });
});

describe('the snag-fixed mail', () => {
  it('is a snags mail: progress mail off keeps it, snags off stops it', async () => {
    const who = await createUser(t.app);
    expect((await setPreferences(who, { progress: false })).body).toMatchObject({ progress: false, snags: true });
    const kept = await fixedSnag(who);
    const mail = await smtp.delivered(who.email, `Your order #${kept.id}: a snag is fixed (Kitchen)`);
    // Its stop link stops snag mails, not progress.
    const stop = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    const token = new URL(stop ?? 'http://missing').searchParams.get('token') ?? '';
    expect((await t.api.get(`mail/off/?token=${encodeURIComponent(token)}`)).body).toEqual({ kind: 'snags' });

    expect((await setPreferences(who, { snags: false })).body).toMatchObject({ progress: false, snags: false });
    const silenced = await fixedSnag(who);
    expect(await queuedMails(t, who.email, `Your order #${silenced.id}: a snag is fixed (Kitchen)`)).toBe(0);
  });
});

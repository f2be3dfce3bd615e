// Issue 38: a selection not chosen by its date is overdue: its customer is reminded once, in their language, with a
// link to choose and the one-click link that stops these mails ("selections"); one who turned them off is not mailed;
// a chosen or locked selection, or one not yet due, is not reminded.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selections, users } from '../../src/db/schema.ts';
import { remindSelections } from '../../src/selections/reminders.ts';
import { cairoDay } from '../../src/company-time.ts';
import { acceptedOrder, createUser, type PlacedOrder as Order, startStaffedApp, type TestApp, type TestUser } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let close: () => Promise<void>;

const inDays = (n: number) => cairoDay(new Date(Date.now() + n * 86_400_000));

async function define(order: Order, item: string) {
  const res = await t.api.post(
    `admin/orders/${order.id}/selections`,
    {
      item,
      item_ar: 'بلاط الحمام',
      room: 'Bath',
      room_ar: 'الحمام',
      quantity: 10,
      unit: 'm²',
      allowance_per_unit: 300,
      choices: [{ name: 'White', price_per_unit: 300 }],
      stage: 'start',
      choose_by: inDays(3),
      blocks_work: true,
    },
    sales.token,
  );
  expect(res.status).toBe(201);
  return res.body as { id: number };
}

beforeAll(async () => {
  ({ t, smtp, sales, close } = await startStaffedApp());
});
afterAll(() => close?.());

describe('overdue selections', () => {
  it('remind their customer once, in their language; not one who turned the reminders off, nor a locked one', async () => {
    const reader = await createUser(t.app);
    const arabic = await createUser(t.app);
    const quiet = await createUser(t.app);
    await t.app.db.update(users).set({ language: 'ar' }).where(eq(users.id, arabic.id));
    await t.app.db
      .update(users)
      .set({ mailOff: ['selections'] })
      .where(eq(users.id, quiet.id));
    const [order, arabicOrder, quietOrder] = [
      await acceptedOrder(t, sales, reader),
      await acceptedOrder(t, sales, arabic),
      await acceptedOrder(t, sales, quiet),
    ];
    const tiles = await define(order, 'Wall tiles');
    const later = await define(order, 'Kitchen tiles');
    const locked = await define(order, 'Floor tiles');
    await define(arabicOrder, 'Wall tiles');
    await define(quietOrder, 'Wall tiles');
    expect(await remindSelections(t.app)).toBe(0);

    // Time passes: the dates to choose by are two days ago, but the kitchen's, moved later.
    await t.app.db.update(selections).set({ chooseBy: inDays(-2) });
    await t.app.db
      .update(selections)
      .set({ chooseBy: inDays(4) })
      .where(eq(selections.id, later.id));
    expect((await t.api.post(`admin/selections/${locked.id}/lock`, undefined, sales.token)).status).toBe(200);
    const listed = (await t.api.get(`admin/orders/${order.id}/selections`, sales.token)).body.selections;
    expect(listed.map((s: { overdue: boolean }) => s.overdue)).toEqual([true, false, false]);

    expect(await remindSelections(t.app)).toBe(3);
    expect(await remindSelections(t.app)).toBe(0);
    const mail = await smtp.delivered(reader.email, `Your order #${order.id}: time to choose Wall tiles`);
    expect(mail.text).toContain('Work stops until you choose.');
    expect(mail.text).toContain(`/user/detailsorder/${order.slug}/selections/${tiles.id}`);
    expect(mail.headers['list-unsubscribe']).toMatch(/^<https?:\/\/.+\/mail\/off\/\?token=.+>$/);
    const arabicMail = await smtp.delivered(arabic.email, `طلبك رقم ${arabicDigits(arabicOrder.id)}: حان وقت اختيار بلاط الحمام`);
    expect(arabicMail.text).toContain('كان موعد اختيار «بلاط الحمام» (الحمام) هو');
    expect(mail.text).toContain('The date to choose "Wall tiles" (Bath) was');
    await t.app.outbox.idle();
    expect(smtp.to(quiet.email).filter((m) => m.subject.includes('time to choose'))).toEqual([]);
    expect(smtp.to(reader.email).filter((m) => m.subject.includes('time to choose'))).toHaveLength(1);
  }, 120_000);
});

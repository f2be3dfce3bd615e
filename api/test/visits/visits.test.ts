// Issue 25, the site visit: staff open slots; the customer books a free one for their order's governorate, gets the
// visit as a calendar file, moves and cancels it until the cut-off; staff see it on the day; the reminder goes the day
// before; when many customers book the last place at once, exactly one gets it.
import { and, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteVisits, users, visitSlots } from '../../src/db/schema.ts';
import { remindVisits } from '../../src/visits/reminders.ts';
import { cairoDay, cairoInstant } from '../../src/company-time.ts';
import { createUser, placeOrder, type PlacedOrder, type TestApp, type TestUser, startStaffedApp } from '../helpers.ts';
import type { ReceivedMail } from '../smtp.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;

type Slot = { id: number; day: string; starts_at: string; ends_at: string; booked: number; free: number };

/** The Cairo day `n` days from now. */
const inDays = (n: number) => cairoDay(new Date(Date.now() + n * 86_400_000));
/** A day as the mails write it: "Thursday 3 December 2026". */
const longDay = (day: string) => new Intl.DateTimeFormat('en-GB', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
/** The cut-off of this file's app: a slot tomorrow is already too close to book. */
const CUTOFF_HOURS = 48;

async function openSlot(
  fields: Partial<{ day: string; starts_at: string; ends_at: string; governorates: string[]; capacity: number }> = {},
): Promise<Slot> {
  const slot = await t.api.post(
    'admin/visit-slots',
    { day: inDays(5), starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo', 'Giza'], capacity: 2, ...fields },
    sales.token,
  );
  expect(slot.status, JSON.stringify(slot.body)).toBe(201);
  return slot.body as Slot;
}

/** The address of the orders these tests place: a governorate the slots serve. */
const inCairo = { governorate: 'Cairo' };

const book = (order: PlacedOrder, slotId: number, as = customer) =>
  t.api.post(`registerorder/detail/${order.slug}/visit/`, { slot_id: slotId }, as.token);
const slotRow = async (id: number) => (await t.app.db.select().from(visitSlots).where(eq(visitSlots.id, id)))[0];

/** The calendar file a mail carries (the mail read by mailparser), parsed by ical.js: its one event. */
async function calendarOf(mail: ReceivedMail) {
  const { attachments } = await simpleParser(mail.raw);
  const file = attachments.find((attachment) => attachment.filename === 'site-visit.ics');
  expect(file, 'the mail carries site-visit.ics').toBeTruthy();
  const calendar = new ICAL.Component(ICAL.parse(file!.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    event,
    status: calendar.getFirstSubcomponent('vevent')!.getFirstPropertyValue('status'),
    method: calendar.getFirstPropertyValue('method'),
  };
}

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp({ visitCutoffHours: CUTOFF_HOURS }));
});
afterAll(() => close?.());

describe('slots', () => {
  it('are opened by staff with a window, the governorates they cover and a capacity; bad ones are refused', async () => {
    const slot = await openSlot({ day: inDays(6), governorates: ['Alexandria'] });
    expect(slot).toMatchObject({ day: inDays(6), starts_at: '10:00', ends_at: '12:00', capacity: 2, booked: 0, free: 2 });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ day: inDays(-1) }, 'day', 'Choose today or a later day.'],
      [{ starts_at: '12:00', ends_at: '10:00' }, 'ends_at', 'The visit must end after it starts.'],
      [{ starts_at: '25:00' }, 'starts_at', 'Enter a time as HH:MM.'],
      [{ governorates: [] }, 'governorates', 'Choose at least one governorate.'],
      [{ capacity: 0 }, 'capacity', 'Enter how many visits the slot takes, from 1 to 50.'],
    ];
    for (const [change, field, message] of refusals) {
      const body = { day: inDays(5), starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo'], capacity: 1, ...change };
      const reply = await t.api.post('admin/visit-slots', body, sales.token);
      expect(reply.status, JSON.stringify(change)).toBe(400);
      expect(reply.body[field], JSON.stringify(reply.body)).toEqual([message]);
    }
    expect((await t.api.post('admin/visit-slots', { day: inDays(5) }, customer.token)).status).toBe(403);
    expect((await t.api.get('admin/visit-slots', editor.token)).status).toBe(403);
    const listed = await t.api.get(`admin/visit-slots?from=${inDays(6)}&days=1`, sales.token);
    expect(listed.body.map((s: Slot) => s.id)).toContain(slot.id);
  });
});

describe('a visit', () => {
  it("is booked in a free slot of the order's governorate and mailed with a calendar file that matches it; staff see it on its day", async () => {
    const order = await placeOrder(t, customer, inCairo);
    const cairo = await openSlot({ starts_at: '09:30', ends_at: '11:00' });
    const alexandria = await openSlot({ governorates: ['Alexandria'] });
    const tooSoon = await openSlot({ day: inDays(1) });
    const choice = await t.api.get(`registerorder/detail/${order.slug}/visit/`, customer.token);
    expect(choice.body).toMatchObject({ visit: null, cutoff_hours: CUTOFF_HOURS, governorate: 'Cairo' });
    const offered = choice.body.slots.map((slot: Slot) => slot.id);
    expect(offered).toContain(cairo.id);
    expect(offered).not.toContain(alexandria.id);
    expect(offered).not.toContain(tooSoon.id);

    const booked = await book(order, cairo.id);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body).toMatchObject({ status: 'booked', slot: { id: cairo.id, starts_at: '09:30', ends_at: '11:00' } });
    expect(booked.body.starts).toBe(cairoInstant(cairo.day, '09:30').toISOString());
    expect((await slotRow(cairo.id)).booked).toBe(1);

    const mail = await smtp.delivered(customer.email, `Your site visit for order #${order.id}: ${longDay(cairo.day)}, 9:30 AM–11:00 AM`);
    const { event, status } = await calendarOf(mail);
    expect(status).toBe('CONFIRMED');
    expect(event.startDate.toJSDate().toISOString()).toBe(cairoInstant(cairo.day, '09:30').toISOString());
    expect(event.endDate.toJSDate().toISOString()).toBe(cairoInstant(cairo.day, '11:00').toISOString());
    expect(event.uid).toBe(`order-${order.id}-site-visit@fitout`);

    const day = await t.api.get(`admin/visits?day=${cairo.day}`, sales.token);
    expect(day.body).toEqual([
      expect.objectContaining({ order_id: order.id, full_name: 'Mona Adel', slot: expect.objectContaining({ id: cairo.id }) }),
    ]);
    // The console's order page shows the booked visit (issue 37).
    const staffView = await t.api.get(`admin/orders/${order.id}`, sales.token);
    expect(staffView.body.visit).toEqual({
      id: booked.body.id,
      day: cairo.day,
      starts_at: '09:30',
      ends_at: '11:00',
      starts: cairoInstant(cairo.day, '09:30').toISOString(),
      booked_at: expect.any(String),
    });
    expect((await t.api.get(`admin/orders/${(await placeOrder(t, customer, inCairo)).id}`, sales.token)).body.visit).toBeNull();

    // The cut-off: a slot starting too soon is refused.
    const soon = await book(order, tooSoon.id);
    expect(soon.status).toBe(409);
    expect(soon.body.detail).toBe('A visit can be booked, moved or cancelled until 48 hours before it starts.');
    // Another governorate's slot too.
    expect((await book(order, alexandria.id)).body.detail).toBe("This time does not cover your order's governorate.");
  });

  it('is moved (one place freed, one taken, a new calendar file) and cancelled (its calendar entry cancelled) until the cut-off', async () => {
    const order = await placeOrder(t, customer, inCairo);
    const first = await openSlot({ day: inDays(7) });
    const second = await openSlot({ day: inDays(8), starts_at: '14:00', ends_at: '16:00' });
    expect((await book(order, first.id)).status).toBe(201);
    const moved = await book(order, second.id);
    expect(moved.status).toBe(201);
    expect([(await slotRow(first.id)).booked, (await slotRow(second.id)).booked]).toEqual([0, 1]);
    const movedMail = await smtp.delivered(customer.email, `Your site visit for order #${order.id}: ${longDay(second.day)}, 2:00 PM–4:00 PM`);
    expect(movedMail.text).toContain(`We moved the site visit for your order #${order.id}`);
    expect((await calendarOf(movedMail)).event.startDate.toJSDate().toISOString()).toBe(cairoInstant(second.day, '14:00').toISOString());
    // Booking the same slot again changes nothing.
    expect((await book(order, second.id)).body.id).toBe(moved.body.id);

    // Within the cut-off, the visit stays as it is.
    t.config.visitCutoffHours = 24 * 30;
    const late = await t.api.delete(`registerorder/detail/${order.slug}/visit/`, customer.token);
    t.config.visitCutoffHours = CUTOFF_HOURS;
    expect(late.status).toBe(409);
    expect((await slotRow(second.id)).booked).toBe(1);

    expect((await t.api.delete(`registerorder/detail/${order.slug}/visit/`, customer.token)).status).toBe(204);
    expect((await slotRow(second.id)).booked).toBe(0);
    const cancelled = await smtp.delivered(customer.email, `Your site visit for order #${order.id} is cancelled`);
    expect(await calendarOf(cancelled)).toMatchObject({ status: 'CANCELLED', method: 'CANCEL' });
    expect((await t.api.get(`registerorder/detail/${order.slug}/visit/`, customer.token)).body.visit).toBeNull();
    expect((await t.api.delete(`registerorder/detail/${order.slug}/visit/`, customer.token)).body.detail).toBe('This order has no visit booked.');
  });

  it('is reminded of the day before, once; not to a customer who turned visit reminders off', async () => {
    const reader = await createUser(t.app);
    const quiet = await createUser(t.app);
    await t.app.db
      .update(users)
      .set({ mailOff: ['visits'] })
      .where(eq(users.id, quiet.id));
    const slot = await openSlot({ day: inDays(9) });
    const [order, other] = [await placeOrder(t, reader, inCairo), await placeOrder(t, quiet, inCairo)];
    expect((await book(order, slot.id, reader)).status).toBe(201);
    expect((await book(other, slot.id, quiet)).status).toBe(201);
    const dayBefore = new Date(cairoInstant(slot.day, '12:00').getTime() - 86_400_000);
    expect(await remindVisits(t.app, new Date(dayBefore.getTime() - 86_400_000))).toBe(0);
    expect(await remindVisits(t.app, dayBefore)).toBe(2);
    expect(await remindVisits(t.app, dayBefore)).toBe(0);
    const reminder = await smtp.delivered(reader.email, `Reminder: your site visit tomorrow for order #${order.id}`);
    // It can be turned off from itself, in one click (RFC 8058).
    expect(reminder.headers['list-unsubscribe']).toMatch(/^<https?:\/\/.+\/mail\/off\/\?token=.+>$/);
    expect(reminder.text).toContain('Stop these mails');
    await t.app.outbox.idle();
    expect(smtp.to(quiet.email).filter((m) => m.subject.startsWith('Reminder'))).toEqual([]);
  });

  it("writes the visit's time on a 12-hour Cairo clock in the reader's language: Arabic words and digits in Arabic", async () => {
    const english = await createUser(t.app);
    const arabic = await createUser(t.app, { language: 'ar' });
    const slot = await openSlot({ day: inDays(12), starts_at: '15:30', ends_at: '17:00' });
    const [order, arabicOrder] = [await placeOrder(t, english, inCairo), await placeOrder(t, arabic, inCairo)];
    expect((await book(order, slot.id, english)).status).toBe(201);
    expect((await book(arabicOrder, slot.id, arabic)).status).toBe(201);
    expect(await remindVisits(t.app, new Date(cairoInstant(slot.day, '12:00').getTime() - 86_400_000))).toBe(2);

    const reminder = await smtp.delivered(english.email, `Reminder: your site visit tomorrow for order #${order.id}`);
    expect(reminder.text).toContain(`${longDay(slot.day)}, 3:30 PM–5:00 PM`);
    const arabicReminder = await smtp.delivered(arabic.email, `تذكير: زيارة الموقع غدًا لطلبك رقم ${arabicDigits(arabicOrder.id)}`);
    const arabicDay = new Intl.DateTimeFormat('ar-EG', { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${slot.day}T00:00:00Z`));
    expect(arabicReminder.text).toContain(`${arabicDay}، ٣:٣٠ م–٥:٠٠ م`);
    expect(arabicReminder.text).not.toMatch(/\b\d{1,2}:\d{2}\b/);
  });
});

describe('the last place of a slot', () => {
  it('goes to exactly one of twenty customers booking it at once; the others are told it was just taken', async () => {
    const slot = await openSlot({ day: inDays(10), capacity: 2 });
    const early = await placeOrder(t, customer, inCairo);
    expect((await book(early, slot.id)).status).toBe(201);
    const customers = await Promise.all(Array.from({ length: 20 }, () => createUser(t.app)));
    const orders = await Promise.all(customers.map((who) => placeOrder(t, who, inCairo)));
    const replies = await Promise.all(orders.map((order, index) => book(order, slot.id, customers[index])));
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused).toHaveLength(19);
    for (const reply of refused) {
      expect(reply.status).toBe(409);
      expect(reply.body.detail).toBe('This time was just taken by someone else. Please pick another one.');
    }
    expect((await slotRow(slot.id)).booked).toBe(2);
    const held = await t.app.db
      .select()
      .from(siteVisits)
      .where(and(eq(siteVisits.slotId, slot.id), eq(siteVisits.status, 'booked')));
    expect(held).toHaveLength(2);
  });
});

describe('who reaches a visit', () => {
  it("another customer finds no such order; staff do not book in a customer's name; a slot with visits is not removed", async () => {
    const order = await placeOrder(t, customer, inCairo);
    const slot = await openSlot({ day: inDays(11) });
    const stranger = await createUser(t.app);
    expect((await t.api.get(`registerorder/detail/${order.slug}/visit/`, stranger.token)).status).toBe(404);
    expect((await book(order, slot.id, stranger)).status).toBe(404);
    const asStaff = await book(order, slot.id, sales);
    expect(asStaff.status).toBe(403);
    expect(asStaff.body.detail).toBe('Only the customer who placed the order books its visit.');
    expect((await t.api.get(`registerorder/detail/${order.slug}/visit/`)).status).toBe(401);
    expect((await book(order, slot.id)).status).toBe(201);
    const removal = await t.api.delete(`admin/visit-slots/${slot.id}`, sales.token);
    expect(removal.status).toBe(409);
    expect(removal.body.detail).toBe('This slot has booked visits: cancel them first.');
    const empty = await openSlot({ day: inDays(11) });
    expect((await t.api.delete(`admin/visit-slots/${empty.id}`, sales.token)).status).toBe(204);
  });
});

// Issue 39, leads: every contact message and every calculator estimate sent becomes a lead; sales and owners follow
// them through their stages (lost with a reason and a note; won and lost close them), add notes, see the follow-ups due
// on the dashboard and in a morning mail, and turn a quoted or won lead into a customer invitation and an order, once.
// Editors see none of it.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, orders, users } from '../../src/db/schema.ts';
import { cairoDay } from '../../src/company-time.ts';
import { mailFollowUps } from '../../src/leads/follow-ups.ts';
import { createUser, form, image, orderFields, startStaffedApp, type TestApp, type TestUser } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;
let owner: TestUser;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp());
  owner = await createUser(t.app, { role: 'owner' });
});
afterAll(async () => {
  await close?.();
});

const newLead = async (fields: Record<string, unknown> = {}, by: TestUser = sales) => {
  const reply = await t.api.post('admin/leads', { name: 'Karim Nabil', phone: '+20 111 222 3333', source: 'phone', ...fields }, by.token);
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return reply.body as { id: number; stage: string };
};
const move = (id: number, body: Record<string, unknown>, by: TestUser = sales) => t.api.put(`admin/leads/${id}`, body, by.token);
/** What an order needs beyond the lead: the unit and its place, as the order form has them. */
const conversion = (overrides: Record<string, unknown> = {}) => {
  const { full_name: _name, phone: _phone, post_status: _status, ...unit } = orderFields();
  return { ...unit, ...overrides };
};

describe('leads: stages and their rules', () => {
  it('moves a lead on through contacted, visit booked and quoted, writing each move in its notes', async () => {
    const lead = await newLead({ note: 'Called about a flat in Zayed', estimated_value: 45_000_000 });
    for (const stage of ['contacted', 'visit_booked', 'quoted']) {
      const reply = await move(lead.id, { stage });
      expect(reply.status, JSON.stringify(reply.body)).toBe(200);
      expect(reply.body.stage).toBe(stage);
    }
    const read = (await t.api.get(`admin/leads/${lead.id}`, sales.token)).body;
    expect(read.notes.map((note: { kind: string; body: string }) => [note.kind, note.body])).toEqual([
      ['note', 'Called about a flat in Zayed'],
      ['stage', 'New → Contacted'],
      ['stage', 'Contacted → Visit booked'],
      ['stage', 'Visit booked → Quoted'],
    ]);
    expect(read.estimated_value).toBe(45_000_000);
  });

  it('refuses a move the stages do not allow: won before a quote', async () => {
    const lead = await newLead();
    const reply = await move(lead.id, { stage: 'won' });
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('lead.move_refused');
    expect((await t.api.get(`admin/leads/${lead.id}`, sales.token)).body.stage).toBe('new');
  });

  it('wants a reason from the list and a note to lose a lead, and a lost lead no longer moves', async () => {
    const lead = await newLead();
    const bare = await move(lead.id, { stage: 'lost' });
    expect(bare.status).toBe(400);
    expect(bare.body.$codes).toEqual({ lost_reason: ['lead.lost_reason_required'], lost_note: ['lead.lost_note_required'] });
    const unknown = await move(lead.id, { stage: 'lost', lost_reason: 'weather', lost_note: 'Rain' });
    expect(unknown.status).toBe(400);
    const lost = await move(lead.id, { stage: 'lost', lost_reason: 'competitor', lost_note: 'Went with the firm next door' });
    expect(lost.status).toBe(200);
    expect(lost.body).toMatchObject({ stage: 'lost', lost_reason: 'competitor', lost_note: 'Went with the firm next door' });
    const again = await move(lead.id, { stage: 'contacted' });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('lead.closed');
  });

  it('lists leads by stage, assignee and source, the follow-ups soonest first', async () => {
    const mine = await createUser(t.app, { role: 'sales' });
    const later = await newLead({ assigned_to: mine.id, follow_up_on: '2099-02-01' });
    const sooner = await newLead({ assigned_to: mine.id, follow_up_on: '2099-01-01' });
    const filter = encodeURIComponent(JSON.stringify({ assigned_to: mine.id, stage: 'new', source: 'phone' }));
    const sort = encodeURIComponent(JSON.stringify(['follow_up_on', 'ASC']));
    const list = await t.api.get(`admin/leads?filter=${filter}&sort=${sort}&range=[0,9]`, sales.token);
    expect(list.status).toBe(200);
    expect(list.body.map((lead: { id: number }) => lead.id)).toEqual([sooner.id, later.id]);
    expect(list.headers.get('content-range')).toBe('leads 0-1/2');
    expect(list.body[0].assignee_name).toBe('Test Person');
  });

  it('assigns only to an active owner or salesperson', async () => {
    const reply = await t.api.post('admin/leads', { name: 'Lina', phone: '0100 000 0000', assigned_to: editor.id }, sales.token);
    expect(reply.status).toBe(400);
    expect(reply.body.$codes.assigned_to).toEqual(['lead.not_assignable']);
  });

  it('keeps notes in order with their author', async () => {
    const lead = await newLead();
    const reply = await t.api.post(`admin/leads/${lead.id}/notes`, { body: 'Wants the visit on Saturday' }, owner.token);
    expect(reply.status).toBe(201);
    expect(reply.body.notes.at(-1)).toMatchObject({ kind: 'note', body: 'Wants the visit on Saturday', author_id: owner.id });
    expect((await t.api.post(`admin/leads/${lead.id}/notes`, { body: '  ' }, owner.token)).status).toBe(400);
  });

  it('refuses editors and customers every lead call', async () => {
    const lead = await newLead();
    for (const who of [editor, customer]) {
      expect((await t.api.get('admin/leads', who.token)).status).toBe(403);
      expect((await t.api.get(`admin/leads/${lead.id}`, who.token)).status).toBe(403);
      expect((await t.api.post('admin/leads', { name: 'X', phone: '0100 000 0000' }, who.token)).status).toBe(403);
      expect(
        (await t.api.request('PUT', `admin/leads/${lead.id}`, { body: { stage: 'contacted' }, token: who.token, headers: { 'if-match': '*' } }))
          .status,
      ).toBe(403);
      expect((await t.api.post(`admin/leads/${lead.id}/notes`, { body: 'x' }, who.token)).status).toBe(403);
      expect((await t.api.post(`admin/leads/${lead.id}/convert`, conversion({ email: 'x@example.com' }), who.token)).status).toBe(403);
    }
    expect((await t.api.get(`admin/leads/${lead.id}`, sales.token)).body.stage).toBe('new');
  });
});

describe('leads: where they come from', () => {
  it('makes every contact message a lead, its message the first note', async () => {
    const sent = await t.api.post('contact/', { name: 'Hoda Samir', email: 'hoda@example.com', message: 'A kitchen in Maadi, please call.' });
    expect(sent.status).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ source: 'contact', q: 'hoda@example.com' }));
    const [lead] = (await t.api.get(`admin/leads?filter=${filter}`, sales.token)).body;
    expect(lead).toMatchObject({ name: 'Hoda Samir', email: 'hoda@example.com', source: 'contact', stage: 'new' });
    expect(lead.contact_message_id).toEqual(expect.any(Number));
    expect(lead.notes).toEqual([expect.objectContaining({ kind: 'message', body: 'A kitchen in Maadi, please call.', author_id: null })]);
  });

  it('keeps a calculator estimate sent with consent as a lead, its total computed here in piastres', async () => {
    const sent = await t.api.post('calculator/estimate/', {
      name: 'Omar Fathy',
      phone: '01001234567',
      consent: true,
      meters: 120.5,
      price_per_meter: 350.75,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ source: 'calculator', q: 'Omar Fathy' }));
    const [lead] = (await t.api.get(`admin/leads?filter=${filter}`, sales.token)).body;
    // 120.50 × 350.75 = 42,265.375 EGP: 4,226,537.5 piastres, rounded half up.
    expect(lead).toMatchObject({
      phone: '01001234567',
      stage: 'new',
      estimated_value: 4_226_538,
      estimate: { meters: 120.5, price_per_meter: 350.75, package: '' },
    });
    expect(lead.notes[0].body).toContain('120.5 m²');
  });

  it("counts a package's own price, not one typed, when the estimate names the package", async () => {
    const png = await image();
    const category = await t.api.post('admin/categories', form({ title: 'Flats', details: 'Rooms', image: png }), owner.token);
    const pkg = await t.api.post(
      'admin/packages',
      form({ title: 'Gold', price_per_unit: 5000, category: category.body.id, image: png }),
      owner.token,
    );
    expect(pkg.status).toBe(201);
    const sent = await t.api.post('calculator/estimate/', {
      name: 'Sara Package',
      phone: '01001234568',
      consent: 'on',
      meters: '100',
      price_per_meter: '1',
      package: pkg.body.slug,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const filter = encodeURIComponent(JSON.stringify({ q: 'Sara Package' }));
    const [lead] = (await t.api.get(`admin/leads?filter=${filter}`, sales.token)).body;
    expect(lead.estimated_value).toBe(50_000_000);
    expect(lead.estimate.package).toBe(pkg.body.slug);
  });

  it('keeps nothing without consent, a name or a phone, and says which field', async () => {
    const before = (await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n;
    const reply = await t.api.post('calculator/estimate/', { name: '', phone: 'abc', consent: false, meters: -1, price_per_meter: 10 });
    expect(reply.status).toBe(400);
    expect(reply.body.$codes).toMatchObject({
      name: ['field.required'],
      phone: ['lead.phone'],
      consent: ['lead.consent_required'],
      meters: ['lead.meters'],
    });
    expect((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(leads))[0].n).toBe(before);
  });
});

describe('leads: turned into a customer invitation and an order, once', () => {
  it('refuses a lead not yet quoted', async () => {
    const lead = await newLead({ email: 'early@example.com' });
    const reply = await t.api.post(`admin/leads/${lead.id}/convert`, conversion(), sales.token);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('lead.not_convertible');
  });

  it('invites a new customer, opens the order with what the lead knows, and does it once', async () => {
    const lead = await newLead({ name: 'Nadia Kamal', phone: '+20 122 333 4444' });
    await move(lead.id, { stage: 'quoted' });
    const noEmail = await t.api.post(`admin/leads/${lead.id}/convert`, conversion(), sales.token);
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.$codes.email).toEqual(['lead.email_required']);

    const email = `nadia-${Date.now()}@example.com`;
    const [first, second] = await Promise.all([
      t.api.post(`admin/leads/${lead.id}/convert`, conversion({ email }), sales.token),
      t.api.post(`admin/leads/${lead.id}/convert`, conversion({ email }), owner.token),
    ]);
    const done = first.status === 200 ? first : second;
    const refused = first.status === 200 ? second : first;
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('lead.converted');
    expect(done.body).toMatchObject({ invited: true, lead: { stage: 'won', email, order_id: done.body.order_id } });

    const [account] = await t.app.db.select().from(users).where(eq(users.email, email));
    expect(account).toMatchObject({ role: null, isActive: false });
    const made = await t.app.db.select().from(orders).where(eq(orders.userId, account.id));
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ fullName: 'Nadia Kamal', phone: '+20 122 333 4444', city: '6th of October', assignedTo: expect.any(Number) });

    // The invitation's link is the site's password page: choosing a password there signs the customer in to the order.
    const mail = await smtp.delivered(email, 'Your Fit-out order is ready: choose your password');
    const link = new URL(/https?:\/\/\S+changepassword\S+/.exec(mail.text)![0]);
    const changed = await t.api.post('user/password-change/', {
      otp: link.searchParams.get('otp'),
      uidb64: link.searchParams.get('uidb64'),
      reset_token: link.searchParams.get('reset_token'),
      password: 'a brand new long passphrase',
      password2: 'a brand new long passphrase',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const signedIn = await t.api.post('user/token/', { email, password: 'a brand new long passphrase' });
    expect(signedIn.status).toBe(200);
    const mine = await t.api.get(`registerorder/detail/${done.body.order_slug}/`, signedIn.body.access);
    expect(mine.status).toBe(200);
  });

  it("places the order on an existing customer's account without a new invitation", async () => {
    const lead = await newLead({ email: customer.email });
    await move(lead.id, { stage: 'quoted' });
    await move(lead.id, { stage: 'won' });
    const reply = await t.api.post(`admin/leads/${lead.id}/convert`, conversion(), sales.token);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.body).toMatchObject({ invited: false, customer_id: customer.id });
  });

  it("refuses a staff member's address", async () => {
    const lead = await newLead({ email: editor.email });
    await move(lead.id, { stage: 'quoted' });
    const reply = await t.api.post(`admin/leads/${lead.id}/convert`, conversion(), sales.token);
    expect(reply.status).toBe(409);
    expect(reply.body.code).toBe('lead.email_is_staff');
  });
});

describe('leads: follow-ups', () => {
  it('shows the follow-ups due today on the dashboard', async () => {
    const today = cairoDay(new Date());
    const lead = await newLead({ name: 'Due Today', follow_up_on: today, assigned_to: sales.id });
    const work = await t.api.get('admin/work', sales.token);
    expect(work.status).toBe(200);
    expect(work.body.lead_follow_ups.count).toBeGreaterThanOrEqual(1);
    const due = (await t.api.get(`admin/leads/${lead.id}`, sales.token)).body;
    expect(due.follow_up_due).toBe(true);
  });

  it('mails each assignee their follow-ups once a morning, from 8 Cairo time', async () => {
    const assignee = await createUser(t.app, { role: 'sales' });
    const today = cairoDay(new Date());
    await newLead({ name: 'Morning Call', follow_up_on: today, assigned_to: assignee.id });
    // 5:00 UTC is 7 or 8 in Cairo depending on summer time: 3:00 UTC is before 8 whatever the season.
    const early = new Date(`${today}T03:00:00Z`);
    expect(await mailFollowUps(t.app, early)).toBe(0);
    const morning = new Date(`${today}T08:00:00Z`);
    expect(await mailFollowUps(t.app, morning)).toBeGreaterThanOrEqual(1);
    const mail = await smtp.delivered(assignee.email, 'Follow-ups due today: 1');
    expect(mail.text).toContain('Morning Call');
    expect(await mailFollowUps(t.app, morning)).toBe(0);
  });
});

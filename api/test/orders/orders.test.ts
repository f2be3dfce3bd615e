import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { count } from 'drizzle-orm';
import { mailOutbox, orders } from '../../src/db/schema.ts';
import { createUser, form, orderFields, startTestApp, type TestApp, type TestUser, messagesOf } from '../helpers.ts';
import { TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let admin: TestUser;
let customer: TestUser;
let other: TestUser;
let inactive: TestUser;
const publish = vi.fn();

const COMPANY = 'office@fitout.example';

const valid = orderFields;

const orderCount = async () => (await t.app.db.select({ n: count() }).from(orders))[0].n;
const mailCount = async () => (await t.app.db.select({ n: count() }).from(mailOutbox))[0].n;

/** The mail with this subject delivered to `to` through the SMTP server, waiting for it if need be. */

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  t = await startTestApp({ smtpUrl: smtp.url, orderRateLimit: { max: 1000, timeWindow: 60_000 } }, { COMPANY_EMAIL: COMPANY });
  t.app.publisher.request = publish;
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
  other = await createUser(t.app);
  inactive = await createUser(t.app, { active: false });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('creating an order', () => {
  // The file's first order: later ones within a minute reach the same address as a digest (order-flood.test.ts).
  it('mails the company address about the new order, with its details', async () => {
    const before = await mailCount();
    const res = await t.api.post('registerorder/create/', form(valid({ full_name: 'Karim Nabil' })), customer.token);
    expect(res.status).toBe(201);
    // The company's notice and the customer's confirmation (orders/stages.test.ts).
    expect(await mailCount()).toBe(before + 2);
    const mail = await smtp.delivered(COMPANY, 'New order from Karim Nabil');
    expect(mail.to).toEqual([COMPANY]);
    expect(mail.text).toContain(customer.email);
    expect(mail.text).toContain('Type of Residential Unit: Full House');
    expect(mail.text).toContain('Skills: Quick execution');
    expect(mail.text).toContain('Condition of the Unit: 3/4 finished');
    expect(mail.text).toContain(`See it in the admin console:\n\n${t.app.config.adminUrl}/orders/${res.body.id}/show`);
  });

  it("stores a signed-in customer's order with an unguessable slug and answers 201 with the order", async () => {
    const res = await t.api.post('registerorder/create/', form({ user_id: customer.id, ...valid() }), customer.token);
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      slug: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      user_id: customer.id,
      // The fields as sent (orderFields), the numbers answered as numbers.
      ...valid(),
      space: 120.5,
      numberroom: 3,
      numberbathroom: 2,
      package_ar: '',
      stage: 'new',
      history: [],
      waiting: [],
      withdrawable: true,
      contact: null,
      date: expect.any(String),
    });
    expect(Number.isNaN(Date.parse(res.body.date))).toBe(false);
    const second = await t.api.post('registerorder/create/', form(valid()), customer.token);
    expect(second.status).toBe(201);
    expect(second.body.slug).not.toBe(res.body.slug);
  });

  it('mails every superuser when no company address is configured', async () => {
    const second = await createUser(t.app, { superuser: true });
    t.config.companyEmail = undefined;
    try {
      const before = await mailCount();
      expect((await t.api.post('registerorder/create/', form(valid({ full_name: 'No Company Address' })), customer.token)).status).toBe(201);
      expect(await mailCount()).toBe(before + 3);
      // One message each, so that superusers do not see each other's addresses.
      expect((await smtp.delivered(admin.email, 'New order from No Company Address')).to).toEqual([admin.email]);
      expect((await smtp.delivered(second.email, 'New order from No Company Address')).to).toEqual([second.email]);
    } finally {
      t.config.companyEmail = COMPANY;
    }
  });

  it('accepts JSON as well as multipart, and never sets a status the customer chose', async () => {
    const res = await t.api.post('registerorder/create/', valid({ space: 80, numberroom: 2, post_status: 'Approved' }), customer.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ space: 80, numberroom: 2, post_status: 'Active' });
  });

  it("refuses visitors, another customer's user_id and unconfirmed accounts, storing and mailing nothing", async () => {
    const [orders0, mails0] = [await orderCount(), await mailCount()];
    expect((await t.api.post('registerorder/create/', form(valid()))).status).toBe(401);
    expect((await t.api.post('registerorder/create/', form(valid()), 'not-a-token')).status).toBe(401);

    const foreign = await t.api.post('registerorder/create/', form({ user_id: other.id, ...valid() }), customer.token);
    expect(foreign.status).toBe(403);

    const unconfirmed = await t.api.post('registerorder/create/', form(valid()), inactive.token);
    expect(unconfirmed.status).toBe(403);
    expect(unconfirmed.body).toEqual({ code: 'auth.inactive_account', detail: 'Please confirm your email address first.' });

    expect(await orderCount()).toBe(orders0);
    expect(await mailCount()).toBe(mails0);
  });

  it('lets the company address order before confirming it', async () => {
    const company = await createUser(t.app, { active: false, email: COMPANY, kind: 'company' });
    expect((await t.api.post('registerorder/create/', form(valid()), company.token)).status).toBe(201);
  });

  it('answers the spec message for every missing required field, and stores nothing', async () => {
    const [orders0, mails0] = [await orderCount(), await mailCount()];
    const res = await t.api.post('registerorder/create/', form({ description: 'only a note', full_name: '   ' }), customer.token);
    expect(res.status).toBe(400);
    const required = [
      'full_name',
      'phone',
      'governorate',
      'city',
      'area',
      'typeunit',
      'requiredworks',
      'skills',
      'conditionoftheunit',
      'space',
      'numberroom',
      'numberbathroom',
    ];
    expect(messagesOf(res.body)).toEqual(Object.fromEntries(required.map((f) => [f, ['All Fields Are Required To Create A Package']])));
    expect(await orderCount()).toBe(orders0);
    expect(await mailCount()).toBe(mails0);
  });

  it("refuses option values outside the spec's lists and non-numeric numbers, and stores nothing", async () => {
    const orders0 = await orderCount();
    const res = await t.api.post(
      'registerorder/create/',
      form(valid({ typeunit: 'Castle', skills: 'Quick execution', conditionoftheunit: '3/4 finished', space: 'big', numberroom: '2.5' })),
      customer.token,
    );
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({
      typeunit: ['"Castle" is not a valid choice.'],
      skills: ['"Quick execution" is not a valid choice.'],
      conditionoftheunit: ['"3/4 finished" is not a valid choice.'],
      space: ['A valid number is required.'],
      numberroom: ['A valid integer is required.'],
    });
    expect(await orderCount()).toBe(orders0);
  });

  it('answers 400, not 500, to malformed JSON or a NUL character, and stores nothing', async () => {
    const orders0 = await orderCount();
    const res = await t.api.request('POST', 'registerorder/create/', {
      body: '{"full_name": "Mona",',
      headers: { 'content-type': 'application/json' },
      token: customer.token,
    });
    expect(res.status).toBe(400);
    expect(res.body).toHaveProperty('detail');
    const nul = await t.api.post('registerorder/create/', valid({ area: 'District\u00003' }), customer.token);
    expect(nul.status).toBe(400);
    expect(await orderCount()).toBe(orders0);
  });
});

describe('reading orders', () => {
  let mine: { id: number; slug: string };
  let theirs: { id: number; slug: string };

  beforeAll(async () => {
    mine = (await t.api.post('registerorder/create/', form(valid({ full_name: 'Newest Mine' })), customer.token)).body;
    theirs = (await t.api.post('registerorder/create/', form(valid({ full_name: 'Someone Else' })), other.token)).body;
  });

  it("lists only the caller's own orders, newest first", async () => {
    const res = await t.api.get('registerorder/lists/', customer.token);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(1);
    expect(res.body.every((o: { user_id: number }) => o.user_id === customer.id)).toBe(true);
    expect(res.body[0].id).toBe(mine.id);
    const ids = res.body.map((o: { id: number }) => o.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(ids).not.toContain(theirs.id);

    const page = await t.api.get('registerorder/lists/?page=1&page_size=1', customer.token);
    expect(page.body).toMatchObject({ count: res.body.length, previous: null, results: [{ id: mine.id }] });
    expect((await t.api.get('registerorder/lists/')).status).toBe(401);
  });

  it('shows an order to its owner and to superusers, and is a 404 to anyone else', async () => {
    const own = await t.api.get(`registerorder/detail/${mine.slug}/`, customer.token);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ id: mine.id, full_name: 'Newest Mine' });
    expect((await t.api.get(`registerorder/detail/${mine.slug}/`, admin.token)).body).toEqual(own.body);

    const peek = await t.api.get(`registerorder/detail/${theirs.slug}/`, customer.token);
    expect(peek.status).toBe(404);
    expect(peek.body).toEqual((await t.api.get('registerorder/detail/no-such-slug/', customer.token)).body);
    expect((await t.api.get(`registerorder/detail/${mine.slug}/`)).status).toBe(401);
  });

  it("lists every customer's orders for superusers only", async () => {
    const res = await t.api.get('registerorder/admin/lists/', admin.token);
    expect(res.status).toBe(200);
    const ids = res.body.map((o: { id: number }) => o.id);
    expect(ids).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(ids.length).toBe(await orderCount());
    expect((await t.api.get('registerorder/admin/lists/', customer.token)).status).toBe(403);
    expect((await t.api.get('registerorder/admin/lists/')).status).toBe(401);
  });
});

describe('deleting an order', () => {
  // What a delete keeps, and when it is refused: test/cancellation/.
  it('lets only the owner delete (withdraw), answering 204', async () => {
    const order = (await t.api.post('registerorder/create/', form(valid()), customer.token)).body;
    // Another customer: with the owner's user_id it is refused, with their own the order is "not found".
    expect((await t.api.delete(`registerorder/delete/${customer.id}/${order.id}/`, other.token)).status).toBe(403);
    expect((await t.api.delete(`registerorder/delete/${other.id}/${order.id}/`, other.token)).status).toBe(404);
    expect((await t.api.delete(`registerorder/delete/${admin.id}/${order.id}/`, admin.token)).status).toBe(404);
    expect((await t.api.delete(`registerorder/delete/${customer.id}/${order.id}/`)).status).toBe(401);
    expect((await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).status).toBe(200);

    expect((await t.api.delete(`registerorder/delete/${customer.id}/${order.id}/`, customer.token)).status).toBe(204);
    expect((await t.api.get(`registerorder/detail/${order.slug}/`, customer.token)).status).toBe(404);
    expect((await t.api.delete(`registerorder/delete/${customer.id}/${order.id}/`, customer.token)).status).toBe(404);
  });

  it('never asks for a site rebuild', () => {
    expect(publish).not.toHaveBeenCalled();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderMessages } from '../../src/db/schema.ts';
import { digest } from '../../src/mail/outbox.ts';
import { createUser, placeOrder, unchanged, image, type PlacedOrder, type TestApp, type TestUser, startStaffedApp, messagesOf } from '../helpers.ts';
import { linkIn, type TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;
let stranger: TestUser;
let arabic: TestUser;

type File = { data: Buffer; name: string; type?: string };

/** A message as the customer area and the console send it: multipart, its files under `attachments`. */
function message(body: string, files: File[] = []) {
  const data = new FormData();
  if (body) data.append('body', body);
  for (const file of files)
    data.append('attachments', new Blob([new Uint8Array(file.data)], { type: file.type ?? 'application/octet-stream' }), file.name);
  return data;
}

const customerSays = (order: PlacedOrder, body: string, files: File[] = [], as = customer) =>
  t.api.post(`registerorder/detail/${order.slug}/messages/`, message(body, files), as.token);
const staffSays = (order: PlacedOrder, body: string, files: File[] = [], as = sales) =>
  t.api.post(`admin/orders/${order.id}/messages`, message(body, files), as.token);

/** A small but real PDF. */
const pdf = (size = 600) => {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n');
  return Buffer.concat([head, Buffer.alloc(Math.max(0, size - head.length - 6), 0x20), Buffer.from('\n%%EOF')]);
};

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp({}, { COMPANY_EMAIL: 'office@fitout.example' }));
  stranger = await createUser(t.app);
  arabic = await createUser(t.app, { language: 'ar' });
});
afterAll(() => close?.());

describe('a thread', () => {
  it('carries a message with a photo each way, oldest first, and mails the other side a link into it', async () => {
    const order = await placeOrder(t, customer);
    const asked = await customerSays(order, 'Can the kitchen wall move 20 cm?', [
      { data: await image('jpeg', 800, 600), name: 'wall.jpg', type: 'image/jpeg' },
    ]);
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    expect(asked.body).toMatchObject({ order_id: order.id, from_staff: false, author: 'Mona Adel', body: 'Can the kitchen wall move 20 cm?' });
    expect(asked.body.attachments).toEqual([expect.objectContaining({ kind: 'image', width: 800, height: 600 })]);
    const photo = await fetch(asked.body.attachments[0].url);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    const office = await smtp.delivered('office@fitout.example', `Order #${order.id}: a new message from Mona Adel`);
    expect(office.text).toContain('Can the kitchen wall move 20 cm?');
    expect(office.text).toContain('(1 attached file)');
    expect(office.text).toContain(`/orders/${order.id}/show`);

    const answered = await staffSays(order, 'Yes: here is the drawing.', [
      { data: await image('png', 300, 200), name: 'plan.png', type: 'image/png' },
    ]);
    expect(answered.status, JSON.stringify(answered.body)).toBe(201);
    expect(answered.body).toMatchObject({ from_staff: true, author: 'Test Person' });

    const mail = await smtp.delivered(customer.email, `A new message about your order #${order.id}`);
    expect(mail.text).toContain('Yes: here is the drawing.');
    expect(linkIn(mail, t.config.siteUrl).pathname).toBe(`/user/detailsorder/${order.slug}`);
    expect(mail.text).toContain('#messages');

    for (const thread of [
      await t.api.get(`registerorder/detail/${order.slug}/messages/`, customer.token),
      await t.api.get(`admin/orders/${order.id}/messages`, sales.token),
    ]) {
      expect(thread.status).toBe(200);
      expect(thread.body.messages.map((m: { body: string }) => m.body)).toEqual(['Can the kitchen wall move 20 cm?', 'Yes: here is the drawing.']);
      expect(thread.body.has_earlier).toBe(false);
    }
  });

  it('mails an Arabic customer in Arabic', async () => {
    const order = await placeOrder(t, arabic);
    expect((await staffSays(order, 'موعد المعاينة غدًا')).status).toBe(201);
    const mail = await smtp.delivered(arabic.email, `رسالة جديدة بخصوص طلبك رقم ${arabicDigits(order.id)}`);
    expect(mail.text).toContain('موعد المعاينة غدًا');
    expect(linkIn(mail, t.config.siteUrl).pathname).toBe(`/ar/user/detailsorder/${order.slug}`);
  });

  it("gathers an Arabic customer's messages of one minute into a digest in Arabic", () => {
    const row = (id: number, subject: string) => ({
      id,
      to: arabic.email,
      subject,
      text: `نص ${id}`,
      html: null,
      replyTo: null,
      attachments: [],
      attempts: 0,
    });
    const mail = digest([row(1, 'رسالة جديدة بخصوص طلبك رقم 7'), row(2, 'رسالة جديدة بخصوص طلبك رقم 7')]);
    expect(mail.subject).toBe('2 إشعارات جديدة');
    expect(mail.text).toContain('1 من 2: رسالة جديدة بخصوص طلبك رقم 7');
    expect(digest([row(1, 'Order #7: a new message'), row(2, 'رسالة جديدة')]).subject).toBe('2 new notifications');
  });

  it('keeps a PDF with its name, and serves it to download, never as a page', async () => {
    const order = await placeOrder(t, customer);
    const sent = await staffSays(order, '', [{ data: pdf(), name: '../../Contract draft<script>.pdf', type: 'application/pdf' }]);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const [file] = sent.body.attachments;
    expect(file).toMatchObject({ kind: 'pdf', name: 'Contract draftscript.pdf', size: 600 });
    const download = await fetch(file.url);
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment');
    expect(Buffer.from(await download.arrayBuffer()).equals(pdf())).toBe(true);
  });

  it('pages back fifty messages at a time', async () => {
    const order = await placeOrder(t, customer);
    for (let i = 1; i <= 53; i++) expect((await staffSays(order, `Update ${i}`)).status).toBe(201);
    const newest = await t.api.get(`registerorder/detail/${order.slug}/messages/`, customer.token);
    expect(newest.body.messages).toHaveLength(50);
    expect(newest.body.messages[0].body).toBe('Update 4');
    expect(newest.body.messages.at(-1).body).toBe('Update 53');
    expect(newest.body.has_earlier).toBe(true);
    const earlier = await t.api.get(`registerorder/detail/${order.slug}/messages/?before=${newest.body.messages[0].id}`, customer.token);
    expect(earlier.body.messages.map((m: { body: string }) => m.body)).toEqual(['Update 1', 'Update 2', 'Update 3']);
    expect(earlier.body.has_earlier).toBe(false);
  });
});

describe('the reads, from memory', () => {
  it('answer a repeated read with 304, and show at once a message written through the API or by hand', async () => {
    const order = await placeOrder(t, customer);
    const path = `registerorder/detail/${order.slug}/messages/`;
    const first = await t.api.get(path, customer.token);
    const etag = first.headers.get('etag');
    expect(etag).toBeTruthy();
    expect((await t.api.request('GET', path, { token: customer.token, headers: { 'if-none-match': etag! } })).status).toBe(304);

    await staffSays(order, 'Through the API');
    expect((await t.api.get(path, customer.token)).body.messages.map((m: { body: string }) => m.body)).toEqual(['Through the API']);
    // A script writing straight into the table: the trigger's notice empties the cache too.
    await t.app.db.insert(orderMessages).values({ orderId: order.id, authorId: sales.id, fromStaff: true, body: 'By hand' });
    await expect
      .poll(async () => (await t.api.get(path, customer.token)).body.messages.map((m: { body: string }) => m.body), { timeout: 5_000 })
      .toEqual(['Through the API', 'By hand']);
  });
});

describe('unread counts', () => {
  it("rise with the other side's messages and clear when the thread is read, up to the newest shown", async () => {
    const reader = await createUser(t.app);
    const order = await placeOrder(t, reader);
    const unread = async () => (await t.api.get('registerorder/messages/unread/', reader.token)).body;
    const staffUnread = async () => {
      const body = (await t.api.get('admin/messages/unread', sales.token)).body as { orders: { order_id: number; unread: number }[] };
      return body.orders.find((item) => item.order_id === order.id)?.unread ?? 0;
    };
    expect(await unread()).toEqual({ total: 0, orders: [] });

    const first = await staffSays(order, 'We start on Sunday.');
    await staffSays(order, 'The tiles arrived.');
    expect(await unread()).toEqual({ total: 2, orders: [{ order_id: order.id, slug: order.slug, unread: 2 }] });
    // Staff wrote them: nothing waits for staff.
    expect(await staffUnread()).toBe(0);

    // Read up to the first only (the second came after the page was drawn): one is left.
    const read = await t.api.post(`registerorder/detail/${order.slug}/messages/read/`, { up_to: first.body.id }, reader.token);
    expect(read.status).toBe(204);
    expect((await unread()).total).toBe(1);
    const thread = await t.api.get(`registerorder/detail/${order.slug}/messages/`, reader.token);
    expect(thread.body).toMatchObject({ unread: 1, last_read_id: first.body.id });
    await t.api.post(`registerorder/detail/${order.slug}/messages/read/`, { up_to: thread.body.messages.at(-1).id }, reader.token);
    expect(await unread()).toEqual({ total: 0, orders: [] });
    // A read mark never goes back.
    await t.api.post(`registerorder/detail/${order.slug}/messages/read/`, { up_to: 0 }, reader.token);
    expect((await t.api.get(`registerorder/detail/${order.slug}/messages/`, reader.token)).body.last_read_id).toBe(thread.body.messages.at(-1).id);

    // The customer answers: the team's count rises; one of them reads it for all.
    const answer = await customerSays(order, 'Thank you!', [], reader);
    expect(await staffUnread()).toBe(1);
    const owner = await createUser(t.app, { role: 'owner' });
    expect((await t.api.get(`admin/orders/${order.id}/messages`, owner.token)).body.unread).toBe(1);
    expect((await t.api.post(`admin/orders/${order.id}/messages/read`, { up_to: answer.body.id }, owner.token)).status).toBe(204);
    expect(await staffUnread()).toBe(0);
    // A mark past the other side's newest message stops at it: the next one still counts.
    await t.api.post(`admin/orders/${order.id}/messages/read`, { up_to: 2_000_000_000 }, sales.token);
    await customerSays(order, 'One more thing.', [], reader);
    expect(await staffUnread()).toBe(1);
  });
});

describe('refusals change nothing', () => {
  let order: PlacedOrder;
  beforeAll(async () => {
    order = await placeOrder(t, customer);
  });

  it('an empty message, or text past 4,000 characters', async () => {
    const empty = await unchanged(t, orderMessages, () => customerSays(order, '   '));
    expect(empty.status).toBe(400);
    expect(messagesOf(empty.body)).toEqual({ body: ['Write a message or attach a file.'] });
    const long = await unchanged(t, orderMessages, () => customerSays(order, 'x'.repeat(4_001)));
    expect(long.status).toBe(400);
    expect(messagesOf(long.body)).toEqual({ body: ['Ensure this field has no more than 4000 characters.'] });
  });

  it('a file that is neither a photo nor a PDF, whatever it claims: an SVG with a script, HTML named .pdf, text named .png, a GIF', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');
    const html = Buffer.from('<!doctype html><script>alert(1)</script>%PDF-1.4');
    for (const file of [
      { data: svg, name: 'plan.svg', type: 'image/svg+xml' },
      { data: html, name: 'contract.pdf', type: 'application/pdf' },
      { data: Buffer.from('not a picture at all'), name: 'photo.png', type: 'image/png' },
      { data: await image('gif'), name: 'moving.gif', type: 'image/gif' },
    ]) {
      const reply = await unchanged(t, orderMessages, () => customerSays(order, 'See attached', [file]));
      expect(reply.status, file.name).toBe(400);
      expect(messagesOf(reply.body), file.name).toEqual({ attachments: ['Attach photos (JPEG, PNG or WebP) or PDF documents.'] });
    }
  });

  it('a bad file after good ones: the good ones kept so far are removed', async () => {
    const photo = { data: await image('png'), name: 'ok.png', type: 'image/png' };
    const reply = await unchanged(t, orderMessages, () =>
      customerSays(order, 'Three files', [photo, { data: pdf(), name: 'ok.pdf' }, { data: Buffer.from('junk'), name: 'x.jpg' }]),
    );
    expect(reply.status).toBe(400);
  });

  it('more than five files, a file past 10 MB, or files past 20 MB together: 413', async () => {
    const photo = { data: await image('png'), name: 'p.png', type: 'image/png' };
    const six = await unchanged(t, orderMessages, () =>
      customerSays(
        order,
        'Six',
        Array.from({ length: 6 }, () => photo),
      ),
    );
    expect(six.status).toBe(413);
    const huge = await unchanged(t, orderMessages, () => customerSays(order, 'Huge', [{ data: pdf(11 * 1024 * 1024), name: 'huge.pdf' }]));
    expect(huge.status).toBe(413);
    expect(huge.body.detail).toBe('The uploaded file is too large.');
    const many = await unchanged(t, orderMessages, () =>
      customerSays(
        order,
        'Many',
        [1, 2, 3].map((n) => ({ data: pdf(7 * 1024 * 1024), name: `part${n}.pdf` })),
      ),
    );
    expect(many.status).toBe(413);
    expect(many.body.detail).toBe('The files of one message may add up to 20 MB at most.');
  });
});

describe('who reaches a thread', () => {
  let order: PlacedOrder;
  beforeAll(async () => {
    order = await placeOrder(t, customer);
    await staffSays(order, 'Hello');
  });

  it('another customer finds no such order, and writes nothing into it', async () => {
    expect((await t.api.get(`registerorder/detail/${order.slug}/messages/`, stranger.token)).status).toBe(404);
    expect((await unchanged(t, orderMessages, () => customerSays(order, 'Intruding', [], stranger))).status).toBe(404);
    expect((await t.api.post(`registerorder/detail/${order.slug}/messages/read/`, { up_to: 1 }, stranger.token)).status).toBe(404);
    expect((await t.api.get('registerorder/messages/unread/', stranger.token)).body).toEqual({ total: 0, orders: [] });
  });

  it('a customer cannot reach the console side; an editor cannot either; staff write from the console, not as the customer', async () => {
    expect((await t.api.get(`admin/orders/${order.id}/messages`, customer.token)).status).toBe(403);
    expect((await unchanged(t, orderMessages, () => staffSays(order, 'As staff', [], customer))).status).toBe(403);
    expect((await t.api.get('admin/messages/unread', customer.token)).status).toBe(403);
    expect((await t.api.get(`admin/orders/${order.id}/messages`, editor.token)).status).toBe(403);
    expect((await unchanged(t, orderMessages, () => staffSays(order, 'As an editor', [], editor))).status).toBe(403);
    const asCustomer = await unchanged(t, orderMessages, () => customerSays(order, 'Pretending', [], sales));
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.detail).toBe('Only the customer who placed the order writes here; staff write from the console.');
  });

  it('nobody signed in reaches anything', async () => {
    expect((await t.api.get(`registerorder/detail/${order.slug}/messages/`)).status).toBe(401);
    expect((await t.api.post(`registerorder/detail/${order.slug}/messages/`, message('Hi'))).status).toBe(401);
    expect((await t.api.get(`admin/orders/${order.id}/messages`)).status).toBe(401);
  });
});

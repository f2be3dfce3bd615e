// Issue 24, quotes: staff write a draft (prefilled from the ordered package), send it and revise it as new versions;
// the order's customer reads the current version, takes optional lines, and accepts, declines or asks for changes.
// Every figure is the server's, in whole piastres; the acceptance is kept with a SHA-256 of what was shown.
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, categories, components, orders, packages, payments, quoteAnswers, quoteLines, quotes } from '../../src/db/schema.ts';
import { acceptQuote, createUser, orderFields, type TestApp, type TestUser, startStaffedApp, messagesOf } from '../helpers.ts';
import type { TestSmtpServer } from '../smtp.ts';
import { arabicDigits } from '@fitout/shared';

let t: TestApp;
let smtp: TestSmtpServer;
let sales: TestUser;
let editor: TestUser;
let customer: TestUser;
let stranger: TestUser;
let arabic: TestUser;

const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

/** 2 required lines, 1 optional; 30/40/30 schedule. */
const draft = (overrides: Record<string, unknown> = {}) => ({
  lines: [
    { description: 'Porcelain floor', description_ar: 'أرضيات بورسلين', quantity: 1.5, unit: 'm²', unit_ar: 'م²', unit_price: 333, optional: false },
    { description: 'Painting', description_ar: 'دهانات', quantity: 10, unit: 'm²', unit_price: 12_000, optional: false },
    { description: 'Smart lighting', description_ar: 'إضاءة ذكية', quantity: 1, unit: 'item', unit_price: 50_001, optional: true },
  ],
  discount: 1000,
  valid_until: inAYear,
  terms: 'Prices include materials.',
  terms_ar: 'الأسعار شاملة الخامات.',
  schedule: [
    { label: 'Deposit', label_ar: 'دفعة مقدمة', percent: 30, due: 'acceptance' },
    { label: 'Start', label_ar: 'البدء', percent: 40, due: 'start' },
    { label: 'Completion', label_ar: 'الانتهاء', percent: 30, due: 'completion' },
  ],
  ...overrides,
});

async function placeOrder(owner: TestUser, fields: Record<string, string> = {}) {
  const res = await t.api.post('registerorder/create/', orderFields({ package: 'Gold Package', space: '100', ...fields }), owner.token);
  expect(res.status).toBe(201);
  return res.body as { id: number; slug: string };
}

async function sentQuote(owner: TestUser = customer, body = draft()) {
  const order = await placeOrder(owner);
  const created = await t.api.post(`admin/orders/${order.id}/quotes`, body, sales.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const sent = await t.api.post(`admin/quotes/${created.body.id}/send`, undefined, sales.token);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return { order, quote: sent.body };
}

const countQuotes = async () => (await t.app.db.select({ id: quotes.id }).from(quotes)).length;

let close: () => Promise<void>;

beforeAll(async () => {
  ({ t, smtp, sales, editor, customer, close } = await startStaffedApp({}, { COMPANY_EMAIL: 'office@fitout.example' }));
  stranger = await createUser(t.app);
  arabic = await createUser(t.app, { language: 'ar' });
  const [category] = await t.app.db.insert(categories).values({ title: 'Flats', details: 'Flats', slug: 'flats' }).returning();
  const [pkg] = await t.app.db
    .insert(packages)
    .values({ title: 'Gold Package', titleAr: 'الباقة الذهبية', slug: 'gold', pricePerUnit: 1500.25, categoryId: category.id })
    .returning();
  await t.app.db.insert(components).values([
    { postId: pkg.id, title: 'Ceramic walls', description: 'Walls.' },
    { postId: pkg.id, title: 'Gypsum ceiling', description: 'Ceiling.' },
  ]);
});
afterAll(() => close?.());

describe('staff write a draft', () => {
  it("starts from the ordered package's price times the order's space and its components", async () => {
    const order = await placeOrder(customer, { space: '120.5' });
    const res = await t.api.get(`admin/orders/${order.id}/quotes/prefill`, sales.token);
    expect(res.status).toBe(200);
    expect(res.body.lines).toEqual([
      {
        description: 'Gold Package',
        description_ar: 'الباقة الذهبية',
        quantity: 120.5,
        unit: 'm²',
        unit_ar: 'م²',
        unit_price: 150_025,
        optional: false,
      },
      { description: 'Ceramic walls', description_ar: '', quantity: 1, unit: 'item', unit_ar: 'بند', unit_price: 0, optional: false },
      { description: 'Gypsum ceiling', description_ar: '', quantity: 1, unit: 'item', unit_ar: 'بند', unit_price: 0, optional: false },
    ]);
    // The VAT rate a draft written now takes, for the console's live totals (issue 37).
    expect(res.body.vat_rate).toBe(14);
    expect(res.body.schedule.map((step: { percent: number }) => step.percent)).toEqual([30, 40, 30]);
  });

  it('computes every figure in whole piastres: lines rounded half up, the discount, 14 % VAT, the schedule adding up', async () => {
    const order = await placeOrder(customer);
    const res = await t.api.post(`admin/orders/${order.id}/quotes`, draft(), sales.token);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ version: 1, status: 'draft', current: false, answer: null, sent_at: null });
    // 1.5 × 333 = 499.5 → 500; 10 × 12,000 = 120,000; the optional line is out until taken.
    expect(res.body.lines.map((line: { total: number; included: boolean }) => [line.total, line.included])).toEqual([
      [500, true],
      [120_000, true],
      [50_001, false],
    ]);
    // The Arabic unit is kept as written; a line written without one has none (issue 37).
    expect(res.body.lines.map((line: { unit_ar: string }) => line.unit_ar)).toEqual(['م²', '', '']);
    // 120,500 − 1,000 = 119,500; VAT 14 % = 16,730; total 136,230.
    expect(res.body.totals).toEqual({ subtotal: 120_500, discount: 1000, taxable: 119_500, vat_rate: 14, vat: 16_730, total: 136_230 });
    expect(res.body.schedule.map((step: { amount: number }) => step.amount)).toEqual([40_869, 54_492, 40_869]);
  });

  it('refuses bad figures with the field named, and writes nothing', async () => {
    const order = await placeOrder(customer);
    const before = await countQuotes();
    const line = draft().lines[0];
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...line, quantity: -2 }] }, 'lines.0.quantity'],
      [{ lines: [{ ...line, quantity: 1.0005 }] }, 'lines.0.quantity'],
      [{ lines: [{ ...line, quantity: 1e9 }] }, 'lines.0.quantity'],
      [{ lines: [{ ...line, unit_price: -1 }] }, 'lines.0.unit_price'],
      [{ lines: [{ ...line, unit_price: 10.5 }] }, 'lines.0.unit_price'],
      [{ lines: [{ ...line, unit_price: 1e15 }] }, 'lines.0.unit_price'],
      [{ lines: Array.from({ length: 200 }, () => ({ ...line, quantity: 100_000, unit_price: 10_000_000_000 })) }, 'lines'],
      [{ lines: [{ ...line, description: '' }] }, 'lines.0.description'],
      [{ discount: 999_999 }, 'discount'],
      [{ discount: -5 }, 'discount'],
      [{ schedule: [{ label: 'All', percent: 90, due: 'acceptance' }] }, 'schedule'],
      [{ schedule: [{ label: 'All', percent: 100, due: 'whenever' }] }, 'schedule.0.due'],
      [{ valid_until: '2026-02-30' }, 'valid_until'],
      [{ vat_rate: 0 }, 'non_field_errors'],
    ];
    for (const [change, field] of cases) {
      const res = await t.api.post(`admin/orders/${order.id}/quotes`, draft(change), sales.token);
      expect(res.status, JSON.stringify(change).slice(0, 80)).toBe(400);
      expect(Object.keys(messagesOf(res.body)), JSON.stringify(res.body)).toContain(field);
    }
    expect(await countQuotes()).toBe(before);
  });

  it('keeps one draft per order, hidden from the customer, and only owner and sales write it', async () => {
    const order = await placeOrder(customer);
    const first = await t.api.post(`admin/orders/${order.id}/quotes`, draft(), sales.token);
    expect(first.status).toBe(201);
    expect((await t.api.post(`admin/orders/${order.id}/quotes`, draft(), sales.token)).status).toBe(409);
    expect((await t.api.get(`registerorder/detail/${order.slug}/quote/`, customer.token)).status).toBe(404);
    expect((await acceptQuote(t, order, customer)).status).toBe(404);
    expect((await t.api.put(`admin/quotes/${first.body.id}`, draft(), editor.token)).status).toBe(403);
    expect((await t.api.put(`admin/quotes/${first.body.id}`, draft(), customer.token)).status).toBe(403);
    const edited = await t.api.put(`admin/quotes/${first.body.id}`, draft({ discount: 0 }), sales.token);
    expect(edited.status).toBe(200);
    expect(edited.body.totals.total).toBe(137_370);
  });

  it('sends only a draft with lines and a schedule', async () => {
    const order = await placeOrder(customer);
    const created = await t.api.post(`admin/orders/${order.id}/quotes`, draft({ schedule: [] }), sales.token);
    const res = await t.api.post(`admin/quotes/${created.body.id}/send`, undefined, sales.token);
    expect(res.status).toBe(400);
    expect(res.body.schedule).toEqual(['A quote needs a payment schedule: at least one milestone.']);
    expect((await t.api.get(`admin/quotes/${created.body.id}`, sales.token)).body.status).toBe('draft');
  });
});

describe('sending', () => {
  it('mails the customer a link in their language, makes the order quoted, shows on the timeline, and freezes the version', async () => {
    const { order, quote } = await sentQuote();
    expect(quote).toMatchObject({ status: 'sent', current: true, version: 1 });
    const mail = await smtp.delivered(customer.email, `Your quote for order #${order.id}`);
    expect(mail.text).toContain(`${t.config.siteUrl}/user/detailsorder/${order.slug}/quote`);
    expect(mail.text).toContain('1,362.30 EGP');
    const read = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(read.body.stage).toBe('quoted');
    // The customer's order says a quote waits on them, in the list too.
    expect(read.body.waiting).toEqual(['quote']);
    const list = await t.api.get('registerorder/lists/', customer.token);
    expect(list.body.find((row: { id: number }) => row.id === order.id).waiting).toEqual(['quote']);
    expect(read.body.history).toEqual([expect.objectContaining({ stage: 'quoted', event: 'quote_sent' })]);
    expect((await t.api.put(`admin/quotes/${quote.id}`, draft(), sales.token)).status).toBe(409);
    expect((await t.api.post(`admin/quotes/${quote.id}/send`, undefined, sales.token)).status).toBe(409);
    expect((await t.api.delete(`admin/quotes/${quote.id}`, sales.token)).status).toBe(409);
    // Each staff write has its audit entry, by whom.
    const entries = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'quotes'), eq(auditLog.recordId, String(quote.id))));
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ['create', sales.id],
      ['update', sales.id],
    ]);

    const { order: arOrder } = await sentQuote(arabic);
    const arMail = await smtp.delivered(arabic.email, `عرض السعر لطلبك رقم ${arabicDigits(arOrder.id)}`);
    expect(arMail.text).toContain(`${t.config.siteUrl}/ar/user/detailsorder/${arOrder.slug}/quote`);
  });

  it('a revision is the next version: it supersedes the old one, and every version stays readable', async () => {
    const { order, quote } = await sentQuote();
    const prefill = await t.api.get(`admin/orders/${order.id}/quotes/prefill`, sales.token);
    expect(prefill.body.lines).toHaveLength(3);
    // The prefill's VAT rate is for the editor's live totals: the server sets the rate, and refuses it in a body.
    const { vat_rate, ...content } = prefill.body;
    expect(vat_rate).toBe(14);
    const v2 = await t.api.post(`admin/orders/${order.id}/quotes`, { ...content, discount: 0 }, sales.token);
    expect(v2.body.version).toBe(2);
    // Until it is sent, the customer still reads version 1.
    expect((await t.api.get(`registerorder/detail/${order.slug}/quote/`, customer.token)).body.version).toBe(1);
    await t.api.post(`admin/quotes/${v2.body.id}/send`, undefined, sales.token);
    const list = await t.api.get(`admin/orders/${order.id}/quotes`, sales.token);
    expect(list.body.map((q: { version: number; status: string }) => [q.version, q.status])).toEqual([
      [2, 'sent'],
      [1, 'superseded'],
    ]);
    const old = await t.api.get(`registerorder/detail/${order.slug}/quote/?version=1`, customer.token);
    expect(old.body).toMatchObject({ id: quote.id, status: 'superseded', current: false });
  });
});

describe('the customer', () => {
  it('takes optional lines and reads the totals the server recalculates; a line that is not optional is refused', async () => {
    const { order, quote } = await sentQuote();
    const optional = quote.lines[2].id;
    const res = await t.api.get(`registerorder/detail/${order.slug}/quote/?options=${optional}`, customer.token);
    expect(res.body.options).toEqual([optional]);
    // 170,501 − 1,000 = 169,501; VAT 23,730.14 → 23,730; total 193,231.
    expect(res.body.totals).toEqual({ subtotal: 170_501, discount: 1000, taxable: 169_501, vat_rate: 14, vat: 23_730, total: 193_231 });
    const sum = res.body.schedule.reduce((total: number, step: { amount: number }) => total + step.amount, 0);
    expect(sum).toBe(193_231);
    const wrong = await t.api.get(`registerorder/detail/${order.slug}/quote/?options=${quote.lines[0].id}`, customer.token);
    expect(wrong.status).toBe(400);
  });

  it("accepts the current version: kept with the options, totals, typed name, time, address, user agent and the content's SHA-256", async () => {
    const { order, quote } = await sentQuote();
    const optional = quote.lines[2].id;
    const body = { version: 1, options: [optional], full_name: 'Mona Adel', terms_accepted: true };
    const res = await t.api.request('POST', `registerorder/detail/${order.slug}/quote/accept/`, {
      body,
      token: customer.token,
      headers: { 'user-agent': 'QuoteTest/1.0' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('accepted');
    expect(res.body.answer).toMatchObject({
      kind: 'accepted',
      version: 1,
      options: [optional],
      full_name: 'Mona Adel',
      ip: '127.0.0.1',
      user_agent: 'QuoteTest/1.0',
      totals: { total: 193_231, vat: 23_730 },
    });
    const [stored] = await t.app.db.select().from(quoteAnswers).where(eq(quoteAnswers.quoteId, quote.id));
    expect(res.body.answer.content_sha256).toBe(createHash('sha256').update(stored.content).digest('hex'));
    const content = JSON.parse(stored.content);
    expect(content).toMatchObject({ format: 'fitout-quote/1', version: 1, totals: { total: 193_231 } });
    expect(content.lines[2]).toMatchObject({ description: 'Smart lighting', description_ar: 'إضاءة ذكية', included: true });

    const mail = await smtp.delivered('office@fitout.example', `Order #${order.id}: the customer accepted quote version 1`);
    expect(mail.text).toContain('Typed name: Mona Adel');
    const read = await t.api.get(`registerorder/detail/${order.slug}/`, customer.token);
    expect(read.body.history.map((change: { event: string }) => change.event)).toEqual(['quote_sent', 'quote_accepted']);
    // Now the deposit, due on acceptance, waits on them.
    expect(read.body.waiting).toEqual(['payment']);

    // Twice: the same acceptance, nothing new.
    const again = await t.api.post(`registerorder/detail/${order.slug}/quote/accept/`, { ...body, options: [] }, customer.token);
    expect(again.status).toBe(200);
    expect(again.body.answer).toEqual(res.body.answer);
    expect((await t.api.post(`registerorder/detail/${order.slug}/quote/decline/`, { version: 1, reason: 'No' }, customer.token)).status).toBe(409);
    // Accepted is final: no revision.
    expect((await t.api.post(`admin/orders/${order.id}/quotes`, draft(), sales.token)).status).toBe(409);
  });

  it('must type a name and tick the terms', async () => {
    const { order } = await sentQuote();
    const res = await t.api.post(
      `registerorder/detail/${order.slug}/quote/accept/`,
      { version: 1, full_name: ' ', terms_accepted: false },
      customer.token,
    );
    expect(res.status).toBe(400);
    expect(messagesOf(res.body)).toEqual({ full_name: ['This field is required.'], terms_accepted: ['Tick the terms to accept the quote.'] });
  });

  it('declines with a reason, or asks for changes with a note: staff are mailed and the timeline shows it', async () => {
    const declined = await sentQuote();
    const res = await t.api.post(
      `registerorder/detail/${declined.order.slug}/quote/decline/`,
      { version: 1, reason: 'Too expensive' },
      customer.token,
    );
    expect(res.body).toMatchObject({ status: 'declined', answer: { kind: 'declined', note: 'Too expensive' } });
    const mail = await smtp.delivered('office@fitout.example', `Order #${declined.order.id}: the customer declined quote version 1`);
    expect(mail.text).toContain('Reason: Too expensive');
    expect(
      (
        await t.api.post(
          `registerorder/detail/${declined.order.slug}/quote/accept/`,
          { version: 1, full_name: 'Mona', terms_accepted: true },
          customer.token,
        )
      ).status,
    ).toBe(409);

    const asked = await sentQuote();
    await t.api.post(`registerorder/detail/${asked.order.slug}/quote/changes/`, { version: 1, note: 'Marble instead of porcelain' }, customer.token);
    await smtp.delivered('office@fitout.example', `Order #${asked.order.id}: the customer asked for changes to quote version 1`);
    const read = await t.api.get(`registerorder/detail/${asked.order.slug}/`, customer.token);
    expect(read.body.history.at(-1)).toMatchObject({ event: 'quote_changes_requested', note: 'Marble instead of porcelain' });
  });

  it('cannot accept an expired version (409)', async () => {
    const { order, quote } = await sentQuote();
    await t.app.db.update(quotes).set({ validUntil: '2020-01-01' }).where(eq(quotes.id, quote.id));
    const res = await acceptQuote(t, order, customer);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This quote expired on 2020-01-01.');
  });

  it("only the order's customer answers: staff who read it get 403, another customer 404", async () => {
    const { order } = await sentQuote();
    const accept = { version: 1, full_name: 'Someone', terms_accepted: true };
    expect((await t.api.get(`registerorder/detail/${order.slug}/quote/`, sales.token)).status).toBe(200);
    expect((await t.api.post(`registerorder/detail/${order.slug}/quote/accept/`, accept, sales.token)).status).toBe(403);
    expect((await t.api.get(`registerorder/detail/${order.slug}/quote/`, stranger.token)).status).toBe(404);
    expect((await t.api.post(`registerorder/detail/${order.slug}/quote/accept/`, accept, stranger.token)).status).toBe(404);
    expect((await t.api.get(`admin/orders/${order.id}/quotes`, customer.token)).status).toBe(403);
    const [row] = await t.app.db.select({ stage: orders.stage }).from(orders).where(eq(orders.id, order.id));
    expect(row.stage).toBe('quoted');
  });
});

describe('a revision sent while the customer accepts the old version', () => {
  it('answers the stale acceptance 409 naming the new version, which the customer then reads', async () => {
    const { order } = await sentQuote();
    const v2 = await t.api.post(`admin/orders/${order.id}/quotes`, draft({ discount: 0 }), sales.token);
    await t.api.post(`admin/quotes/${v2.body.id}/send`, undefined, sales.token);
    const res = await acceptQuote(t, order, customer);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe('This quote has been revised: version 2 is the current one.');
    expect((await t.api.get(`registerorder/detail/${order.slug}/quote/`, customer.token)).body.version).toBe(2);
  });

  it('at the same moment: exactly one wins, and the state agrees with the answers', async () => {
    const { order } = await sentQuote();
    const v2 = await t.api.post(`admin/orders/${order.id}/quotes`, draft({ discount: 0 }), sales.token);
    const [send, accept] = await Promise.all([
      t.api.post(`admin/quotes/${v2.body.id}/send`, undefined, sales.token),
      acceptQuote(t, order, customer),
    ]);
    expect([send.status, accept.status].sort()).toEqual([200, 409]);
    const list = (await t.api.get(`admin/orders/${order.id}/quotes`, sales.token)).body as { version: number; status: string }[];
    const statuses = Object.fromEntries(list.map((q) => [q.version, q.status]));
    expect(statuses).toEqual(accept.status === 200 ? { 1: 'accepted', 2: 'draft' } : { 1: 'superseded', 2: 'sent' });
  });
});

describe('the reads, from memory', () => {
  type Read = { terms: string; lines: { description: string }[] };

  it('answer again from memory, and show a change made through the API at once', async () => {
    const { order, quote } = await sentQuote();
    const path = `registerorder/detail/${order.slug}/quote/`;
    const first = await t.api.get(path, customer.token);
    expect(first.headers.get('cache-control')).toBe('private, no-cache');
    expect((await t.api.get(path, customer.token)).headers.get('etag')).toBe(first.headers.get('etag'));
    // The console's list, then a revision: both reads show the new version straight away.
    expect((await t.api.get<{ version: number }[]>(`admin/orders/${order.id}/quotes`, sales.token)).body).toHaveLength(1);
    const revision = await t.api.post(`admin/orders/${order.id}/quotes`, draft({ terms: 'Revised terms.' }), sales.token);
    expect(revision.status).toBe(201);
    expect((await t.api.get<{ version: number }[]>(`admin/orders/${order.id}/quotes`, sales.token)).body).toHaveLength(2);
    expect((await t.api.post(`admin/quotes/${revision.body.id}/send`, undefined, sales.token)).status).toBe(200);
    const revised = await t.api.get<Read & { version: number }>(path, customer.token);
    expect(revised.body).toMatchObject({ version: 2, terms: 'Revised terms.' });
    expect(revised.headers.get('etag')).not.toBe(first.headers.get('etag'));
    expect(quote.version).toBe(1);
  });

  it('show a quote, its lines or a payment changed by hand (a script, another process) within a second', async () => {
    const { order, quote } = await sentQuote();
    const path = `registerorder/detail/${order.slug}/quote/`;
    const within = { timeout: 1_000, interval: 10 };
    expect((await t.api.get<Read>(path, customer.token)).body.terms).toBe('Prices include materials.');
    expect((await t.api.get(`admin/orders/${order.id}/quotes`, sales.token)).status).toBe(200);
    await t.app.db.update(quotes).set({ terms: 'Terms changed by hand.' }).where(eq(quotes.id, quote.id));
    await vi.waitFor(async () => expect((await t.api.get<Read>(path, customer.token)).body.terms).toBe('Terms changed by hand.'), within);
    await t.app.db.update(quoteLines).set({ description: 'Marble floor' }).where(eq(quoteLines.description, 'Porcelain floor'));
    await vi.waitFor(async () => {
      const [listed] = (await t.api.get<Read[]>(`admin/orders/${order.id}/quotes`, sales.token)).body;
      expect(listed.lines.map((line) => line.description)).toContain('Marble floor');
    }, within);

    const account = `registerorder/detail/${order.slug}/payments/`;
    expect((await t.api.get<{ payments: unknown[] }>(account, customer.token)).body.payments).toEqual([]);
    await t.app.db.insert(payments).values({ orderId: order.id, amount: 100_000, paidOn: '2026-11-20', method: 'cash' });
    await vi.waitFor(async () => expect((await t.api.get<{ payments: unknown[] }>(account, customer.token)).body.payments).toHaveLength(1), within);
  });
});

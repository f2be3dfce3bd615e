// Every call of the contract, made as anonymous, a customer, and staff of each role: a call a role may not make
// answers 401 (nobody signed in) or 403 and changes nothing; a call it may make answers neither. The calls are read
// from the contract's list, so a new call is walked too. The matrix (call × role → status) is printed.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, allEndpoints, type Endpoint, mayCall, operationIdOf, relativePathOf, type StaffRole } from '@fitout/shared/contract';
import { GENERIC_STATUSES } from '../../src/plugins/openapi.ts';
import { createUser, form, image, orderFields, startTestApp, type TestApp, type TestUser, tileSelection } from '../helpers.ts';
import { refusalShapeProblem } from './refusal-shape.ts';

const callers = ['anonymous', 'customer', 'sales', 'editor', 'owner'] as const;
type Caller = (typeof callers)[number];
const roleOf = (caller: Caller): StaffRole | null | undefined => (caller === 'anonymous' ? undefined : caller === 'customer' ? null : caller);

let t: TestApp;
const accounts = {} as Record<Exclude<Caller, 'anonymous'>, TestUser>;
let png: Buffer;

const query = async (statement: ReturnType<typeof sql>) => (await t.app.db.execute(statement)) as unknown as { rows: unknown[] };

/** The records the calls' parameters point at. */
type Fixtures = {
  category: { id: number; slug: string };
  package: { id: number; slug: string };
  component: number;
  work: { id: number; slug: string };
  /** A quote (a draft of the customer's order, which the walk's send then sends). */
  quote: number;
};
let shared: Fixtures;
const orderOf = new Map<Caller, { id: number; slug: string }>();
let contactMessage: number;
/** A quoted lead (issue 39): its conversion is walked once, then refused as converted (409). */
let walkedLead: number;
/** The staff account the owner's staff calls walk (an editor, left an editor). */
let walkedStaff: number;

async function ok(reply: Promise<{ status: number; body: any }>): Promise<any> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`fixture: ${status} ${JSON.stringify(body)}`);
  return body;
}

async function newCategory() {
  const owner = accounts.owner;
  const body = await ok(t.api.post('admin/categories', form({ title: `Category ${Math.random()}`, details: 'Rooms', image: png }), owner.token));
  return { id: body.id as number, slug: body.slug as string };
}
async function newPackage(category: number) {
  const owner = accounts.owner;
  const body = await ok(
    t.api.post('admin/packages', form({ title: `Package ${Math.random()}`, price_per_unit: 100, category, image: png }), owner.token),
  );
  return { id: body.id as number, slug: body.slug as string };
}
async function newComponent(post: number) {
  return (await ok(t.api.post('admin/components', { post_id: post, title: 'Tiles', description: 'Floor tiles.' }, accounts.owner.token)))
    .id as number;
}
async function newWork() {
  const body = await ok(
    t.api.post('admin/works', form({ title: `Work ${Math.random()}`, description: 'A flat', thumbnail: png }), accounts.owner.token),
  );
  return { id: body.id as number, slug: body.slug as string };
}
async function newOrder(by: TestUser) {
  const body = await ok(t.api.post('registerorder/create/', orderFields({ user_id: by.id }), by.token));
  return { id: body.id as number, slug: body.slug as string };
}
const quoteDraft = () => ({
  lines: [{ description: 'Tiles', quantity: 2, unit: 'm²', unit_price: 10_000 }],
  valid_until: '2999-12-31',
  schedule: [{ label: 'All', percent: 100, due: 'acceptance' }],
});
async function newQuote(order: number) {
  return (await ok(t.api.post(`admin/orders/${order}/quotes`, quoteDraft(), accounts.owner.token))).id as number;
}
async function newContactMessage() {
  await ok(t.api.post('contact/', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' }));
  const [row] = (await query(sql`select max(id)::int as id from contact_messages`)).rows as { id: number }[];
  return row.id;
}

/** What a call's parameters point at: the record its area names, the caller's own id and address. */
function paramsFor(call: Endpoint, who: TestUser, fixtures: Fixtures & { order: { id: number; slug: string }; contact: number }) {
  const path = call.path;
  const record =
    path.startsWith('admin/categories') || path.startsWith('category/')
      ? fixtures.category
      : path.startsWith('admin/components')
        ? { id: fixtures.component, slug: '' }
        : path.startsWith('admin/works') || path.startsWith('ourwork/')
          ? fixtures.work
          : path.startsWith('admin/orders') || path.startsWith('registerorder/')
            ? fixtures.order
            : path.startsWith('admin/contact-messages')
              ? { id: fixtures.contact, slug: '' }
              : path.startsWith('admin/leads')
                ? { id: walkedLead, slug: '' }
                : path.startsWith('admin/quotes')
                  ? { id: fixtures.quote, slug: '' }
                  : path.startsWith('admin/staff')
                    ? { id: walkedStaff, slug: '' }
                    : path.startsWith('post/category/posts/')
                      ? fixtures.category
                      : fixtures.package;
  return { id: record.id, slug: record.slug, user_id: who.id, email: who.email, token: 'not-an-invitation', bucket: 'late_0_30' };
}

/** A body that passes validation where the call takes one (an unknown call gets none, and is still walked). */
async function bodyFor(call: Endpoint, who: TestUser, fixtures: Fixtures): Promise<unknown> {
  const name = operationIdOf(call);
  const title = `Walked ${Math.random()}`;
  const bodies: Record<string, () => unknown | Promise<unknown>> = {
    'accounts.token': () => ({ email: accounts.customer.email, password: accounts.customer.password }),
    'accounts.refresh': async () => ({ refresh: await refreshToken() }),
    'accounts.logout': async () => ({ refresh: await refreshToken() }),
    'accounts.register': () => ({
      full_name: 'New Person',
      email: `new-${Math.random()}@example.com`,
      password: 'a long enough passphrase',
      password2: 'a long enough passphrase',
    }),
    'accounts.updateProfile': () => form({ full_name: 'Walked Person' }),
    'categories.create': () => form({ title, details: 'Rooms', image: png }),
    'categories.update': () => form({ title, details: 'Rooms' }),
    'packages.create': () => form({ title, price_per_unit: 10, category: fixtures.category.id, user_id: who.id, image: png }),
    'packages.update': () => form({ title }),
    'packages.addComponent': () => ({ post_id: fixtures.package.id, title: 'Grout', description: 'Grey grout.' }),
    'works.create': () => form({ title, description: 'A flat', user_id: who.id, thumbnail: png }),
    'works.update': () => form({ title }),
    'orders.create': () => orderFields({ user_id: who.id }),
    'contact.send': () => ({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello' }),
    'admin.categories.create': () => form({ title, details: 'Rooms', image: png }),
    'admin.categories.update': () => form({ title, details: 'Rooms' }),
    'admin.packages.create': () => form({ title, price_per_unit: 10, category: fixtures.category.id, image: png }),
    'admin.packages.update': () => form({ title }),
    'admin.components.create': () => ({ post_id: fixtures.package.id, title: 'Grout', description: 'Grey grout.' }),
    'admin.components.update': () => ({ title: 'Grout' }),
    'admin.works.create': () => form({ title, description: 'A flat', thumbnail: png }),
    'admin.works.update': () => form({ title }),
    'admin.orders.update': () => ({ stage: 'contacted' }),
    'orders.cancel': () => ({ reason: 'Walked' }),
    'orders.askToCancel': () => ({ reason: 'Walked' }),
    'quotes.create': quoteDraft,
    'quotes.update': quoteDraft,
    'quotes.accept': () => ({ version: 1, full_name: 'Walked Person', terms_accepted: true }),
    'quotes.decline': () => ({ version: 1, reason: 'Walked' }),
    'quotes.changes': () => ({ version: 1, note: 'Walked' }),
    'payments.record': () => ({ amount: 100, paid_on: '2026-01-01', method: 'cash' }),
    'changes.raise': () => ({
      reason: 'Walked',
      lines: [{ kind: 'add', description: 'Tiles', quantity: 1, unit: 'm²', unit_price: 1_000 }],
      answer_by: '2999-01-01',
      schedule: 'approval',
    }),
    'changes.setCompletion': () => ({ expected_completion: '2027-06-30' }),
    'changes.approve': () => ({ full_name: 'Walked Person' }),
    'changes.decline': () => ({ reason: 'Walked' }),
    // No template or task is at the walked ids: the calls reach their services and answer 400 or 404.
    'schedule.apply': () => ({ template_id: 1, start: '2027-01-02' }),
    'schedule.addTask': () => ({ name: 'Walked', name_ar: 'مهمة', stage: 'painting', start: '2027-01-02', days: 1 }),
    'schedule.updateTask': () => ({ done: true }),
    'schedule.createTemplate': () => ({
      name: 'Walked',
      name_ar: 'قالب',
      kind: 'villa',
      tasks: [{ name: 'Paint', name_ar: 'دهان', stage: 'painting', days: 1 }],
    }),
    'schedule.updateTemplate': () => ({
      name: 'Walked',
      name_ar: 'قالب',
      kind: 'villa',
      tasks: [{ name: 'Paint', name_ar: 'دهان', stage: 'painting', days: 1 }],
    }),
    // A date of its own per call (a date already a holiday would answer 409, also documented).
    'schedule.addHoliday': () => ({
      date: `2090-${String(1 + Math.floor(Math.random() * 12)).padStart(2, '0')}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`,
      name: 'Walked',
      name_ar: 'عطلة',
    }),
    // No provider is set up here: the way is refused (409), and there is no Paymob payment to refund (404).
    'onlinePayments.start': () => ({ milestone_id: 1, way: 'paymob' }),
    'onlinePayments.refund': () => ({ amount: 100 }),
    'onlinePayments.transfer': () => form({ milestone_id: 1, reference: 'Walked', receipt: png }),
    'onlinePayments.refuseTransfer': () => ({ reason: 'Walked' }),
    'selections.create': tileSelection,
    'selections.choose': () => ({ choice_id: 1, full_name: 'Walked Person' }),
    'admin.suppliers.create': () => ({ name: title, trade: 'Tiles' }),
    'admin.suppliers.update': () => ({ name: title }),
    // The walked order has no accepted quote (409), and supplier 1 may not exist (400): the calls are reached.
    'costs.setBudget': () => ({ split: { materials: 0 } }),
    'costs.createPurchaseOrder': () => ({ supplier_id: 1, lines: [{ description: 'Tiles', quantity: 1, unit_price: 1_000 }] }),
    'costs.movePurchaseOrder': () => ({ state: 'sent' }),
    'costs.addBill': () => form({ category: 'materials', amount: 1_000, billed_on: '2026-01-01', receipt: png }),
    'threads.staffPost': () => form({ body: 'Walked' }),
    'progress.post': () => form({ note: 'Walked' }),
    'visits.createSlot': () => ({ day: '2099-01-01', starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo'], capacity: 1 }),
    'visits.book': () => ({ slot_id: 1 }),
    'snags.report': () => form({ room: 'Hall', description: 'Walked' }),
    'snags.fix': () => form({ note: 'Walked' }),
    'snags.reopen': () => ({ note: 'Walked' }),
    'dailyLogs.create': () => form({ day: '2026-11-28', work_done: 'Walked', crew_count: 2, weather: 'clear', shared: 'true' }),
    'threads.post': () => form({ body: 'Walked' }),
    'threads.staffRead': () => ({ up_to: 1 }),
    'threads.read': () => ({ up_to: 1 }),
    'staff.invite': () => ({ email: `invited-${Math.random()}@example.com`, role: 'editor' }),
    'staff.update': () => ({ role: 'editor' }),
    'staff.assign': () => ({ assigned_to: who.id }),
    'mailPreferences.update': () => ({ visits: true }),
    'admin.leads.create': () => ({ name: 'Walked Lead', phone: '0100 000 0000' }),
    'admin.leads.update': () => ({ follow_up_on: '2099-01-01' }),
    'leads.addNote': () => ({ body: 'Walked' }),
    'leads.convert': () => {
      const { full_name: _name, phone: _phone, post_status: _status, ...unit } = orderFields();
      return { ...unit, email: `walked-lead-${Math.random()}@example.com` };
    },
    'leads.estimate': () => ({ name: 'Walked', phone: '0100 000 0000', consent: true, meters: 10, price_per_meter: 100 }),
    // Staff here have no second factor: their password is their proof.
    'twoFactor.sudo': () => ({ password: who.password }),
  };
  return bodies[name]?.() ?? (call.body ? {} : undefined);
}

async function refreshToken() {
  return (await ok(t.api.post('user/token/', { email: accounts.customer.email, password: accounts.customer.password }))).refresh as string;
}

/**
 * Every table's rows, summed up: equal before and after means nothing changed. Of the mail outbox, which mails there
 * are (its worker sends the fixtures' mails meanwhile).
 */
async function fingerprint() {
  const tables = (await query(sql`select tablename from pg_tables where schemaname = 'public' order by tablename`)).rows as {
    tablename: string;
  }[];
  const sums: Record<string, string> = {};
  for (const { tablename } of tables) {
    const rows = tablename === 'mail_outbox' ? 't.id::text' : 't::text';
    const [row] = (await query(sql.raw(`select md5(coalesce(string_agg(${rows}, '|' order by ${rows}), '')) as sum from "${tablename}" t`))).rows as {
      sum: string;
    }[];
    sums[tablename] = row.sum;
  }
  return sums;
}

/** A token of `who` that carries a proof of who they are given now (as user/sudo/ answers). */
async function provedNow(who: TestUser) {
  const [row] = (await query(sql`select username, session_generation from users where id = ${who.id}`)).rows as {
    username: string;
    session_generation: number;
  }[];
  const iat = Math.floor(Date.now() / 1000);
  return t.app.tokens.access(
    { id: who.id, username: row.username, sessionGeneration: row.session_generation },
    { iat, accessJti: randomUUID() },
    iat,
  );
}

async function call(endpoint: Endpoint, caller: Caller, fixtures: Fixtures & { order: { id: number; slug: string }; contact: number }) {
  const who = caller === 'anonymous' ? accounts.customer : accounts[caller];
  const params = paramsFor(endpoint, who, fixtures);
  const path = relativePathOf(endpoint, params);
  const body = await bodyFor(endpoint, who, fixtures);
  // A security change (sudo) is made with a token whose proof is fresh however long the walk has taken.
  const token = caller === 'anonymous' ? undefined : endpoint.sudo ? await provedNow(who) : who.token;
  // A conditional write (the admin face's update and delete) names the version it read, as the console does.
  const headers = endpoint.conditional ? await t.api.ifMatch(path, token) : {};
  const reply = await t.api.request(endpoint.method, path, { body, token, headers });
  if (reply.status >= 400) {
    const problem = refusalShapeProblem(reply.body);
    if (problem) badRefusals.push(`${operationIdOf(endpoint)} as ${caller} (${reply.status}): ${problem}`);
  }
  return reply.status;
}

/** Refusals answered without a code (every 4xx and 5xx of the walks is checked). */
const badRefusals: string[] = [];

beforeAll(async () => {
  // Each delete is walked on records of its own, an order among them: more orders than one account may place in an hour.
  t = await startTestApp({ orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  png = await image();
  accounts.customer = await createUser(t.app);
  accounts.sales = await createUser(t.app, { role: 'sales' });
  accounts.editor = await createUser(t.app, { role: 'editor' });
  accounts.owner = await createUser(t.app, { role: 'owner' });
  const category = await newCategory();
  const pkg = await newPackage(category.id);
  shared = { category, package: pkg, component: await newComponent(pkg.id), work: await newWork(), quote: 0 };
  for (const caller of callers) orderOf.set(caller, await newOrder(caller === 'anonymous' ? accounts.customer : accounts[caller]));
  shared.quote = await newQuote(orderOf.get('customer')!.id);
  contactMessage = await newContactMessage();
  walkedStaff = (await createUser(t.app, { role: 'editor' })).id;
  walkedLead = (await ok(t.api.post('admin/leads', { name: 'Walked Lead', phone: '0100 000 0000' }, accounts.owner.token))).id;
  await ok(t.api.put(`admin/leads/${walkedLead}`, { stage: 'quoted' }, accounts.owner.token));
});
afterAll(async () => {
  await t?.close();
});

describe('authorization: every call of the contract, by role', () => {
  const matrix = new Map<string, Partial<Record<Caller, number>>>();
  const row = (endpoint: Endpoint) => {
    const name = operationIdOf(endpoint);
    if (!matrix.has(name)) matrix.set(name, {});
    return matrix.get(name)!;
  };

  it('refuses each call to whoever may not make it, with 401 or 403, and changes nothing', async () => {
    const before = await fingerprint();
    for (const endpoint of allEndpoints) {
      for (const caller of callers) {
        if (mayCall(endpoint.access, roleOf(caller))) continue;
        const status = await call(endpoint, caller, { ...shared, order: orderOf.get('customer')!, contact: contactMessage });
        row(endpoint)[caller] = status;
        expect(status, `${operationIdOf(endpoint)} as ${caller}`).toBe(caller === 'anonymous' ? 401 : 403);
      }
    }
    expect(await fingerprint()).toEqual(before);
  }, 120_000);

  it('lets each call through to whoever may make it (no 401 or 403); a delete is made on a record of its own', async () => {
    // Deletes last, each on a record made for it, so that every other call finds what it points at.
    const ordered = [...allEndpoints].sort((a, b) => Number(a.method === 'DELETE') - Number(b.method === 'DELETE'));
    for (const endpoint of ordered) {
      for (const caller of callers) {
        if (!mayCall(endpoint.access, roleOf(caller))) continue;
        let fixtures = { ...shared, order: orderOf.get(caller)!, contact: contactMessage };
        if (endpoint.method === 'DELETE') {
          const who = caller === 'anonymous' ? accounts.customer : accounts[caller];
          const category = await newCategory();
          const pkg = await newPackage(shared.category.id);
          const order = await newOrder(who);
          fixtures = {
            category,
            package: pkg,
            component: await newComponent(pkg.id),
            work: await newWork(),
            order,
            quote: await newQuote(order.id),
            contact: contactMessage,
          };
        }
        const status = await call(endpoint, caller, fixtures);
        row(endpoint)[caller] = status;
        expect([401, 403], `${operationIdOf(endpoint)} as ${caller} answered ${status}`).not.toContain(status);
        expect(status, `${operationIdOf(endpoint)} as ${caller}`).toBeLessThan(500);
      }
    }
    const width = Math.max(...[...matrix.keys()].map((name) => name.length));
    const lines = [`${'call'.padEnd(width)}  ${callers.map((c) => c.padStart(9)).join(' ')}`];
    for (const endpoint of allEndpoints) {
      const name = operationIdOf(endpoint);
      lines.push(`${name.padEnd(width)}  ${callers.map((c) => String(matrix.get(name)?.[c] ?? '-').padStart(9)).join(' ')}`);
    }
    console.log(`Authorization matrix (call × caller → status)\n${lines.join('\n')}`);
  }, 240_000);

  it('answers every refusal of both walks with a known code beside its detail, or field errors with their codes', () => {
    expect(matrix.size).toBeGreaterThan(0);
    expect(badRefusals).toEqual([]);
  });

  it('finds each status a call answered in the walks in its OpenAPI operation, beyond the statuses any call may answer', async () => {
    const document = (await (await fetch(`${t.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const undocumented: string[] = [];
    for (const endpoint of allEndpoints) {
      const operation = document.paths[`${API_PREFIX}/${endpoint.path.replace(/:(\w+)/g, '{$1}')}`]?.[endpoint.method.toLowerCase()];
      for (const status of new Set(Object.values(matrix.get(operationIdOf(endpoint)) ?? {}))) {
        if ((GENERIC_STATUSES as readonly number[]).includes(status)) continue;
        if (!operation?.responses[String(status)]) undocumented.push(`${operationIdOf(endpoint)} answered ${status}`);
      }
    }
    expect(undocumented).toEqual([]);
  });

  it("a customer reaches neither another customer's profile nor their orders; sales and owners do, editors do not", async () => {
    const other = await createUser(t.app);
    const order = await newOrder(other);
    for (const caller of ['customer', 'editor'] as const) {
      expect((await t.api.get(`user/profile/${other.id}/`, accounts[caller].token)).status).toBe(403);
      expect((await t.api.get(`registerorder/detail/${order.slug}/`, accounts[caller].token)).status).toBe(404);
      expect((await t.api.get(`registerorder/detail/${order.slug}/changes/`, accounts[caller].token)).status).toBe(404);
      expect((await t.api.get(`registerorder/detail/${order.slug}/schedule/`, accounts[caller].token)).status).toBe(404);
      expect((await t.api.get(`registerorder/detail/${order.slug}/daily-logs/`, accounts[caller].token)).status).toBe(404);
      expect((await t.api.delete(`registerorder/delete/${accounts[caller].id}/${order.id}/`, accounts[caller].token)).status).toBe(404);
    }
    for (const caller of ['sales', 'owner'] as const) {
      expect((await t.api.get(`user/profile/${other.id}/`, accounts[caller].token)).status).toBe(200);
      expect((await t.api.get(`registerorder/detail/${order.slug}/`, accounts[caller].token)).status).toBe(200);
      expect((await t.api.get(`registerorder/detail/${order.slug}/changes/`, accounts[caller].token)).status).toBe(200);
      expect((await t.api.get(`admin/orders/${order.id}/schedule`, accounts[caller].token)).status).toBe(200);
    }
  });
});

// Every staff write is audited by construction (issue 35): every call of the contract that only staff may make and
// that writes is made once, as a role that may make it, and leaves exactly one audit entry with who, which role, the
// record and its fields before and after. A staff write the contract adds is walked too: it is made here (a row in
// `writes`) or its contract says why it is not audited (`audit: { skip }`), else this test fails.
import Fastify from 'fastify';
import { eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allEndpoints,
  type Endpoint,
  isStaffWrite,
  mayCall,
  operationIdOf,
  relativePathOf,
  type StaffRole,
  staffOnly,
} from '@fitout/shared/contract';
import { auditLog, paymentEvents, payments } from '../../src/db/schema.ts';
import { route } from '../../src/http/contract.ts';
import { createUser, form, image, orderFields, placeOrder, startTestApp, type TestApp, type TestUser, tileSelection } from '../helpers.ts';
import { startStandIn, type StandIn } from '../providers/start.ts';
import { paymobAccount, paymobConfig } from '../online-payments/fixtures.ts';

let t: TestApp;
let png: Buffer;
const staff = {} as Record<StaffRole, TestUser>;
let customer: TestUser;
let paymob: StandIn;

/** What a walked call is made with: its path parameters and body. */
type Made = { params?: Record<string, number | string>; body?: unknown };

async function ok(reply: Promise<{ status: number; body: any }>): Promise<any> {
  const { status, body } = await reply;
  if (status >= 300) throw new Error(`fixture: ${status} ${JSON.stringify(body)}`);
  return body;
}

const title = () => `Audited ${Math.random()}`;
const quoteDraft = (price = 10_000) => ({
  lines: [{ description: 'Tiles', quantity: 2, unit: 'm²', unit_price: price }],
  valid_until: '2999-12-31',
  schedule: [{ label: 'All', percent: 100, due: 'acceptance' }],
});

// The records the walked calls change, each made afresh (by the owner, through the console's calls).
const newCategory = async () =>
  (await ok(t.api.post('admin/categories', form({ title: title(), details: 'Rooms', image: png }), staff.owner.token))).id;
const newPackage = async () =>
  (
    await ok(
      t.api.post('admin/packages', form({ title: title(), price_per_unit: 100, category: await newCategory(), image: png }), staff.owner.token),
    )
  ).id;
const newComponent = async () =>
  (await ok(t.api.post('admin/components', { post_id: await newPackage(), title: 'Tiles', description: 'Floor tiles.' }, staff.owner.token))).id;
const newWork = async () =>
  (await ok(t.api.post('admin/works', form({ title: title(), description: 'A flat', thumbnail: png }), staff.owner.token))).id;
const newOrder = () => placeOrder(t, customer);
const scheduleTemplate = () => ({
  name: 'Villa',
  name_ar: 'فيلا',
  kind: 'villa',
  tasks: [{ name: 'Painting', name_ar: 'الدهانات', stage: 'painting', days: 2 }],
});
let holidays = 0;
/** A date no holiday has yet: one day after another from 2 January 2080. */
const nextHoliday = () => new Date(Date.UTC(2080, 0, 2 + holidays++)).toISOString().slice(0, 10);
const newTemplate = async () => (await ok(t.api.post('admin/schedule-templates', scheduleTemplate(), staff.owner.token))).id as number;
const newTask = async () =>
  (
    await ok(
      t.api.post(
        `admin/orders/${(await newOrder()).id}/schedule/tasks`,
        { name: 'Painting', name_ar: 'الدهانات', stage: 'painting', start: '2027-01-02', days: 2 },
        staff.owner.token,
      ),
    )
  ).id as number;
const newQuote = async (order: number) => (await ok(t.api.post(`admin/orders/${order}/quotes`, quoteDraft(), staff.owner.token))).id;
const newSlot = async () =>
  (
    await ok(
      t.api.post(
        'admin/visit-slots',
        { day: '2099-01-01', starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo'], capacity: 1 },
        staff.owner.token,
      ),
    )
  ).id;
/** An order whose quote the customer accepted: payments are recorded against it. */
async function acceptedOrder() {
  return (await orderAccepted()).id;
}
/** An order whose sent quote its customer accepted, as the customer reads it (its slug). */
async function orderAccepted() {
  const order = await newOrder();
  await ok(t.api.post(`admin/quotes/${await newQuote(order.id)}/send`, undefined, staff.owner.token));
  await ok(
    t.api.post(`registerorder/detail/${order.slug}/quote/accept/`, { version: 1, full_name: 'Customer', terms_accepted: true }, customer.token),
  );
  return order;
}
/** A supplier for job costs (issue 39). */
const newSupplier = async () => (await ok(t.api.post('admin/suppliers', { name: title(), trade: 'Tiles' }, staff.owner.token))).id as number;
const poBody = async () => ({ supplier_id: await newSupplier(), lines: [{ description: 'Tiles', quantity: 2, unit_price: 1_500 }] });
/** A snag the customer reported on their completed order. */
async function openSnag() {
  const order = await newOrder();
  await ok(t.api.put(`admin/orders/${order.id}`, { stage: 'completed' }, staff.owner.token));
  return (await ok(t.api.post(`registerorder/detail/${order.slug}/snags/`, form({ room: 'Hall', description: 'A crack' }), customer.token))).id;
}

/** A card payment made through the Paymob stand-in (online payments, issue 40): something to refund. */
async function paymobPayment() {
  const order = await orderAccepted();
  const options = await ok(t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token));
  const attempt = await ok(
    t.api.post(`registerorder/detail/${order.slug}/pay/`, { milestone_id: options.instalments[0].milestone_id, way: 'paymob' }, customer.token),
  );
  const clientSecret = new URL(attempt.checkout_url).searchParams.get('clientSecret');
  await fetch(`${paymob.url}/_test/pay`, { method: 'POST', body: JSON.stringify({ client_secret: clientSecret }) });
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, order.id));
  return payment.id;
}
/** A transfer the customer uploaded, waiting for staff. */
async function waitingTransfer() {
  const order = await orderAccepted();
  const options = await ok(t.api.get(`registerorder/detail/${order.slug}/pay/`, customer.token));
  const sent = await ok(
    t.api.post(
      `registerorder/detail/${order.slug}/pay/transfer/`,
      form({ milestone_id: options.instalments[0].milestone_id, reference: 'IPN-1', receipt: png }),
      customer.token,
    ),
  );
  return sent.id as number;
}
/** A provider's word that needs a person (an amount that does not match). */
async function eventNeedingAPerson() {
  const [event] = await t.app.db
    .insert(paymentEvents)
    .values({ provider: 'paymob', outcome: 'amount_mismatch', needsAttention: true, amount: 100, providerTxnId: '1', success: true, payload: {} })
    .returning();
  return event.id;
}

/** A lead entered by hand (issue 39); quoted, ready to be turned into an order. */
const newLead = async (stage?: string) => {
  const lead = await ok(
    t.api.post('admin/leads', { name: 'Walked Lead', phone: '0100 000 0000', email: `lead-${Math.random()}@example.com` }, staff.owner.token),
  );
  if (stage) await ok(t.api.put(`admin/leads/${lead.id}`, { stage }, staff.owner.token));
  return lead.id as number;
};
const { full_name: _name, phone: _phone, post_status: _status, ...leadUnit } = orderFields();

/** Each staff write, as whom it is made and with what. */
const writes: Record<string, { as: StaffRole; make: () => Promise<Made> }> = {
  'categories.create': { as: 'editor', make: async () => ({ body: form({ title: title(), details: 'Rooms', image: png }) }) },
  'categories.update': {
    as: 'editor',
    make: async () => ({ params: { id: await newCategory() }, body: form({ title: title(), details: 'Walls' }) }),
  },
  'categories.remove': { as: 'editor', make: async () => ({ params: { id: await newCategory() } }) },
  'packages.addComponent': { as: 'editor', make: async () => ({ body: { post_id: await newPackage(), title: 'Grout', description: 'Grey.' } }) },
  'packages.create': {
    as: 'editor',
    make: async () => ({ body: form({ title: title(), price_per_unit: 10, category: await newCategory(), user_id: staff.editor.id, image: png }) }),
  },
  'packages.update': {
    as: 'editor',
    make: async () => ({ params: { user_id: staff.editor.id, id: await newPackage() }, body: form({ title: title() }) }),
  },
  'packages.remove': { as: 'editor', make: async () => ({ params: { user_id: staff.editor.id, id: await newPackage() } }) },
  'works.create': {
    as: 'editor',
    make: async () => ({ body: form({ title: title(), description: 'A flat', user_id: staff.editor.id, thumbnail: png }) }),
  },
  'works.update': { as: 'editor', make: async () => ({ params: { user_id: staff.editor.id, id: await newWork() }, body: form({ title: title() }) }) },
  'works.remove': { as: 'editor', make: async () => ({ params: { user_id: staff.editor.id, id: await newWork() } }) },
  'quotes.create': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: quoteDraft() }) },
  'quotes.update': { as: 'sales', make: async () => ({ params: { id: await newQuote((await newOrder()).id) }, body: quoteDraft(12_000) }) },
  'quotes.remove': { as: 'sales', make: async () => ({ params: { id: await newQuote((await newOrder()).id) } }) },
  'quotes.send': { as: 'sales', make: async () => ({ params: { id: await newQuote((await newOrder()).id) } }) },
  'payments.record': {
    as: 'sales',
    make: async () => ({ params: { id: await acceptedOrder() }, body: { amount: 100, paid_on: '2026-01-01', method: 'cash' } }),
  },
  'changes.raise': {
    as: 'sales',
    make: async () => ({
      params: { id: await acceptedOrder() },
      body: {
        reason: 'More tiles',
        lines: [{ kind: 'add', description: 'Tiles', quantity: 1, unit: 'm²', unit_price: 1_000 }],
        answer_by: '2999-01-01',
        schedule: 'approval',
      },
    }),
  },
  'changes.setCompletion': {
    as: 'sales',
    make: async () => ({ params: { id: (await newOrder()).id }, body: { expected_completion: '2027-06-30' } }),
  },
  'onlinePayments.confirmTransfer': { as: 'sales', make: async () => ({ params: { id: await waitingTransfer() } }) },
  'onlinePayments.refuseTransfer': { as: 'sales', make: async () => ({ params: { id: await waitingTransfer() }, body: { reason: 'Not received' } }) },
  'onlinePayments.resolve': { as: 'sales', make: async () => ({ params: { id: await eventNeedingAPerson() } }) },
  'onlinePayments.refund': { as: 'sales', make: async () => ({ params: { id: await paymobPayment() }, body: { amount: 100 } }) },
  'selections.create': {
    as: 'sales',
    make: async () => ({
      params: { id: await acceptedOrder() },
      body: tileSelection(),
    }),
  },
  'selections.lock': {
    as: 'sales',
    make: async () => {
      const order = await acceptedOrder();
      const body = tileSelection();
      return { params: { id: (await ok(t.api.post(`admin/orders/${order}/selections`, body, staff.owner.token))).id } };
    },
  },
  'admin.suppliers.create': { as: 'sales', make: async () => ({ body: { name: title(), trade: 'Tiles', phone: '0100' } }) },
  'admin.suppliers.update': { as: 'sales', make: async () => ({ params: { id: await newSupplier() }, body: { name: title(), trade: 'Paint' } }) },
  'admin.suppliers.remove': { as: 'sales', make: async () => ({ params: { id: await newSupplier() } }) },
  'costs.setBudget': {
    as: 'sales',
    make: async () => {
      const id = await acceptedOrder();
      const { budget } = await ok(t.api.get(`admin/orders/${id}/costs`, staff.owner.token));
      return { params: { id }, body: { split: { materials: budget - 1_000, labour: 1_000 } } };
    },
  },
  'costs.createPurchaseOrder': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: await poBody() }) },
  'costs.movePurchaseOrder': {
    as: 'sales',
    make: async () => {
      const order = await newOrder();
      const po = await ok(t.api.post(`admin/orders/${order.id}/purchase-orders`, await poBody(), staff.owner.token));
      return { params: { id: po.id }, body: { state: 'sent' } };
    },
  },
  'costs.addBill': {
    as: 'sales',
    make: async () => ({
      params: { id: (await newOrder()).id },
      body: form({ category: 'labour', amount: 25_000, billed_on: '2026-01-01', receipt: png }),
    }),
  },
  'costs.removeBill': {
    as: 'sales',
    make: async () => {
      const order = await newOrder();
      const bill = await ok(
        t.api.post(`admin/orders/${order.id}/bills`, { category: 'other', amount: 500, billed_on: '2026-01-01' }, staff.owner.token),
      );
      return { params: { id: bill.id } };
    },
  },
  'threads.staffPost': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: form({ body: 'We start Monday' }) }) },
  'progress.post': {
    as: 'sales',
    make: async () => ({ params: { id: (await newOrder()).id }, body: form({ note: 'Tiles laid', stage: 'contacted' }) }),
  },
  'visits.createSlot': {
    as: 'sales',
    make: async () => ({ body: { day: '2099-01-02', starts_at: '10:00', ends_at: '12:00', governorates: ['Giza'], capacity: 2 } }),
  },
  'visits.removeSlot': { as: 'sales', make: async () => ({ params: { id: await newSlot() } }) },
  'snags.fix': { as: 'sales', make: async () => ({ params: { id: await openSnag() }, body: form({ note: 'Filled', photo: png }) }) },
  'schedule.apply': {
    as: 'sales',
    make: async () => ({ params: { id: (await newOrder()).id }, body: { template_id: await newTemplate(), start: '2027-01-02' } }),
  },
  'schedule.addTask': {
    as: 'sales',
    make: async () => ({
      params: { id: (await newOrder()).id },
      body: { name: 'Painting', name_ar: 'الدهانات', stage: 'painting', start: '2027-01-02', days: 2 },
    }),
  },
  'schedule.updateTask': {
    as: 'sales',
    make: async () => ({ params: { id: await newTask() }, body: { start: '2027-02-06', reason: 'Late paint' } }),
  },
  'schedule.deleteTask': { as: 'sales', make: async () => ({ params: { id: await newTask() } }) },
  'schedule.createTemplate': { as: 'sales', make: async () => ({ body: scheduleTemplate() }) },
  'schedule.updateTemplate': {
    as: 'sales',
    make: async () => ({ params: { id: await newTemplate() }, body: { ...scheduleTemplate(), name: 'Villa, large' } }),
  },
  'schedule.deleteTemplate': { as: 'sales', make: async () => ({ params: { id: await newTemplate() } }) },
  'schedule.addHoliday': { as: 'sales', make: async () => ({ body: { date: nextHoliday(), name: 'Eid', name_ar: 'العيد' } }) },
  'schedule.deleteHoliday': {
    as: 'sales',
    make: async () => ({
      params: { id: (await ok(t.api.post('admin/company-holidays', { date: nextHoliday(), name: 'Eid', name_ar: 'العيد' }, staff.owner.token))).id },
    }),
  },
  'dailyLogs.create': {
    as: 'sales',
    make: async () => ({
      params: { id: (await newOrder()).id },
      body: form({ day: '2026-11-28', work_done: 'Walls plastered', crew_count: 3, weather: 'hot', shared: 'true', photos: png }),
    }),
  },
  'admin.categories.create': { as: 'editor', make: async () => ({ body: form({ title: title(), details: 'Rooms', image: png }) }) },
  'admin.categories.update': {
    as: 'editor',
    make: async () => ({ params: { id: await newCategory() }, body: form({ title: title(), details: 'Walls' }) }),
  },
  'admin.categories.remove': { as: 'editor', make: async () => ({ params: { id: await newCategory() } }) },
  'admin.packages.create': {
    as: 'editor',
    make: async () => ({ body: form({ title: title(), price_per_unit: 10, category: await newCategory(), image: png }) }),
  },
  'admin.packages.update': { as: 'editor', make: async () => ({ params: { id: await newPackage() }, body: form({ title: title() }) }) },
  'admin.packages.remove': { as: 'editor', make: async () => ({ params: { id: await newPackage() } }) },
  'admin.components.create': { as: 'editor', make: async () => ({ body: { post_id: await newPackage(), title: 'Grout', description: 'Grey.' } }) },
  'admin.components.update': { as: 'editor', make: async () => ({ params: { id: await newComponent() }, body: { title: 'Grout' } }) },
  'admin.components.remove': { as: 'editor', make: async () => ({ params: { id: await newComponent() } }) },
  'admin.works.create': { as: 'editor', make: async () => ({ body: form({ title: title(), description: 'A flat', thumbnail: png }) }) },
  'admin.works.update': { as: 'editor', make: async () => ({ params: { id: await newWork() }, body: form({ title: title() }) }) },
  'admin.works.remove': { as: 'editor', make: async () => ({ params: { id: await newWork() } }) },
  'orders.cancel': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: { reason: 'The customer moved abroad' } }) },
  'admin.orders.update': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: { stage: 'contacted' } }) },
  'admin.leads.create': { as: 'sales', make: async () => ({ body: { name: 'Walked Lead', phone: '0100 000 0000' } }) },
  'admin.leads.update': { as: 'sales', make: async () => ({ params: { id: await newLead() }, body: { stage: 'contacted' } }) },
  'leads.addNote': { as: 'sales', make: async () => ({ params: { id: await newLead() }, body: { body: 'Called back' } }) },
  'leads.convert': { as: 'sales', make: async () => ({ params: { id: await newLead('quoted') }, body: leadUnit }) },
  'staff.invite': { as: 'owner', make: async () => ({ body: { email: `invited-${Math.random()}@example.com`, role: 'editor' } }) },
  'staff.update': { as: 'owner', make: async () => ({ params: { id: (await createUser(t.app, { role: 'editor' })).id }, body: { role: 'sales' } }) },
  'staff.assign': { as: 'sales', make: async () => ({ params: { id: (await newOrder()).id }, body: { assigned_to: staff.sales.id } }) },
  'staff.unassign': {
    as: 'sales',
    make: async () => {
      const { id } = await newOrder();
      await ok(t.api.request('PUT', `admin/orders/${id}/assignee`, { body: { assigned_to: staff.owner.id }, token: staff.owner.token }));
      return { params: { id } };
    },
  },
};

const staffWrites = allEndpoints.filter(isStaffWrite);
const audited = staffWrites.filter((call) => call.audit && 'resource' in call.audit);
const skipped = staffWrites.filter((call) => call.audit && 'skip' in call.audit);

const lastEntry = async () => (await t.app.db.select({ id: max(auditLog.id) }).from(auditLog))[0].id ?? 0;

beforeAll(async () => {
  paymob = await startStandIn('paymob', paymobAccount);
  t = await startTestApp({
    orderRateLimit: { max: 1000, timeWindow: 60_000 },
    onlinePayments: { paymob: paymobConfig(paymob.url), fawry: undefined, transfer: { instapayAddress: 'fitout@instapay', bankDetails: '' } },
  });
  png = await image();
  customer = await createUser(t.app);
  for (const role of ['owner', 'editor', 'sales'] as const) staff[role] = await createUser(t.app, { role });
});
afterAll(async () => {
  await t?.close();
  await paymob?.close();
});

describe('every staff write is audited, by construction', () => {
  it('knows each staff write of the contract: made here, or skipped by the contract with its reason', () => {
    const unwalked = audited.map(operationIdOf).filter((name) => !writes[name]);
    const unexplained = staffWrites.filter((call) => !call.audit).map(operationIdOf);
    expect(unwalked, 'staff writes with no row in `writes`').toEqual([]);
    expect(unexplained, 'staff writes whose contract says nothing of the audit log').toEqual([]);
    expect(Object.keys(writes).filter((name) => !audited.some((call) => operationIdOf(call) === name))).toEqual([]);
    for (const call of skipped) expect((call.audit as { skip: string }).skip.length, operationIdOf(call)).toBeGreaterThan(10);
  });

  it('leaves exactly one entry per staff write, with who, their role, the record and its fields before and after', async () => {
    const lines: string[] = [];
    for (const call of audited) {
      const name = operationIdOf(call);
      const { as, make } = writes[name];
      expect(mayCall(call.access, as), `${name} as ${as}`).toBe(true);
      const { params = {}, body } = await make();
      const path = relativePathOf(call, params);
      const headers = call.conditional ? await t.api.ifMatch(path, staff[as].token) : {};
      const since = await lastEntry();
      const reply = await t.api.request(call.method, path, { body, token: staff[as].token, headers });
      expect(reply.status, `${name}: ${JSON.stringify(reply.body)}`).toBeLessThan(300);

      const entries = await t.app.db.select().from(auditLog).where(gt(auditLog.id, since));
      expect(entries, `${name}: its audit entries`).toHaveLength(1);
      const [entry] = entries;
      const audit = call.audit as { resource: string; id?: string; action?: string };
      const action = audit.action ?? (audit.id === undefined ? 'create' : call.method === 'DELETE' ? 'delete' : 'update');
      const recordId = audit.id === undefined ? reply.body.id : params[audit.id];
      expect(entry, name).toMatchObject({
        actorId: staff[as].id,
        actorEmail: staff[as].email,
        actorRole: as,
        action,
        resource: audit.resource,
        recordId: String(recordId),
      });
      const fields = (side: unknown) => Object.keys((side as object | null) ?? {}).length;
      if (action === 'delete') expect([fields(entry.before), entry.after], `${name}: the record as it was`).toEqual([expect.any(Number), null]);
      else if (audit.id === undefined) expect([entry.before, fields(entry.after)], `${name}: the record made`).toEqual([null, expect.any(Number)]);
      else expect(fields(entry.before) && fields(entry.after), `${name}: the fields it changed, each side`).toBeGreaterThan(0);
      if (action === 'delete') expect(fields(entry.before)).toBeGreaterThan(0);
      else expect(fields(entry.after)).toBeGreaterThan(0);
      lines.push(`${name.padEnd(26)} ${call.method.padEnd(6)} as ${as.padEnd(6)} ${action.padEnd(7)} ${audit.resource} ${recordId}`);
    }
    const reasons = skipped.map((call) => `${operationIdOf(call).padEnd(32)} ${(call.audit as { skip: string }).skip}`);
    console.log(
      `Staff writes audited (${lines.length}):\n${lines.join('\n')}\n\nNot audited by the contract's word (${reasons.length}):\n${reasons.join('\n')}`,
    );
  }, 180_000);

  it('refuses to register a staff write whose contract says nothing of the audit log', () => {
    const unaudited: Endpoint = {
      method: 'POST',
      path: 'admin/anything',
      summary: 'A write',
      tag: 'Test',
      access: staffOnly.owner,
      responses: { 204: undefined as never },
    };
    expect(() => route(Fastify(), unaudited, {}, async () => undefined)).toThrow(/staff write/);
  });
});

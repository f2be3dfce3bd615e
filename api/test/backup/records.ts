// What the backup tests fill a database with (every kind of record, with images) and how they compare two of them:
// every row of every table, and every media file's bytes.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openMediaPlace } from '../../src/backup/media.ts';
import type { Config } from '../../src/config.ts';
import type { Database, Db } from '../../src/db/index.ts';
import {
  backupRuns,
  leadFollowUpMails,
  onlinePayments,
  paymentEvents,
  publications,
  publishRequests,
  quoteMilestones,
  staffPasskeys,
  staffRecoveryCodes,
  staffTotp,
  webauthnChallenges,
} from '../../src/db/schema.ts';
import { acceptQuote, createUser, form, image, orderFields, type TestApp, tileSelection } from '../helpers.ts';

/** A test app's database as a backup is handed it: the app's own connections, and which kind of database it is. */
export const databaseOf = (t: TestApp): Pick<Database, 'db' | 'kind'> => ({ db: t.app.db, kind: t.config.databaseUrl ? 'postgres' : 'pglite' });

/**
 * Through the API (images as uploads): accounts signed up and signed in, a profile picture, a category, a package and
 * its components, a work with five pictures, orders and a stage change, a contact message (with the mails they
 * queue); and straight into the tables what only the server writes (publications, publish requests, backup runs).
 */
export async function fillEveryKind(t: TestApp) {
  const admin = await createUser(t.app, { superuser: true });
  const customer = await createUser(t.app);
  const ok = (reply: { status: number; body: unknown }, what: string) => {
    if (reply.status >= 300) throw new Error(`${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as { id: number; [field: string]: unknown };
  };
  const wide = () => image('png', 400, 240);
  ok(
    await t.api.post('user/register/', {
      full_name: 'Mona Hassan',
      email: `mona-${Date.now()}@example.com`,
      password: 'a long enough passphrase',
      password2: 'a long enough passphrase',
    }),
    'register',
  );
  ok(await t.api.post('user/token/', { email: customer.email, password: customer.password }), 'token');
  ok(
    await t.api.patch(`user/profile/${customer.id}/`, form({ full_name: 'Omar Khaled', image: await image('jpeg', 200, 200) }), customer.token),
    'profile',
  );
  const category = ok(
    await t.api.post('admin/categories', form({ title: 'Full Finishing', details: 'Turnkey', image: await wide() }), admin.token),
    'category',
  );
  const pkg = ok(
    await t.api.post(
      'admin/packages',
      form({
        title: 'Gold Package',
        price_per_unit: '4500.75',
        category: category.id,
        description: 'Everything.',
        tags: 'gold',
        image: await wide(),
      }),
      admin.token,
    ),
    'package',
  );
  ok(await t.api.post('admin/components', { post_id: pkg.id, title: 'Plumbing', description: 'New pipes.' }, admin.token), 'component');
  ok(
    await t.api.post(
      'admin/works',
      form({
        title: 'Villa in Zayed',
        description: 'Full finishing.',
        thumbnail: await image(),
        image1: await wide(),
        image2: await image('webp', 360, 200),
        image3: await image('jpeg'),
        image4: await image('png', 90, 90),
      }),
      admin.token,
    ),
    'work',
  );
  const order = ok(await t.api.post('registerorder/create/', form(orderFields({ space: '133.33' })), customer.token), 'order');
  ok(await t.api.put(`admin/orders/${order.id}`, { stage: 'site_visit', stage_note: 'We visit on Monday.' }, admin.token), 'stage');
  // A quote with an optional line and a schedule, accepted by the customer, and the deposit paid.
  const quote = ok(
    await t.api.post(
      `admin/orders/${order.id}/quotes`,
      {
        lines: [
          { description: 'Finishing', quantity: 1, unit: 'job', unit_price: 100_000 },
          { description: 'Smart lighting', quantity: 1, unit: 'job', unit_price: 20_000, optional: true },
        ],
        valid_until: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10),
        schedule: [
          { label: 'Deposit', percent: 30, due: 'acceptance' },
          { label: 'Completion', percent: 70, due: 'completion' },
        ],
      },
      admin.token,
    ),
    'quote',
  );
  ok(await t.api.post(`admin/quotes/${quote.id}/send`, undefined, admin.token), 'send');
  ok(await acceptQuote(t, { slug: String(order.slug) }, customer), 'accept');
  ok(
    await t.api.post(
      `admin/orders/${order.id}/payments`,
      { amount: 34_200, paid_on: '2026-11-20', method: 'bank_transfer', reference: 'CIB-7781' },
      admin.token,
    ),
    'payment',
  );
  // Issues 38 and 40: an expected completion, a change order approved (its lines and its instalment), a selection with
  // its choices, and an attempt to pay online with what its provider said of it.
  ok(await t.api.put(`admin/orders/${order.id}/completion`, { expected_completion: '2027-03-01' }, admin.token), 'completion');
  const change = ok(
    await t.api.post(
      `admin/orders/${order.id}/changes`,
      {
        reason: 'Wall tiles in the guest bathroom too',
        lines: [{ kind: 'add', description: 'Wall tiles', description_ar: 'بلاط حائط', quantity: 10, unit: 'm²', unit_price: 2_000 }],
        days_added: 5,
        answer_by: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
        schedule: 'approval',
      },
      admin.token,
    ),
    'change',
  );
  ok(await t.api.post(`registerorder/detail/${order.slug}/changes/${change.id}/approve/`, { full_name: 'Mona Adel' }, customer.token), 'approve');
  ok(await t.api.post(`admin/orders/${order.id}/selections`, tileSelection(), admin.token), 'selection');
  // Issues 39 and 41: the order's job costs (a supplier, the budget split, a purchase order, a bill), its schedule from a
  // template (tasks waiting on each other, a move with its reason), a calendar feed, a company holiday, and a daily log
  // sent with an Idempotency-Key (the key kept); the business charts' tables follow the payments and stages by their
  // triggers.
  const supplier = ok(await t.api.post('admin/suppliers', { name: 'Nile Tiles', trade: 'Tiles', phone: '0100 000 0000' }, admin.token), 'supplier');
  const costs = ok(await t.api.get(`admin/orders/${order.id}/costs`, admin.token), 'costs') as unknown as { budget: number };
  ok(await t.api.put(`admin/orders/${order.id}/budget`, { split: { materials: costs.budget - 1_000, labour: 1_000 } }, admin.token), 'budget');
  ok(
    await t.api.post(
      `admin/orders/${order.id}/purchase-orders`,
      { supplier_id: supplier.id, lines: [{ description: 'Tiles', quantity: 2, unit_price: 1_500 }] },
      admin.token,
    ),
    'purchase order',
  );
  ok(
    await t.api.post(
      `admin/orders/${order.id}/bills`,
      form({ category: 'materials', amount: 25_000, billed_on: '2026-11-20', supplier_id: supplier.id, receipt: await image('png') }),
      admin.token,
    ),
    'bill',
  );
  const template = ok(
    await t.api.post(
      'admin/schedule-templates',
      {
        name: 'Apartment',
        name_ar: 'شقة',
        kind: 'apartment',
        tasks: [
          { name: 'Plastering', name_ar: 'المحارة', stage: 'plastering', days: 3 },
          { name: 'Painting', name_ar: 'الدهانات', stage: 'painting', days: 2, after: [0] },
        ],
      },
      admin.token,
    ),
    'template',
  );
  const schedule = ok(
    await t.api.post(
      `admin/orders/${order.id}/schedule/apply`,
      // The approved change set a completion: the plan moves it, so it says why (and the customer is mailed).
      { template_id: template.id, start: '2027-01-02', reason: 'The plan of the work' },
      admin.token,
    ),
    'apply',
  );
  const [firstTask] = (schedule as unknown as { tasks: { id: number }[] }).tasks;
  ok(await t.api.patch(`admin/schedule-tasks/${firstTask.id}`, { start: '2027-01-09', reason: 'Late cement' }, admin.token), 'move');
  ok(await t.api.post('admin/schedule/feed', undefined, admin.token), 'feed');
  ok(
    await t.api.post('admin/company-holidays', { date: '2027-01-07', name: 'Coptic Christmas', name_ar: 'عيد الميلاد المجيد' }, admin.token),
    'holiday',
  );
  ok(
    await t.api.request('POST', `admin/orders/${order.id}/daily-logs`, {
      body: form({ day: '2026-11-28', work_done: 'Walls plastered', crew_count: 3, weather: 'hot', shared: 'true', photos: await image('png') }),
      token: admin.token,
      headers: { 'idempotency-key': 'backup-daily-log-1' },
    }),
    'daily log',
  );
  const [milestone] = await t.app.db.select({ id: quoteMilestones.id }).from(quoteMilestones).limit(1);
  const [attempt] = await t.app.db
    .insert(onlinePayments)
    .values({
      orderId: order.id,
      milestoneId: milestone.id,
      provider: 'paymob',
      amount: 79_800,
      merchantRef: 'order-1-attempt-1',
      providerRef: '4421',
    })
    .returning();
  await t.app.db
    .insert(paymentEvents)
    .values({ provider: 'paymob', attemptId: attempt.id, orderId: order.id, outcome: 'failed', amount: 79_800, payload: { success: false } });
  // Issue 25: a message with a photo and a PDF each way, a progress update with a photo, a site visit booked in a slot,
  // and (once the order is completed) a snag with a photo, fixed with another.
  const message = (body: string, files: Buffer[]) => {
    const data = form({ body });
    for (const file of files) data.append('attachments', new Blob([new Uint8Array(file)]), 'file.bin');
    return data;
  };
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF');
  ok(
    await t.api.post(`registerorder/detail/${order.slug}/messages/`, message('Photo of the wall.', [await image('jpeg')]), customer.token),
    'message',
  );
  ok(await t.api.post(`admin/orders/${order.id}/messages`, message('The contract.', [pdf]), admin.token), 'answer');
  ok(await t.api.post(`admin/orders/${order.id}/progress`, form({ note: 'Plastering done.', photos: await image('png') }), admin.token), 'progress');
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const slot = ok(
    await t.api.post('admin/visit-slots', { day, starts_at: '10:00', ends_at: '12:00', governorates: ['Cairo', 'Giza'], capacity: 2 }, admin.token),
    'slot',
  );
  const visitOrder = ok(await t.api.post('registerorder/create/', form(orderFields({ governorate: 'Giza' })), customer.token), 'visit order');
  ok(await t.api.post(`registerorder/detail/${visitOrder.slug}/visit/`, { slot_id: slot.id }, customer.token), 'visit');
  ok(await t.api.put(`admin/orders/${order.id}`, { stage: 'completed' }, admin.token), 'completed');
  const snagForm = form({ room: 'Kitchen', description: 'A door does not close.', photos: await image('jpeg') });
  const snag = ok(await t.api.post(`registerorder/detail/${order.slug}/snags/`, snagForm, customer.token), 'snag');
  ok(await t.api.post(`admin/snags/${snag.id}/fix`, form({ note: 'Hinge adjusted.', photo: await image('png') }), admin.token), 'fix');
  ok(await t.api.post('contact/', { name: 'Salma', email: 'salma@example.com', message: 'Can you finish a clinic in May?' }), 'contact');
  // The contact message became a lead: a note on it, and a morning follow-up mail's day kept.
  const [lead] = (ok(await t.api.get('admin/leads?range=[0,0]', admin.token), 'leads') as unknown as { id: number }[]) ?? [];
  ok(await t.api.post(`admin/leads/${lead.id}/notes`, { body: 'Called back' }, admin.token), 'lead note');
  await t.app.db.insert(leadFollowUpMails).values({ userId: admin.id, day: '2026-11-28' });
  // Two-factor sign-in as an owner left it (an authenticator app, its recovery codes, a passkey, a challenge open).
  await t.app.db.insert(staffTotp).values({ userId: admin.id, secret: 'sealed-secret', lastStep: 1, enabledAt: new Date() });
  await t.app.db.insert(staffRecoveryCodes).values([
    { userId: admin.id, codeHash: 'a'.repeat(64) },
    { userId: admin.id, codeHash: 'b'.repeat(64), usedAt: new Date() },
  ]);
  await t.app.db
    .insert(staffPasskeys)
    .values({ userId: admin.id, credentialId: 'Y3JlZGVudGlhbA', publicKey: 'cHVibGljLWtleQ', transports: ['internal'], name: 'Laptop' });
  await t.app.db
    .insert(webauthnChallenges)
    .values({ id: 'challenge-1', userId: admin.id, purpose: 'register', challenge: 'Y2hhbGxlbmdl', expiresAt: new Date(Date.now() + 60_000) });
  await t.app.db.insert(publishRequests).values({ reason: 'category saved' });
  await t.app.db.insert(publications).values({ reasons: ['work saved', 'package "Gold" saved'], finishedAt: new Date(), error: null });
  await t.app.db.insert(backupRuns).values({ trigger: 'command', startedAt: new Date(Date.now() - 5_000), location: 'old.tar.gz', sizeBytes: 1234 });
  // The mail goes on being sent in the background; stopped, the rows stay as they are to be compared.
  await t.app.outbox.stop();
  return { admin, customer };
}

/** Every table of the public schema and its rows, each as PostgreSQL's JSON of it, sorted: two equal databases answer the same. */
export async function everyRow(db: Db): Promise<Record<string, string[]>> {
  const rowsOf = (result: unknown) =>
    (Array.isArray(result) ? result : (result as { rows: Record<string, string>[] }).rows) as Record<string, string>[];
  const tables = rowsOf(
    await db.execute(
      sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and c.relkind = 'r' order by 1`,
    ),
  );
  const out: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = rowsOf(await db.execute(sql.raw(`select row_to_json(r)::text as line from public."${name}" r`)));
    out[name] = rows.map((row) => row.line).sort();
  }
  return out;
}

/** Every file of the media store the settings name, by path, as its SHA-256. */
export async function everyMediaFile(config: Pick<Config, 'dataDir' | 'mediaS3'>): Promise<Record<string, string>> {
  const place = openMediaPlace(config);
  try {
    const out: Record<string, string> = {};
    for (const { path } of await place.list()) {
      const hash = createHash('sha256');
      for await (const chunk of (await place.read(path))!) hash.update(chunk as Buffer);
      out[path] = hash.digest('hex');
    }
    return out;
  } finally {
    place.close();
  }
}

/** The image keys the rows name (media/store.ts's `<24 hex>-<w>x<h>`). */
export function keysNamed(rows: Record<string, string[]>): Set<string> {
  const keys = new Set<string>();
  for (const lines of Object.values(rows)) for (const line of lines) for (const m of line.matchAll(/"([0-9a-f]{24}-\d+x\d+)"/g)) keys.add(m[1]);
  return keys;
}

// The audit log: each staff write and sign-in, with who, role, when, IP and the fields before and after, written in
// the change's own transaction; append-only in the database; the owner's to read, filter and export; purged by age.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, purgeAudit, recordAudit } from '../../src/audit/service.ts';
import { auditLog } from '../../src/db/schema.ts';
import { createUser, form, image, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let owner: TestUser;
let editor: TestUser;
let sales: TestUser;
let customer: TestUser;

const q = (params: Record<string, unknown>) => `?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString()}`;
const entries = async (filter: Record<string, unknown>) => {
  const res = await t.api.get(`admin/audit${q({ filter, range: [0, 99] })}`, owner.token);
  expect(res.status).toBe(200);
  return res.body as Record<string, any>[];
};

beforeAll(async () => {
  t = await startTestApp();
  owner = await createUser(t.app, { role: 'owner' });
  editor = await createUser(t.app, { role: 'editor' });
  sales = await createUser(t.app, { role: 'sales' });
  customer = await createUser(t.app);
});
afterAll(() => t.close());

describe('what the audit log records', () => {
  it('records a create, an update and a delete through the console with who, role, IP and the fields before and after', async () => {
    const created = await t.api.post('admin/categories', form({ title: 'Audited', details: 'First words', image: await image() }), editor.token);
    expect(created.status).toBe(201);
    const id = created.body.id;
    expect((await t.api.put(`admin/categories/${id}`, { title: 'Audited', details: 'Second words' }, editor.token)).status).toBe(200);
    expect((await t.api.delete(`admin/categories/${id}`, owner.token)).status).toBe(200);

    const [deleted, updated, create] = await entries({ resource: 'categories', record_id: String(id) });
    expect(create).toMatchObject({
      action: 'create',
      actor_id: editor.id,
      actor_email: editor.email,
      actor_role: 'editor',
      ip: '127.0.0.1',
      before: null,
    });
    expect(create.after).toMatchObject({ id, title: 'Audited', details: 'First words' });
    // An update keeps the fields it changed, each side.
    expect(updated).toMatchObject({
      action: 'update',
      actor_email: editor.email,
      before: { details: 'First words' },
      after: { details: 'Second words' },
    });
    expect(deleted).toMatchObject({ action: 'delete', actor_email: owner.email, actor_role: 'owner', after: null });
    expect(deleted.before).toMatchObject({ id, details: 'Second words' });
    expect(Date.now() - Date.parse(deleted.at)).toBeLessThan(60_000);
  });

  it('records an order’s stage change by sales', async () => {
    const order = await t.api.post('registerorder/create/', orderFields(), customer.token);
    expect(order.status).toBe(201);
    expect((await t.api.put(`admin/orders/${order.body.id}`, { stage: 'contacted', stage_note: 'Called' }, sales.token)).status).toBe(200);
    const [entry] = await entries({ resource: 'orders', record_id: String(order.body.id) });
    expect(entry).toMatchObject({ action: 'update', actor_role: 'sales', after: { stage: 'contacted' } });
  });

  it('records staff sign-ins that succeed and fail, with the address tried, and not a customer’s', async () => {
    expect((await t.api.post('user/token/', { email: editor.email, password: editor.password })).status).toBe(200);
    expect((await t.api.post('user/token/', { email: editor.email, password: 'wrong password' })).status).toBe(401);
    expect((await t.api.post('user/token/', { email: customer.email, password: customer.password })).status).toBe(200);
    const signIns = await entries({ actor_id: editor.id, action: ['sign-in', 'sign-in-failed'] });
    expect(signIns.map((entry) => entry.action)).toEqual(['sign-in-failed', 'sign-in']);
    expect(signIns[0]).toMatchObject({ actor_email: editor.email, actor_role: 'editor', ip: '127.0.0.1', resource: null });
    expect(await entries({ actor_id: customer.id })).toEqual([]);
  });

  it('leaves secrets and binary out of the fields', async () => {
    await recordAudit(t.app.db, {
      actor: { id: owner.id, email: owner.email, role: 'owner' },
      ip: '127.0.0.1',
      action: 'update',
      resource: 'staff',
      recordId: 1,
      before: { role: 'sales', password_hash: 'argon2…', totp_secret: 'ABC' },
      after: { role: 'editor', passwordHash: 'argon2…', image: Buffer.from('binary') },
    });
    const [entry] = await entries({ resource: 'staff' });
    expect(entry.before).toEqual({ role: 'sales' });
    expect(entry.after).toEqual({ role: 'editor' });
  });
});

describe('one transaction', () => {
  it('rolls the change back when its audit entry cannot be written, through the console or the spec’s call, and writes no entry when the change fails', async () => {
    const created = await t.api.post('admin/categories', form({ title: 'Rolled Back', details: 'Kept', image: await image() }), owner.token);
    const path = `admin/categories/${created.body.id}`;
    // The database refuses audit entries about this record from now on (NOT VALID: the rows already there stay).
    await t.app.db.execute(
      sql.raw(`alter table audit_log add constraint audit_test_refuse check (record_id is distinct from '${created.body.id}') not valid`),
    );
    try {
      const res = await t.api.put(path, { title: 'Rolled Back', details: 'Lost with its entry' }, owner.token);
      expect(res.status).toBe(500);
      // The spec's own call too: its entry is written where the contract's calls are registered, in its transaction.
      const spec = await t.api.request('PUT', `category/update/${created.body.id}/`, {
        body: form({ title: 'Rolled Back', details: 'Lost too' }),
        token: editor.token,
      });
      expect(spec.status).toBe(500);
      expect((await t.api.get(path, owner.token)).body.details).toBe('Kept');
    } finally {
      await t.app.db.execute(sql`alter table audit_log drop constraint audit_test_refuse`);
    }
    // Only the create is there: the update went with its entry.
    expect((await entries({ resource: 'categories', record_id: String(created.body.id) })).map((entry) => entry.action)).toEqual(['create']);
    // A change refused (a blank title) leaves no entry either.
    expect((await t.api.put(path, { title: '', details: 'x' }, owner.token)).status).toBe(400);
    expect((await entries({ resource: 'categories', record_id: String(created.body.id) })).map((entry) => entry.action)).toEqual(['create']);
  });
});

describe('append-only', () => {
  it('refuses to change or delete an entry, even in SQL', async () => {
    const refusal = (query: Promise<unknown>) =>
      query.then(
        () => 'done',
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(await refusal(t.app.db.execute(sql`update audit_log set action = 'nothing happened'`))).toBe('audit_log is append-only: UPDATE refused');
    expect(await refusal(t.app.db.execute(sql`delete from audit_log`))).toBe('audit_log is append-only: DELETE refused');
    expect((await entries({})).length).toBeGreaterThan(0);
  });
});

describe('reading it', () => {
  it('is the owner’s alone', async () => {
    for (const user of [editor, sales, customer]) {
      expect((await t.api.get('admin/audit', user.token)).status).toBe(403);
      expect((await t.api.get('admin/audit/export', user.token)).status).toBe(403);
    }
    expect((await t.api.get('admin/audit')).status).toBe(401);
  });

  it('filters by person, action, resource and date range, newest first, with the total in Content-Range', async () => {
    const byEditor = await entries({ actor_id: editor.id });
    expect(byEditor.length).toBeGreaterThan(2);
    expect(byEditor.every((entry) => entry.actor_id === editor.id)).toBe(true);
    expect(byEditor.map((entry) => entry.id)).toEqual([...byEditor.map((entry) => entry.id)].sort((a, b) => b - a));
    expect((await entries({ action: 'delete' })).every((entry) => entry.action === 'delete')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await entries({ at_gte: today, at_lte: today })).length).toBeGreaterThan(0);
    expect(await entries({ at_lte: '2000-01-01' })).toEqual([]);
    const page = await t.api.get(`admin/audit${q({ range: [0, 0] })}`, owner.token);
    expect(page.headers.get('content-range')).toMatch(/^audit 0-0\/\d+$/);
    expect((await t.api.get(`admin/audit${q({ filter: { at_gte: 'yesterday-ish' } })}`, owner.token)).status).toBe(400);
    const one = await t.api.get(`admin/audit/${byEditor[0].id}`, owner.token);
    expect(one.body).toEqual(byEditor[0]);
  });

  it('exports CSV, streamed, filtered like the list, with formula-like cells defused', async () => {
    await recordAudit(t.app.db, { actor: null, ip: '127.0.0.1', action: 'update', resource: '=HYPERLINK("http://evil.example")', recordId: '-1+2' });
    const res = await fetch(`${t.api.base}/admin/audit/export${q({ filter: { actor_id: editor.id } })}`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actor_id,actor_email,actor_role,ip,action,resource,record_id,before,after');
    expect(lines.length - 1).toBe((await entries({ actor_id: editor.id })).length);
    expect(lines.slice(1).every((line) => line.includes(editor.email))).toBe(true);

    const all = await (await fetch(`${t.api.base}/admin/audit/export`, { headers: { authorization: `Bearer ${owner.token}` } })).text();
    expect(all).toContain(`"'=HYPERLINK(""http://evil.example"")",'-1+2`);
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('plain, with "quotes"')).toBe('"plain, with ""quotes"""');
  });
});

describe('retention', () => {
  it('purges entries older than AUDIT_RETENTION_DAYS and keeps the rest, by the scheduler’s job too', async () => {
    const old = new Date(Date.now() - 400 * 86_400_000);
    await t.app.db.insert(auditLog).values([
      { action: 'update', resource: 'ancient', recordId: '1', at: old },
      { action: 'update', resource: 'ancient', recordId: '2', at: new Date(Date.now() - 10 * 86_400_000) },
    ]);
    expect(await purgeAudit(t.app, 365)).toBe(1);
    expect((await entries({ resource: 'ancient' })).map((entry) => entry.record_id)).toEqual(['2']);

    // The scheduler's job does the same with AUDIT_RETENTION_DAYS (365).
    await t.app.db.insert(auditLog).values({ action: 'update', resource: 'ancient', recordId: '3', at: old });
    await t.app.scheduler.run('audit-retention');
    expect((await entries({ resource: 'ancient' })).map((entry) => entry.record_id)).toEqual(['2']);
    expect(t.config.auditRetentionDays).toBe(365);
  });
});

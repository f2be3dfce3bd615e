// Staff accounts: an owner invites by e-mail with a role, the invitee chooses a password from the mailed link (once,
// within 72 hours) and signs in with that role; an owner changes roles, suspends and reinstates; the company always
// keeps an active owner; orders get a contact the customer sees; company mail goes to owners and sales only.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { staffMessages } from '@fitout/shared';
import { auditLog, mailOutbox, oneTimeTokens, users } from '../../src/db/schema.ts';
import { createUser, form, image, orderFields, startTestApp, type TestApp, type TestUser } from '../helpers.ts';
import { linkIn, TestSmtpServer } from '../smtp.ts';

let t: TestApp;
let smtp: TestSmtpServer;
let owner: TestUser;
const ADMIN = 'https://console.example.com/admin';
const PASSWORD = 'plaster walls and teak doors';

beforeAll(async () => {
  smtp = await TestSmtpServer.start();
  // Owners sign in with a password alone here (STAFF_2FA=optional): the second factor has its own tests.
  t = await startTestApp({ smtpUrl: smtp.url, adminUrl: ADMIN }, { STAFF_2FA: 'optional' });
  owner = await createUser(t.app, { role: 'owner' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const signIn = (email: string, password = PASSWORD) => t.api.post('user/token/', { email, password });

/** Invites `email` as `role` and answers the link's token, read from the mail. */
async function invite(email: string, role: string, language?: 'en' | 'ar', by: { token: string } = owner) {
  const res = await t.api.post('admin/staff', { email, role, language }, by.token);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body).toMatchObject({ email, role, status: 'invited' });
  const mail = await smtp.next(email);
  return { id: res.body.id as number, mail, token: linkIn(mail, `${ADMIN}/invitation?`).searchParams.get('token')! };
}

/** A staff member who has accepted their invitation, signed in. */
async function member(role: 'owner' | 'editor' | 'sales', name = 'Staff Member', by: { token: string } = owner) {
  const email = `${role}-${Math.random().toString(36).slice(2)}@example.com`;
  const { id, token } = await invite(email, role, undefined, by);
  expect((await t.api.post('staff/invitation/', { token, full_name: name, password: PASSWORD })).status).toBe(200);
  const session = await signIn(email);
  expect(session.status).toBe(200);
  return { id, email, token: session.body.access as string, refresh: session.body.refresh as string };
}

describe('invitations', () => {
  it('an invited editor chooses a password from the mailed link and signs in as an editor', async () => {
    const { id, mail, token } = await invite('new.editor@example.com', 'editor');
    expect(mail.subject).toBe('You are invited to the Fit-out team');
    expect(mail.text).toContain('as an editor');
    expect(mail.text).toContain('expires in 72 hours');
    // No password yet: the account cannot sign in.
    expect((await signIn('new.editor@example.com')).status).toBe(401);

    const opened = await t.api.get(`staff/invitation/${token}/`);
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ email: 'new.editor@example.com', role: 'editor' });
    const weak = await t.api.post('staff/invitation/', { token, full_name: 'Nour Said', password: 'password' });
    expect(weak.status).toBe(400);
    expect(weak.body.password).toBeDefined();
    const accepted = await t.api.post('staff/invitation/', { token, full_name: 'Nour Said', password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.body.detail).toBe(staffMessages.invitationAccepted);

    const session = await signIn('new.editor@example.com');
    expect(session.status).toBe(200);
    const profile = await t.api.get(`user/profile/${id}/`, session.body.access);
    expect(profile.body.user.role).toBe('editor');
    expect(profile.body.full_name).toBe('Nour Said');
    expect((await t.api.get('admin/categories', session.body.access)).status).toBe(200);
    expect((await t.api.get('admin/orders', session.body.access)).status).toBe(403);
    expect((await t.api.get(`admin/staff/${id}`, owner.token)).body).toMatchObject({ status: 'active', full_name: 'Nour Said' });
  });

  it('the mail is written in the language of the console the owner invited from', async () => {
    const { mail } = await invite('arabic.sales@example.com', 'sales', 'ar');
    expect(mail.subject).toBe('دعوة للانضمام إلى فريق Fit-out');
    expect(mail.text).toContain('«مبيعات»');
  });

  it('a link works once: used, it says so and changes nothing', async () => {
    const { token } = await invite('used.link@example.com', 'sales');
    expect((await t.api.post('staff/invitation/', { token, full_name: 'First', password: PASSWORD })).status).toBe(200);
    const again = await t.api.post('staff/invitation/', { token, full_name: 'Second', password: 'another long passphrase here' });
    expect(again.status).toBe(410);
    expect(again.body.detail).toBe(staffMessages.invitationUsed);
    expect((await t.api.get(`staff/invitation/${token}/`)).body.detail).toBe(staffMessages.invitationUsed);
    expect((await signIn('used.link@example.com', 'another long passphrase here')).status).toBe(401);
    expect((await signIn('used.link@example.com')).status).toBe(200);
  });

  it('an expired link is refused with its reason, an unknown one too; inviting again sends a link that works', async () => {
    const { id, token } = await invite('late@example.com', 'editor');
    await t.app.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    const late = await t.api.post('staff/invitation/', { token, full_name: 'Late', password: PASSWORD });
    expect(late.status).toBe(410);
    expect(late.body.detail).toBe(staffMessages.invitationExpired);
    expect((await t.api.get('staff/invitation/not-a-real-token/')).status).toBe(404);

    const again = await invite('late@example.com', 'sales');
    expect(again.id).toBe(id);
    expect((await t.api.post('staff/invitation/', { token: again.token, full_name: 'Late', password: PASSWORD })).status).toBe(200);
    expect((await t.api.get(`admin/staff/${id}`, owner.token)).body.role).toBe('sales');
  });

  it('an address that already has an account is refused with a clear message', async () => {
    const customer = await createUser(t.app);
    const res = await t.api.post('admin/staff', { email: customer.email, role: 'editor' }, owner.token);
    expect(res.status).toBe(400);
    expect(res.body.email).toEqual([staffMessages.emailHasAccount]);
    const bad = await t.api.post('admin/staff', { email: 'x@example.com', role: 'boss' }, owner.token);
    expect(bad.status).toBe(400);
    expect(bad.body.role).toEqual([staffMessages.invalidRole('"boss"')]);
  });

  it('the owner lists staff by role; customers are not staff', async () => {
    await createUser(t.app);
    const res = await t.api.get(`admin/staff?filter=${encodeURIComponent('{"role":"editor"}')}&range=[0,99]`, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThan(0);
    expect(res.body.every((m: { role: string }) => m.role === 'editor')).toBe(true);
    expect(res.headers.get('content-range')).toMatch(/^staff 0-\d+\/\d+$/);
  });
});

describe('roles and suspension', () => {
  it('a role change takes effect at the next request', async () => {
    const person = await member('editor');
    expect((await t.api.get('admin/orders', person.token)).status).toBe(403);
    const res = await t.api.put(`admin/staff/${person.id}`, { role: 'sales' }, owner.token);
    expect(res.status).toBe(200);
    expect(res.body.role).toBe('sales');
    expect((await t.api.get('admin/orders', person.token)).status).toBe(200);
  });

  it('a suspended account loses its sessions at once, cannot sign in or refresh; reinstated, it signs in again', async () => {
    const person = await member('sales');
    const suspended = await t.api.put(`admin/staff/${person.id}`, { suspended: true }, owner.token);
    expect(suspended.status).toBe(200);
    expect(suspended.body.status).toBe('suspended');
    expect((await t.api.get('admin/orders', person.token)).status).toBe(401);
    expect((await t.api.post('user/token/refresh/', { refresh: person.refresh })).status).toBe(401);
    const refused = await signIn(person.email);
    expect(refused.status).toBe(401);
    expect(refused.body.detail).toBe(staffMessages.accountSuspended);
    // A wrong password learns nothing of the suspension.
    expect((await signIn(person.email, 'not the password at all')).body.detail).not.toBe(staffMessages.accountSuspended);

    expect((await t.api.put(`admin/staff/${person.id}`, { suspended: false }, owner.token)).body.status).toBe('active');
    const back = await signIn(person.email);
    expect(back.status).toBe(200);
    expect((await t.api.get('admin/orders', back.body.access)).status).toBe(200);
    // Each step is in the audit log, by the owner who took it.
    const entries = await t.app.db
      .select({ action: auditLog.action, actor: auditLog.actorId, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(sql`${auditLog.resource} = 'staff' and ${auditLog.recordId} = ${String(person.id)}`)
      .orderBy(auditLog.id);
    expect(entries).toMatchObject([
      { action: 'invite', actor: owner.id, before: null, after: { email: person.email } },
      { action: 'update', actor: owner.id, before: { status: 'active' }, after: { status: 'suspended' } },
      { action: 'update', actor: owner.id, before: { status: 'suspended' }, after: { status: 'active' } },
    ]);
  });

  it('the last active owner can be neither demoted nor suspended, and cannot suspend themselves', async () => {
    const lone = await startAlone();
    const demote = await t.api.put(`admin/staff/${lone.id}`, { role: 'editor' }, lone.token);
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toBe(staffMessages.lastOwner);
    const self = await t.api.put(`admin/staff/${lone.id}`, { suspended: true }, lone.token);
    expect(self.status).toBe(400);
    expect((await t.api.get(`admin/staff/${lone.id}`, lone.token)).body).toMatchObject({ role: 'owner', status: 'active' });
    await restoreOwners();
  });

  it('two owners demoting each other at the same moment leave one owner, never none', async () => {
    const first = await startAlone();
    const second = await member('owner', 'Second Owner', first);
    const answers = await Promise.all([
      t.api.put(`admin/staff/${second.id}`, { role: 'editor' }, first.token),
      t.api.put(`admin/staff/${first.id}`, { suspended: true }, second.token),
    ]);
    const statuses = answers.map((answer) => answer.status);
    // One change wins; the other finds itself facing the last owner (409), or its caller no longer an owner (401/403).
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.some((status) => [401, 403, 409].includes(status))).toBe(true);
    const owners = await t.app.db
      .select({ id: users.id })
      .from(users)
      .where(sql`${users.role} = 'owner' and ${users.suspendedAt} is null and ${users.isActive}`);
    expect(owners).toHaveLength(1);
    await restoreOwners();
  });

  it('editors and sales cannot manage staff', async () => {
    const sales = await member('sales');
    expect((await t.api.post('admin/staff', { email: 'x@example.com', role: 'owner' }, sales.token)).status).toBe(403);
    expect((await t.api.put(`admin/staff/${sales.id}`, { role: 'owner' }, sales.token)).status).toBe(403);
  });
});

/** Every other owner is set aside (made an editor in the database), leaving one signed-in owner. */
let setAside: number[] = [];
async function startAlone() {
  const alone = await member('owner');
  const others = await t.app.db
    .update(users)
    .set({ role: 'editor' })
    .where(sql`${users.role} = 'owner' and ${users.id} <> ${alone.id}`)
    .returning({ id: users.id });
  setAside = others.map((row) => row.id);
  return alone;
}
async function restoreOwners() {
  for (const id of setAside) await t.app.db.update(users).set({ role: 'owner', suspendedAt: null }).where(eq(users.id, id));
  setAside = [];
  // The change reaches the account cache through its announcement (accounts/user-cache.ts).
  await vi.waitFor(async () => expect((await t.api.get('admin/staff', owner.token)).status).toBe(200), { timeout: 5_000, interval: 20 });
}

describe('orders have a person', () => {
  it('sales assign an order; the customer reads the contact name and photo; "my orders" filters by assignee', async () => {
    const customer = await createUser(t.app);
    const placed = await t.api.post('registerorder/create/', orderFields({ user_id: customer.id }), customer.token);
    expect(placed.status).toBe(201);
    expect(placed.body.contact).toBeNull();
    const sales = await member('sales', 'Hana Fathy');

    const assigned = await t.api.put(`admin/orders/${placed.body.id}/assignee`, { assigned_to: sales.id }, sales.token);
    expect(assigned.status).toBe(200);
    expect(assigned.body.assigned_to).toBe(sales.id);
    const seen = await t.api.get(`registerorder/detail/${placed.body.slug}/`, customer.token);
    expect(seen.body.contact).toEqual({ name: 'Hana Fathy', image: null });
    expect(seen.body.assigned_to).toBeUndefined();

    // A photo on the staff member's profile (the profile's image) shows on the order.
    expect((await t.api.patch(`user/profile/${sales.id}/`, form({ image: await image('jpeg') }), sales.token)).status).toBe(200);
    const mine = await t.api.get('registerorder/lists/', customer.token);
    expect(mine.body[0].contact.image).toMatch(/^http/);

    const filter = encodeURIComponent(JSON.stringify({ assigned_to: sales.id }));
    const list = await t.api.get(`admin/orders?filter=${filter}`, sales.token);
    expect(list.body.map((order: { id: number }) => order.id)).toEqual([placed.body.id]);
    const assignees = await t.api.get('admin/assignees', sales.token);
    expect(assignees.body.map((person: { id: number }) => person.id)).toContain(sales.id);

    const editor = await member('editor');
    const refused = await t.api.put(`admin/orders/${placed.body.id}/assignee`, { assigned_to: editor.id }, owner.token);
    expect(refused.status).toBe(400);
    expect(refused.body.assigned_to).toEqual([staffMessages.notAssignable]);
    expect((await t.api.put(`admin/orders/${placed.body.id}/assignee`, { assigned_to: null }, owner.token)).status).toBe(400);
    expect((await t.api.delete(`admin/orders/${placed.body.id}/assignee`, owner.token)).body.assigned_to).toBeNull();
    expect((await t.api.get(`registerorder/detail/${placed.body.slug}/`, customer.token)).body.contact).toBeNull();
  });

  it('company mail about new orders and contact messages goes to owners and sales, not editors', async () => {
    const editor = await member('editor');
    const sales = await member('sales');
    expect((await t.api.post('contact/', { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' })).status).toBe(201);
    const to = (await t.app.db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.kind, 'notification'))).map((row) => row.to);
    expect(to).toContain(sales.email);
    expect(to).toContain(owner.email);
    expect(to).not.toContain(editor.email);
  });
});

// ADMIN_EMAIL / ADMIN_PASSWORD: ensureSuperuser runs at every start (serve.ts); calling it again on the same
// database is what a restart with new settings does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema.ts';
import { ensureSuperuser } from '../../src/accounts/superuser.ts';
import { createUser, startTestApp, type TestApp, type TestUser } from '../helpers.ts';

let t: TestApp;
let customer: TestUser;

beforeAll(async () => {
  t = await startTestApp();
  customer = await createUser(t.app);
});
afterAll(() => t.close());

const login = async (email: string, password: string) => {
  const res = await t.api.post('user/token/', { email, password });
  expect(res.status).toBe(200);
  return res.body as { access: string; refresh: string };
};
const refresh = (token: string) => t.api.post('user/token/refresh/', { refresh: token });
const profile = (userId: number, token: string) => t.api.get(`user/profile/${userId}/`, token);
const account = async (id: number) => (await t.app.db.select().from(users).where(eq(users.id, id)))[0];
// Access tokens carry whole seconds: let a session be clearly older than the restart that follows.
const later = () => new Promise((resolve) => setTimeout(resolve, 1100));

/** Whether the session still works: its access token reads a profile, its refresh token rotates. */
async function works(userId: number, session: { access: string; refresh: string }) {
  const read = await profile(userId, session.access);
  const rotated = await refresh(session.refresh);
  expect(read.status).toBe(rotated.status);
  return read.status === 200;
}

describe('ADMIN_EMAIL / ADMIN_PASSWORD at start', () => {
  it('makes a superuser with a username of its own when the local part is taken', async () => {
    const [taken] = await t.app.db.select().from(users).where(eq(users.id, customer.id));
    const id = await ensureSuperuser(t.app, ` ${taken.username.toUpperCase()}@Admin.Example.com `, 'a long admin passphrase');
    const row = await account(id);
    expect(row).toMatchObject({ email: `${taken.username}@admin.example.com`, isSuperuser: true, isActive: true });
    expect(row.username).not.toBe(taken.username);
    const session = await login(row.email, 'a long admin passphrase');
    expect((await profile(id, session.access)).body.user).toMatchObject({ is_superuser: true, is_active: true });
    expect((await profile(customer.id, session.access)).status).toBe(200);
  });

  it('keeps every session on a restart with the same settings, and ends them all when the password changes', async () => {
    const email = 'owner@example.com';
    const id = await ensureSuperuser(t.app, email, 'first admin passphrase');
    const kept = await login(email, 'first admin passphrase');
    const ended = await login(email, 'first admin passphrase');
    await later();

    expect(await ensureSuperuser(t.app, email, 'first admin passphrase')).toBe(id);
    expect(await works(id, kept)).toBe(true);

    expect(await ensureSuperuser(t.app, email, 'second admin passphrase')).toBe(id);
    expect(await works(id, ended)).toBe(false);
    expect((await t.api.post('user/token/', { email, password: 'first admin passphrase' })).status).toBe(401);
    expect(await works(id, await login(email, 'second admin passphrase'))).toBe(true);
  });

  it('moves the account to a new address no one has, and ends its sessions', async () => {
    const id = await ensureSuperuser(t.app, 'owner@example.com', 'second admin passphrase');
    const old = await login('owner@example.com', 'second admin passphrase');
    await later();

    expect(await ensureSuperuser(t.app, 'director@example.com', 'second admin passphrase')).toBe(id);
    expect(await works(id, old)).toBe(false);
    expect((await t.api.post('user/token/', { email: 'owner@example.com', password: 'second admin passphrase' })).status).toBe(401);
    expect(await account(id)).toMatchObject({ email: 'director@example.com', isSuperuser: true });
    expect(await works(id, await login('director@example.com', 'second admin passphrase'))).toBe(true);
  });

  it('hands superuser rights to the account that has the new address; the old one keeps none and no session', async () => {
    const oldId = await ensureSuperuser(t.app, 'director@example.com', 'second admin passphrase');
    const oldSession = await login('director@example.com', 'second admin passphrase');
    const colleague = await createUser(t.app, { email: 'colleague@example.com', password: 'the colleague passphrase' });
    const colleagueSession = await login(colleague.email, colleague.password);
    await later();

    const newId = await ensureSuperuser(t.app, 'colleague@example.com', 'third admin passphrase');
    expect(newId).toBe(colleague.id);
    expect(await works(oldId, oldSession)).toBe(false);
    expect(await account(oldId)).toMatchObject({ isSuperuser: false, managedByEnv: false });
    // The colleague's password became ADMIN_PASSWORD, so the sessions of the old one end too.
    expect(await works(newId, colleagueSession)).toBe(false);
    const admin = await login('colleague@example.com', 'third admin passphrase');
    expect((await profile(newId, admin.access)).body.user).toMatchObject({ is_superuser: true });
    // The old address signs in (with the old password) as an ordinary account at most.
    const demoted = await login('director@example.com', 'second admin passphrase');
    expect((await t.api.get('admin/orders', demoted.access)).status).toBe(403);
    expect((await t.app.db.select().from(users).where(eq(users.managedByEnv, true))).map((row) => row.id)).toEqual([newId]);
  });
});

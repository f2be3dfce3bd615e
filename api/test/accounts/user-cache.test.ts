// Signed-in requests read their account from memory (accounts/user-cache.ts), and forget it once its row changes:
// by the API, by a script or by hand, announced by a trigger. On PostgreSQL the other API processes forget it too.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '../../src/db/schema.ts';
import { endSessions } from '../../src/accounts/service.ts';
import { createUser, startTestApp, type TestApp, twoAppsOnOneDatabase, usePostgres } from '../helpers.ts';

/** How soon a change must show. */
const WITHIN = { timeout: 1_000, interval: 10 };

/** Makes the account a superuser (or not) straight in the database, as an operator would by hand. */
const setSuperuser = (t: TestApp, id: number, isSuperuser: boolean) =>
  t.app.db
    .update(schema.users)
    .set({ isSuperuser, role: isSuperuser ? 'owner' : null })
    .where(eq(schema.users.id, id));

describe('the signed-in account, from memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t?.close());

  it('is read once, not at every request: a change the trigger does not announce goes unseen', async () => {
    const user = await createUser(t.app);
    expect((await t.api.get('admin/categories', user.token)).status).toBe(403);
    await t.app.db.execute(sql`alter table users disable trigger users_changed`);
    try {
      await setSuperuser(t, user.id, true);
      expect((await t.api.get('admin/categories', user.token)).status).toBe(403);
    } finally {
      await t.app.db.execute(sql`alter table users enable trigger users_changed`);
    }
  });

  it('is read afresh once its row changes, even by hand', async () => {
    const user = await createUser(t.app);
    expect((await t.api.get('admin/categories', user.token)).status).toBe(403);
    await setSuperuser(t, user.id, true);
    await vi.waitFor(async () => expect((await t.api.get('admin/categories', user.token)).status).toBe(200), WITHIN);
    await setSuperuser(t, user.id, false);
    await vi.waitFor(async () => expect((await t.api.get('admin/categories', user.token)).status).toBe(403), WITHIN);
  });

  it('is forgotten when the account is deleted: its token stops working', async () => {
    const user = await createUser(t.app);
    expect((await t.api.get('admin/categories', user.token)).status).toBe(403);
    await t.app.db.delete(schema.users).where(eq(schema.users.id, user.id));
    await vi.waitFor(async () => expect((await t.api.get('admin/categories', user.token)).status).toBe(401), WITHIN);
  });
});

describe.skipIf(!usePostgres)('two API processes on one PostgreSQL', () => {
  const apps = twoAppsOnOneDatabase();

  it("an account's sessions ended through one process end in the other within a second", async () => {
    const { a, b } = apps;
    const user = await createUser(a.app, { superuser: true });
    expect((await b.api.get('admin/categories', user.token)).status).toBe(200);
    // What a password change does to the sessions before it (accounts/service.ts), here through A's database.
    await a.app.transaction((tx) => endSessions(tx, user.id));
    await vi.waitFor(async () => expect((await b.api.get('admin/categories', user.token)).status).toBe(401), WITHIN);
  });
});

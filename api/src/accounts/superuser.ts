import { eq } from 'drizzle-orm';
import type { Transactions } from '../db/transaction.ts';
import type { UserCache } from './user-cache.ts';
import { profiles, users } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { endSessions, uniqueUsername } from './service.ts';

/**
 * ADMIN_EMAIL / ADMIN_PASSWORD, at every start: make sure this superuser exists, active, with this password.
 * The account they manage is marked, so that a change of either is noticed and ends its sessions (an old,
 * perhaps leaked, password must not keep working through tokens issued with it):
 * - a new password (the stored hash does not verify it) ends every session of the account;
 * - a new address moves the managed account to it when no account has it yet; when another account has it,
 *   that one becomes the managed superuser and the old one stops being a superuser. Sessions end either way.
 * A restart with both unchanged ends nothing. The accounts changed are forgotten in this process at once, in the
 * others when the change is announced (accounts/user-cache.ts), as every account change is.
 */
export async function ensureSuperuser(app: Transactions & { userCache: Pick<UserCache, 'forget'> }, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const changed = new Set<number>();
  const id = await app.transaction(async (tx) => {
    const now = new Date();
    const [managed] = await tx.select().from(users).where(eq(users.managedByEnv, true)).for('update');
    const [holder] = await tx.select().from(users).where(eq(users.email, normalized)).for('update');

    if (managed && holder && managed.id !== holder.id) {
      await tx.update(users).set({ managedByEnv: false, isSuperuser: false, role: null }).where(eq(users.id, managed.id));
      await endSessions(tx, managed.id, now);
      changed.add(managed.id);
    }
    const account = holder ?? managed;
    if (!account) {
      const [row] = await tx
        .insert(users)
        .values({
          email: normalized,
          username: await uniqueUsername(tx, normalized),
          passwordHash: await hashPassword(password),
          isSuperuser: true,
          role: 'owner',
          isActive: true,
          kind: 'company',
          managedByEnv: true,
        })
        .returning();
      await tx.insert(profiles).values({ userId: row.id, fullName: 'Administrator' });
      return row.id;
    }

    const samePassword = await verifyPassword(account.passwordHash, password);
    await tx
      .update(users)
      .set({
        email: normalized,
        isSuperuser: true,
        role: 'owner',
        isActive: true,
        managedByEnv: true,
        ...(samePassword ? {} : { passwordHash: await hashPassword(password) }),
      })
      .where(eq(users.id, account.id));
    changed.add(account.id);
    if (!samePassword || account.email !== normalized) await endSessions(tx, account.id, now);
    await tx.insert(profiles).values({ userId: account.id, fullName: 'Administrator' }).onConflictDoNothing();
    return account.id;
  });
  for (const account of changed) app.userCache.forget(account);
  return id;
}

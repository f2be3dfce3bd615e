import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { profiles, users } from '../db/schema.ts';
import { hashPassword } from './passwords.ts';
import { uniqueUsername } from './service.ts';

/** ADMIN_EMAIL / ADMIN_PASSWORD: make sure this superuser exists, active, with this password. */
export async function ensureSuperuser(db: Db, email: string, password: string) {
  const normalized = email.trim().toLowerCase();
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select().from(users).where(eq(users.email, normalized));
  if (existing) {
    await db.update(users).set({ passwordHash, isSuperuser: true, isActive: true }).where(eq(users.id, existing.id));
    await db.insert(profiles).values({ userId: existing.id, fullName: 'Administrator' }).onConflictDoNothing();
    return existing.id;
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ email: normalized, username: await uniqueUsername(tx, normalized), passwordHash, isSuperuser: true, isActive: true, kind: 'company' })
      .returning();
    await tx.insert(profiles).values({ userId: row.id, fullName: 'Administrator' });
    return row.id;
  });
}

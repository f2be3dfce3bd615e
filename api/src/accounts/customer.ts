import { eq } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { profiles, users } from '../db/schema.ts';

type Reader = Pick<Db, 'select'>;

/** A customer's address, language and name, for the mails they get. */
export async function customerOf(db: Reader, userId: number) {
  const [customer] = await db
    .select({ email: users.email, language: users.language, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return customer ? { ...customer, fullName: customer.fullName ?? '' } : undefined;
}

import { eq, sql } from 'drizzle-orm';
import type { Language } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import { profiles, users } from '../db/schema.ts';

type Reader = Pick<Db, 'select'>;

/**
 * The language a customer's mails are written in: the one they chose for mails (issue 37), else the pages' language
 * (the account's `language`, set at sign-up and by the customer area in the language it is used in).
 */
export const mailLanguageOf = sql<Language>`coalesce(${users.mailLanguage}, ${users.language})`;

/** A customer's address, mail language and name, for the mails they get. */
export async function customerOf(db: Reader, userId: number) {
  const [customer] = await db
    .select({ email: users.email, language: mailLanguageOf, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId));
  return customer ? { ...customer, fullName: customer.fullName ?? '' } : undefined;
}

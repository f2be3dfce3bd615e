import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { users } from '../db/schema.ts';

/** An account that can look after orders. */
export const assignable = (): SQL => and(inArray(users.role, ['owner', 'sales']), isNull(users.suspendedAt), eq(users.isActive, true)) as SQL;

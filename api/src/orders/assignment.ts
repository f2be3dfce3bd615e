// Who looks after an order: an owner or salesperson assigns it to a member of staff who can handle customers, and the
// customer reads that contact's name (and photo, their profile image) on the order.
import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orderAssignSchema, staffMessages } from '@fitout/shared';
import type { Db } from '../db/index.ts';
import { orders, profiles, users } from '../db/schema.ts';
import { FieldErrors, notFound, parse } from '../http/errors.ts';
import { assignable } from '../accounts/assignable.ts';

export type Contact = { name: string; image: string | null };

/** The contacts of these assignees (staff ids), in one query. */
export async function contactsOf(app: { db: Pick<Db, 'select'>; media: Pick<FastifyInstance['media'], 'url'> }, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  const contacts = new Map<number, Contact>();
  if (!wanted.length) return contacts;
  const rows = await app.db
    .select({ id: users.id, name: profiles.fullName, username: users.username, image: profiles.image })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, wanted));
  for (const row of rows) contacts.set(row.id, { name: row.name || row.username, image: app.media.url(row.image) });
  return contacts;
}

/**
 * PUT admin/orders/{id}/assignee: to an active owner or salesperson; DELETE (`body` null): to nobody. Recorded in the
 * audit log with the change.
 */
export async function assignOrder(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, id: number, body: unknown | null) {
  const input: { assigned_to: number | null } = body === null ? { assigned_to: null } : parse(orderAssignSchema, body);
  await app.transaction(async (tx) => {
    if (input.assigned_to !== null) {
      const [person] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.assigned_to), assignable()));
      if (!person) throw FieldErrors.of('assigned_to', staffMessages.notAssignable);
    }
    const [order] = await tx.select({ assignedTo: orders.assignedTo }).from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw notFound();
    if (order.assignedTo === input.assigned_to) return;
    await tx.update(orders).set({ assignedTo: input.assigned_to }).where(eq(orders.id, id));
  });
  app.ordersChanged();
}

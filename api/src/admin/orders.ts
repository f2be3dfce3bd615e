import { getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, orderSearchColumns } from '../db/schema.ts';
import { contactOf, getOrder, orderOut } from '../orders/service.ts';
import { contactsOf } from '../orders/assignment.ts';
import { changeStage, historiesOf } from '../orders/stages.ts';
import { filtersOf } from '../http/list-filters.ts';
import { bookedVisit, slotStart } from '../visits/service.ts';
import { pageOf, type AdminResource } from './resource.ts';

/** One order as the console reads it: each change of its history names who made it; its booked visit. */
export async function adminOrder(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, id: number) {
  const order = await getOrder(app, id);
  const [histories, contacts, booked] = await Promise.all([
    historiesOf(app, [id], { staff: true }),
    contactsOf(app, [order.assignedTo]),
    bookedVisit(app.db, id),
  ]);
  const visit = booked
    ? {
        id: booked.visit.id,
        day: booked.slot.day,
        starts_at: booked.slot.startsAt,
        ends_at: booked.slot.endsAt,
        starts: slotStart(booked.slot).toISOString(),
        booked_at: booked.visit.bookedAt.toISOString(),
      }
    : null;
  return { ...orderOut(order, histories.get(id), contactOf(contacts, order)), visit };
}

/**
 * Customers place and withdraw their orders (SPEC.md section 6); staff read them and move them through their
 * stages, and see who made each change.
 */
export const orderResource: AdminResource = {
  name: 'orders',
  cache: 'orders',
  list: {
    id: orders.id,
    sort: {
      id: orders.id,
      date: orders.date,
      full_name: orders.fullName,
      phone: orders.phone,
      governorate: orders.governorate,
      city: orders.city,
      area: orders.area,
      typeunit: orders.typeunit,
      requiredworks: orders.requiredworks,
      skills: orders.skills,
      conditionoftheunit: orders.conditionoftheunit,
      space: orders.space,
      numberroom: orders.numberroom,
      numberbathroom: orders.numberbathroom,
      package: orders.package,
      post_status: orders.postStatus,
      stage: orders.stage,
      user_id: orders.userId,
      assigned_to: orders.assignedTo,
    },
    // The columns the trigram indexes cover (schema.ts), so that search and indexes cannot drift apart.
    search: Object.values(getTableColumns(orders)).filter((column) => (orderSearchColumns as readonly string[]).includes(column.name)),
    filters: {
      // "My orders" (assigned_to): a salesperson's list opens on the orders assigned to them.
      ...filtersOf('int', { user_id: orders.userId, assigned_to: orders.assignedTo }),
      ...filtersOf('text', {
        slug: orders.slug,
        typeunit: orders.typeunit,
        requiredworks: orders.requiredworks,
        skills: orders.skills,
        conditionoftheunit: orders.conditionoftheunit,
        governorate: orders.governorate,
        city: orders.city,
        package: orders.package,
        post_status: orders.postStatus,
        stage: orders.stage,
      }),
    },
    defaultSort: ['date', 'DESC'],
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, orders, plan);
    const [histories, contacts] = await Promise.all([
      historiesOf(
        app,
        rows.map((row) => row.id),
        { staff: true },
      ),
      contactsOf(
        app,
        rows.map((row) => row.assignedTo),
      ),
    ]);
    return { records: rows.map((row) => orderOut(row, histories.get(row.id), contactOf(contacts, row))), total };
  },
  get: adminOrder,
  update: async (app, id, body, user) => {
    await changeStage(app, id, body, user);
    return orderResource.get(app, id);
  },
};

// Suppliers (issue 39, job costs: costs/) on the admin face, as react-admin lists and edits them: the sales desk keeps them; one that a
// purchase order or bill names is never removed (409), so every cost keeps its supplier.
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { supplierSchema } from '@fitout/shared';
import type { Supplier } from '@fitout/shared/contract';
import { jobBills, purchaseOrders, suppliers } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseInput } from '../quotes/service.ts';
import { pageOf, type AdminResource } from './resource.ts';

type SupplierRow = typeof suppliers.$inferSelect;

const supplierOut = (row: SupplierRow): Supplier => ({
  id: row.id,
  name: row.name,
  trade: row.trade,
  phone: row.phone,
  tax_number: row.taxNumber,
  created_at: row.createdAt.toISOString(),
});

async function getSupplier(app: Pick<FastifyInstance, 'db'>, id: number) {
  const [row] = await app.db.select().from(suppliers).where(eq(suppliers.id, id));
  if (!row) throw notFound();
  return row;
}

const fieldsOf = (raw: unknown) => {
  const input = parseInput(supplierSchema, raw);
  return { name: input.name, trade: input.trade, phone: input.phone, taxNumber: input.tax_number };
};

export const supplierResource: AdminResource = {
  name: 'suppliers',
  list: {
    id: suppliers.id,
    sort: { id: suppliers.id, name: suppliers.name, trade: suppliers.trade, created_at: suppliers.createdAt },
    search: [suppliers.name, suppliers.trade, suppliers.phone, suppliers.taxNumber],
    filters: { trade: { column: suppliers.trade, kind: 'text' } },
    defaultSort: ['name', 'ASC'],
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, suppliers, plan);
    return { records: rows.map(supplierOut), total };
  },
  get: async (app, id) => supplierOut(await getSupplier(app, id)),
  create: async (app, body) => {
    const [row] = await app.db.insert(suppliers).values(fieldsOf(body)).returning();
    return supplierOut(row);
  },
  update: async (app, id, body) => {
    const fields = fieldsOf(body);
    const [row] = await app.db.update(suppliers).set(fields).where(eq(suppliers.id, id)).returning();
    if (!row) throw notFound();
    // Orders' job costs name their suppliers, and are answered from memory (costs/routes.ts).
    app.ordersChanged();
    return supplierOut(row);
  },
  remove: async (app, id) =>
    app.transaction(async (tx) => {
      const [row] = await tx.select().from(suppliers).where(eq(suppliers.id, id)).for('update');
      if (!row) throw notFound();
      const [po] = await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.supplierId, id)).limit(1);
      const [bill] = await tx.select({ id: jobBills.id }).from(jobBills).where(eq(jobBills.supplierId, id)).limit(1);
      if (po || bill) throw new HttpError(409, 'supplier.in_use');
      await tx.delete(suppliers).where(eq(suppliers.id, id));
      return supplierOut(row);
    }),
};

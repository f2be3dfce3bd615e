// The admin face (DESIGN.md): /api/v1/admin/<resource> in the dialect of ra-data-simple-rest, for staff by role.
// Lists answer an array with a Content-Range header; every resource is described by the same five calls.
import { z } from '../common/zod.ts';
import {
  categorySchema,
  componentSchema,
  componentUpdateSchema,
  packageSchema,
  packageUpdateSchema,
  workSchema,
  workUpdateSchema,
} from '../catalogue/schemas.ts';
import { orderStageSchema } from '../orders/schemas.ts';
import { supplierSchema } from '../costs/schemas.ts';
import { supplier } from './costs.ts';
import { type Access, endpoint, type Endpoint, staffOnly } from './endpoint.ts';
import { adminListQuery, idParams } from './params.ts';
import { auditEntry } from '../audit/schemas.ts';
import { workToday } from './work.ts';
import { lead } from './leads.ts';
import { leadCreateSchema, leadUpdateSchema } from '../leads/schemas.ts';
import { adminOrder, backupStatus, category, component, contactMessage, packageRecord, publishStatus, work } from './records.ts';

type Writes = {
  create?: z.ZodType;
  update?: z.ZodType;
  /** When an update may be refused, why (its 409). */
  updateRefused?: string;
  files?: readonly string[];
  /** Deletes allowed; `true`, or when a delete may be refused, why (its 409). */
  remove?: true | { inUse: string };
};

/**
 * The calls of one admin resource: list and one, and the writes it allows (none: read-only). The catalogue's desk is
 * read by all staff and written by its editors; the sales desk (orders, contact messages) is read and written by sales.
 */
function resource<R extends z.ZodType>(name: string, label: string, record: R, desk: 'catalogue' | 'sales', writes: Writes = {}) {
  const tag = 'Console';
  const reads: Access = desk === 'catalogue' ? staffOnly.staff : staffOnly.sales;
  const access: Access = staffOnly[desk];
  const calls: Record<string, Endpoint> = {
    list: endpoint({
      method: 'GET',
      path: `admin/${name}`,
      summary: `${label}: a page (sort, range, filter); the total in Content-Range`,
      tag,
      access: reads,
      query: adminListQuery,
      responses: { 200: z.array(record) },
    }),
    one: endpoint({
      method: 'GET',
      path: `admin/${name}/:id`,
      summary: `${label}: one`,
      tag,
      access: reads,
      params: idParams,
      responses: { 200: record },
    }),
  };
  if (writes.create) {
    calls.create = endpoint({
      method: 'POST',
      path: `admin/${name}`,
      summary: `${label}: create`,
      tag,
      access,
      audit: { resource: name },
      body: writes.create,
      files: writes.files,
      responses: { 201: record },
    });
  }
  if (writes.update) {
    calls.update = endpoint({
      method: 'PUT',
      path: `admin/${name}/:id`,
      summary: `${label}: update`,
      tag,
      access,
      audit: { resource: name, id: 'id' },
      ...(writes.updateRefused ? { refusals: { 409: writes.updateRefused } } : {}),
      params: idParams,
      body: writes.update,
      files: writes.files,
      conditional: true,
      responses: { 200: record },
    });
  }
  if (writes.remove) {
    calls.remove = endpoint({
      method: 'DELETE',
      path: `admin/${name}/:id`,
      summary: `${label}: delete (answers the record as it was)`,
      tag,
      access,
      audit: { resource: name, id: 'id' },
      ...(typeof writes.remove === 'object' ? { refusals: { 409: writes.remove.inUse } } : {}),
      params: idParams,
      conditional: true,
      responses: { 200: record },
    });
  }
  return calls;
}

export const admin = {
  categories: resource('categories', 'Categories', category, 'catalogue', {
    create: categorySchema,
    update: categorySchema,
    files: ['image'],
    remove: { inUse: 'Packages still use the category' },
  }),
  packages: resource('packages', 'Packages', packageRecord, 'catalogue', {
    create: packageSchema,
    update: packageUpdateSchema,
    files: ['image'],
    remove: true,
  }),
  components: resource('components', 'Package components', component, 'catalogue', {
    create: componentSchema,
    update: componentUpdateSchema,
    remove: true,
  }),
  works: resource('works', 'Works', work, 'catalogue', {
    create: workSchema,
    update: workUpdateSchema,
    files: ['thumbnail', 'image1', 'image2', 'image3', 'image4'],
    remove: true,
  }),
  // Staff move an order through its stages; what the customer ordered is theirs alone.
  orders: resource('orders', 'Orders', adminOrder, 'sales', {
    update: orderStageSchema,
    updateRefused: "The order is closed (withdrawn or cancelled): its stage no longer moves (code 'order.closed')",
  }),
  'contact-messages': resource('contact-messages', 'Contact messages', contactMessage, 'sales'),
  // Leads (issue 39): filter by stage, assigned_to, source, follow_up_due; sort by follow_up_on.
  leads: resource('leads', 'Leads', lead, 'sales', {
    create: leadCreateSchema,
    update: leadUpdateSchema,
    updateRefused: "A move the stages do not allow, or of a closed lead (codes 'lead.move_refused', 'lead.closed')",
  }),
  // Job costs' suppliers (issue 39): kept by the sales desk, never removed while a purchase order or bill names them.
  suppliers: resource('suppliers', 'Suppliers', supplier, 'sales', {
    create: supplierSchema,
    update: supplierSchema,
    remove: { inUse: "Purchase orders or bills name the supplier (code 'supplier.in_use')" },
  }),
  publish: {
    status: endpoint({
      method: 'GET',
      path: 'admin/publish',
      summary: 'When the site was last published, whether a build runs, waits or failed',
      tag: 'Console',
      access: staffOnly.catalogue,
      responses: { 200: publishStatus },
    }),
    statusRecord: endpoint({
      method: 'GET',
      path: 'admin/publish/status',
      summary: 'The same, as the record publish/status (react-admin getOne)',
      tag: 'Console',
      access: staffOnly.catalogue,
      responses: { 200: publishStatus },
    }),
  },
  // The audit log (api/src/audit/): the owner's alone, read like a resource, and exported whole as CSV.
  audit: {
    list: endpoint({
      method: 'GET',
      path: 'admin/audit',
      summary: 'Audit log: a page, newest first (filter by actor_id, action, resource, record_id, at_gte, at_lte); the total in Content-Range',
      tag: 'Console',
      access: staffOnly.owner,
      query: adminListQuery,
      responses: { 200: z.array(auditEntry) },
    }),
    export: endpoint({
      method: 'GET',
      path: 'admin/audit/export',
      summary: 'Audit log as CSV (text/csv, streamed), with the same filter as the list',
      tag: 'Console',
      access: staffOnly.owner,
      query: z.object({ filter: adminListQuery.shape.filter }),
      responses: { 200: z.string().describe('text/csv') },
    }),
    one: endpoint({
      method: 'GET',
      path: 'admin/audit/:id',
      summary: 'Audit log: one entry',
      tag: 'Console',
      access: staffOnly.owner,
      params: idParams,
      responses: { 200: auditEntry },
    }),
  },
  // The dashboard's day's work (api/src/work/): what needs action on the orders, for those who handle them.
  work: {
    today: endpoint({
      method: 'GET',
      path: 'admin/work',
      summary:
        "The day's work: accepted quotes to act on, unread messages, payments due and late, open snags, today's visits, orders withdrawn or asked to cancel; each counted, its first five orders named",
      tag: 'Console',
      access: staffOnly.sales,
      responses: { 200: workToday },
    }),
  },
  backups: {
    // Read as the record backups/status (react-admin getOne), as publish/status is.
    status: endpoint({
      method: 'GET',
      path: 'admin/backups/status',
      summary: 'The last backup (when, where, its size, or why it failed), the last that succeeded, and whether the API backs itself up',
      tag: 'Console',
      access: staffOnly.owner,
      responses: { 200: backupStatus },
    }),
  },
} as const;

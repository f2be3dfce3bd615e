import { packages } from '../db/schema.ts';
import { createPackage, deletePackage, getPackage, packageOut, selectPackages, updatePackage } from '../packages/service.ts';
import { countRows } from '../db/count.ts';
import { postListing } from './posts.ts';
import type { AdminResource } from './resource.ts';

export const packageResource: AdminResource = {
  name: 'packages',
  list: {
    id: packages.id,
    sort: {
      id: packages.id,
      title: packages.title,
      slug: packages.slug,
      price_per_unit: packages.pricePerUnit,
      view: packages.view,
      date: packages.date,
      post_status: packages.postStatus,
      category: packages.categoryId,
      user_id: packages.userId,
    },
    ...postListing(packages, { category: { column: packages.categoryId, kind: 'int' } }),
  },
  // Each record has the answer shape of the public face, its category and components included.
  page: async (app, plan) => {
    const [rows, total] = await Promise.all([selectPackages(app, plan.where, plan.orderBy, plan), countRows(app.db, packages, plan.where)]);
    return { records: rows.map((row) => packageOut(app, row)), total };
  },
  get: async (app, id) => packageOut(app, await getPackage(app, id)),
  create: async (app, body, user) => packageOut(app, await createPackage(app, body, user.id)),
  update: async (app, id, body) => packageOut(app, await updatePackage(app, id, body)),
  remove: async (app, id) => packageOut(app, await deletePackage(app, id)),
  imageFields: ['image'],
};

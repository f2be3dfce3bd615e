import { asc, eq, inArray } from 'drizzle-orm';
import { categories, components, packages } from '../db/schema.ts';
import { categoryColumns, createPackage, deletePackage, getPackage, packageOut, updatePackage, type PackageRow } from '../packages/service.ts';
import { countRows } from '../db/count.ts';
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
    search: [packages.title, packages.description, packages.tags, packages.titleAr, packages.descriptionAr],
    filters: {
      category: { column: packages.categoryId, kind: 'int' },
      user_id: { column: packages.userId, kind: 'int' },
      post_status: { column: packages.postStatus, kind: 'text' },
      slug: { column: packages.slug, kind: 'text' },
    },
  },
  // One page with its categories, then the page's components in one more query: each record has the
  // answer shape of the public face, components included.
  page: async (app, plan) => {
    const [rows, total] = await Promise.all([
      app.db
        .select({ pkg: packages, category: categoryColumns })
        .from(packages)
        .innerJoin(categories, eq(packages.categoryId, categories.id))
        .where(plan.where)
        .orderBy(...plan.orderBy)
        .limit(plan.limit)
        .offset(plan.offset),
      countRows(app.db, packages, plan.where),
    ]);
    const parts = rows.length
      ? await app.db
          .select()
          .from(components)
          .where(
            inArray(
              components.postId,
              rows.map((r) => r.pkg.id),
            ),
          )
          .orderBy(asc(components.id))
      : [];
    const byPackage = Map.groupBy(parts, (part) => part.postId);
    const records = rows.map((r): PackageRow => ({ ...r.pkg, category: r.category, comments: byPackage.get(r.pkg.id) ?? [] }));
    return { records: records.map((row) => packageOut(app, row)), total };
  },
  get: async (app, id) => packageOut(app, await getPackage(app, id)),
  create: async (app, body, user) => packageOut(app, await createPackage(app, body, user.id)),
  update: async (app, id, body) => packageOut(app, await updatePackage(app, id, body)),
  remove: async (app, id) => packageOut(app, await deletePackage(app, id)),
  imageFields: ['image'],
};

import { categories } from '../db/schema.ts';
import { categoryOut, createCategory, deleteCategory, getCategory, updateCategory } from '../categories/service.ts';
import { pageOf, type AdminResource } from './resource.ts';

export const categoryResource: AdminResource = {
  name: 'categories',
  list: {
    id: categories.id,
    sort: { id: categories.id, title: categories.title, slug: categories.slug },
    search: [categories.title, categories.details, categories.slug, categories.titleAr, categories.detailsAr],
    filters: { slug: { column: categories.slug, kind: 'text' } },
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, categories, plan);
    return { records: rows.map((row) => categoryOut(app, row)), total };
  },
  get: async (app, id) => categoryOut(app, await getCategory(app, id)),
  create: async (app, body) => categoryOut(app, await createCategory(app, body)),
  update: async (app, id, body) => categoryOut(app, await updateCategory(app, id, body)),
  remove: async (app, id) => {
    const before = await getCategory(app, id);
    await deleteCategory(app, id);
    return categoryOut(app, before);
  },
  imageFields: ['image'],
};

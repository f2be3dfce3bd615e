import { works } from '../db/schema.ts';
import { createWork, deleteWork, getWork, updateWork, workImageFields, workOut } from '../works/service.ts';
import { postListing } from './posts.ts';
import { pageOf, type AdminResource } from './resource.ts';

export const workResource: AdminResource = {
  name: 'works',
  list: {
    id: works.id,
    sort: {
      id: works.id,
      title: works.title,
      slug: works.slug,
      date: works.date,
      post_status: works.postStatus,
      user_id: works.userId,
    },
    ...postListing(works),
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, works, plan);
    return { records: rows.map((row) => workOut(app, row)), total };
  },
  get: async (app, id) => workOut(app, await getWork(app, id)),
  create: async (app, body, user) => workOut(app, await createWork(app, body, user.id)),
  update: async (app, id, body) => workOut(app, await updateWork(app, id, body)),
  remove: async (app, id) => workOut(app, await deleteWork(app, id)),
  imageFields: workImageFields,
};

import { components } from '../db/schema.ts';
import { componentOut, createComponent, deleteComponent, getComponent, updateComponent } from '../packages/service.ts';
import { pageOf, type AdminResource } from './resource.ts';

/** Package components ("comments" in the spec's API); the console lists a package's with filter post_id. */
export const componentResource: AdminResource = {
  name: 'components',
  list: {
    id: components.id,
    sort: {
      id: components.id,
      post_id: components.postId,
      title: components.title,
      name: components.name,
      email: components.email,
      date: components.date,
    },
    search: [components.title, components.description, components.name, components.email],
    filters: { post_id: { column: components.postId, kind: 'int' } },
  },
  page: async (app, plan) => {
    const { rows, total } = await pageOf(app, components, plan);
    return { records: rows.map(componentOut), total };
  },
  get: async (app, id) => componentOut(await getComponent(app, id)),
  create: async (app, body) => componentOut(await createComponent(app, body)),
  update: async (app, id, body) => componentOut(await updateComponent(app, id, body)),
  remove: async (app, id) => componentOut(await deleteComponent(app, id)),
};

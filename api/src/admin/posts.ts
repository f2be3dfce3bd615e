// What the console's lists of the spec's posts (packages, works) share: both tables have the same text columns,
// author and status, so a list of either is searched and filtered alike.
import type { packages, works } from '../db/schema.ts';
import type { ListSpec } from '../http/list-query.ts';

/** What `q` searches in a list of posts, and the filters it takes: the table's own (`filters`), then the shared ones. */
export function postListing(table: typeof packages | typeof works, filters: ListSpec['filters'] = {}): Pick<ListSpec, 'search' | 'filters'> {
  return {
    search: [table.title, table.description, table.tags, table.titleAr, table.descriptionAr],
    filters: {
      ...filters,
      user_id: { column: table.userId, kind: 'int' },
      post_status: { column: table.postStatus, kind: 'text' },
      slug: { column: table.slug, kind: 'text' },
    },
  };
}

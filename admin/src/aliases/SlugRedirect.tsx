import { Loading, useGetList, useParams } from 'react-admin';
import { ConsoleRedirect } from './ConsoleRedirect.tsx';
import type { SlugAlias } from './aliases.ts';

/** An alias with a `:slug`: find the record by its slug, then go to its console page (or to the list). */
export function SlugRedirect({ resource, view }: Omit<SlugAlias, 'from'>) {
  const { slug } = useParams<{ slug: string }>();
  const { data, isPending, error } = useGetList(resource, { filter: { slug }, pagination: { page: 1, perPage: 1 } });
  if (isPending) return <Loading />;
  const record = data?.[0];
  if (error || !record) return <ConsoleRedirect to={`/${resource}`} />;
  return <ConsoleRedirect to={`/${resource}/${encodeURIComponent(record.id)}${view === 'show' ? '/show' : ''}`} />;
}

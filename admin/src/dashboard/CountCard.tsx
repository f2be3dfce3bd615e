import type { ComponentType } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { useFormats } from '../i18n/format.ts';
import { CountTile } from './CountTile.tsx';
import AddIcon from '@mui/icons-material/Add';
import ListIcon from '@mui/icons-material/List';

type Props = {
  resource: string;
  title: string;
  icon: ComponentType<{ fontSize?: 'large' }>;
  viewLabel: string;
  createLabel?: string;
  /** Counts only these records (the list opens on the same filter); e.g. a salesperson's own orders. */
  filter?: Record<string, unknown>;
  /** Tells two cards of one resource apart (their count's test id). */
  id?: string;
};

/** One area of the catalogue: how many records it holds (the list's Content-Range total) and its buttons. */
export function CountCard({ resource, title: englishTitle, icon, viewLabel, createLabel, filter, id = resource }: Props) {
  const title = useTranslate()(englishTitle, { _: englishTitle });
  const { number } = useFormats();
  const { canAccess: mayCreate } = useCanAccess({ resource, action: 'create' });
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter });
  const to = filter ? `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : `/${resource}`;
  return (
    <CountTile title={title} icon={icon} count={error || total === undefined ? undefined : number(total)} pending={isPending} testId={`count-${id}`}>
      <LinkButton to={to} label={viewLabel} icon={<ListIcon />} variant="outlined" />
      {createLabel && mayCreate ? <LinkButton to={`/${resource}/create`} label={createLabel} icon={<AddIcon />} variant="contained" /> : null}
    </CountTile>
  );
}

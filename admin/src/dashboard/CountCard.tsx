import type { ComponentType } from 'react';
import { useCanAccess, useGetList, useTranslate } from 'react-admin';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { useFormats } from '../i18n/format.ts';
import { Box, Card, CardActions, CardContent, Skeleton, Typography } from '@mui/material';
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
export function CountCard({ resource, title: englishTitle, icon: Icon, viewLabel, createLabel, filter, id = resource }: Props) {
  const title = useTranslate()(englishTitle, { _: englishTitle });
  const { number } = useFormats();
  const { canAccess: mayCreate } = useCanAccess({ resource, action: 'create' });
  const { total, isPending, error } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' }, filter });
  const to = filter ? `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}` : `/${resource}`;
  return (
    <Card component="section" aria-label={title} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2, flex: 1 }}>
        <Box sx={{ color: 'primary.main', bgcolor: 'action.hover', borderRadius: 2, p: 1, display: 'flex' }}>
          <Icon fontSize="large" />
        </Box>
        <Box>
          <Typography variant="body2" color="text.secondary" component="h2">
            {title}
          </Typography>
          <Typography variant="h4" component="p" data-testid={`count-${id}`} sx={{ fontWeight: 700, lineHeight: 1.2 }}>
            {isPending ? <Skeleton width={40} /> : error || total === undefined ? '–' : number(total)}
          </Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <LinkButton to={to} label={viewLabel} icon={<ListIcon />} variant="outlined" />
        {createLabel && mayCreate ? <LinkButton to={`/${resource}/create`} label={createLabel} icon={<AddIcon />} variant="contained" /> : null}
      </CardActions>
    </Card>
  );
}

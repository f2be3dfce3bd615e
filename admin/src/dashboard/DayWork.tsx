// The day's work on the dashboard (issue 37), for those who handle orders: what needs action, each kind with its count
// and its first orders as links to their pages, from one read (GET admin/work).
import { useQuery } from '@tanstack/react-query';
import { LinkBase, useBasename, useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, Card, CardContent, Chip, Grid, List, ListItem, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { admin, type WorkItem, type WorkKind, type WorkToday, workKinds } from '@fitout/shared/contract';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { useFormats } from '../i18n/format.ts';
import { useOrderWords } from '../orders/useOrderWords.ts';

/** Kinds that are trouble when they are not zero: their count shows in the warning colour. */
const pressing: ReadonlySet<WorkKind> = new Set(['payments_late', 'closing', 'open_snags', 'overdue_selections']);

export const useDayWork = () =>
  useQuery({ queryKey: ['work', 'today'], queryFn: () => callEndpoint<WorkToday>(admin.work.today), refetchInterval: 60_000 });

function Kind({ kind, count, orders }: { kind: WorkKind; count: number; orders: WorkItem[] }) {
  const translate = useTranslate();
  const basename = useBasename();
  const { number } = useFormats();
  const { option } = useOrderWords();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.work.${key}`, args);
  const title = w(`kinds.${kind}.title`);
  const [locale] = useLocaleState();
  const packageName = (order: WorkItem) => (locale === 'ar' && order.package_ar) || order.package;
  const place = (order: WorkItem) => [packageName(order), option(order.city)].filter(Boolean).join(' · ');
  return (
    <Card component="section" aria-label={`${title}: ${number(count)}`} data-work={kind} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {title}
          </Typography>
          <Chip
            label={number(count)}
            color={count ? (pressing.has(kind) ? 'warning' : 'primary') : 'default'}
            data-testid={`work-${kind}`}
            sx={{ fontWeight: 700, fontSize: '1rem' }}
          />
        </Box>
        {orders.length ? (
          <>
            <List dense disablePadding sx={{ mt: 1 }}>
              {orders.map((order, index) => (
                <ListItem key={`${order.order_id}-${index}`} disablePadding>
                  <ListItemButton component={LinkBase} to={`${basename}/orders/${order.order_id}/show`} sx={{ px: 1, borderRadius: 1 }}>
                    <ListItemText
                      primary={w('order', { id: number(order.order_id) })}
                      secondary={<bdi>{place(order) || order.full_name}</bdi>}
                      slotProps={{ secondary: { noWrap: true, dir: 'auto' } }}
                    />
                  </ListItemButton>
                </ListItem>
              ))}
            </List>
            {count > orders.length ? (
              <Typography variant="body2" color="text.secondary" sx={{ px: 1, pt: 0.5 }}>
                {w('more', { count: number(count - orders.length) })}
              </Typography>
            ) : null}
          </>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {w(`kinds.${kind}.empty`)}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

/** The kinds in their order, each in a card: two a row on a tablet, four on a desktop, one on a phone. */
export function DayWork() {
  const translate = useTranslate();
  const { data, isPending, isError } = useDayWork();
  const title = translate('console.work.title');
  return (
    <Box component="section" aria-label={title} sx={{ mb: 3 }} data-testid="day-work">
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate('console.work.intro')}
      </Typography>
      {isError ? (
        <Alert severity="error">{translate('console.work.failed')}</Alert>
      ) : (
        <Grid container spacing={2}>
          {workKinds.map((kind) => (
            <Grid key={kind} size={{ xs: 12, sm: 6, lg: 3 }}>
              {isPending || !data ? <Skeleton variant="rounded" height={120} /> : <Kind kind={kind} {...data[kind]} />}
            </Grid>
          ))}
        </Grid>
      )}
    </Box>
  );
}

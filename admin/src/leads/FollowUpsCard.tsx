// The dashboard's follow-ups due (issue 39): open leads whose follow-up day is today or past, counted, the first five
// as links to their pages, from the day's work read (GET admin/work).
import { LinkBase, useBasename, useLocaleState } from 'react-admin';
import { Box, Card, CardContent, Chip, List, ListItemButton, ListItemText, Skeleton, Typography } from '@mui/material';
import { formatDay } from '@fitout/shared';
import { LinkButton } from '../buttons/LinkButton.tsx';
import { useDayWork } from '../dashboard/DayWork.tsx';
import { useFormats } from '../i18n/format.ts';
import { useLeadWords } from './useLeadWords.ts';

export function FollowUpsCard() {
  const { data, isPending } = useDayWork();
  const { w, stage, money } = useLeadWords();
  const { number } = useFormats();
  const [locale] = useLocaleState();
  const basename = useBasename();
  const title = w('follow_ups');
  if (isPending || !data) return <Skeleton variant="rounded" height={120} sx={{ mb: 3 }} />;
  const { count, leads } = data.lead_follow_ups;
  return (
    <Card component="section" aria-label={`${title}: ${number(count)}`} data-testid="lead-follow-ups" sx={{ mb: 3 }}>
      <CardContent sx={{ pb: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          <Chip label={number(count)} color={count ? 'warning' : 'default'} sx={{ fontWeight: 700 }} />
          <Box sx={{ flex: 1 }} />
          <LinkButton to="/leads" label="console.leads.view_leads" />
        </Box>
        {leads.length ? (
          <List dense disablePadding sx={{ mt: 1, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
            {leads.map((lead) => (
              <ListItemButton key={lead.id} component={LinkBase} to={`${basename}/leads/${lead.id}/show`} sx={{ px: 1, borderRadius: 1 }}>
                <ListItemText
                  primary={<bdi>{lead.name}</bdi>}
                  secondary={[
                    formatDay(lead.follow_up_on, locale === 'ar' ? 'ar' : 'en'),
                    stage(lead.stage),
                    lead.assignee_name,
                    money(lead.estimated_value),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItemButton>
            ))}
          </List>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {w('follow_ups_empty')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
}

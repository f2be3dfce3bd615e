// A lead's page: who and how to reach them, where they came from, the estimate, its stage and the moves it may make,
// its notes and messages, and the conversion into an order.
import { Show, TopToolbar, useLocaleState, useRecordContext } from 'react-admin';
import { formatDay } from '@fitout/shared';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { Lead } from '@fitout/shared/contract';
import { BackButton } from '../buttons/BackButton.tsx';
import { UpdateButton } from '../buttons/LinkButton.tsx';
import { useFormats } from '../i18n/format.ts';
import { LeadConvert } from './LeadConvert.tsx';
import { LeadNotes } from './LeadNotes.tsx';
import { LeadStageActions } from './LeadStageActions.tsx';
import { LeadStageChip } from './LeadStageChip.tsx';
import { useLeadWords } from './useLeadWords.ts';

const actions = (
  <TopToolbar>
    <BackButton to="/leads" label="console.back_to_list" />
    <UpdateButton />
  </TopToolbar>
);

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

function LeadPage() {
  const lead = useRecordContext<Lead>();
  const { w, source, money } = useLeadWords();
  const { date, number, price } = useFormats();
  const [locale] = useLocaleState();
  if (!lead) return null;
  const day = (value: string) => formatDay(value, locale === 'ar' ? 'ar' : 'en');
  return (
    <Stack spacing={2} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          <bdi>{lead.name}</bdi>
        </Typography>
        <LeadStageChip stage={lead.stage} />
        {lead.follow_up_due ? <Chip size="small" color="warning" label={w('due')} /> : null}
        <Box sx={{ flex: 1 }} />
        <LeadConvert />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '2fr 3fr' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Fact label={w('phone')}>
                <bdi dir="ltr">{lead.phone || '—'}</bdi>
              </Fact>
              <Fact label={w('email')}>
                <bdi dir="ltr">{lead.email || '—'}</bdi>
              </Fact>
              <Fact label={w('source')}>{source(lead.source)}</Fact>
              <Fact label={w('assigned_to')}>{lead.assignee_name || w('nobody')}</Fact>
              <Fact label={w('follow_up_on')}>{lead.follow_up_on ? day(lead.follow_up_on) : '—'}</Fact>
              <Fact label={w('value')}>
                <span data-testid="lead-value">{money(lead.estimated_value)}</span>
              </Fact>
              {lead.estimate ? (
                <Box sx={{ gridColumn: '1 / -1' }}>
                  <Fact label={w('sources.calculator')}>
                    {w('estimate', { meters: number(lead.estimate.meters), price: price(lead.estimate.price_per_meter) })}
                  </Fact>
                </Box>
              ) : null}
              <Fact label={w('created_at')}>{date(lead.created_at)}</Fact>
            </CardContent>
          </Card>
          <LeadStageActions />
        </Stack>
        <LeadNotes />
      </Box>
    </Stack>
  );
}

export default function LeadShow() {
  return (
    <Show title="console.leads.title" actions={actions} component="div">
      <LeadPage />
    </Show>
  );
}

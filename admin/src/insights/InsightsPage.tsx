// The business at a glance (issue 39), for owners and sales: a period (this month, quarter, year, or custom days, kept
// in the address), then the charts, whose library loads only here (Charts.tsx, import()).
import { lazy, Suspense, useState } from 'react';
import { AccessDenied, usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box, Card, CardContent, CircularProgress, MenuItem, TextField } from '@mui/material';
import { insightPeriods, type InsightPeriod } from '@fitout/shared';
import { addDays, cairoToday, isDay } from '../visits/visitApi.ts';
import { maySeeInsights, type PeriodChoice } from './insightApi.ts';
import { DayField } from '../i18n/DayField.tsx';
import { useInsightWords } from './useInsightWords.ts';
import PageIntro from '../layout/PageIntro.tsx';

const Charts = lazy(() => import('./Charts.tsx'));

function choiceOf(search: URLSearchParams): PeriodChoice {
  const period = (insightPeriods as readonly string[]).includes(search.get('period') ?? '') ? (search.get('period') as InsightPeriod) : 'month';
  const today = cairoToday();
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return { period, from: isDay(from) ? from : addDays(today, -89), to: isDay(to) ? to : today };
}

function PeriodPicker({ choice, onChoice }: { choice: PeriodChoice; onChoice: (choice: PeriodChoice) => void }) {
  const { w } = useInsightWords();
  const [draft, setDraft] = useState(choice);
  const custom = choice.period === 'custom';
  const invalid = custom && !(isDay(draft.from) && isDay(draft.to) && draft.from <= draft.to);
  const set = (next: PeriodChoice) => {
    setDraft(next);
    if (next.period !== 'custom' || (isDay(next.from) && isDay(next.to) && next.from <= next.to)) onChoice(next);
  };
  const day = { width: 170, '& input': { colorScheme: (theme: { palette: { mode: string } }) => theme.palette.mode } };
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <TextField
          select
          size="small"
          name="period"
          label={w('period')}
          value={choice.period}
          onChange={(event) => set({ ...draft, period: event.target.value as InsightPeriod })}
          sx={{ minWidth: 180 }}
        >
          {insightPeriods.map((period) => (
            <MenuItem key={period} value={period}>
              {w(`periods.${period}`)}
            </MenuItem>
          ))}
        </TextField>
        {custom ? (
          <>
            <DayField
              size="small"
              name="from"
              label={w('from')}
              value={draft.from}
              onChange={(from) => set({ ...draft, from })}
              error={invalid}
              sx={day}
            />
            <DayField
              size="small"
              name="to"
              label={w('to')}
              value={draft.to}
              onChange={(to) => set({ ...draft, to })}
              error={invalid}
              helperText={invalid ? w('invalid_period') : undefined}
              sx={day}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function InsightsPage() {
  const { w } = useInsightWords();
  const { permissions: role, isPending } = usePermissions();
  const [search, setSearch] = useSearchParams();
  const choice = choiceOf(search);
  const onChoice = (next: PeriodChoice) =>
    setSearch(
      next.period === 'custom' ? { period: 'custom', from: next.from, to: next.to } : next.period === 'month' ? {} : { period: next.period },
      { replace: true },
    );

  if (isPending) return null;
  if (!maySeeInsights(role)) return <AccessDenied />;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageIntro title={w('title')} intro={w('intro')} />
      <PeriodPicker key={choice.period} choice={choice} onChoice={onChoice} />
      <Suspense
        fallback={
          <Box sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
            <CircularProgress aria-label={w('loading')} />
          </Box>
        }
      >
        <Charts choice={choice} />
      </Suspense>
    </Box>
  );
}

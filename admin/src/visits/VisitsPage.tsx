// Site visits (issue 25), for owners and sales: a day's booked visits (the day chosen with a date field or a day back
// and forth, today in Cairo at first, kept in the address as ?day=), the slots from that day for 14 days, and the form
// that opens a slot.
import { AccessDenied, usePermissions } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { Box, Button, Card, CardContent, IconButton, Tooltip, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import TodayIcon from '@mui/icons-material/Today';
import { DayField } from '../i18n/DayField.tsx';
import { DayVisits } from './DayVisits.tsx';
import { SlotForm } from './SlotForm.tsx';
import { SlotList } from './SlotList.tsx';
import { addDays, cairoToday, isDay, maySeeVisits } from './visitApi.ts';
import { useVisitWords } from './useVisitWords.ts';
import PageIntro from '../layout/PageIntro.tsx';

function DayPicker({ day, today, onDay }: { day: string; today: string; onDay: (day: string) => void }) {
  const words = useVisitWords();
  const { w, arabic } = words;
  // The arrows point the way the days run on the page: backwards is to the right in Arabic.
  const Back = arabic ? ChevronRightIcon : ChevronLeftIcon;
  const Forward = arabic ? ChevronLeftIcon : ChevronRightIcon;
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, '&:last-child': { pb: 2 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <Tooltip title={w('previous_day')}>
            <IconButton aria-label={w('previous_day')} onClick={() => onDay(addDays(day, -1))}>
              <Back />
            </IconButton>
          </Tooltip>
          <DayField
            name="day"
            size="small"
            label={w('day')}
            value={day}
            onChange={(next) => isDay(next) && onDay(next)}
            sx={{ width: arabic ? 240 : 180, '& input': { colorScheme: (theme) => theme.palette.mode } }}
          />
          <Tooltip title={w('next_day')}>
            <IconButton aria-label={w('next_day')} onClick={() => onDay(addDays(day, 1))}>
              <Forward />
            </IconButton>
          </Tooltip>
        </Box>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, flex: '1 1 auto' }} aria-live="polite">
          {words.day(day)}
        </Typography>
        {day !== today ? (
          <Button size="small" variant="outlined" startIcon={<TodayIcon />} onClick={() => onDay(today)}>
            {w('today')}
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}

export default function VisitsPage() {
  const { w } = useVisitWords();
  const { permissions: role, isPending } = usePermissions();
  const [search, setSearch] = useSearchParams();
  const today = cairoToday();
  const asked = search.get('day') ?? '';
  const day = isDay(asked) ? asked : today;
  const setDay = (next: string) => setSearch(next === today ? {} : { day: next }, { replace: true });

  if (isPending) return null;
  if (!maySeeVisits(role)) return <AccessDenied />;
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <PageIntro title={w('title')} intro={w('intro')} />
      <DayPicker day={day} today={today} onDay={setDay} />
      <DayVisits day={day} />
      <SlotList from={day} />
      <SlotForm day={day} today={today} />
    </Box>
  );
}

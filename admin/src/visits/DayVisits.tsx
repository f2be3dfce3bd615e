// The day's booked visits, by the time they start: when, who (name, phone to call), where, and the order's page.
// A table on wide screens, a list of cards on phones; either is named "Visits on this day".
import { LinkBase, useBasename } from 'react-admin';
import { Box, Button, Chip, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import EventAvailableIcon from '@mui/icons-material/EventAvailableOutlined';
import PhoneIcon from '@mui/icons-material/PhoneOutlined';
import PlaceIcon from '@mui/icons-material/PlaceOutlined';
import type { DayVisit } from '@fitout/shared/contract';
import { useDayVisits } from './visitApi.ts';
import { CardsOrTable, ItemCard } from './CardsOrTable.tsx';
import { TimeWindow } from './TimeWindow.tsx';
import { useVisitWords, type VisitWords } from './useVisitWords.ts';
import { VisitsPanel } from './VisitsPanel.tsx';

const place = (visit: DayVisit, words: VisitWords) =>
  [visit.area, visit.city, words.orderGovernorate(visit.governorate)].map((part) => part.trim()).filter(Boolean);

function Phone({ visit }: { visit: DayVisit }) {
  return (
    <Link href={`tel:${visit.phone.replace(/[^\d+]/g, '')}`} dir="ltr" sx={{ whiteSpace: 'nowrap', unicodeBidi: 'isolate' }}>
      {visit.phone}
    </Link>
  );
}

function OrderLink({ visit, words }: { visit: DayVisit; words: VisitWords }) {
  const basename = useBasename();
  return (
    <Button component={LinkBase} to={`${basename}/orders/${visit.order_id}/show`} size="small" variant="outlined" sx={{ whiteSpace: 'nowrap' }}>
      {words.w('order_number', { id: words.number(visit.order_id) })}
    </Button>
  );
}

function VisitTable({ visits, words }: { visits: DayVisit[]; words: VisitWords }) {
  const { w } = words;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={w('visits_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{w('time')}</TableCell>
            <TableCell>{w('customer')}</TableCell>
            <TableCell>{w('phone')}</TableCell>
            <TableCell>{w('place')}</TableCell>
            <TableCell>{w('order')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {visits.map((visit) => (
            <TableRow key={visit.id} data-visit={visit.id}>
              <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                <TimeWindow from={visit.slot.starts_at} to={visit.slot.ends_at} />
              </TableCell>
              <TableCell sx={{ fontWeight: 500 }}>{visit.full_name}</TableCell>
              <TableCell>
                <Phone visit={visit} />
              </TableCell>
              <TableCell>{place(visit, words).join(words.arabic ? '، ' : ', ')}</TableCell>
              <TableCell>
                <OrderLink visit={visit} words={words} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function VisitCards({ visits, words }: { visits: DayVisit[]; words: VisitWords }) {
  return (
    <Box component="ul" aria-label={words.w('visits_label')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {visits.map((visit) => (
        <ItemCard key={visit.id} data-visit={visit.id}>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 600 }}>
            <TimeWindow from={visit.slot.starts_at} to={visit.slot.ends_at} />
          </Typography>
          <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600, lineHeight: 1.4 }}>
            {visit.full_name}
          </Typography>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mt: 0.5 }}>
            <PhoneIcon fontSize="small" color="action" aria-hidden />
            <Phone visit={visit} />
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.75, mt: 0.5 }}>
            <PlaceIcon fontSize="small" color="action" aria-hidden />
            <Typography variant="body2">{place(visit, words).join(words.arabic ? '، ' : ', ')}</Typography>
          </Box>
          <Box sx={{ mt: 1 }}>
            <OrderLink visit={visit} words={words} />
          </Box>
        </ItemCard>
      ))}
    </Box>
  );
}

export function DayVisits({ day }: { day: string }) {
  const words = useVisitWords();
  const { w } = words;
  const query = useDayVisits(day);
  const visits = query.data ?? [];
  return (
    <VisitsPanel
      id="day-visits-title"
      title={w('visits_title')}
      aside={
        <>
          {query.data ? <Chip size="small" label={words.number(visits.length)} color={visits.length ? 'primary' : 'default'} /> : null}
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {words.day(day)}
          </Typography>
        </>
      }
    >
      <CardsOrTable
        query={query}
        w={w}
        count={visits.length}
        cards={<VisitCards visits={visits} words={words} />}
        table={<VisitTable visits={visits} words={words} />}
        empty={
          <Box sx={{ textAlign: 'center', py: 4, color: 'text.secondary' }}>
            <EventAvailableIcon sx={{ fontSize: 48, color: 'text.disabled' }} aria-hidden />
            <Typography sx={{ mt: 1 }}>{w('none')}</Typography>
          </Box>
        }
      />
    </VisitsPanel>
  );
}

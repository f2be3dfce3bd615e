// The slots from the day shown, for 14 days, by day and time: each window, the governorates it covers, how many of
// its places are booked, and its removal (confirmed; a slot with booked visits is refused in the server's words).
import { Fragment, useState } from 'react';
import { Confirm, useNotify } from 'react-admin';
import { Box, Button, Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { visuallyHidden } from '@mui/utils';
import { governorateOptions } from '@fitout/shared';
import type { VisitSlot } from '@fitout/shared/contract';
import { removeSlot, useReloadVisits, useSlots } from './visitApi.ts';
import { CardsOrTable, ItemCard } from './CardsOrTable.tsx';
import { TimeWindow } from './TimeWindow.tsx';
import { useVisitWords, type VisitWords } from './useVisitWords.ts';
import { VisitsPanel } from './VisitsPanel.tsx';

function Governorates({ slot, words }: { slot: VisitSlot; words: VisitWords }) {
  const all = slot.governorates.length >= governorateOptions.length;
  const names = all ? [words.w('all_governorates')] : slot.governorates.map(words.governorate);
  return (
    <Box component="ul" aria-label={words.w('governorates')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {names.map((name) => (
        <Chip component="li" key={name} label={name} size="small" variant="outlined" />
      ))}
    </Box>
  );
}

function Booked({ slot, words }: { slot: VisitSlot; words: VisitWords }) {
  const full = slot.booked >= slot.capacity;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, whiteSpace: 'nowrap' }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
        {words.w('booked_of', { booked: words.number(slot.booked), capacity: words.number(slot.capacity) })}
      </Typography>
      {full ? <Chip label={words.w('full')} size="small" color="success" /> : null}
    </Box>
  );
}

type Props = { slot: VisitSlot; words: VisitWords; onDelete: (slot: VisitSlot) => void };

function DeleteSlot({ slot, words, onDelete }: Props) {
  return (
    <Button
      size="small"
      color="error"
      startIcon={<DeleteIcon />}
      onClick={() => onDelete(slot)}
      aria-label={words.w('delete_slot', { day: words.shortDay(slot.day), window: words.window(slot.starts_at, slot.ends_at) })}
    >
      {words.w('delete')}
    </Button>
  );
}

function SlotTable({ days, words, onDelete }: { days: [string, VisitSlot[]][]; words: VisitWords; onDelete: Props['onDelete'] }) {
  const { w } = words;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={w('slots_label')}>
        <TableHead>
          <TableRow>
            <TableCell>{w('day')}</TableCell>
            <TableCell>{w('window')}</TableCell>
            <TableCell>{w('governorates')}</TableCell>
            <TableCell>{w('booked')}</TableCell>
            <TableCell>
              <Box component="span" sx={visuallyHidden}>
                {w('delete')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {days.map(([day, slots]) => (
            <Fragment key={day}>
              {slots.map((slot, index) => (
                <TableRow key={slot.id} data-slot={slot.id}>
                  {index === 0 ? (
                    <TableCell
                      component="th"
                      scope="rowgroup"
                      rowSpan={slots.length}
                      sx={{ verticalAlign: 'top', fontWeight: 600, whiteSpace: 'nowrap', borderRight: 1, borderRightColor: 'divider' }}
                    >
                      {words.shortDay(day)}
                    </TableCell>
                  ) : null}
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <TimeWindow from={slot.starts_at} to={slot.ends_at} />
                  </TableCell>
                  <TableCell sx={{ minWidth: 200 }}>
                    <Governorates slot={slot} words={words} />
                  </TableCell>
                  <TableCell>
                    <Booked slot={slot} words={words} />
                  </TableCell>
                  <TableCell align="right">
                    <DeleteSlot slot={slot} words={words} onDelete={onDelete} />
                  </TableCell>
                </TableRow>
              ))}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function SlotCards({ days, words, onDelete }: { days: [string, VisitSlot[]][]; words: VisitWords; onDelete: Props['onDelete'] }) {
  return (
    <Box component="section" aria-label={words.w('slots_label')} sx={{ display: 'grid', gap: 2 }}>
      {days.map(([day, slots]) => (
        <Box key={day}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 0.75 }}>
            {words.day(day)}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
            {slots.map((slot) => (
              <ItemCard key={slot.id} data-slot={slot.id}>
                <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1 }}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    <TimeWindow from={slot.starts_at} to={slot.ends_at} />
                  </Typography>
                  <Booked slot={slot} words={words} />
                </Box>
                <Governorates slot={slot} words={words} />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
                  <DeleteSlot slot={slot} words={words} onDelete={onDelete} />
                </Box>
              </ItemCard>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function SlotList({ from }: { from: string }) {
  const words = useVisitWords();
  const { w } = words;
  const query = useSlots(from);
  const reload = useReloadVisits();
  const notify = useNotify();
  const [deleting, setDeleting] = useState<VisitSlot | null>(null);
  const [busy, setBusy] = useState(false);

  const days = new Map<string, VisitSlot[]>();
  for (const slot of query.data ?? []) days.set(slot.day, [...(days.get(slot.day) ?? []), slot]);
  const grouped = [...days.entries()];

  const confirm = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await removeSlot(deleting.id);
      notify('console.visits.deleted', { type: 'success' });
    } catch (failure) {
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
      setDeleting(null);
      reload();
    }
  };

  return (
    <VisitsPanel id="visit-slots-title" title={w('slots_title')} help={w('slots_help')}>
      <CardsOrTable
        query={query}
        w={w}
        count={grouped.length}
        cards={<SlotCards days={grouped} words={words} onDelete={setDeleting} />}
        table={<SlotTable days={grouped} words={words} onDelete={setDeleting} />}
        empty={
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {w('no_slots')}
          </Typography>
        }
      />
      <Confirm
        isOpen={!!deleting}
        loading={busy}
        title="console.visits.delete_title"
        content="console.visits.delete_body"
        contentTranslateOptions={deleting ? { day: words.day(deleting.day), window: words.window(deleting.starts_at, deleting.ends_at) } : {}}
        confirm="console.visits.delete"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setDeleting(null)}
      />
    </VisitsPanel>
  );
}

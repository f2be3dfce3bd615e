// "Open a slot": a day, a window (Cairo time), the governorates it covers and how many visits it takes. The server
// checks it; its refusals ({field: [message]}) show under their fields, in the console's language.
import { type FormEvent, useEffect, useState } from 'react';
import { useNotify } from 'react-admin';
import { Alert, Autocomplete, Box, Button, Checkbox, CircularProgress, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckBoxIcon from '@mui/icons-material/CheckBox';
import CheckBoxOutlineBlankIcon from '@mui/icons-material/CheckBoxOutlineBlank';
import { governorateOptions, MAX_SLOT_CAPACITY } from '@fitout/shared';
import { DayField, TimeField } from '../i18n/DayField.tsx';
import { NumberField } from '../i18n/NumberField.tsx';
import { useFieldRefusals } from '../i18n/useFieldRefusals.ts';
import { createSlot, useReloadVisits } from './visitApi.ts';
import { useVisitWords } from './useVisitWords.ts';
import { VisitsPanel } from './VisitsPanel.tsx';

type Governorate = (typeof governorateOptions)[number];
const fields = ['day', 'starts_at', 'ends_at', 'governorates', 'capacity'] as const;
type Field = (typeof fields)[number];

/** The API's field errors by the form's fields (an error on `governorates.3` is the governorates'); the rest apart. */
function errorsOf(body: unknown): { byField: Partial<Record<Field, string[]>>; other: string[] } {
  const byField: Partial<Record<Field, string[]>> = {};
  const other: string[] = [];
  if (!body || typeof body !== 'object') return { byField, other };
  for (const [key, value] of Object.entries(body)) {
    if (!Array.isArray(value)) continue;
    const texts = value.filter((text): text is string => typeof text === 'string');
    const field = fields.find((name) => key === name || key.startsWith(`${name}.`));
    if (field) byField[field] = [...(byField[field] ?? []), ...texts];
    else other.push(...texts);
  }
  return { byField, other };
}

/** The native date and time pickers in the theme's colours (their icons are dark on a dark page otherwise). */
const pickerColours = { '& input': { colorScheme: (theme: { palette: { mode: string } }) => theme.palette.mode } } as const;

export function SlotForm({ day: shownDay, today }: { day: string; today: string }) {
  const words = useVisitWords();
  const { w } = words;
  const notify = useNotify();
  const fieldRefusals = useFieldRefusals();
  const reload = useReloadVisits();
  // The day shown above, unless it is past.
  const [day, setDay] = useState(shownDay < today ? today : shownDay);
  useEffect(() => setDay(shownDay < today ? today : shownDay), [shownDay, today]);
  const [from, setFrom] = useState('10:00');
  const [to, setTo] = useState('12:00');
  const [governorates, setGovernorates] = useState<Governorate[]>([]);
  const [capacity, setCapacity] = useState('1');
  const [errors, setErrors] = useState<ReturnType<typeof errorsOf>>({ byField: {}, other: [] });
  const [busy, setBusy] = useState(false);

  const error = (field: Field) => errors.byField[field]?.join(' ');
  const help = (field: Field, fallback?: string) => error(field) || fallback;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setErrors({ byField: {}, other: [] });
    const count = Number(capacity);
    try {
      await createSlot({
        day,
        starts_at: from,
        ends_at: to,
        governorates: governorates.map((option) => option.value),
        // A number that is not one goes as typed, for the server to name the field.
        capacity: capacity.trim() !== '' && Number.isInteger(count) ? count : (capacity as unknown as number),
      });
      notify('console.visits.opened', { type: 'success' });
      reload();
    } catch (failure) {
      const found = errorsOf(fieldRefusals((failure as { body?: unknown }).body));
      setErrors(found);
      const status = (failure as { status?: number }).status;
      // Field errors speak for themselves under their fields; anything else is a notice in the server's words.
      if (status !== 400 || !Object.keys(found.byField).length) {
        notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <VisitsPanel id="open-slot-title" title={w('form_title')} help={w('form_help')}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="open-slot-title">
        {errors.other.length ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {errors.other.join(' ')}
          </Alert>
        ) : null}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '1.4fr 1fr 1fr 1fr' }, alignItems: 'start' }}>
          <DayField
            name="day"
            label={w('slot_day')}
            value={day}
            min={today}
            onChange={setDay}
            error={!!error('day')}
            helperText={help('day')}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, ...pickerColours }}
          />
          <TimeField
            name="starts_at"
            label={w('from')}
            value={from}
            onChange={setFrom}
            step={300}
            error={!!error('starts_at')}
            helperText={help('starts_at')}
            sx={pickerColours}
          />
          <TimeField
            name="ends_at"
            label={w('to')}
            value={to}
            onChange={setTo}
            step={300}
            error={!!error('ends_at')}
            helperText={help('ends_at')}
            sx={pickerColours}
          />
          <NumberField
            name="capacity"
            label={w('capacity')}
            value={capacity}
            onChange={setCapacity}
            min={1}
            max={MAX_SLOT_CAPACITY}
            error={!!error('capacity')}
            helperText={help('capacity', w('capacity_help'))}
            sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            slotProps={{ htmlInput: { step: 1, inputMode: 'numeric' } }}
          />
          <Autocomplete
            multiple
            disableCloseOnSelect
            options={governorateOptions as readonly Governorate[] as Governorate[]}
            value={governorates}
            onChange={(_event, chosen) => setGovernorates(chosen)}
            getOptionLabel={(option) => words.governorate(option.value)}
            isOptionEqualToValue={(option, value) => option.value === value.value}
            sx={{ gridColumn: '1 / -1' }}
            renderOption={(props, option, { selected }) => {
              const { key, ...rest } = props as typeof props & { key: string };
              return (
                <li key={key} {...rest}>
                  <Checkbox
                    icon={<CheckBoxOutlineBlankIcon fontSize="small" />}
                    checkedIcon={<CheckBoxIcon fontSize="small" />}
                    checked={selected}
                    size="small"
                    sx={{ p: 0, mr: 1 }}
                    tabIndex={-1}
                    aria-hidden
                  />
                  {words.governorate(option.value)}
                </li>
              );
            }}
            renderInput={(params) => (
              <TextField
                {...params}
                name="governorates"
                label={w('governorates')}
                error={!!error('governorates')}
                helperText={help('governorates', w('governorates_help'))}
              />
            )}
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <AddIcon />}
          >
            {w('open_slot')}
          </Button>
          <Button onClick={() => setGovernorates(governorates.length === governorateOptions.length ? [] : [...governorateOptions])} disabled={busy}>
            {governorates.length === governorateOptions.length ? w('clear_governorates') : w('all_governorates_choose')}
          </Button>
        </Box>
      </Box>
    </VisitsPanel>
  );
}

// The draft quote's form: lines (English and Arabic, quantity, unit, unit price in EGP, optional), discount, validity,
// terms, and the payment schedule. The console only shapes the input; the server checks it and computes every figure
// (the totals shown come from its answer). Prices are typed in EGP and sent as whole piastres.
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, Checkbox, FormControlLabel, IconButton, MenuItem, Stack, TextField, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { egpToPiastres, milestoneDueOptions, piastresToEgp } from '@fitout/shared';
import { type Quote, type QuoteDraftRecord, quotes } from '@fitout/shared/contract';
import { call } from './quoteApi.ts';
import { QuoteTotals } from './QuoteTotals.tsx';
import { useFieldRefusals } from '../i18n/useFieldRefusals.ts';

type LineText = { description: string; description_ar: string; quantity: string; unit: string; unit_price: string; optional: boolean };
type StepText = { label: string; label_ar: string; percent: string; due: string };
type DraftText = { lines: LineText[]; discount: string; valid_until: string; terms: string; terms_ar: string; schedule: StepText[] };

const asText = (draft: QuoteDraftRecord): DraftText => ({
  lines: draft.lines.map((line) => ({ ...line, quantity: String(line.quantity), unit_price: piastresToEgp(line.unit_price) })),
  discount: piastresToEgp(draft.discount),
  valid_until: draft.valid_until,
  terms: draft.terms,
  terms_ar: draft.terms_ar,
  schedule: draft.schedule.map((step) => ({ ...step, percent: String(step.percent) })),
});

/** The body the API reads; an amount that is not one is sent as it was typed, for the server to name its field. */
const asBody = (text: DraftText) => ({
  lines: text.lines.map((line) => ({
    description: line.description,
    description_ar: line.description_ar,
    quantity: Number(line.quantity),
    unit: line.unit,
    unit_price: egpToPiastres(line.unit_price) ?? line.unit_price,
    optional: line.optional,
  })),
  discount: text.discount.trim() === '' ? 0 : (egpToPiastres(text.discount) ?? text.discount),
  valid_until: text.valid_until,
  terms: text.terms,
  terms_ar: text.terms_ar,
  schedule: text.schedule.map((step) => ({ label: step.label, label_ar: step.label_ar, percent: Number(step.percent), due: step.due })),
});

const emptyLine = (): LineText => ({ description: '', description_ar: '', quantity: '1', unit: 'item', unit_price: '0', optional: false });
const emptyStep = (): StepText => ({ label: '', label_ar: '', percent: '', due: 'acceptance' });

type Props = {
  orderId: number;
  /** The saved draft (absent: a new one, from `start`). */
  draft?: Quote;
  start: QuoteDraftRecord;
  onDone: () => void;
  onCancel?: () => void;
};

export function QuoteEditor({ orderId, draft, start, onDone, onCancel }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const fieldRefusals = useFieldRefusals();
  const [text, setText] = useState<DraftText>(() => asText(start));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(!draft);
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.quotes.${key}`, args);

  const change = (next: Partial<DraftText>) => {
    setText((current) => ({ ...current, ...next }));
    setDirty(true);
  };
  const setLine = (index: number, patch: Partial<LineText>) =>
    change({ lines: text.lines.map((line, i) => (i === index ? { ...line, ...patch } : line)) });
  const setStep = (index: number, patch: Partial<StepText>) =>
    change({ schedule: text.schedule.map((step, i) => (i === index ? { ...step, ...patch } : step)) });
  const error = (field: string) => errors[field]?.join(' ');

  async function run(work: () => Promise<unknown>, notice: string) {
    setBusy(true);
    setErrors({});
    try {
      await work();
      notify(notice, { type: 'success' });
      setDirty(false);
      onDone();
    } catch (failure) {
      const body = (failure as { body?: Record<string, unknown> }).body;
      setErrors(fieldRefusals(body));
      notify((failure as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const save = () =>
    run(
      () => (draft ? call(quotes.update, { id: draft.id }, asBody(text)) : call(quotes.create, { id: orderId }, asBody(text))),
      'console.quotes.saved',
    );
  const send = () => run(() => call(quotes.send, { id: draft!.id }), 'console.quotes.sent_notice');
  const discard = () => run(() => call(quotes.remove, { id: draft!.id }), 'console.quotes.discarded');

  const general = [errors.non_field_errors, errors.lines, errors.schedule].flat().filter(Boolean) as string[];
  return (
    <Box component="form" aria-label={w('title')} onSubmit={(event) => (event.preventDefault(), void save())}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {w('lines')}
      </Typography>
      <Stack spacing={2}>
        {text.lines.map((line, index) => (
          <Box
            key={index}
            data-line={index}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 3fr 1fr 1fr 1.4fr auto auto' }, alignItems: 'start' }}
          >
            <TextField
              size="small"
              label={w('description')}
              value={line.description}
              onChange={(event) => setLine(index, { description: event.target.value })}
              error={!!error(`lines.${index}.description`)}
              helperText={error(`lines.${index}.description`)}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              slotProps={{ htmlInput: { dir: 'auto' } }}
            />
            <TextField
              size="small"
              label={w('description_ar')}
              value={line.description_ar}
              onChange={(event) => setLine(index, { description_ar: event.target.value })}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
            />
            <TextField
              size="small"
              label={w('quantity')}
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
              error={!!error(`lines.${index}.quantity`)}
              helperText={error(`lines.${index}.quantity`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField size="small" label={w('unit')} value={line.unit} onChange={(event) => setLine(index, { unit: event.target.value })} />
            <TextField
              size="small"
              label={w('unit_price')}
              value={line.unit_price}
              onChange={(event) => setLine(index, { unit_price: event.target.value })}
              error={!!error(`lines.${index}.unit_price`)}
              helperText={error(`lines.${index}.unit_price`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <FormControlLabel
              control={<Checkbox checked={line.optional} onChange={(event) => setLine(index, { optional: event.target.checked })} />}
              label={w('optional')}
            />
            <IconButton aria-label={`${w('remove')} ${index + 1}`} onClick={() => change({ lines: text.lines.filter((_, i) => i !== index) })}>
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button onClick={() => change({ lines: [...text.lines, emptyLine()] })} sx={{ mt: 1 }}>
        {w('add_line')}
      </Button>

      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 2 }}>
        <TextField
          size="small"
          label={w('discount')}
          value={text.discount}
          onChange={(event) => change({ discount: event.target.value })}
          error={!!error('discount')}
          helperText={error('discount')}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          type="date"
          label={w('valid_until')}
          value={text.valid_until}
          onChange={(event) => change({ valid_until: event.target.value })}
          error={!!error('valid_until')}
          helperText={error('valid_until')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          size="small"
          label={w('terms')}
          value={text.terms}
          onChange={(event) => change({ terms: event.target.value })}
          multiline
          minRows={2}
        />
        <TextField
          size="small"
          label={w('terms_ar')}
          value={text.terms_ar}
          onChange={(event) => change({ terms_ar: event.target.value })}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
        />
      </Box>

      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {w('schedule')}
      </Typography>
      <Stack spacing={2}>
        {text.schedule.map((step, index) => (
          <Box
            key={index}
            data-milestone={index}
            sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 3fr 1fr 2fr auto' }, alignItems: 'start' }}
          >
            <TextField
              size="small"
              label={w('milestone')}
              value={step.label}
              onChange={(event) => setStep(index, { label: event.target.value })}
              error={!!error(`schedule.${index}.label`)}
              helperText={error(`schedule.${index}.label`)}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
            />
            <TextField
              size="small"
              label={w('milestone_ar')}
              value={step.label_ar}
              onChange={(event) => setStep(index, { label_ar: event.target.value })}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
            />
            <TextField
              size="small"
              label={w('percent')}
              value={step.percent}
              onChange={(event) => setStep(index, { percent: event.target.value })}
              error={!!error(`schedule.${index}.percent`)}
              helperText={error(`schedule.${index}.percent`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField select size="small" label={w('due')} value={step.due} onChange={(event) => setStep(index, { due: event.target.value })}>
              {milestoneDueOptions.map((option) => (
                <MenuItem key={option.value} value={option.value}>
                  {w(`dues.${option.value}`)}
                </MenuItem>
              ))}
            </TextField>
            <IconButton
              aria-label={`${w('remove')} ${w('milestone')} ${index + 1}`}
              onClick={() => change({ schedule: text.schedule.filter((_, i) => i !== index) })}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Stack>
      <Button onClick={() => change({ schedule: [...text.schedule, emptyStep()] })} sx={{ mt: 1 }}>
        {w('add_milestone')}
      </Button>

      {general.length ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {general.join(' ')}
        </Alert>
      ) : null}
      {draft && !dirty ? (
        <QuoteTotals quote={draft} note={w('totals_note')} />
      ) : (
        <Alert severity="info" sx={{ mt: 2 }}>
          {w('not_saved')}
        </Alert>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {w('save')}
        </Button>
        {draft ? (
          <Button variant="contained" color="secondary" disabled={busy || dirty} onClick={() => void send()}>
            {w('send')}
          </Button>
        ) : null}
        {draft ? (
          <Button color="error" disabled={busy} onClick={() => void discard()}>
            {w('discard')}
          </Button>
        ) : null}
        {onCancel ? (
          <Button disabled={busy} onClick={onCancel}>
            {w('cancel')}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

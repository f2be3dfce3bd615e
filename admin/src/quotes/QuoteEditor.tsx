// The draft quote's form: lines (English and Arabic, quantity, unit in both languages, unit price in EGP, optional),
// discount, validity, terms, and the payment schedule. The totals follow the fields as staff type, by the server's own
// arithmetic (shared quotes/totals.ts); the server checks the draft and computes every figure again on save. A line or
// milestone without Arabic is pointed out; the customer's view can be previewed in both languages, and sending asks
// first, with the total. Prices are typed in EGP and sent as whole piastres.
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { milestoneDueOptions } from '@fitout/shared';
import { type Quote, type QuoteDraftRecord, quotes } from '@fitout/shared/contract';
import { call } from './quoteApi.ts';
import { QuoteTotals, useMoney } from './QuoteTotals.tsx';
import { QuotePreview } from './QuotePreview.tsx';
import { liveLineTotal, liveTotals } from './liveTotals.ts';
import { asBody, asText, type DraftText, emptyLine, emptyStep, type LineText, lineLacksArabic, type StepText, stepLacksArabic } from './draftText.ts';
import { useFieldRefusals } from '../i18n/useFieldRefusals.ts';
import { DayField } from '../i18n/DayField.tsx';

type Props = {
  orderId: number;
  /** The saved draft (absent: a new one, from `start`). */
  draft?: Quote;
  start: QuoteDraftRecord;
  /** The VAT rate (percent) the draft takes: the saved draft's, or the one a new draft gets (the prefill's). */
  vatRate: number;
  onDone: () => void;
  onCancel?: () => void;
};

export function QuoteEditor({ orderId, draft, start, vatRate, onDone, onCancel }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const fieldRefusals = useFieldRefusals();
  const [text, setText] = useState<DraftText>(() => asText(start));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);
  const [dirty, setDirty] = useState(!draft);
  const [locale] = useLocaleState();
  const money = useMoney();
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.quotes.${key}`, args);
  const live = liveTotals(text.lines, text.discount, vatRate);
  const hasOptions = text.lines.some((line) => line.optional);
  const withoutArabic = text.lines.filter(lineLacksArabic).length + text.schedule.filter(stepLacksArabic).length;

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
  const send = () => {
    setConfirming(false);
    return run(() => call(quotes.send, { id: draft!.id }), 'console.quotes.sent_notice');
  };
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
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 3fr 1fr 1fr 1fr 1.4fr auto auto' },
              alignItems: 'start',
              pb: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <TextField
              size="small"
              label={w('description')}
              placeholder={w('description_placeholder')}
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
              placeholder={w('description_ar_placeholder')}
              value={line.description_ar}
              onChange={(event) => setLine(index, { description_ar: event.target.value })}
              sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
            />
            <TextField
              size="small"
              label={w('quantity')}
              placeholder={w('quantity_placeholder')}
              value={line.quantity}
              onChange={(event) => setLine(index, { quantity: event.target.value })}
              error={!!error(`lines.${index}.quantity`)}
              helperText={error(`lines.${index}.quantity`)}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            <TextField
              size="small"
              label={w('unit')}
              placeholder={w('unit_placeholder')}
              value={line.unit}
              onChange={(event) => setLine(index, { unit: event.target.value })}
              error={!!error(`lines.${index}.unit`)}
              helperText={error(`lines.${index}.unit`)}
            />
            <TextField
              size="small"
              label={w('unit_ar')}
              placeholder={w('unit_ar_placeholder')}
              value={line.unit_ar}
              onChange={(event) => setLine(index, { unit_ar: event.target.value })}
              error={!!error(`lines.${index}.unit_ar`)}
              helperText={error(`lines.${index}.unit_ar`)}
              slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
            />
            <TextField
              size="small"
              label={w('unit_price')}
              placeholder={w('unit_price_placeholder')}
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
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
              <Typography variant="body2" color="text.secondary" data-line-total>
                {w('line_total')}: {(() => {
                  const total = liveLineTotal(line);
                  return total === null ? '—' : money(total);
                })()}
              </Typography>
              {lineLacksArabic(line) ? (
                <Typography variant="body2" color="warning.main" role="note" data-missing-arabic>
                  {w('missing_arabic_line')}
                </Typography>
              ) : null}
            </Box>
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
        <DayField
          size="small"
          label={w('valid_until')}
          value={text.valid_until}
          onChange={(day) => change({ valid_until: day })}
          error={!!error('valid_until')}
          helperText={error('valid_until')}
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
            {stepLacksArabic(step) ? (
              <Typography variant="body2" color="warning.main" role="note" data-missing-arabic sx={{ gridColumn: '1 / -1' }}>
                {w('missing_arabic_milestone')}
              </Typography>
            ) : null}
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
      <Box data-live-totals>
        <QuoteTotals quote={{ totals: live.required }} note={w('live_note')} />
        {hasOptions ? (
          <Typography variant="body2" sx={{ mt: 0.5 }} data-total-with-options>
            {w('with_options', { total: money(live.everything.total) })}
          </Typography>
        ) : null}
      </Box>
      {withoutArabic ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-arabic-warning>
          {w('missing_arabic', { count: withoutArabic })}
        </Alert>
      ) : null}
      {dirty ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {w('not_saved')}
        </Alert>
      ) : null}

      <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {w('save')}
        </Button>
        <Button variant="outlined" onClick={() => setPreviewing(true)}>
          {w('preview')}
        </Button>
        {draft ? (
          <Button variant="contained" color="secondary" disabled={busy || dirty} onClick={() => setConfirming(true)}>
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

      <Dialog open={previewing} onClose={() => setPreviewing(false)} fullWidth maxWidth="md" aria-labelledby="quote-preview-title">
        <DialogTitle id="quote-preview-title">{w('preview_title')}</DialogTitle>
        <DialogContent>
          <QuotePreview text={text} totals={live.required} initial={locale === 'ar' ? 'ar' : 'en'} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setPreviewing(false)}>{w('close')}</Button>
        </DialogActions>
      </Dialog>

      <Dialog open={confirming} onClose={() => setConfirming(false)} aria-labelledby="quote-send-title">
        <DialogTitle id="quote-send-title">{w('confirm_send_title', { version: draft?.version ?? '' })}</DialogTitle>
        <DialogContent>
          <DialogContentText data-confirm-total>
            {w('confirm_send_total', { total: money(draft?.totals.total ?? live.required.total) })}
          </DialogContentText>
          {hasOptions ? <DialogContentText sx={{ mt: 1 }}>{w('with_options', { total: money(live.everything.total) })}</DialogContentText> : null}
          <DialogContentText sx={{ mt: 1 }}>{w('confirm_send_body')}</DialogContentText>
          {withoutArabic ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {w('missing_arabic', { count: withoutArabic })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{w('cancel')}</Button>
          <Button variant="contained" color="secondary" disabled={busy} onClick={() => void send()}>
            {w('confirm_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}

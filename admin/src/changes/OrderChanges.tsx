// Change orders on the console's order page (issue 38): the contract's story (the accepted quote, each change with
// its state and the running total), the expected completion date staff set and approved changes move, and the form
// that raises a change (lines added and taken out, days, reason in both languages, photos, a date to answer by, how
// it is paid). The server computes every figure; the customer answers from their order page.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Chip, Stack, Table, TableBody, TableCell, TableRow, Typography } from '@mui/material';
import { CHANGE_PHOTOS_FIELD, changeLineKinds, changeScheduleOptions, changeStageOptions, egpToPiastres, MAX_CHANGE_PHOTOS } from '@fitout/shared';
import { type ChangeStory, changes, pathOf } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { useFormats } from '../i18n/format.ts';
import { call } from '../quotes/quoteApi.ts';
import { OrderPanel, useOrderPanel } from '../quotes/OrderPanel.tsx';
import { scrollsSideways } from '../quotes/QuoteTotals.tsx';
import FormField, { FormDay, FormOpener, FormSelect, FormSubmit, ItemRows, typed } from '../forms/FormField.tsx';
import { usePanelUpload } from '../forms/usePanelUpload.ts';
import { DayField } from '../i18n/DayField.tsx';

const storyKey = (orderId: number) => ['changes', orderId];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const statusColor = { pending: 'warning', approved: 'success', declined: 'default' } as const;

type Line = { kind: string; description: string; description_ar: string; quantity: string; unit: string; price: string };
const newLine = (): Line => ({ kind: 'add', description: '', description_ar: '', quantity: '1', unit: '', price: '' });

export function OrderChanges() {
  const { order, translate, money } = useOrderPanel();
  const { date } = useFormats();
  const id = order?.id ?? 0;
  const { data: story } = useQuery({
    queryKey: storyKey(id),
    queryFn: () => call<ChangeStory>(changes.staffList, { id }),
    enabled: id > 0,
  });
  if (!order || !story) return null;
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.changes.${key}`, args);
  const signed = (piastres: number) => `${piastres > 0 ? '+' : piastres < 0 ? '−' : ''}${money(Math.abs(piastres))}`;

  return (
    <OrderPanel testId="order-changes" title={w('title')}>
      {story.quote_version === null || story.quote_total === null ? (
        <Typography color="text.secondary">{w('none_yet')}</Typography>
      ) : (
        <>
          <Box sx={scrollsSideways}>
            <Table size="small" aria-label={w('title')}>
              <TableBody>
                <TableRow>
                  <TableCell component="th" scope="row">
                    {w('quote', { version: story.quote_version })}
                  </TableCell>
                  <TableCell align="right">{money(story.quote_total)}</TableCell>
                </TableRow>
                {story.changes.map((change) => (
                  <TableRow key={change.id} data-change={change.id} data-status={change.status}>
                    <TableCell component="th" scope="row">
                      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                        <span>{w('change', { number: change.number })}</span>
                        <Chip size="small" color={statusColor[change.status]} label={w(`statuses.${change.status}`)} />
                        {change.days_added > 0 && <Chip size="small" variant="outlined" label={w('days', { days: change.days_added })} />}
                      </Stack>
                      <Typography variant="body2" dir="auto" sx={{ overflowWrap: 'anywhere' }}>
                        {change.reason}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {change.answer
                          ? change.answer.kind === 'approved'
                            ? w('approved_by', { name: change.answer.full_name, date: date(change.answer.answered_at) })
                            : w('declined_on', { date: date(change.answer.answered_at) })
                          : w('answer_by', { date: date(change.answer_by) })}
                      </Typography>
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      {signed(change.totals.total)}
                      {change.running_total !== null && (
                        <Typography variant="caption" component="div" color="text.secondary">
                          {w('running', { total: money(change.running_total) })}
                        </Typography>
                      )}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell component="th" scope="row" sx={{ fontWeight: 700 }}>
                    {w('contract_total')}
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 700 }} data-contract-total>
                    {money(story.contract_total ?? story.quote_total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
          </Box>
          {story.changes.length === 0 && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {w('none')}
            </Typography>
          )}
          <CompletionForm orderId={id} current={story.expected_completion} />
          <RaiseForm orderId={id} />
        </>
      )}
    </OrderPanel>
  );
}

function CompletionForm({ orderId, current }: { orderId: number; current: string | null }) {
  const { translate, notify } = useOrderPanel();
  const client = useQueryClient();
  const [value, setValue] = useState(current ?? '');
  const w = (key: string) => translate(`console.changes.${key}`);
  async function save() {
    try {
      await call(changes.setCompletion, { id: orderId }, { expected_completion: value });
      notify('console.changes.completion_saved', { type: 'success' });
      await client.invalidateQueries({ queryKey: storyKey(orderId) });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    }
  }
  return (
    <Box
      component="form"
      aria-label={w('completion')}
      onSubmit={(event) => (event.preventDefault(), void save())}
      sx={{ mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <DayField
        size="small"
        label={w('completion')}
        value={value}
        onChange={setValue}
        slotProps={{ htmlInput: { 'data-expected-completion': current ?? '' } }}
        helperText={current ? undefined : w('completion_not_set')}
      />
      <Button type="submit" variant="outlined" disabled={!value || value === current}>
        {w('set_completion')}
      </Button>
    </Box>
  );
}

function RaiseForm({ orderId }: { orderId: number }) {
  const { translate, reload } = useOrderPanel();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({ reason: '', reason_ar: '', days_added: '0', answer_by: inDays(7), schedule: 'approval', stage: 'completion' });
  const [lines, setLines] = useState<Line[]>([newLine()]);
  const [photos, setPhotos] = useState<File[]>([]);
  const { busy, errors, setErrors, upload } = usePanelUpload();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.changes.${key}`, args);

  async function send() {
    const priced = lines.filter((line) => line.description.trim() || line.price.trim()).map((line) => ({ line, price: egpToPiastres(line.price) }));
    const bad = priced.findIndex(({ price }) => price === null);
    if (bad >= 0) {
      setErrors({ [`lines.${bad}.unit_price`]: w('invalid_price') });
      return;
    }
    const body = new FormData();
    body.set('reason', form.reason);
    body.set('reason_ar', form.reason_ar);
    body.set('days_added', form.days_added || '0');
    body.set('answer_by', form.answer_by);
    body.set('schedule', form.schedule);
    if (form.schedule === 'stage') body.set('stage', form.stage);
    body.set(
      'lines',
      JSON.stringify(
        priced.map(({ line, price }) => ({
          kind: line.kind,
          description: line.description,
          description_ar: line.description_ar,
          quantity: Number(line.quantity),
          unit: line.unit,
          unit_price: price,
        })),
      ),
    );
    for (const photo of photos) body.append(CHANGE_PHOTOS_FIELD, photo, photo.name);
    if (!(await upload(`${apiRoot}${pathOf(changes.raise, { id: orderId })}`, body, 'console.changes.raised'))) return;
    setForm({ ...form, reason: '', reason_ar: '', days_added: '0' });
    setLines([newLine()]);
    setPhotos([]);
    setOpen(false);
    reload();
    await client.invalidateQueries({ queryKey: storyKey(orderId) });
  }

  if (!open) return <FormOpener label={w('raise')} onOpen={() => setOpen(true)} />;
  const field = (name: keyof typeof form, label: string, extra: object = {}) => (
    <FormField label={label} value={form[name]} onValue={(value) => setForm({ ...form, [name]: value })} error={errors[name]} {...extra} />
  );
  return (
    <Box component="form" aria-label={w('raise')} onSubmit={(event) => (event.preventDefault(), void send())} sx={{ mt: 3, display: 'grid', gap: 2 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {w('raise')}
      </Typography>
      {field('reason', w('reason'), { multiline: true, minRows: 2, required: true, slotProps: { htmlInput: { dir: 'auto' } } })}
      {field('reason_ar', w('reason_ar'), { multiline: true, minRows: 2, slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } })}
      <Typography variant="subtitle2" component="h4">
        {w('lines')}
      </Typography>
      <ItemRows
        list="lines"
        items={lines}
        setItems={setLines}
        errors={errors}
        columns={{ xs: '1fr 1fr', md: '8rem 2fr 2fr 6rem 6rem 8rem auto' }}
        removeLabel={w('remove_line')}
        addLabel={w('add_line')}
        newItem={newLine}
      >
        {(lineField, line, patch) => (
          <>
            <FormSelect
              label={w('kind')}
              value={line.kind}
              onValue={(kind) => patch({ kind })}
              choices={changeLineKinds.map((kind) => ({ value: kind, label: w(`kinds.${kind}`) }))}
            />
            {lineField('description', w('description'), typed.anyDirection)}
            {lineField('description_ar', w('description_ar'), typed.arabic)}
            {lineField('quantity', w('quantity'), typed.decimal)}
            {lineField('unit', w('unit'))}
            {lineField('price', w('unit_price'), { refusedAs: 'unit_price', ...typed.decimal })}
          </>
        )}
      </ItemRows>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('days_added', w('days_added'), { slotProps: { htmlInput: { inputMode: 'numeric' } } })}
        <FormDay
          label={w('answer_by_field')}
          value={form.answer_by}
          onValue={(answer_by) => setForm({ ...form, answer_by })}
          error={errors.answer_by}
        />
        <FormSelect
          label={w('schedule')}
          value={form.schedule}
          onValue={(schedule) => setForm({ ...form, schedule })}
          error={errors.schedule}
          choices={changeScheduleOptions.map((option) => ({ value: option.value, label: w(`schedules.${option.value}`) }))}
        />
        {form.schedule === 'stage' && (
          <FormSelect
            label={w('stage')}
            value={form.stage}
            onValue={(stage) => setForm({ ...form, stage })}
            choices={changeStageOptions.map((option) => ({ value: option.value, label: w(`stages.${option.value}`) }))}
          />
        )}
      </Box>
      <Box>
        <Typography variant="subtitle2" component="label" htmlFor="change-photos">
          {w('photos')}
        </Typography>{' '}
        <input
          id="change-photos"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          multiple
          onChange={(event) => setPhotos(Array.from(event.target.files ?? []).slice(0, MAX_CHANGE_PHOTOS))}
        />
        {errors.photos && <Alert severity="error">{errors.photos}</Alert>}
      </Box>
      <FormSubmit label={w('send')} busy={busy} />
    </Box>
  );
}

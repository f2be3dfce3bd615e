// Selections within allowances on the console's order page (issue 38): each selection with its state (waiting for the
// customer, chosen with how far over or under the allowance it came, locked, overdue), its choices, a lock for an open
// one, and the form that defines one (the item in both languages, the room, the quantity and unit, the allowance per
// unit, the choices with a photo each, the stage it must be chosen before and the date, whether work stops). The
// server computes every figure; the customer chooses from their order page.
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Checkbox, Chip, FormControlLabel, IconButton, Paper, Stack, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import LockIcon from '@mui/icons-material/LockOutlined';
import { changeStageOptions, egpToPiastres, MAX_SELECTION_CHOICES, SELECTION_PHOTOS_FIELD } from '@fitout/shared';
import { type ChangeStory, changes, pathOf, type Selection, type SelectionList, selections } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { useFormats } from '../i18n/format.ts';
import { call } from '../quotes/quoteApi.ts';
import { OrderPanel, useOrderPanel } from '../quotes/OrderPanel.tsx';
import FormField, { FormDay, FormOpener, FormSelect, FormSubmit, itemFields, typed } from '../forms/FormField.tsx';
import { usePanelUpload } from '../forms/usePanelUpload.ts';
import { useInLanguage } from '../i18n/useInLanguage.ts';

const listKey = (orderId: number) => ['selections', orderId];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const statusColor = { open: 'warning', chosen: 'success', locked: 'default', overdue: 'error' } as const;

/** What the console shows as a selection's state: overdue is an open one past its date. */
const stateOf = (selection: Selection) => (selection.overdue ? 'overdue' : selection.status);

type Choice = { name: string; name_ar: string; supplier: string; price: string; note: string; note_ar: string; photo: File | null };
const newChoice = (): Choice => ({ name: '', name_ar: '', supplier: '', price: '', note: '', note_ar: '', photo: null });

export function OrderSelections() {
  const { order, translate } = useOrderPanel();
  const id = order?.id ?? 0;
  // The contract's story says whether a quote is accepted (the same read as the change orders' panel, shared).
  const { data: story } = useQuery({
    queryKey: ['changes', id],
    queryFn: () => call<ChangeStory>(changes.staffList, { id }),
    enabled: id > 0,
  });
  const { data: list } = useQuery({
    queryKey: listKey(id),
    queryFn: () => call<SelectionList>(selections.staffList, { id }),
    enabled: id > 0,
  });
  if (!order || !story || !list) return null;
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.selections.${key}`, args);
  return (
    <OrderPanel testId="order-selections" title={w('title')}>
      {story.quote_version === null ? (
        <Typography color="text.secondary">{w('none_yet')}</Typography>
      ) : (
        <>
          {list.selections.length === 0 && <Typography color="text.secondary">{w('none')}</Typography>}
          <Stack spacing={2}>
            {list.selections.map((selection) => (
              <SelectionCard key={selection.id} orderId={id} selection={selection} />
            ))}
          </Stack>
          <DefineForm orderId={id} />
        </>
      )}
    </OrderPanel>
  );
}

function SelectionCard({ orderId, selection }: { orderId: number; selection: Selection }) {
  const { translate, notify, money } = useOrderPanel();
  const { date, day, number } = useFormats();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.selections.${key}`, args);
  const text = useInLanguage();
  const state = stateOf(selection);
  const chosen = selection.choices.find((choice) => choice.id === selection.choice_id);
  const difference = (amount: number) =>
    amount > 0 ? w('over', { amount: money(amount) }) : amount < 0 ? w('under', { amount: money(-amount) }) : w('matches');

  async function lock() {
    setBusy(true);
    try {
      await call(selections.lock, { id: selection.id });
      notify('console.selections.locked', { type: 'success' });
      await client.invalidateQueries({ queryKey: listKey(orderId) });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-selection={selection.id} data-status={state}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }} dir="auto">
            {text(selection.item, selection.item_ar)}
          </Typography>
          <Chip size="small" color={statusColor[state]} label={w(`statuses.${state}`)} />
          {selection.blocks_work && <Chip size="small" variant="outlined" color="warning" label={w('blocks_work')} />}
        </Stack>
        {selection.status === 'open' && (
          <Button size="small" variant="outlined" startIcon={<LockIcon />} onClick={() => void lock()} disabled={busy}>
            {w('lock')}
          </Button>
        )}
      </Stack>
      <Typography variant="body2" color="text.secondary" dir="auto">
        {text(selection.room, selection.room_ar)} · {w('quantity', { quantity: number(selection.quantity), unit: selection.unit })} ·{' '}
        {w('allowance', { per_unit: money(selection.allowance_per_unit), total: money(selection.allowance_total) })}
      </Typography>
      <Typography variant="body2" color={selection.overdue ? 'error' : 'text.secondary'}>
        {w('choose_by', { stage: w(`stages.${selection.stage}`), date: day(selection.choose_by) })}
      </Typography>
      {chosen && (
        <Alert severity={chosen.difference > 0 ? 'warning' : 'success'} sx={{ mt: 1 }} data-chosen={chosen.id}>
          <strong>{w('chosen', { name: text(chosen.name, chosen.name_ar) })}</strong> · {difference(chosen.difference)}
          {selection.chosen_at && ` · ${date(selection.chosen_at)}`}
          {selection.change_id !== null && (
            <Typography variant="caption" component="div">
              {w('change')}
            </Typography>
          )}
        </Alert>
      )}
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))' }}
      >
        {selection.choices.map((choice) => (
          <Box
            component="li"
            key={choice.id}
            data-choice={choice.id}
            sx={{
              border: 1,
              borderColor: choice.id === selection.choice_id ? 'success.main' : 'divider',
              borderWidth: choice.id === selection.choice_id ? 2 : 1,
              borderRadius: 1,
              overflow: 'hidden',
            }}
          >
            {choice.photo ? (
              <Box
                component="img"
                src={choice.photo.url}
                srcSet={choice.photo.srcset}
                sizes="12rem"
                alt={text(choice.name, choice.name_ar)}
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
            ) : (
              <Box sx={{ aspectRatio: '4 / 3', bgcolor: 'action.hover' }} />
            )}
            <Box sx={{ p: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }} dir="auto">
                {text(choice.name, choice.name_ar)}
              </Typography>
              {choice.supplier && (
                <Typography variant="caption" color="text.secondary" component="div" dir="auto">
                  {choice.supplier}
                </Typography>
              )}
              <Typography variant="body2">{w('per_unit', { price: money(choice.price_per_unit) })}</Typography>
              <Typography
                variant="caption"
                component="div"
                color={choice.difference > 0 ? 'warning.main' : choice.difference < 0 ? 'success.main' : 'text.secondary'}
              >
                {difference(choice.difference)}
              </Typography>
              {choice.note && (
                <Typography variant="caption" color="text.secondary" component="div" dir="auto">
                  {text(choice.note, choice.note_ar)}
                </Typography>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}

function DefineForm({ orderId }: { orderId: number }) {
  const { translate } = useOrderPanel();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState({
    item: '',
    item_ar: '',
    room: '',
    room_ar: '',
    quantity: '',
    unit: '',
    allowance: '',
    stage: 'start',
    choose_by: inDays(14),
    blocks_work: false,
  });
  const [choices, setChoices] = useState<Choice[]>([newChoice(), newChoice()]);
  const { busy, errors, setErrors, upload } = usePanelUpload();
  const w = (key: string, args?: Record<string, unknown>) => translate(`console.selections.${key}`, args);
  const setChoice = (index: number, patch: Partial<Choice>) =>
    setChoices(choices.map((choice, i) => (i === index ? { ...choice, ...patch } : choice)));

  async function send() {
    const allowance = egpToPiastres(form.allowance);
    if (allowance === null) {
      setErrors({ allowance_per_unit: w('invalid_price') });
      return;
    }
    const kept = choices.filter((choice) => choice.name.trim() || choice.price.trim() || choice.photo);
    const prices = kept.map((choice) => egpToPiastres(choice.price));
    const bad = prices.indexOf(null);
    if (bad >= 0) {
      setErrors({ [`choices.${choices.indexOf(kept[bad])}.price_per_unit`]: w('invalid_price') });
      return;
    }
    const body = new FormData();
    body.set('item', form.item);
    body.set('item_ar', form.item_ar);
    body.set('room', form.room);
    body.set('room_ar', form.room_ar);
    body.set('quantity', form.quantity);
    body.set('unit', form.unit);
    body.set('allowance_per_unit', String(allowance));
    body.set('stage', form.stage);
    body.set('choose_by', form.choose_by);
    body.set('blocks_work', String(form.blocks_work));
    body.set(
      'choices',
      JSON.stringify(
        kept.map((choice, index) => ({
          name: choice.name,
          name_ar: choice.name_ar,
          supplier: choice.supplier,
          price_per_unit: prices[index],
          note: choice.note,
          note_ar: choice.note_ar,
        })),
      ),
    );
    const photoOf: number[] = [];
    kept.forEach((choice, index) => {
      if (!choice.photo) return;
      photoOf.push(index);
      body.append(SELECTION_PHOTOS_FIELD, choice.photo, choice.photo.name);
    });
    body.set('photo_of', JSON.stringify(photoOf));
    if (!(await upload(`${apiRoot}${pathOf(selections.create, { id: orderId })}`, body, 'console.selections.defined'))) return;
    setForm({ ...form, item: '', item_ar: '', room: '', room_ar: '', quantity: '', unit: '', allowance: '' });
    setChoices([newChoice(), newChoice()]);
    setOpen(false);
    await client.invalidateQueries({ queryKey: listKey(orderId) });
  }

  if (!open) return <FormOpener label={w('define')} onOpen={() => setOpen(true)} />;
  // What the customer reading in Arabic would see in English: each English text written without its Arabic.
  const unmatched = (english: string, arabic: string) => (english.trim() && !arabic.trim() ? 1 : 0);
  const missingArabic =
    unmatched(form.item, form.item_ar) +
    unmatched(form.room, form.room_ar) +
    choices.reduce((count, choice) => count + unmatched(choice.name, choice.name_ar) + unmatched(choice.note, choice.note_ar), 0);
  const field = (name: keyof typeof form, label: string, error: string, extra: object = {}) => (
    <FormField label={label} value={String(form[name])} onValue={(value) => setForm({ ...form, [name]: value })} error={errors[error]} {...extra} />
  );
  return (
    <Box
      component="form"
      aria-label={w('define')}
      onSubmit={(event) => (event.preventDefault(), void send())}
      sx={{ mt: 3, display: 'grid', gap: 2 }}
    >
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {w('define')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {field('item', w('item'), 'item', { required: true, slotProps: { htmlInput: { dir: 'auto' } } })}
        {field('item_ar', w('item_ar'), 'item_ar', { slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } })}
        {field('room', w('room'), 'room', { required: true, slotProps: { htmlInput: { dir: 'auto' } } })}
        {field('room_ar', w('room_ar'), 'room_ar', { slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } } })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {field('quantity', w('quantity_field'), 'quantity', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
          {field('unit', w('unit'), 'unit', { required: true })}
        </Box>
        {field('allowance', w('allowance_field'), 'allowance_per_unit', { required: true, slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          <FormSelect
            label={w('stage')}
            value={form.stage}
            onValue={(stage) => setForm({ ...form, stage })}
            choices={changeStageOptions.map((option) => ({ value: option.value, label: w(`stages.${option.value}`) }))}
          />
          <FormDay
            label={w('choose_by_field')}
            value={String(form.choose_by)}
            onValue={(choose_by) => setForm({ ...form, choose_by })}
            error={errors.choose_by}
          />
        </Box>
      </Box>
      <FormControlLabel
        control={<Checkbox checked={form.blocks_work} onChange={(event) => setForm({ ...form, blocks_work: event.target.checked })} />}
        label={w('blocks_work_field')}
      />
      <Typography variant="subtitle2" component="h4">
        {w('choices')}
      </Typography>
      {(errors.choices || errors.photos || errors.photo_of) && <Alert severity="error">{errors.choices || errors.photos || errors.photo_of}</Alert>}
      {choices.map((choice, index) => {
        const choiceField = itemFields('choices', index, choice, setChoice, errors);
        return (
          <Paper key={index} variant="outlined" data-choice-form={index} sx={{ p: 1.5, display: 'grid', gap: 1 }}>
            <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {w('choice', { number: index + 1 })}
              </Typography>
              <IconButton
                size="small"
                aria-label={w('remove_choice')}
                onClick={() => setChoices(choices.filter((_, i) => i !== index))}
                disabled={choices.length === 1}
              >
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Stack>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 2fr 1.5fr 1fr' } }}>
              {choiceField('name', w('name'), typed.anyDirection)}
              {choiceField('name_ar', w('name_ar'), typed.arabic)}
              {choiceField('supplier', w('supplier'), typed.anyDirection)}
              {choiceField('price', w('price'), { refusedAs: 'price_per_unit', ...typed.decimal })}
            </Box>
            <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {choiceField('note', w('note'), typed.anyDirection)}
              {choiceField('note_ar', w('note_ar'), typed.arabic)}
            </Box>
            <Box>
              <Typography variant="caption" component="label" htmlFor={`selection-photo-${index}`}>
                {w('photo')}
              </Typography>{' '}
              <input
                id={`selection-photo-${index}`}
                type="file"
                accept="image/jpeg,image/png,image/webp"
                onChange={(event) => setChoice(index, { photo: event.target.files?.[0] ?? null })}
              />
            </Box>
          </Paper>
        );
      })}
      <Box>
        <Button onClick={() => setChoices([...choices, newChoice()])} disabled={choices.length >= MAX_SELECTION_CHOICES}>
          {w('add_choice')}
        </Button>
      </Box>
      {missingArabic > 0 && (
        <Alert severity="warning" data-arabic-warning>
          {w('missing_arabic', { count: missingArabic })}
        </Alert>
      )}
      <FormSubmit label={w('send')} busy={busy} />
    </Box>
  );
}

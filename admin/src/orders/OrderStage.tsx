// The order's progress in the console (issue 14): its history with who made each change, and the form staff use
// to move it to another stage with a note for the customer (who is mailed about it). Only `stage` and
// `stage_note` are sent: the API refuses anything else on an order. With photos of the work attached (issue 25), the
// form posts a progress update instead (admin/orders/{id}/progress): the note and photos, at the stage chosen.
import { type ChangeEvent, useState } from 'react';
import {
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  useRefresh,
  useUpdate,
} from 'react-admin';
import { Button, Card, CardContent, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { isClosedStage, MAX_PROGRESS_PHOTOS, movableStages, PROGRESS_PHOTOS_FIELD, stageLabel } from '@fitout/shared';
import { pathOf, progress } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { sendWithProgress } from '../dataProvider/httpClient.ts';
import { useFormats } from '../i18n/format.ts';
import type { AdminOrder } from '@fitout/shared/contract';
import { ChosenFiles, useChosenFiles } from '../messages/ChosenFiles.tsx';
import { PhotoStrip } from './PhotoStrip.tsx';

type StageValues = { stage: string; stage_note: string };

/** A stage's label in the console's language. */
export function useStageLabel() {
  const [locale] = useLocaleState();
  return (stage: string) => stageLabel(stage, locale === 'ar' ? 'ar' : 'en');
}

export function StageChoices() {
  const label = useStageLabel();
  // Cancelled and withdrawn have calls of their own (OrderCancel.tsx; the customer's withdrawal).
  return movableStages.map((option) => ({ id: option.value, name: label(option.value) }));
}

export function OrderStageForm() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending: updating }] = useUpdate();
  const refresh = useRefresh();
  const { chosen, files: photos, add, remove, clear } = useChosenFiles();
  const [posting, setPosting] = useState(false);
  const isPending = updating || posting;
  const choices = StageChoices();
  // A closed order moves no more: its history below says why.
  if (!order || isClosedStage(order.stage)) return null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    add(Array.from(event.target.files ?? []), MAX_PROGRESS_PHOTOS);
    event.target.value = '';
  };

  /** A progress update: the stage, the note and the photos, as multipart. */
  async function postUpdate(values: Partial<StageValues>) {
    setPosting(true);
    try {
      await refreshAuth();
      const form = new FormData();
      form.append('stage', values.stage ?? order!.stage);
      form.append('note', values.stage_note ?? '');
      for (const photo of photos) form.append(PROGRESS_PHOTOS_FIELD, photo, photo.name);
      await sendWithProgress(`${apiRoot}${pathOf(progress.post, { id: order!.id })}`, 'POST', form);
      clear();
      notify('console.orders.update_posted', { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setPosting(false);
    }
  }

  const save = (values: Partial<StageValues>) =>
    photos.length
      ? postUpdate(values)
      : update(
          'orders',
          { id: order.id, data: { stage: values.stage, stage_note: values.stage_note ?? '' }, previousData: order },
          {
            mutationMode: 'pessimistic',
            onSuccess: () => notify('console.orders.stage_saved', { type: 'success' }),
            onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
          },
        );

  return (
    <Card sx={{ mt: 2 }}>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('console.orders.progress')}
        </Typography>
        {/* A new form after each change, so the note field starts empty again. */}
        <Form key={order.history.length} record={{ stage: order.stage, stage_note: '' }} onSubmit={save}>
          <SelectInput
            source="stage"
            label={translate('console.orders.stage')}
            choices={choices}
            validate={required()}
            disabled={isPending}
            sx={{ minWidth: 240 }}
          />
          <TextInput
            source="stage_note"
            label={translate('console.orders.stage_note')}
            helperText={translate('console.orders.stage_note_hint')}
            multiline
            minRows={2}
            fullWidth
            disabled={isPending}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
            <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={isPending}>
              {translate('console.orders.add_photos')}
              <input
                hidden
                type="file"
                name={PROGRESS_PHOTOS_FIELD}
                accept="image/jpeg,image/png,image/webp"
                multiple
                aria-label={translate('console.orders.add_photos')}
                onChange={choose}
              />
            </Button>
            <Typography variant="caption" color="text.secondary">
              {translate('console.orders.photos_hint')}
            </Typography>
          </Stack>
          <ChosenFiles
            chosen={chosen}
            label={translate('console.orders.photos_chosen')}
            removeLabel={(file) => file.name}
            onRemove={remove}
            disabled={isPending}
            sx={{ mb: 2 }}
          />
          <SaveButton
            label={translate(photos.length ? 'console.orders.post_update' : 'console.orders.save_stage')}
            alwaysEnable
            disabled={isPending}
          />
        </Form>
      </CardContent>
    </Card>
  );
}

export function OrderHistory() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const label = useStageLabel();
  const { date } = useFormats();
  if (!order?.history.length) return null;
  return (
    <Card sx={{ mt: 2 }}>
      {/* One column that never grows to the table's width: on a phone the table scrolls sideways instead. */}
      <CardContent sx={{ px: { xs: 0, sm: 2 }, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', overflowX: 'auto' }}>
        <Typography variant="h6" component="h2" gutterBottom sx={{ px: { xs: 2, sm: 0 } }}>
          {translate('console.orders.history')}
        </Typography>
        <Table size="small" aria-label={translate('console.orders.history')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('console.orders.stage')}</TableCell>
              <TableCell>{translate('console.orders.when')}</TableCell>
              <TableCell>{translate('console.orders.who')}</TableCell>
              <TableCell>{translate('console.orders.stage_note')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {[...order.history].reverse().map((change, index) => (
              <TableRow key={`${change.date}-${index}`}>
                <TableCell>
                  {/* A quote or payment event (issue 24) names what happened; a change of stage, the stage. */}
                  {change.event ? translate(`console.quotes.events.${change.event}`) : label(change.stage)}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{date(change.date)}</TableCell>
                <TableCell>{change.changed_by ?? '—'}</TableCell>
                <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {change.note || (change.photos.length ? '' : '—')}
                  <PhotoStrip
                    photos={change.photos}
                    alt={(n) => translate('console.orders.photo_of_work', { n })}
                    size="small"
                    sx={{ mt: change.note ? 1 : 0 }}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

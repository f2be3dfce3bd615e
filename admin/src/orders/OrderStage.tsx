// The order's progress in the console (issue 14): its history with who made each change, and the form staff use
// to move it to another stage with a note for the customer (who is mailed about it). Only `stage` and
// `stage_note` are sent: the API refuses anything else on an order.
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
  useUpdate,
} from 'react-admin';
import { Card, CardContent, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { orderStages, stageLabel } from '@fitout/shared';
import { useFormats } from '../i18n/format.ts';
import type { AdminOrder } from '@fitout/shared/contract';

type StageValues = { stage: string; stage_note: string };

/** A stage's label in the console's language. */
export function useStageLabel() {
  const [locale] = useLocaleState();
  return (stage: string) => stageLabel(stage, locale === 'ar' ? 'ar' : 'en');
}

export function StageChoices() {
  const label = useStageLabel();
  return orderStages.map((option) => ({ id: option.value, name: label(option.value) }));
}

export function OrderStageForm() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const [update, { isPending }] = useUpdate();
  const choices = StageChoices();
  if (!order) return null;

  const save = (values: Partial<StageValues>) =>
    update(
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
          <SaveButton label={translate('console.orders.save_stage')} alwaysEnable />
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
                <TableCell sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{change.note || '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}

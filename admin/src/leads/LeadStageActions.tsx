// A lead's stage, moved from its page: one button for each stage it may go to next (leadMoves), "mark as lost" with its
// reason and note in a dialog. Each move is an update of the record (If-Match: the version this page read).
import { useState } from 'react';
import { Form, SelectInput, TextInput, required, useNotify, useRecordContext, useRefresh, useTranslate, useUpdate } from 'react-admin';
import { Button, Card, CardContent, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { type LeadStage, leadMoves } from '@fitout/shared';
import type { Lead } from '@fitout/shared/contract';
import { reasonChoices, useLeadWords } from './useLeadWords.ts';

export function LeadStageActions() {
  const lead = useRecordContext<Lead>();
  const { w, stage: label, reason } = useLeadWords();
  const notify = useNotify();
  const translate = useTranslate();
  const refresh = useRefresh();
  const [update, { isPending }] = useUpdate();
  const [losing, setLosing] = useState(false);
  // A won lead moves no more: its chip and its order say the rest.
  if (!lead || lead.stage === 'won') return null;
  const moves = leadMoves[lead.stage].filter((to) => to !== 'lost');

  const move = (data: Record<string, unknown>, done?: () => void) =>
    update(
      'leads',
      { id: lead.id, data, previousData: lead },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify(w('moved', { stage: label(String(data.stage)) }), { type: 'success' });
          done?.();
          refresh();
        },
        onError: (error) => notify((error as Error).message || 'ra.notification.http_error', { type: 'error' }),
      },
    );

  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {w('stage')}
        </Typography>
        {lead.stage === 'lost' ? (
          <Typography color="error.main" data-testid="lost-reason">
            {w('lost', { reason: lead.lost_reason ? reason(lead.lost_reason) : '' })}
            {lead.lost_note ? (
              <Typography component="span" color="text.secondary" sx={{ display: 'block' }}>
                {lead.lost_note}
              </Typography>
            ) : null}
          </Typography>
        ) : null}
        {moves.length || leadMoves[lead.stage].includes('lost') ? (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {moves.map((to: LeadStage) => (
              <Button
                key={to}
                variant={leadMoves[lead.stage][0] === to ? 'contained' : 'outlined'}
                size="small"
                disabled={isPending}
                endIcon={<ArrowForwardIcon sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />}
                onClick={() => move({ stage: to })}
              >
                {`${w('move_to')}: ${label(to)}`}
              </Button>
            ))}
            {leadMoves[lead.stage].includes('lost') ? (
              <Button variant="text" color="error" size="small" disabled={isPending} onClick={() => setLosing(true)}>
                {w('lose')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
      </CardContent>
      <Dialog open={losing} onClose={() => setLosing(false)} fullWidth maxWidth="sm" aria-labelledby="lose-title">
        <Form
          onSubmit={(values: Record<string, unknown>) =>
            move({ stage: 'lost', lost_reason: values.lost_reason, lost_note: values.lost_note }, () => setLosing(false))
          }
        >
          <DialogTitle id="lose-title">{w('lose')}</DialogTitle>
          <DialogContent>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {w('lost_help')}
            </Typography>
            <SelectInput source="lost_reason" label="console.leads.lost_reason" choices={reasonChoices} validate={required()} fullWidth />
            <TextInput source="lost_note" label="console.leads.lost_note" validate={required()} multiline minRows={2} fullWidth />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setLosing(false)}>{translate('ra.action.cancel')}</Button>
            <Button type="submit" color="error" variant="contained" disabled={isPending}>
              {w('lose')}
            </Button>
          </DialogActions>
        </Form>
      </Dialog>
    </Card>
  );
}

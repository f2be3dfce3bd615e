// Cancelling an order (issue 35): owners and salespeople cancel it with a reason, which the customer reads on their
// timeline and in a mail. Its own call (POST admin/orders/{id}/cancel), not the stage form: the order, its quotes and
// payments stay; its booked visit is released.
import { useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { useMutation } from '@tanstack/react-query';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import CancelIcon from '@mui/icons-material/DoNotDisturbOn';
import { isClosedStage, MAX_CANCEL_REASON } from '@fitout/shared';
import { type AdminOrder, orders, pathOf } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

export function OrderCancelButton() {
  const order = useRecordContext<AdminOrder>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const { mutate, isPending } = useMutation({
    mutationFn: async () => {
      await refreshAuth();
      await httpClient(`${apiRoot}${pathOf(orders.cancel, { id: order!.id })}`, { method: 'POST', body: JSON.stringify({ reason }) });
    },
    onSuccess: () => {
      notify('console.orders.closing.cancelledNotice', { type: 'success' });
      setOpen(false);
      setReason('');
      refresh();
    },
    onError: (error) => notify((error as Error).message, { type: 'error' }),
  });
  if (!order || isClosedStage(order.stage)) return null;

  const words = (key: string) => translate(`console.orders.closing.${key}`);
  const submit = () => {
    if (!reason.trim()) return setMissing(true);
    mutate();
  };
  return (
    <>
      <Button color="error" variant="outlined" startIcon={<CancelIcon />} onClick={() => setOpen(true)}>
        {words('cancel')}
      </Button>
      <Dialog
        open={open}
        onClose={() => !isPending && setOpen(false)}
        aria-labelledby="cancel-order-title"
        aria-describedby="cancel-order-text"
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id="cancel-order-title">{words('cancelTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText id="cancel-order-text" sx={{ mb: 2 }}>
            {words('cancelLead')}
          </DialogContentText>
          <TextField
            label={words('reason')}
            value={reason}
            onChange={(event) => {
              setReason(event.target.value);
              setMissing(false);
            }}
            error={missing}
            helperText={missing ? words('reasonRequired') : ' '}
            multiline
            minRows={3}
            fullWidth
            required
            autoFocus
            slotProps={{ htmlInput: { maxLength: MAX_CANCEL_REASON } }}
            disabled={isPending}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)} disabled={isPending}>
            {words('back')}
          </Button>
          <Button color="error" variant="contained" onClick={submit} disabled={isPending}>
            {isPending ? words('cancelling') : words('confirmCancel')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

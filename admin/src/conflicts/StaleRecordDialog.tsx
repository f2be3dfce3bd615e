import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormats } from '../i18n/format.ts';
import { staleRecord, useStaleRecord } from './staleRecord.ts';

/**
 * "Someone else changed this record": a save refused with 412 says who saved it and when, that these changes were
 * not saved, and offers to reload the page (the record as it is now) or to stay, to copy what was typed.
 */
export function StaleRecordDialog() {
  const refused = useStaleRecord();
  const translate = useTranslate();
  const { date } = useFormats();
  if (!refused) return null;
  const close = () => staleRecord.set(null);
  return (
    <Dialog open onClose={close} aria-labelledby="stale-record-title" aria-describedby="stale-record-text">
      <DialogTitle id="stale-record-title">{translate('console.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="stale-record-text">
          {refused.changed_by && refused.changed_at
            ? translate('console.conflict.changed_by', { who: refused.changed_by, when: date(refused.changed_at) })
            : translate('console.conflict.changed')}{' '}
          {translate('console.conflict.not_saved')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{translate('console.conflict.keep')}</Button>
        <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
          {translate('console.conflict.reload')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

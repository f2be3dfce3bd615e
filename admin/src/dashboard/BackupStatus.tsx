import { useGetOne, useTranslate } from 'react-admin';
import { Alert } from '@mui/material';
import { formatBytes } from '@fitout/shared';
import type { BackupStatus as Status } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';

/** GET /api/v1/admin/backups/status (read as the record `backups/status`). */

/**
 * The last backup of the catalogue, orders, accounts and pictures: when, how large, or why it failed (with the last
 * good one). Nothing is shown while there has never been one and none is scheduled: that is the operator's setting.
 */
export function BackupStatus() {
  const { data, error } = useGetOne<Status>('backups', { id: 'status' }, { refetchInterval: 60_000 });
  const translate = useTranslate();
  const { date, number } = useFormats();
  if (error || !data || (!data.last && !data.scheduled)) return null;

  const { last, last_success: good } = data;
  if (!last) {
    return (
      <Alert severity="info" role="status" data-testid="backup-status" data-state="none" sx={{ mb: 2 }}>
        {translate('console.backup.none')}
      </Alert>
    );
  }
  if (last.error) {
    return (
      <Alert severity="error" role="status" data-testid="backup-status" data-state="failed" sx={{ mb: 2 }}>
        {translate('console.backup.failed', { date: date(last.finished_at), error: last.error })}{' '}
        {good ? translate('console.backup.last_good', { date: date(good.finished_at) }) : translate('console.backup.never_good')}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" data-testid="backup-status" data-state="done" sx={{ mb: 2 }}>
      {translate('console.backup.done', { date: date(last.finished_at), size: formatBytes(last.size_bytes ?? 0, number) })}
    </Alert>
  );
}

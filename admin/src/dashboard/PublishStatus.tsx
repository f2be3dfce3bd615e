import { useGetOne, useTranslate } from 'react-admin';
import { Alert, CircularProgress } from '@mui/material';
import type { PublishStatus as Status } from '@fitout/shared/contract';
import { useFormats } from '../i18n/format.ts';

/** GET /api/v1/admin/publish (read as the record `publish/status`). */

/**
 * Whether catalogue changes have reached the public site: the server rebuilds it a moment after each change.
 * Read when the dashboard opens, then every few seconds (more often while a build runs or waits).
 */
export function PublishStatus() {
  const { data, error } = useGetOne<Status>(
    'publish',
    { id: 'status' },
    { refetchInterval: (query) => (query.state.data?.building || query.state.data?.pending ? 2_000 : 5_000) },
  );
  const translate = useTranslate();
  const { date } = useFormats();
  if (error || !data || data.mode === 'off') return null;

  const hook = data.mode === 'hook';
  // The console.publish.* words; the host's build hook has its own (…_hook).
  const say = (key: string, args?: Record<string, unknown>) => translate(`console.publish.${key}${hook ? '_hook' : ''}`, args);
  const published = data.published_at ? translate('console.publish.last', { date: date(data.published_at) }) : translate('console.publish.never');
  if (data.building || data.pending) {
    return (
      <Alert
        severity="info"
        role="status"
        icon={<CircularProgress size={20} aria-label={say('building')} />}
        data-testid="publish-status"
        sx={{ mb: 2 }}
        data-state="building"
      >
        {say('building')} {published}
      </Alert>
    );
  }
  if (data.failed) {
    return (
      <Alert severity="error" role="status" data-testid="publish-status" sx={{ mb: 2 }} data-state="failed">
        {say('failed', { error: data.error ?? '' })} {published}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" data-testid="publish-status" sx={{ mb: 2 }} data-state="published">
      {say('published')} {published}
    </Alert>
  );
}

import { useGetOne } from 'react-admin';
import { Alert, CircularProgress } from '@mui/material';
import { formatLongDate } from '@fitout/shared';
import type { PublishStatus as Status } from '@fitout/shared/contract';

/** GET /api/v1/admin/publish (read as the record `publish/status`). */

const localZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
const published = (status: Status) =>
  status.published_at ? `Last published ${formatLongDate(status.published_at, localZone)}.` : 'Not published yet.';

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
  if (error || !data || data.mode === 'off') return null;

  const hook = data.mode === 'hook';
  if (data.building || data.pending) {
    return (
      <Alert
        severity="info"
        role="status"
        icon={<CircularProgress size={20} aria-hidden />}
        data-testid="publish-status"
        sx={{ mb: 2 }}
        data-state="building"
      >
        {hook ? 'Asking the host to rebuild the public site…' : 'Publishing your changes to the public site…'} {published(data)}
      </Alert>
    );
  }
  if (data.failed) {
    return (
      <Alert severity="error" role="status" data-testid="publish-status" sx={{ mb: 2 }} data-state="failed">
        {hook ? 'The build hook failed' : 'The last site build failed'}: {data.error}. The next change tries again. {published(data)}
      </Alert>
    );
  }
  return (
    <Alert severity="success" role="status" data-testid="publish-status" sx={{ mb: 2 }} data-state="published">
      {hook ? 'The host was asked to rebuild the public site.' : 'The public site is up to date.'} {published(data)}
    </Alert>
  );
}

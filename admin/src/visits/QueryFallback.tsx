// What a panel of the Site visits page shows while its read is pending or after it failed: a spinner, or the failure
// with a way to read again. Null once there is data to show.
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import type { VisitWords } from './useVisitWords.ts';

export type Query = { isPending: boolean; isError: boolean; refetch: () => unknown };

export function QueryFallback({ query, w }: { query: Query; w: VisitWords['w'] }) {
  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 3, justifyContent: 'center', color: 'text.secondary' }}>
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{w('loading')}</Typography>
      </Box>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {w('retry')}
          </Button>
        }
      >
        {w('load_failed')}
      </Alert>
    );
  }
  return null;
}

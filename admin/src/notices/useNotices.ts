import { useCallback, useMemo } from 'react';
import { useNotify } from 'react-admin';
import { toastMs } from '@fitout/shared';

/** The spec's toasts: successes for 1500 ms, errors for 7000 ms (SPEC.md section 9). */
export function useNotices() {
  const notify = useNotify();
  const success = useCallback((message: string) => notify(message, { type: 'success', autoHideDuration: toastMs.success }), [notify]);
  const error = useCallback((message: string) => notify(message, { type: 'error', autoHideDuration: toastMs.error }), [notify]);
  return useMemo(() => ({ success, error }), [success, error]);
}

/** The text of a failed call for an error toast: the server's own words when it sent any. */
export const reason = (error: unknown): string =>
  error instanceof Error ? error.message : typeof error === 'string' ? error : 'Something went wrong';

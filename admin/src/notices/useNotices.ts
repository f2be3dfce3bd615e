import { useCallback, useMemo } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { toastMs } from '@fitout/shared';

type Args = Record<string, unknown>;

/**
 * The spec's toasts: successes for 1500 ms, errors for 7000 ms (SPEC.md section 9). Messages are keys of the
 * console's words (console.notices.*), translated by react-admin's notification with their arguments.
 */
export function useNotices() {
  const notify = useNotify();
  const success = useCallback(
    (message: string, messageArgs?: Args) => notify(message, { type: 'success', autoHideDuration: toastMs.success, messageArgs }),
    [notify],
  );
  const error = useCallback(
    (message: string, messageArgs?: Args) => notify(message, { type: 'error', autoHideDuration: toastMs.error, messageArgs }),
    [notify],
  );
  // The server's words as %{error} (in Arabic where they are known); when it sent none, the spec's 'Something went
  // wrong' in the console's language.
  const translate = useTranslate();
  const failure = useCallback(
    (message: string, cause: unknown) => {
      const text = reason(cause, translate('console.notices.something_wrong'));
      error(message, { error: translate(text, { _: text }) });
    },
    [error, translate],
  );
  return useMemo(() => ({ success, error, failure }), [success, error, failure]);
}

/** The text of a failed call for an error toast: the server's own words when it sent any. */
const reason = (error: unknown, fallback: string): string => (error instanceof Error ? error.message : typeof error === 'string' ? error : fallback);

// The upload of a panel form with photos (a change order, a selection, a bill): the session made fresh first (a long
// form may outlive the access token), the upload's progress shown, and on a refusal the API's words beside each field
// and its message in a notice. The form is busy meanwhile.
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { refreshAuth } from '../auth/session.ts';
import { sendWithProgress } from '../dataProvider/httpClient.ts';

/** A form's refusals by field name (`lines.0.unit_price` for a line's field), one sentence each. */
export type FieldErrors = Record<string, string>;

/** The API's field refusals of a failed write, each field's sentences on one line. */
export function fieldErrorsOf(error: unknown): FieldErrors {
  const found = (error as { body?: { errors?: Record<string, string | string[]> } }).body?.errors ?? {};
  return Object.fromEntries(Object.entries(found).map(([field, value]) => [field, Array.isArray(value) ? value.join(' ') : String(value)]));
}

export function usePanelUpload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Posts `body` to `url`; says `success` (a message key) and answers true once the API took it. */
  async function upload(url: string, body: FormData, success: string): Promise<boolean> {
    setBusy(true);
    setErrors({});
    try {
      await refreshAuth();
      await sendWithProgress(url, 'POST', body);
      notify(success, { type: 'success' });
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, setErrors, upload };
}

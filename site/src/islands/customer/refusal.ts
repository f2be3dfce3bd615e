// What a refused call says first, for the customer area's panels, in the page's language by the refusal's code
// (shared refusals.ts): the refusal's words, else its first field error's, else the error's own message. And the
// sending of a signed answer to staff, with its refusals beside its fields.
import { useState } from 'react';
import type { ApiError } from '@fitout/shared/client';
import { fieldRefusals, refusalText, refusalWords } from '@fitout/shared/refusals';
import type { Lang } from '../../i18n/forms.ts';
import { notify } from '../toasts/toasts.tsx';

export function firstRefusal(error: unknown, lang: Lang): string {
  const data = (error as ApiError).response?.data as Record<string, unknown> | undefined;
  if (typeof data?.detail === 'string') return refusalWords(data, lang);
  const first = Object.values(fieldRefusals(data, lang)).flat()[0];
  return first ?? (error as Error).message;
}

/**
 * A signed answer to staff (approving or declining a change order, confirming a selection): the name checked on the
 * device first, in the server's own words; busy while it is sent; a refusal's words beside each field and in a toast;
 * and an answer refused because the item moved on meanwhile (409: another tab, another device) reads it again.
 */
export function useSignedAnswer(lang: Lang, reload: () => void) {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  /** Whether a name was typed; if not, the name's field says it is needed. */
  const signed = (name: string) => {
    if (name.trim()) return true;
    setErrors({ full_name: refusalText('field.required', lang) ?? '' });
    return false;
  };
  async function send<T>(request: () => Promise<T>, done: (answer: T) => void) {
    setBusy(true);
    setErrors({});
    try {
      done(await request());
    } catch (error) {
      const failure = error as ApiError;
      const fields = fieldRefusals(failure.response?.data ?? {}, lang);
      setErrors(Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]])));
      notify.error(firstRefusal(error, lang));
      if (failure.response?.status === 409) reload();
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, signed, send };
}

// What a refused call says, for the customer area's panels, in the page's language by the refusal's code (shared
// refusals/words.ts): the refusal's words, else its first field error's, else the error's own message. The registry of
// those words is loaded once a call is refused (islands/refusals.ts), not with every screen of the area (issue 37:
// the area's main thread before its first screen). And the sending of a signed answer to staff, with its refusals
// beside its fields.
import { useState } from 'react';
import type { ApiError } from '@fitout/shared/client';
import { checkText } from '@fitout/shared/refusal-checks';
import type { Lang } from '../../i18n/forms.ts';
import { refusalRegistry } from '../refusals.ts';
import { notify } from '../toasts/toasts.tsx';

const bodyOf = (error: unknown) => (error as ApiError).response?.data as Record<string, unknown> | undefined;

/** A refusal's words (its `detail`), else `fallback`, else the error's own message where the words cannot be loaded. */
export async function refusalOf(error: unknown, lang: Lang, fallback?: string): Promise<string> {
  const registry = await refusalRegistry();
  return registry ? registry.refusalWords(bodyOf(error), lang, fallback) : (fallback ?? (error as Error).message);
}

/** A refused call's fields, each with its first refusal in words (none where the words cannot be loaded). */
export async function fieldRefusalsOf(error: unknown, lang: Lang): Promise<Record<string, string>> {
  const registry = await refusalRegistry();
  const fields = registry?.fieldRefusals(bodyOf(error) ?? {}, lang) ?? {};
  return Object.fromEntries(Object.entries(fields).flatMap(([field, messages]) => (messages.length ? [[field, messages[0]]] : [])));
}

/** What a refused call says first: its refusal's words, else its first field's, else the error's own message. */
export async function firstRefusal(error: unknown, lang: Lang): Promise<string> {
  const data = bodyOf(error);
  if (typeof data?.detail === 'string') return refusalOf(error, lang);
  const first = Object.values(await fieldRefusalsOf(error, lang))[0];
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
    setErrors({ full_name: checkText('field.required', lang) });
    return false;
  };
  async function send<T>(request: () => Promise<T>, done: (answer: T) => void) {
    setBusy(true);
    setErrors({});
    try {
      done(await request());
    } catch (error) {
      const [fields, first] = await Promise.all([fieldRefusalsOf(error, lang), firstRefusal(error, lang)]);
      setErrors(fields);
      notify.error(first);
      if ((error as ApiError).response?.status === 409) reload();
    } finally {
      setBusy(false);
    }
  }
  return { busy, errors, signed, send };
}

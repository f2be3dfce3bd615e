// What a refused call says first, for the customer area's panels, in the page's language by the refusal's code
// (shared refusals.ts): the refusal's words, else its first field error's, else the error's own message.
import type { ApiError } from '@fitout/shared/client';
import { fieldRefusals, refusalWords } from '@fitout/shared/refusals';
import type { Lang } from '../../i18n/forms.ts';

export function firstRefusal(error: unknown, lang: Lang): string {
  const data = (error as ApiError).response?.data as Record<string, unknown> | undefined;
  if (typeof data?.detail === 'string') return refusalWords(data, lang);
  const first = Object.values(fieldRefusals(data, lang)).flat()[0];
  return first ?? (error as Error).message;
}

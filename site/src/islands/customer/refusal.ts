// What a refused call says first, for the customer area's panels: the API's detail, else its first field error, else
// the error's own message. Each panel says it in the page's language with its own phrases.
import type { ApiError } from '@fitout/shared/client';

export function firstRefusal(error: unknown): string {
  const data = (error as ApiError).response?.data as Record<string, unknown> | undefined;
  if (typeof data?.detail === 'string') return data.detail;
  const first = Object.values(data ?? {})
    .flat()
    .find((value) => typeof value === 'string');
  return typeof first === 'string' ? first : (error as Error).message;
}

import { useCallback, useMemo } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { governorateOf, governorateOptions, dateTimeFormat, numberFormat } from '@fitout/shared';

/**
 * The visit page's words (console.visits) and its formats in the console's language: a Cairo day written out, a
 * window of Cairo wall-clock times, a governorate's name. Days and times are shown as the API keeps them (Cairo's),
 * whatever the browser's time zone.
 */
export function useVisitWords() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const arabic = locale === 'ar';
  const w = useCallback((key: string, args?: Record<string, unknown>) => translate(`console.visits.${key}`, args), [translate]);
  return useMemo(() => {
    const tag = arabic ? 'ar-EG' : 'en-US';
    const longDay = dateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    const shortDay = dateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    const asDate = (day: string) => new Date(`${day}T00:00:00Z`);
    const number = (value: number) => (arabic ? numberFormat('ar-EG').format(value) : String(value));
    return {
      w,
      arabic,
      number,
      /** "Tuesday, May 12, 2026" */
      day: (day: string) => longDay.format(asDate(day)),
      /** "Tue, May 12" */
      shortDay: (day: string) => shortDay.format(asDate(day)),
      /** "09:00–11:00": Cairo wall-clock, as the customer's page writes it (isolated left to right, for Arabic sentences). */
      window: (from: string, to: string) => `\u2066${from}–${to}\u2069`,
      /** A slot's governorate (a value of governorateOptions) in the console's language. */
      governorate: (value: string) => {
        const option = governorateOptions.find((candidate) => candidate.value === value);
        return option ? (arabic ? option.labelAr : option.label) : value;
      },
      /** An order's governorate as the customer typed it, named as the console names it when it is one it knows. */
      orderGovernorate: (text: string) => {
        const value = governorateOf(text);
        const option = value ? governorateOptions.find((candidate) => candidate.value === value) : undefined;
        return option ? (arabic ? option.labelAr : option.label) : text;
      },
    };
  }, [arabic, w]);
}

export type VisitWords = ReturnType<typeof useVisitWords>;

import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatEgp, formatLongDate, dateTimeFormat, numberFormat } from '@fitout/shared';

// Numbers and dates as the site writes them: English exactly as before, Arabic in Egyptian Arabic (ar-EG).
const egyptian = 'ar-EG';
let browserZone: string | undefined;
/** The browser's time zone, read on first use (docs/decisions.md: no Intl object when a module loads). */
const localZone = () => (browserZone ??= Intl.DateTimeFormat().resolvedOptions().timeZone);

export function formatPrice(locale: string, amount: number): string {
  if (locale !== 'ar') return formatEgp(amount);
  return numberFormat(egyptian, { style: 'currency', currency: 'EGP', maximumFractionDigits: 2 }).format(amount);
}

/** A long date with the time, in the browser's time zone. */
export function formatDate(locale: string, date: string | Date, timeZone = localZone()): string {
  if (locale !== 'ar') return formatLongDate(date, timeZone);
  return dateTimeFormat(egyptian, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(typeof date === 'string' ? new Date(date) : date);
}

/** The console language's formats; `dateLocales` for react-admin's <DateField> (undefined: the browser's, as before). */
export function useFormats() {
  const [locale] = useLocaleState();
  const price = useCallback((amount: number) => formatPrice(locale, amount), [locale]);
  const date = useCallback((value: string | Date) => formatDate(locale, value), [locale]);
  const number = useCallback((value: number) => (locale === 'ar' ? numberFormat(egyptian).format(value) : String(value)), [locale]);
  return { price, date, number, dateLocales: locale === 'ar' ? egyptian : undefined };
}

/**
 * For inputs of English content (titles, descriptions, tags): the text takes its own direction, so that an English
 * sentence keeps its full stop at its end on a right-to-left page (the Arabic fields are right to left throughout).
 */
export const ownDirection = { htmlInput: { dir: 'auto' } } as const;

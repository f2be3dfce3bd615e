import { useCallback } from 'react';
import { useLocaleState } from 'react-admin';
import { formatDay, formatMoney, formatPercent, formatTime, numberFormat } from '@fitout/shared';

// Numbers and dates as the site writes them: English exactly as before, Arabic in Egyptian Arabic (ar-EG); times and
// days in Cairo's time zone whatever the device's (the layout says so where the device is elsewhere: CairoTimeNote).
const egyptian = 'ar-EG';
const language = (locale: string) => (locale === 'ar' ? 'ar' : 'en');

/**
 * The console language's formats: `price` an amount in pounds (shared formatMoney: whole pounds, else two decimals),
 * `date` a long date with the time, `day` a long date (a YYYY-MM-DD day or a time's day), `number` and `percent` in
 * the language's digits ("30%", "٣٠٪", as the site writes them).
 */
export function useFormats() {
  const [locale] = useLocaleState();
  const price = useCallback((amount: number) => formatMoney(amount, language(locale)), [locale]);
  const date = useCallback((value: string | Date) => formatTime(value, language(locale)), [locale]);
  const day = useCallback((value: string | Date) => formatDay(value, language(locale)), [locale]);
  const number = useCallback((value: number) => (locale === 'ar' ? numberFormat(egyptian).format(value) : String(value)), [locale]);
  const percent = useCallback((value: number) => formatPercent(value, language(locale)), [locale]);
  return { price, date, day, number, percent };
}

/**
 * For inputs of English content (titles, descriptions, tags): the text takes its own direction, so that an English
 * sentence keeps its full stop at its end on a right-to-left page (the Arabic fields are right to left throughout).
 */
export const ownDirection = { htmlInput: { dir: 'auto' } } as const;

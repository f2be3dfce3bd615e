import { useLocaleState, useTranslate } from 'react-admin';
import { formatPiastres, dateTimeFormat, numberFormat } from '@fitout/shared';

/** The charts' words and formats in the console's language: Arabic-Indic digits and EGP as the console writes them. */
export function useInsightWords() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const arabic = locale === 'ar';
  const numbers = arabic ? 'ar-EG' : 'en-US';
  return {
    arabic,
    w: (key: string, args?: Record<string, unknown>) => translate(`console.insights.${key}`, args),
    money: (piastres: number) => formatPiastres(piastres, arabic ? 'ar' : 'en'),
    /** An axis tick: whole pounds, short (1.2M, ١٫٢ مليون). */
    tick: (piastres: number) => numberFormat(numbers, { notation: 'compact', maximumFractionDigits: 1 }).format(piastres / 100),
    number: (value: number) => numberFormat(numbers).format(value),
    days: (value: number) => numberFormat(numbers, { maximumFractionDigits: 1 }).format(value),
    percent: (value: number) => numberFormat(numbers, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100),
    month: (month: string) =>
      dateTimeFormat(arabic ? 'ar-EG' : 'en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
    day: (day: string) => dateTimeFormat(arabic ? 'ar-EG' : 'en-GB', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)),
  };
}

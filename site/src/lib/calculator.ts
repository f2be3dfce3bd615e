// The price calculator of /writeDetails (SPEC.md section 2): Meters × Price per Meter = Total Price.
import type { Lang } from '../i18n/ui.ts';

// The total is written here, as shared/src/common/format.ts's formatDollars and i18n/ui.ts's formatTotal write it, rather than
// imported: the calculator's script (components/PriceCalculator.astro) then carries a kilobyte, not the islands' shared
// file with every word of the site (the bundler puts those modules there). calculator.test.ts holds both to it.
const totals: Partial<Record<Lang, Intl.NumberFormat>> = {};
function formatTotal(lang: Lang, amount: number): string {
  const format = (totals[lang] ??=
    lang === 'en'
      ? new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })
      : new Intl.NumberFormat('ar-EG', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }));
  return lang === 'en' ? `$${format.format(amount)}` : format.format(amount);
}

// Arabic keyboards type Eastern Arabic digits (٠١٢…, or Persian ۰۱۲…) and the Arabic decimal separator (٫).
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Arabic digits and separators as ASCII, so "١٢٠٫٥" reads as 120.5 on the Arabic page. */
function latinDigits(text: string): string {
  return text
    .replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf))
    .replace(/\u066B/g, '.')
    .replace(/\u066C/g, ',');
}

/**
 * A field's number; anything that is not a finite number (empty, letters, "1e999") counts as 0. On the Arabic
 * page Arabic digits count too; the English page reads its input exactly as before.
 */
export function toAmount(input: string, lang: Lang = 'en'): number {
  const text = (lang === 'ar' ? latinDigits(input) : input).trim();
  if (text === '') return 0;
  const value = Number(text);
  return Number.isFinite(value) ? value : 0;
}

/** A field holding a number below zero: refused with a message, and no total is shown. */
export const isNegative = (input: string, lang: Lang = 'en') => toAmount(input, lang) < 0;

/**
 * The total as the page shows it: `$` with 2 decimals and grouped thousands in English, ar-EG digits in Arabic;
 * "—" while a field is negative (no meaningful price).
 */
export function totalPrice(meters: string, pricePerMeter: string, lang: Lang = 'en'): string {
  if (isNegative(meters, lang) || isNegative(pricePerMeter, lang)) return '—';
  const total = toAmount(meters, lang) * toAmount(pricePerMeter, lang);
  return formatTotal(lang, Number.isFinite(total) ? total : 0);
}

/** The calculator's words: the spec's English labels, and Arabic ones for /ar/writeDetails. */
export const calculatorCopy = {
  en: {
    form: 'Price calculator',
    meters: 'Meters',
    metersExample: 'e.g. 120',
    price: 'Price per Meter',
    priceExample: 'e.g. 35',
    total: 'Total Price',
    reset: 'Reset',
    negative: 'Enter 0 or more.',
  },
  ar: {
    form: 'حاسبة الأسعار',
    meters: 'المساحة بالمتر المربع',
    metersExample: 'مثال: ١٢٠',
    price: 'سعر المتر',
    priceExample: 'مثال: ٣٥',
    total: 'السعر الإجمالي',
    reset: 'إعادة تعيين',
    negative: 'أدخل صفرًا أو أكثر.',
  },
} as const satisfies Record<Lang, Record<string, string>>;

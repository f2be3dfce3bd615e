/** The company's time zone (Egypt keeps summer time): quote validity, visit days, periodic jobs' cron times. */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

// Intl's formatters are costly to make (a millisecond or more each on a phone; an order's page wrote a hundred dates and
// sums on every draw): each is made once, on first use (docs/decisions.md: no Intl object when a module loads), and kept.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** `new Intl.NumberFormat(locale, options)`, made once for each locale and options and kept. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

/** `new Intl.DateTimeFormat(locale, options)`, made once for each locale and options and kept. */
export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat {
  const key = `${locale}${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) dateTimeFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/**
 * One way to write money (issue 37): whole pounds when the amount is whole, else always two decimals, never one
 * ("32,422.70 EGP", not "32,422.7 EGP"). English: grouped Western digits and the EGP suffix; Arabic: Egyptian Arabic
 * digits and currency ("٣٢٬٤٢٢٫٧٠ ج.م.‏"). `amount` is in pounds; every sum is made on whole piastres before.
 */
export function formatMoney(amount: number, language: 'en' | 'ar' = 'en'): string {
  const digits = Math.round(amount * 100) % 100 === 0 ? 0 : 2;
  const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (language === 'ar') return numberFormat('ar-EG', { style: 'currency', currency: 'EGP', ...options }).format(amount);
  return `${numberFormat('en-US', options).format(amount)} EGP`;
}

/** A package price as the spec shows it: the number with the EGP suffix (formatMoney in English). */
export function formatEgp(amount: number): string {
  return formatMoney(amount, 'en');
}

/** A count or a quantity in the page's digits (Arabic pages write Arabic-Indic digits): 165, ١٦٥, 12.5, ١٢٫٥. */
export function formatQuantity(value: number, language: 'en' | 'ar' = 'en'): string {
  return numberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { maximumFractionDigits: 3 }).format(value);
}

/** A percentage in the page's digits, the sign as each language writes it: "30%", "٣٠٪". */
export function formatPercent(value: number, language: 'en' | 'ar' = 'en'): string {
  return numberFormat(language === 'ar' ? 'ar-EG' : 'en-US', { style: 'percent', maximumFractionDigits: 2 }).format(value / 100);
}

/**
 * One way to write a time (issue 37): always in the company's time zone (Cairo), a long date and the time on a
 * 12-hour clock, in the page's language and digits: "March 5, 2026 at 2:30 PM", "٥ مارس ٢٠٢٦ في ٢:٣٠ م".
 */
export function formatTime(date: string | Date, language: 'en' | 'ar' = 'en'): string {
  return dateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: true,
    timeZone: COMPANY_TIME_ZONE,
  }).format(typeof date === 'string' ? new Date(date) : date);
}

/** A day (YYYY-MM-DD, or an ISO time) as a long date in Cairo, in the page's language and digits: "March 5, 2026". */
export function formatDay(date: string | Date, language: 'en' | 'ar' = 'en'): string {
  const at = typeof date === 'string' ? new Date(date.length === 10 ? `${date}T12:00:00Z` : date) : date;
  return dateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { dateStyle: 'long', timeZone: COMPANY_TIME_ZONE }).format(at);
}

/** A time of day written "HH:MM" (a visit window's bound, Cairo's wall clock) on a 12-hour clock in the page's digits: "2:00 PM", "٢:٠٠ م". */
export function formatClock(hhmm: string, language: 'en' | 'ar' = 'en'): string {
  const [hours, minutes] = hhmm.split(':').map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes)) return hhmm;
  const at = new Date(Date.UTC(2026, 0, 1, hours, minutes));
  return dateTimeFormat(language === 'ar' ? 'ar-EG' : 'en-US', { hour: 'numeric', minute: '2-digit', hour12: true, timeZone: 'UTC' }).format(at);
}

/**
 * Makes the formatters a page of dates and sums uses first (formatTime, formatDay, formatMoney). The order page has a
 * worker call it while the order is read (site: orders/warmFormats.ts): a page's first Intl object with a time zone
 * loads the browser's zone and locale data, which its threads share, a long task of a phone's main thread otherwise.
 */
export function warmFormats(language: 'en' | 'ar'): void {
  const now = new Date();
  formatTime(now, language);
  formatDay(now, language);
  formatMoney(1.5, language);
  formatMoney(1, language);
}

/** Whether the device's clock is on Cairo's time now: when it is not, pages say that their times are Cairo's. */
export function deviceOnCompanyTime(now = new Date(), deviceZone = dateTimeFormat(undefined).resolvedOptions().timeZone): boolean {
  const wall = (timeZone: string) =>
    dateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: 'numeric', day: 'numeric', hourCycle: 'h23' }).format(now);
  return deviceZone === COMPANY_TIME_ZONE || wall(deviceZone) === wall(COMPANY_TIME_ZONE);
}

/** The words that say so where the device is elsewhere. */
export const companyTimeNote = { en: 'Times are Cairo time.', ar: 'المواعيد بتوقيت القاهرة.' } as const;

/** The calculator's total: `$` with 2 decimals and grouped thousands ($1,234.50). */
export function formatDollars(amount: number): string {
  return `$${numberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount)}`;
}

/**
 * Western digits written as Arabic-Indic ones (50 → ٥٠) without Intl, for words written when their module loads: a
 * page's first Intl object loads the browser's locale data.
 */
export function arabicDigits(value: number | string): string {
  return String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
}

/** Arabic-Indic (٠١٢…) and Persian (۰۱۲…) digits as Western ones (١٢ → 12): what an Arabic keyboard types, read as a number. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String((digit.codePointAt(0) ?? 0) & 0xf));
}

/** en-US long date with the time on a 12-hour clock, e.g. "March 5, 2026 at 2:30 PM". */
export function formatLongDate(date: string | Date, timeZone = 'UTC'): string {
  return dateTimeFormat('en-US', {
    dateStyle: 'long',
    timeStyle: 'short',
    hour12: true,
    timeZone,
  }).format(typeof date === 'string' ? new Date(date) : date);
}

/** A component's description as SPEC.md shows it: split on periods, one sentence per line (each keeps its period). */
export function sentences(text: string): string[] {
  return text
    .split('.')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `${part}.`);
}

/**
 * Bytes as an operator reads them, in decimal units: 312 B, 4.2 MB. `number` writes the figure (the console passes its
 * locale's digits).
 */
export function formatBytes(bytes: number, number: (value: number) => string = String): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${number(unit === 0 ? value : Math.round(value * 10) / 10)} ${units[unit]}`;
}

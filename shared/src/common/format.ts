/** The company's time zone (Egypt keeps summer time): quote validity, visit days, periodic jobs' cron times. */
export const COMPANY_TIME_ZONE = 'Africa/Cairo';

/** A package price as the spec shows it: the number with the EGP suffix. */
export function formatEgp(amount: number): string {
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount)} EGP`;
}

// Made on first use, not when the module loads: a page's first Intl object loads the browser's locale data (50 to
// 100 ms of a phone's main thread), which the pages that only import these words should not pay.
let dollars: Intl.NumberFormat | undefined;

/** The calculator's total: `$` with 2 decimals and grouped thousands ($1,234.50). */
export function formatDollars(amount: number): string {
  dollars ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return `$${dollars.format(amount)}`;
}

/**
 * Western digits written as Arabic-Indic ones (50 → ٥٠) without Intl, for words written when their module loads: a
 * page's first Intl object loads the browser's locale data.
 */
export function arabicDigits(value: number | string): string {
  return String(value).replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]);
}

/** en-US long date with the time on a 12-hour clock, e.g. "March 5, 2026 at 2:30 PM". */
export function formatLongDate(date: string | Date, timeZone = 'UTC'): string {
  return new Intl.DateTimeFormat('en-US', {
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

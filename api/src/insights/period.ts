// The period a chart reads (issue 39): this Cairo month, quarter or year, whole, or custom days; both ends included.
import { insightMessages, MAX_INSIGHT_DAYS, type InsightPeriod } from '@fitout/shared';
import { FieldErrors } from '../http/errors.ts';
import { cairoInstant } from '../company-time.ts';

export type Period = { from: string; to: string };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MS_PER_DAY = 86_400_000;

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
const isDay = (value: string | undefined): value is string =>
  !!value && DAY.test(value) && new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;

/** The day `days` after (or before) a day. */
export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

/** The days from one day to another (negative when it is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);

const monthStart = (year: number, month: number) => `${year}-${String(month).padStart(2, '0')}-01`;
/** The last day of a month (1–12): the day before the next month's first. */
const monthEnd = (year: number, month: number) => addDays(month === 12 ? monthStart(year + 1, 1) : monthStart(year, month + 1), -1);

/** The period of a query, on the Cairo day `today`; a custom period that is not one is refused on `from`. */
export function periodOf(query: { period?: InsightPeriod; from?: string; to?: string }, today: string): Period {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  switch (query.period ?? 'month') {
    case 'month':
      return { from: monthStart(year, month), to: monthEnd(year, month) };
    case 'quarter': {
      const first = month - ((month - 1) % 3);
      return { from: monthStart(year, first), to: monthEnd(year, first + 2) };
    }
    case 'year':
      return { from: monthStart(year, 1), to: monthEnd(year, 12) };
    case 'custom': {
      const { from, to } = query;
      if (!isDay(from) || !isDay(to) || from > to || daysBetween(from, to) >= MAX_INSIGHT_DAYS) throw FieldErrors.of('from', insightMessages.period);
      return { from, to };
    }
  }
}

/** The instants a period runs between: its first day's Cairo midnight, and the midnight after its last. */
export const instantsOf = (period: Period) => ({ start: cairoInstant(period.from, '00:00'), end: cairoInstant(addDays(period.to, 1), '00:00') });

/** Every month (YYYY-MM) a period touches, oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  let year = Number(period.from.slice(0, 4));
  let month = Number(period.from.slice(5, 7));
  const last = period.to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    months.push(key);
    if (key >= last) return months;
    month = month === 12 ? 1 : month + 1;
    if (month === 1) year += 1;
  }
}

// The company's time (COMPANY_TIME_ZONE, Cairo, which has daylight saving): a day and HH:MM there as an instant (visit
// slots, quote validity), and an instant's day there. The zone's rules come from the platform's time-zone data, through
// @date-fns/tz.
import { TZDate } from '@date-fns/tz';
import { COMPANY_TIME_ZONE } from '@fitout/shared';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The instant a Cairo day and time (YYYY-MM-DD, HH:MM) name. */
export function cairoInstant(day: string, time: string): Date {
  const [year, month, date] = day.split('-').map(Number);
  const [hours, minutes] = time.split(':').map(Number);
  return new Date(new TZDate(year, month - 1, date, hours, minutes, COMPANY_TIME_ZONE).getTime());
}

/** The Cairo day (YYYY-MM-DD) of an instant. */
export function cairoDay(at: Date): string {
  const there = new TZDate(at.getTime(), COMPANY_TIME_ZONE);
  return `${there.getFullYear()}-${twoDigits(there.getMonth() + 1)}-${twoDigits(there.getDate())}`;
}

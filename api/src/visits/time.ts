// Visit slots are written in the company's time (Africa/Cairo, which has daylight saving): a slot's day and HH:MM as
// an instant, and an instant's day there.
const ZONE = 'Africa/Cairo';

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Cairo's offset from UTC at an instant, in minutes ("GMT+03:00" → 180). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant a Cairo day and time (YYYY-MM-DD, HH:MM) name. */
export function cairoInstant(day: string, time: string): Date {
  const asUtc = Date.parse(`${day}T${time}:00Z`);
  // The offset at the guess, then at the corrected instant (they differ only across a change of clocks).
  const first = asUtc - offsetMinutes(new Date(asUtc)) * 60_000;
  return new Date(asUtc - offsetMinutes(new Date(first)) * 60_000);
}

/** The Cairo day (YYYY-MM-DD) of an instant. */
export const cairoDay = (at: Date) => dayFormat.format(at);

// Working days: every day but Friday (the Egyptian weekend's day off on site) and the company's holidays (the
// company_holidays table staff keep, holidays.ts). Days are YYYY-MM-DD strings, counted in UTC so that no time zone
// moves them.
import { scheduleMessages } from '@fitout/shared';
import { FieldErrors } from '../http/errors.ts';

export type Holidays = ReadonlySet<string>;

const FRIDAY = 5;

export const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

export const isWorkingDay = (day: string, holidays: Holidays) => new Date(`${day}T00:00:00Z`).getUTCDay() !== FRIDAY && !holidays.has(day);

/** `day` itself when it is a working day, else the next one. */
export function workingDayFrom(day: string, holidays: Holidays): string {
  let current = day;
  // A year of holidays back to back is a mistake in the setting, not a schedule.
  for (let guard = 0; guard < 400; guard++) {
    if (isWorkingDay(current, holidays)) return current;
    current = addDays(current, 1);
  }
  throw new Error(`no working day within 400 days of ${day}`);
}

/** The last day of a task of `days` working days starting on the working day `start`. */
export function endOf(start: string, days: number, holidays: Holidays): string {
  let end = workingDayFrom(start, holidays);
  for (let left = days - 1; left > 0; left--) end = workingDayFrom(addDays(end, 1), holidays);
  return end;
}

/** The first working day after `end`: when a task waiting for it may start. */
export const dayAfter = (end: string, holidays: Holidays) => workingDayFrom(addDays(end, 1), holidays);

export type Plannable = { id: number; start: string; days: number; end?: string };

/**
 * Settles a schedule (finish-to-start): in dependency order, each task starts on the later of its own start and the
 * first working day after the tasks it waits for end, snapped to a working day, and ends `days` working days on.
 * Tasks are pushed later, never pulled earlier (a planned later start, waiting for materials, is kept). A loop is
 * refused on `depends_on`.
 */
export function settle<T extends Plannable>(tasks: T[], dependsOn: Map<number, number[]>, holidays: Holidays): (T & { end: string })[] {
  const byId = new Map(tasks.map((task) => [task.id, { ...task, end: task.end ?? '' }]));
  const state = new Map<number, 'visiting' | 'done'>();
  const visit = (id: number) => {
    const task = byId.get(id);
    if (!task || state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') throw FieldErrors.of('depends_on', scheduleMessages.dependencyLoop);
    state.set(id, 'visiting');
    let start = workingDayFrom(task.start, holidays);
    for (const before of dependsOn.get(id) ?? []) {
      visit(before);
      const previous = byId.get(before);
      if (previous) {
        const earliest = dayAfter(previous.end, holidays);
        if (earliest > start) start = earliest;
      }
    }
    task.start = start;
    task.end = endOf(start, task.days, holidays);
    state.set(id, 'done');
  };
  for (const task of tasks) visit(task.id);
  return tasks.map((task) => byId.get(task.id)!);
}

// The site visit calls of the console (issue 25), through the contract's paths and the console's HTTP client (its
// token, its errors in the server's words): a day's visits, the slots from a day on, opening and removing a slot.
// Days are Cairo days (YYYY-MM-DD), times Cairo wall-clock (HH:MM), as the API keeps them.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type DayVisit, mayCall, pathOf, type StaffRole, type VisitSlot, visits } from '@fitout/shared/contract';
import { COMPANY_TIME_ZONE, type SlotInput } from '@fitout/shared';
import { apiRoot } from '../config.ts';
import { refreshAuth } from '../auth/session.ts';
import { callEndpoint } from '../dataProvider/callEndpoint.ts';
import { httpClient } from '../dataProvider/httpClient.ts';

/** How many days of slots the page lists, from the day shown. */
export const SLOT_DAYS = 14;

// Made on first use, as every formatter (docs/decisions.md: no Intl object when a module loads).
let cairoDayFormat: Intl.DateTimeFormat | undefined;

/** Today in Cairo, YYYY-MM-DD. */
export function cairoToday(): string {
  cairoDayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
  return cairoDayFormat.format(new Date());
}

/** A day `count` days after (or before) `day`, YYYY-MM-DD. */
export function addDays(day: string, count: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000).toISOString().slice(0, 10);
}

export const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`));

/** Whether the role sees the visits (the contract's own access: owner and sales). */
export const maySeeVisits = (role: StaffRole | null | undefined) => mayCall(visits.day.access, role);

async function get<T>(endpoint: typeof visits.day | typeof visits.slots, query: Record<string, string | number>): Promise<T> {
  await refreshAuth();
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return (await httpClient(`${apiRoot}${pathOf(endpoint)}?${search}`)).json as T;
}

export const dayKey = (day: string) => ['visits', 'day', day] as const;
export const slotsKey = (from: string) => ['visits', 'slots', from] as const;

/** The day's booked visits, by the time they start. */
export const useDayVisits = (day: string, enabled = true) =>
  useQuery({
    queryKey: dayKey(day),
    queryFn: () => get<DayVisit[]>(visits.day, { day }),
    enabled: enabled && isDay(day),
    refetchOnWindowFocus: true,
  });

/** The slots from `from` on, for SLOT_DAYS days. */
export const useSlots = (from: string) =>
  useQuery({ queryKey: slotsKey(from), queryFn: () => get<VisitSlot[]>(visits.slots, { from, days: SLOT_DAYS }), enabled: isDay(from) });

export const createSlot = (slot: SlotInput) => callEndpoint<VisitSlot>(visits.createSlot, {}, slot);
export const removeSlot = (id: number) => callEndpoint<null>(visits.removeSlot, { id });

/** After a write: every list of slots (and the day's visits, which name their slots) is read again. */
export function useReloadVisits() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: ['visits'] });
}

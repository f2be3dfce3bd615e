// The company's holidays (issue 41's leftovers): a table staff (owner and sales) keep on the console's schedule page,
// which working days skip besides Fridays (working-days.ts). Adding or removing one moves no schedule already planned:
// the next write of a schedule counts the holidays as they are then.
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { holidaySchema } from '@fitout/shared';
import type { CompanyHoliday } from '@fitout/shared/contract';
import { companyHolidays } from '../db/schema.ts';
import { uniqueViolation } from '../db/errors.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { parseInput } from '../quotes/service.ts';
import type { Holidays } from './working-days.ts';

type Reader = FastifyInstance['db'];

const holidayOut = (row: typeof companyHolidays.$inferSelect): CompanyHoliday => ({
  id: row.id,
  date: row.date,
  name: row.name,
  name_ar: row.nameAr,
});

/** The holidays' dates, by date: what the schedule's arithmetic skips and the Gantt shades. */
export async function holidayDates(db: Reader): Promise<string[]> {
  const rows = await db.select({ date: companyHolidays.date }).from(companyHolidays).orderBy(asc(companyHolidays.date));
  return rows.map((row) => row.date);
}

export const holidaysOf = async (db: Reader): Promise<Holidays> => new Set(await holidayDates(db));

export async function listHolidays(app: Pick<FastifyInstance, 'db'>) {
  const rows = await app.db.select().from(companyHolidays).orderBy(asc(companyHolidays.date));
  return rows.map(holidayOut);
}

export async function holidayView(app: Pick<FastifyInstance, 'db'>, id: number) {
  const [row] = await app.db.select().from(companyHolidays).where(eq(companyHolidays.id, id));
  if (!row) throw notFound();
  return holidayOut(row);
}

/** Adds a holiday; a date already one is refused (409 schedule.holiday_exists). */
export async function addHoliday(app: Pick<FastifyInstance, 'db' | 'ordersChanged'>, raw: unknown) {
  const input = parseInput(holidaySchema, raw);
  const [taken] = await app.db.select({ id: companyHolidays.id }).from(companyHolidays).where(eq(companyHolidays.date, input.date));
  if (taken) throw new HttpError(409, 'schedule.holiday_exists');
  try {
    const [row] = await app.db.insert(companyHolidays).values({ date: input.date, name: input.name, nameAr: input.name_ar }).returning();
    // Every order's schedule lists the holidays, and it is read from memory (routes.ts).
    app.ordersChanged();
    return holidayOut(row);
  } catch (error) {
    if (uniqueViolation(error) !== undefined) throw new HttpError(409, 'schedule.holiday_exists');
    throw error;
  }
}

export async function deleteHoliday(app: Pick<FastifyInstance, 'db' | 'ordersChanged'>, id: number) {
  await holidayView(app, id);
  await app.db.delete(companyHolidays).where(eq(companyHolidays.id, id));
  app.ordersChanged();
}

// The day's work (issue 37): what needs staff's action on the orders, counted and the first few named, for the
// console's dashboard, in one read. Each kind is one statement on an index (the partial indexes of migrations
// `console_work` and `accepted_orders` hold only the rows that need action), counting every match and naming the five
// most pressing. The answer is kept in memory with the order lists (routes.ts), emptied by every change to the orders.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closingWords } from '@fitout/shared';
import type { WorkItem, WorkKind, WorkToday } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { cairoDay } from '../company-time.ts';
import { followUpsToday } from '../leads/service.ts';

/** How many orders each kind names (the count counts them all). */
export const WORK_LISTED = 5;
/** A payment due for longer than this since the quote was accepted, with nothing paid meanwhile, is late. */
export const LATE_AFTER_DAYS = 14;
/** How long a withdrawn or cancelled order stays on the dashboard. */
export const CLOSED_SHOWN_DAYS = 7;

type Row = { order_id: number; at: string | Date | null; total: number | string };

async function rows(db: Pick<Db, 'execute'>, statement: SQL): Promise<Row[]> {
  const result = await db.execute(statement);
  // node-postgres and PGlite both answer { rows }.
  return (result as unknown as { rows: Row[] }).rows;
}

/** The statement's matches counted, the first WORK_LISTED of them (by `at`) kept. */
const firstOf = (matches: SQL, order: 'asc' | 'desc') =>
  sql`select order_id, at, count(*) over () as total from (${matches}) as matches order by at ${sql.raw(order)} nulls last, order_id desc limit ${WORK_LISTED}`;

/**
 * Orders whose customer owes money now: a milestone or a change's instalment whose moment has come is not covered by
 * what they paid, as the payment account says. Triggers keep it in accepted_orders (migration `accepted_orders`) in
 * the transaction of every write that can change it, so this reads a partial index, not every accepted quote.
 */
function owing(late: boolean): SQL {
  const since = sql`now() - make_interval(days => ${LATE_AFTER_DAYS}::int)`;
  return sql`
    select order_id, accepted_at as at from accepted_orders where owing
    ${late ? sql`and accepted_at < ${since} and (last_paid_at is null or last_paid_at < ${since})` : sql``}`;
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each kind's matches (order_id, at) and which come first. */
function kinds(today: string): Record<WorkKind, { matches: SQL; order: 'asc' | 'desc' }> {
  return {
    // Accepted, and the work not yet started: plan it (and the deposit, counted below).
    accepted_quotes: {
      matches: sql`select order_id, accepted_at as at from accepted_orders where waiting`,
      order: 'asc',
    },
    // The team's unread threads (the partial index of order_threads holds only those).
    unread_messages: {
      matches: sql`select order_id, last_message_at as at from order_threads where last_customer_message_id > staff_read_id`,
      order: 'desc',
    },
    payments_due: { matches: owing(false), order: 'asc' },
    payments_late: { matches: owing(true), order: 'asc' },
    open_snags: { matches: sql`select order_id, created_at as at from snags where status = 'open'`, order: 'asc' },
    visits_today: {
      matches: sql`
        select v.order_id, (s.day::text || 'T' || s.starts_at) as at
        from visit_slots s join site_visits v on v.slot_id = s.id
        where s.day = ${today} and v.status = 'booked'`,
      order: 'asc',
    },
    // Closed lately by the customer (withdrawn) or by staff (cancelled), and the requests to cancel not yet read.
    closing: {
      matches: sql`
        select order_id, created_at as at from order_stage_changes
        where stage in ('withdrawn', 'cancelled') and event is null and created_at > now() - make_interval(days => ${CLOSED_SHOWN_DAYS}::int)
        union all
        select m.order_id, m.created_at as at
        from order_threads t join order_messages m on m.order_id = t.order_id and m.id > t.staff_read_id and not m.from_staff
        where t.last_customer_message_id > t.staff_read_id
          and (m.body like ${startsWith(closingWords.en.requestText)} or m.body like ${startsWith(closingWords.ar.requestText)})`,
      order: 'desc',
    },
    // Selections the customer has not chosen by their date (issue 38; the partial index holds the open ones only).
    overdue_selections: {
      matches: sql`select order_id, choose_by::text as at from selections where status = 'open' and choose_by < ${today}`,
      order: 'asc',
    },
  };
}

const iso = (at: string | Date | null) => (at === null ? null : at instanceof Date ? at.toISOString() : String(at));

/** GET admin/work: each kind's count and its first orders, with what names an order (its package and place). */
export async function workToday(app: Pick<FastifyInstance, 'db'>): Promise<WorkToday> {
  const all = Object.entries(kinds(cairoDay(new Date()))) as [WorkKind, { matches: SQL; order: 'asc' | 'desc' }][];
  const [found, followUps] = await Promise.all([
    Promise.all(all.map(([, kind]) => rows(app.db, firstOf(kind.matches, kind.order)))),
    followUpsToday(app, WORK_LISTED),
  ]);
  const ids = [...new Set(found.flat().map((row) => Number(row.order_id)))];
  const named = ids.length
    ? await rows(
        app.db,
        sql`select id as order_id, package, coalesce((select p.title_ar from packages p where p.title = orders.package limit 1), '') as package_ar, city, area, full_name, stage from orders where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(named.map((row) => [Number(row.order_id), row as unknown as Record<string, string>]));
  const out = { lead_follow_ups: followUps } as WorkToday;
  all.forEach(([key], index) => {
    const listed = found[index];
    out[key] = {
      count: listed.length ? Number(listed[0].total) : 0,
      orders: listed.map((row): WorkItem => {
        const order = byId.get(Number(row.order_id));
        return {
          order_id: Number(row.order_id),
          package: order?.package ?? '',
          package_ar: order?.package_ar ?? '',
          city: order?.city ?? '',
          area: order?.area ?? '',
          full_name: order?.full_name ?? '',
          stage: order?.stage ?? '',
          at: iso(row.at),
        };
      }),
    };
  });
  return out;
}

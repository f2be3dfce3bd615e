// The day's work (issue 37): what needs staff's action on the orders, counted and the first few named, for the
// console's dashboard, in one read. Each kind is one statement on an index (the partial indexes of migration
// `console_work` hold only the rows that need action), counting every match and naming the five most pressing.
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { closingWords } from '@fitout/shared';
import type { WorkItem, WorkKind, WorkToday } from '@fitout/shared/contract';
import type { Db } from '../db/index.ts';
import { cairoDay } from '../company-time.ts';

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

/** Orders whose customer owes money now: a milestone whose moment has come is not covered by what they paid. */
function owing(late: boolean): SQL {
  const accepted = sql`
    select q.id as quote_id, q.order_id, a.total, a.created_at as answered_at, o.stage
    from quotes q
    join quote_answers a on a.quote_id = q.id
    join orders o on o.id = q.order_id
    where q.status = 'accepted' and o.stage not in ('cancelled', 'withdrawn')`;
  // Each milestone's amount as payments.ts splits it (its share rounded down, the last one taking what is left), as
  // the running sum up to it: the customer owes when what they paid is below the running sum of a milestone reached.
  const steps = sql`
    select ac.order_id, ac.answered_at,
      case when m.position = max(m.position) over (partition by m.quote_id) then ac.total
        else sum(ac.total * m.share_bp / 10000) over (partition by m.quote_id order by m.position) end as through,
      (m.due = 'acceptance' or (m.due = 'start' and ac.stage in ('in_progress', 'completed')) or (m.due = 'completion' and ac.stage = 'completed')) as reached
    from (${accepted}) ac
    join quote_milestones m on m.quote_id = ac.quote_id`;
  const owed = sql`
    select order_id, min(answered_at) as answered_at, max(through) filter (where reached) as owed
    from (${steps}) s group by order_id`;
  const paid = sql`
    select o.order_id, o.answered_at, o.owed, coalesce(sum(p.amount), 0) as paid, max(p.created_at) as last_paid
    from (${owed}) o left join payments p on p.order_id = o.order_id
    group by o.order_id, o.answered_at, o.owed`;
  const since = sql`now() - make_interval(days => ${LATE_AFTER_DAYS}::int)`;
  return sql`
    select order_id, answered_at as at from (${paid}) d
    where d.owed is not null and d.paid < d.owed
    ${late ? sql`and d.answered_at < ${since} and (d.last_paid is null or d.last_paid < ${since})` : sql``}`;
}

const startsWith = (text: string) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Each kind's matches (order_id, at) and which come first. */
function kinds(today: string): Record<WorkKind, { matches: SQL; order: 'asc' | 'desc' }> {
  return {
    // Accepted, and the work not yet started: plan it (and the deposit, counted below).
    accepted_quotes: {
      matches: sql`
        select q.order_id, a.created_at as at
        from quotes q join quote_answers a on a.quote_id = q.id join orders o on o.id = q.order_id
        where q.status = 'accepted' and o.stage in ('new', 'contacted', 'site_visit', 'quoted', 'accepted', 'deposit_paid')`,
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
  };
}

const iso = (at: string | Date | null) => (at === null ? null : at instanceof Date ? at.toISOString() : String(at));

/** GET admin/work: each kind's count and its first orders, with what names an order (its package and place). */
export async function workToday(app: Pick<FastifyInstance, 'db'>): Promise<WorkToday> {
  const all = Object.entries(kinds(cairoDay(new Date()))) as [WorkKind, { matches: SQL; order: 'asc' | 'desc' }][];
  const found = await Promise.all(all.map(([, kind]) => rows(app.db, firstOf(kind.matches, kind.order))));
  const ids = [...new Set(found.flat().map((row) => Number(row.order_id)))];
  const named = ids.length
    ? await rows(
        app.db,
        sql`select id as order_id, package, city, area, full_name, stage from orders where id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      )
    : [];
  const byId = new Map(named.map((row) => [Number(row.order_id), row as unknown as Record<string, string>]));
  const out = {} as WorkToday;
  all.forEach(([key], index) => {
    const listed = found[index];
    out[key] = {
      count: listed.length ? Number(listed[0].total) : 0,
      orders: listed.map((row): WorkItem => {
        const order = byId.get(Number(row.order_id));
        return {
          order_id: Number(row.order_id),
          package: order?.package ?? '',
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

// The job's schedule (issue 41). Staff fill an order's schedule from a template (working days from a start date,
// skipping Fridays and the company holidays, holidays.ts), add, change, move and remove tasks; every write settles the dependencies
// (working-days.ts) and keeps the order's expected completion (order_completions, which approved changes also move)
// at the latest end of its tasks plus the approved changes' days. A move names its reason; when the completion moves by
// more than a day the customer gets one mail for the whole move, however many tasks it shifted. Applying a template
// over an expected completion already set, adding and removing a task do the same: when the completion moves by more
// than a day the write needs a reason (refused on `reason` without one) and the customer gets the one mail.
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  applyTemplateSchema,
  DELAY_MAIL_DAYS,
  taskRemovalSchema,
  isClosedStage,
  scheduleMessages,
  taskSchema,
  taskUpdateSchema,
  templateSchema,
  type JobKind,
  type WorkStage,
} from '@fitout/shared';
import type { CustomerTimeline, OrderSchedule, ScheduleTask, ScheduleTemplate } from '@fitout/shared/contract';
import {
  changeOrders,
  orderCompletions,
  orders,
  packages,
  profiles,
  scheduleMoves,
  scheduleTaskLinks,
  scheduleTasks,
  scheduleTemplates,
  users,
  type MovedTask,
} from '../db/schema.ts';
import { FieldErrors, HttpError, notFound } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { getOrder, getOrderBySlug, type Order } from '../orders/service.ts';
import { closingConflict } from '../orders/money.ts';
import { companyToday, lockOrder, parseInput } from '../quotes/service.ts';
import { scheduleMovedMail } from './mails.ts';
import { holidayDates, holidaysOf } from './holidays.ts';
import { addDays, daysBetween, endOf, type Holidays, settle, workingDayFrom } from './working-days.ts';

type Reader = FastifyInstance['db'];
export type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log' | 'ordersChanged'>;
type TaskRow = typeof scheduleTasks.$inferSelect;
type TemplateRow = typeof scheduleTemplates.$inferSelect;

async function tasksOf(db: Reader, orderId: number) {
  const rows = await db
    .select()
    .from(scheduleTasks)
    .where(eq(scheduleTasks.orderId, orderId))
    .orderBy(asc(scheduleTasks.start), asc(scheduleTasks.position));
  const links = rows.length
    ? await db
        .select()
        .from(scheduleTaskLinks)
        .where(
          inArray(
            scheduleTaskLinks.taskId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const dependsOn = new Map<number, number[]>();
  for (const link of links) dependsOn.set(link.taskId, [...(dependsOn.get(link.taskId) ?? []), link.dependsOn]);
  return { rows, dependsOn };
}

async function namesOf(db: Reader, ids: number[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row.fullName || row.email]));
}

function taskOut(row: TaskRow, dependsOn: number[], names: Map<number, string>): ScheduleTask {
  return {
    id: row.id,
    order_id: row.orderId,
    position: row.position,
    name: row.name,
    name_ar: row.nameAr,
    stage: row.stage as WorkStage,
    start: row.start,
    end: row.end,
    days: row.days,
    depends_on: [...dependsOn].sort((a, b) => a - b),
    assignee_id: row.assigneeId,
    assignee: (row.assigneeId ? names.get(row.assigneeId) : undefined) ?? row.assigneeName,
    done: row.done,
  };
}

/** The approved changes' days on an order (they extend the completion past the last task). */
async function approvedDays(db: Reader, orderId: number) {
  const [row] = await db
    .select({ days: sql<number>`coalesce(sum(${changeOrders.daysAdded}), 0)::int` })
    .from(changeOrders)
    .where(and(eq(changeOrders.orderId, orderId), eq(changeOrders.status, 'approved')));
  return row?.days ?? 0;
}

async function completionNow(db: Reader, orderId: number) {
  const [row] = await db.select().from(orderCompletions).where(eq(orderCompletions.orderId, orderId));
  return row?.expectedCompletion ?? null;
}

const latestEnd = (rows: { end: string }[]) =>
  rows.reduce<string | null>((latest, row) => (latest === null || row.end > latest ? row.end : latest), null);

/** The expected completion follows the tasks: their latest end plus the approved changes' days. */
async function followCompletion(db: Reader, orderId: number): Promise<{ before: string | null; after: string | null }> {
  const before = await completionNow(db, orderId);
  const { rows } = await tasksOf(db, orderId);
  const end = latestEnd(rows);
  if (end === null) return { before, after: before };
  const after = addDays(end, await approvedDays(db, orderId));
  if (after !== before)
    await db
      .insert(orderCompletions)
      .values({ orderId, expectedCompletion: after })
      .onConflictDoUpdate({ target: orderCompletions.orderId, set: { expectedCompletion: after, updatedAt: new Date() } });
  return { before, after };
}

/** An order's schedule as staff read it (the list and the Gantt). */
export async function scheduleOf(app: Pick<FastifyInstance, 'db'>, orderId: number): Promise<OrderSchedule> {
  const [{ rows, dependsOn }, days, completion, moves, holidays] = await Promise.all([
    tasksOf(app.db, orderId),
    approvedDays(app.db, orderId),
    completionNow(app.db, orderId),
    app.db.select().from(scheduleMoves).where(eq(scheduleMoves.orderId, orderId)).orderBy(desc(scheduleMoves.id)).limit(50),
    holidayDates(app.db),
  ]);
  const names = await namesOf(
    app.db,
    rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])),
  );
  return {
    order_id: orderId,
    tasks: rows.map((row) => taskOut(row, dependsOn.get(row.id) ?? [], names)),
    tasks_end: latestEnd(rows),
    days_added: days,
    expected_completion: completion,
    holidays,
    moves: moves.map(moveOut),
  };
}

function moveOut(row: typeof scheduleMoves.$inferSelect) {
  return {
    id: row.id,
    reason: row.reason,
    reason_ar: row.reasonAr,
    completion_before: row.completionBefore,
    completion_after: row.completionAfter,
    moved: row.moved.map(({ change, ...entry }) => ({ ...entry, change: change ?? ('moved' as const) })),
    mailed: row.mailed,
    created_at: row.createdAt.toISOString(),
  };
}

export async function staffSchedule(app: Pick<FastifyInstance, 'db' | 'transaction'>, orderId: number) {
  await getOrder(app, orderId);
  return scheduleOf(app, orderId);
}

/** The order's timeline as its customer reads it: done, now (started, not done), next; no names of who does what. */
export async function customerTimeline(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer: AuthUser): Promise<CustomerTimeline> {
  const order = await getOrderBySlug(app, slug, viewer);
  const today = companyToday();
  const [rows, completion, [last]] = await Promise.all([
    app.db.select().from(scheduleTasks).where(eq(scheduleTasks.orderId, order.id)).orderBy(asc(scheduleTasks.start), asc(scheduleTasks.position)),
    completionNow(app.db, order.id),
    app.db
      .select({
        id: scheduleMoves.id,
        reason: scheduleMoves.reason,
        reasonAr: scheduleMoves.reasonAr,
        completionBefore: scheduleMoves.completionBefore,
        completionAfter: scheduleMoves.completionAfter,
        createdAt: scheduleMoves.createdAt,
      })
      .from(scheduleMoves)
      .where(and(eq(scheduleMoves.orderId, order.id), eq(scheduleMoves.mailed, true)))
      .orderBy(desc(scheduleMoves.id))
      .limit(1),
  ]);
  return {
    expected_completion: completion,
    items: rows.map((row) => ({
      id: row.id,
      name: row.name,
      name_ar: row.nameAr,
      stage: row.stage as WorkStage,
      start: row.start,
      end: row.end,
      state: row.done ? 'done' : row.start <= today ? 'now' : 'next',
    })),
    last_move: last
      ? {
          id: last.id,
          reason: last.reason,
          reason_ar: last.reasonAr,
          completion_before: last.completionBefore,
          completion_after: last.completionAfter,
          created_at: last.createdAt.toISOString(),
        }
      : null,
  };
}

/** An order that may still be planned: locked for the write, not closed. */
async function openOrder(db: Reader, orderId: number): Promise<Order> {
  const order = await lockOrder(db, orderId);
  if (isClosedStage(order.stage)) throw closingConflict('order.closed');
  return order;
}

/** Writes settled dates back, answering which tasks moved (from and to). */
async function writeSettled(db: Reader, orderId: number, holidays: Holidays) {
  const { rows, dependsOn } = await tasksOf(db, orderId);
  const settled = settle(rows, dependsOn, holidays);
  const moved: MovedTask[] = [];
  for (const [index, task] of settled.entries()) {
    const row = rows[index];
    if (task.start === row.start && task.end === row.end) continue;
    await db.update(scheduleTasks).set({ start: task.start, end: task.end }).where(eq(scheduleTasks.id, row.id));
    moved.push({
      id: row.id,
      name: row.name,
      name_ar: row.nameAr,
      start_before: row.start,
      start_after: task.start,
      end_before: row.end,
      end_after: task.end,
    });
  }
  return moved;
}

async function checkAssignee(db: Reader, id: number | null | undefined) {
  if (!id) return;
  const [row] = await db.select({ role: users.role }).from(users).where(eq(users.id, id));
  if (!row?.role) throw FieldErrors.of('assignee_id', scheduleMessages.assigneeNotStaff);
}

async function checkDependencies(db: Reader, orderId: number, ids: number[], self?: number) {
  if (!ids.length) return;
  if (self !== undefined && ids.includes(self)) throw FieldErrors.of('depends_on', scheduleMessages.dependencyLoop);
  const found = await db
    .select({ id: scheduleTasks.id })
    .from(scheduleTasks)
    .where(and(eq(scheduleTasks.orderId, orderId), inArray(scheduleTasks.id, ids)));
  if (found.length !== new Set(ids).size) throw FieldErrors.of('depends_on', scheduleMessages.unknownTask);
}

type Why = { reason?: string; reason_ar?: string };

/**
 * Keeps a move of the dates (what moved, the completion before and after, why) and mails the customer once when the
 * expected completion moved by more than DELAY_MAIL_DAYS; such a move without a reason is refused (the transaction
 * rolls back). Answers whether it mailed (the outbox is kicked after the commit).
 */
async function recordMove(
  app: Services,
  tx: Reader,
  order: Order,
  staff: AuthUser,
  moved: MovedTask[],
  completion: { before: string | null; after: string | null },
  why: Why,
) {
  const shift = completion.before && completion.after ? Math.abs(daysBetween(completion.before, completion.after)) : 0;
  const mailed = shift > DELAY_MAIL_DAYS;
  if (mailed && !why.reason) throw FieldErrors.of('reason', scheduleMessages.completionReasonRequired);
  await tx.insert(scheduleMoves).values({
    orderId: order.id,
    reason: why.reason ?? '',
    reasonAr: why.reason_ar ?? '',
    moved,
    completionBefore: completion.before,
    completionAfter: completion.after,
    mailed,
    movedBy: staff.id,
  });
  if (mailed) await scheduleMovedMail(app, tx, order, { reason: why.reason ?? '', reasonAr: why.reason_ar ?? '', moved, ...completion });
  return mailed;
}

/** A write that is not a move itself (a template, a task added or removed) is kept when it moved a completion already set. */
const movedCompletion = (completion: { before: string | null; after: string | null }) =>
  completion.before !== null && completion.before !== completion.after;

const entryOf = (row: Pick<TaskRow, 'id' | 'name' | 'nameAr' | 'start' | 'end'>, change: 'added' | 'removed'): MovedTask => ({
  id: row.id,
  name: row.name,
  name_ar: row.nameAr,
  change,
  start_before: row.start,
  start_after: row.start,
  end_before: row.end,
  end_after: row.end,
});

/**
 * Fills an empty schedule from a template, from `start` (the first working day on or after it). Over an expected
 * completion already set (staff set one, or approved changes' days), moving it by more than a day needs a reason and
 * mails the customer once.
 */
export async function applyTemplate(app: Services, orderId: number, raw: unknown, staff: AuthUser): Promise<OrderSchedule> {
  const input = parseInput(applyTemplateSchema, raw);
  const holidays = await holidaysOf(app.db);
  let mailed = false;
  await app.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const [template] = await tx.select().from(scheduleTemplates).where(eq(scheduleTemplates.id, input.template_id));
    if (!template) throw FieldErrors.of('template_id', scheduleMessages.unknownTemplate);
    const [existing] = await tx.select({ id: scheduleTasks.id }).from(scheduleTasks).where(eq(scheduleTasks.orderId, orderId)).limit(1);
    if (existing) throw new HttpError(409, 'schedule.exists');
    const start = workingDayFrom(input.start, holidays);
    const inserted = await tx
      .insert(scheduleTasks)
      .values(
        template.tasks.map((task, position) => ({
          orderId,
          position,
          name: task.name,
          nameAr: task.name_ar,
          stage: task.stage,
          start,
          end: endOf(start, task.days, holidays),
          days: task.days,
        })),
      )
      .returning({ id: scheduleTasks.id, position: scheduleTasks.position });
    const idAt = new Map(inserted.map((row) => [row.position, row.id]));
    const links = template.tasks.flatMap((task, position) =>
      task.after.map((before) => ({ taskId: idAt.get(position)!, dependsOn: idAt.get(before)! })),
    );
    if (links.length) await tx.insert(scheduleTaskLinks).values(links);
    await writeSettled(tx, orderId, holidays);
    const completion = await followCompletion(tx, orderId);
    if (!movedCompletion(completion)) return;
    const { rows } = await tasksOf(tx, orderId);
    mailed = await recordMove(
      app,
      tx,
      order,
      staff,
      rows.map((row) => entryOf(row, 'added')),
      completion,
      input,
    );
  });
  // The schedule and the timeline are read from memory (routes.ts).
  app.ordersChanged();
  if (mailed) app.outbox.kick();
  return scheduleOf(app, orderId);
}

export async function taskView(app: Pick<FastifyInstance, 'db'>, id: number): Promise<ScheduleTask> {
  const [row] = await app.db.select().from(scheduleTasks).where(eq(scheduleTasks.id, id));
  if (!row) throw notFound();
  const links = await app.db.select().from(scheduleTaskLinks).where(eq(scheduleTaskLinks.taskId, id));
  const names = await namesOf(app.db, row.assigneeId ? [row.assigneeId] : []);
  return taskOut(
    row,
    links.map((link) => link.dependsOn),
    names,
  );
}

/**
 * Adds a task; it starts no earlier than the tasks it waits for end. Moving the expected completion by more than a day
 * needs a reason and mails the customer once.
 */
export async function addTask(app: Services, orderId: number, raw: unknown, staff: AuthUser): Promise<ScheduleTask> {
  const input = parseInput(taskSchema, raw);
  const holidays = await holidaysOf(app.db);
  let mailed = false;
  const id = await app.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    await checkAssignee(tx, input.assignee_id);
    await checkDependencies(tx, orderId, input.depends_on);
    const [last] = await tx
      .select({ position: sql<number>`coalesce(max(${scheduleTasks.position}), -1)::int` })
      .from(scheduleTasks)
      .where(eq(scheduleTasks.orderId, orderId));
    const start = workingDayFrom(input.start, holidays);
    const [row] = await tx
      .insert(scheduleTasks)
      .values({
        orderId,
        position: (last?.position ?? -1) + 1,
        name: input.name,
        nameAr: input.name_ar,
        stage: input.stage,
        start,
        end: endOf(start, input.days, holidays),
        days: input.days,
        assigneeId: input.assignee_id ?? null,
        assigneeName: input.assignee_id ? '' : (input.assignee_name ?? ''),
      })
      .returning();
    const dependsOn = [...new Set(input.depends_on)];
    if (dependsOn.length) await tx.insert(scheduleTaskLinks).values(dependsOn.map((before) => ({ taskId: row.id, dependsOn: before })));
    const settled = await writeSettled(tx, orderId, holidays);
    const completion = await followCompletion(tx, orderId);
    if (movedCompletion(completion)) {
      // The new task where it settled (after the tasks it waits for), then any other task the settling moved.
      const self = settled.find((entry) => entry.id === row.id);
      const added = entryOf({ ...row, start: self?.start_after ?? row.start, end: self?.end_after ?? row.end }, 'added');
      const moved = [added, ...settled.filter((entry) => entry.id !== row.id)];
      mailed = await recordMove(app, tx, order, staff, moved, completion, input);
    }
    return row.id;
  });
  // The schedule and the timeline are read from memory (routes.ts).
  app.ordersChanged();
  if (mailed) app.outbox.kick();
  return taskView(app, id);
}

/**
 * Changes a task. A move (start, days or dependencies; a reason required) settles the tasks waiting for it, keeps the
 * move with its reason, and mails the customer once when the expected completion moved by more than a day.
 */
export async function updateTask(app: Services, taskId: number, raw: unknown, staff: AuthUser): Promise<OrderSchedule> {
  const input = parseInput(taskUpdateSchema, raw);
  const holidays = await holidaysOf(app.db);
  const [found] = await app.db.select().from(scheduleTasks).where(eq(scheduleTasks.id, taskId));
  if (!found) throw notFound();
  const orderId = found.orderId;
  let mailed = false;
  await app.transaction(async (tx) => {
    const order = await openOrder(tx, orderId);
    const [task] = await tx.select().from(scheduleTasks).where(eq(scheduleTasks.id, taskId)).for('update');
    if (!task) throw notFound();
    await checkAssignee(tx, input.assignee_id);
    const set: Partial<typeof scheduleTasks.$inferInsert> = {};
    if (input.name !== undefined) set.name = input.name;
    if (input.name_ar !== undefined) set.nameAr = input.name_ar;
    if (input.stage !== undefined) set.stage = input.stage;
    if (input.assignee_id !== undefined) {
      set.assigneeId = input.assignee_id;
      if (input.assignee_id) set.assigneeName = '';
    }
    if (input.assignee_name !== undefined) {
      set.assigneeName = input.assignee_name;
      if (input.assignee_name) set.assigneeId = null;
    }
    if (input.done !== undefined && input.done !== task.done) {
      set.done = input.done;
      set.doneAt = input.done ? new Date() : null;
    }
    const moves = input.start !== undefined || input.days !== undefined || input.depends_on !== undefined;
    if (moves) {
      const start = workingDayFrom(input.start ?? task.start, holidays);
      const days = input.days ?? task.days;
      set.start = start;
      set.days = days;
      set.end = endOf(start, days, holidays);
    }
    if (Object.keys(set).length) await tx.update(scheduleTasks).set(set).where(eq(scheduleTasks.id, taskId));
    if (input.depends_on !== undefined) {
      const dependsOn = [...new Set(input.depends_on)];
      await checkDependencies(tx, orderId, dependsOn, taskId);
      await tx.delete(scheduleTaskLinks).where(eq(scheduleTaskLinks.taskId, taskId));
      if (dependsOn.length) await tx.insert(scheduleTaskLinks).values(dependsOn.map((before) => ({ taskId, dependsOn: before })));
    }
    if (!moves) return;
    const settledMoves = await writeSettled(tx, orderId, holidays);
    const after = { ...task, ...set } as TaskRow;
    const own: MovedTask[] =
      after.start !== task.start || after.end !== task.end
        ? [
            {
              id: task.id,
              name: after.name,
              name_ar: after.nameAr,
              start_before: task.start,
              start_after: after.start,
              end_before: task.end,
              end_after: after.end,
            },
          ]
        : [];
    // The task itself may also be settled later (it waits for others): one entry, from where it was to where it is.
    const moved = [...own, ...settledMoves.filter((entry) => entry.id !== task.id)];
    const settledSelf = settledMoves.find((entry) => entry.id === task.id);
    if (settledSelf) {
      if (own[0]) Object.assign(own[0], { start_after: settledSelf.start_after, end_after: settledSelf.end_after });
      else moved.unshift({ ...settledSelf, start_before: task.start, end_before: task.end });
    }
    const completion = await followCompletion(tx, orderId);
    if (!moved.length && completion.before === completion.after) return;
    mailed = await recordMove(app, tx, order, staff, moved, completion, input);
  });
  app.ordersChanged();
  if (mailed) app.outbox.kick();
  return scheduleOf(app, orderId);
}

/**
 * Removes a task; those that waited for it no longer do (their dates stay). Moving the expected completion by more
 * than a day (removing the last task, say) needs a reason and mails the customer once.
 */
export async function deleteTask(app: Services, taskId: number, raw: unknown, staff: AuthUser) {
  const input = parseInput(taskRemovalSchema, raw ?? {});
  const [found] = await app.db.select().from(scheduleTasks).where(eq(scheduleTasks.id, taskId));
  if (!found) throw notFound();
  let mailed = false;
  await app.transaction(async (tx) => {
    const order = await openOrder(tx, found.orderId);
    const [task] = await tx.select().from(scheduleTasks).where(eq(scheduleTasks.id, taskId));
    if (!task) throw notFound();
    await tx.delete(scheduleTasks).where(eq(scheduleTasks.id, taskId));
    const completion = await followCompletion(tx, found.orderId);
    if (movedCompletion(completion)) mailed = await recordMove(app, tx, order, staff, [entryOf(task, 'removed')], completion, input);
  });
  // The schedule and the timeline are read from memory (routes.ts).
  app.ordersChanged();
  if (mailed) app.outbox.kick();
}

// Templates

function templateOut(row: TemplateRow): ScheduleTemplate {
  // Working days from the first start to the last end, as if applied: the longest chain of waits.
  const finish: number[] = [];
  for (const [index, task] of row.tasks.entries()) finish[index] = Math.max(0, ...task.after.map((before) => finish[before] ?? 0)) + task.days;
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    kind: row.kind as JobKind,
    package_id: row.packageId,
    tasks: row.tasks as ScheduleTemplate['tasks'],
    total_days: Math.max(0, ...finish),
  };
}

export async function listTemplates(app: Pick<FastifyInstance, 'db'>) {
  const rows = await app.db.select().from(scheduleTemplates).orderBy(asc(scheduleTemplates.kind), asc(scheduleTemplates.name));
  return rows.map(templateOut);
}

export async function templateView(app: Pick<FastifyInstance, 'db'>, id: number) {
  const [row] = await app.db.select().from(scheduleTemplates).where(eq(scheduleTemplates.id, id));
  if (!row) throw notFound();
  return templateOut(row);
}

function templateValues(raw: unknown) {
  const input = parseInput(templateSchema, raw);
  return {
    name: input.name,
    nameAr: input.name_ar,
    kind: input.kind,
    packageId: input.package_id,
    tasks: input.tasks.map((task) => ({
      name: task.name,
      name_ar: task.name_ar,
      stage: task.stage,
      days: task.days,
      after: [...new Set(task.after)],
    })),
  };
}

async function checkPackage(app: Pick<FastifyInstance, 'db'>, packageId: number | null) {
  if (packageId === null) return;
  const [row] = await app.db.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId));
  if (!row) throw FieldErrors.of('package_id', scheduleMessages.unknownPackage);
}

export async function createTemplate(app: Pick<FastifyInstance, 'db'>, raw: unknown) {
  const values = templateValues(raw);
  await checkPackage(app, values.packageId);
  const [row] = await app.db.insert(scheduleTemplates).values(values).returning();
  return templateOut(row);
}

export async function updateTemplate(app: Pick<FastifyInstance, 'db'>, id: number, raw: unknown) {
  await templateView(app, id);
  const values = templateValues(raw);
  await checkPackage(app, values.packageId);
  const [row] = await app.db
    .update(scheduleTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(scheduleTemplates.id, id))
    .returning();
  return templateOut(row);
}

export async function deleteTemplate(app: Pick<FastifyInstance, 'db'>, id: number) {
  await templateView(app, id);
  await app.db.delete(scheduleTemplates).where(eq(scheduleTemplates.id, id));
}

/** A person's own tasks, for their calendar feed: those of orders still open. */
export async function tasksOfAssignee(db: Reader, userId: number) {
  return db
    .select({
      id: scheduleTasks.id,
      orderId: scheduleTasks.orderId,
      name: scheduleTasks.name,
      start: scheduleTasks.start,
      end: scheduleTasks.end,
      done: scheduleTasks.done,
      area: orders.area,
      city: orders.city,
    })
    .from(scheduleTasks)
    .innerJoin(orders, eq(orders.id, scheduleTasks.orderId))
    .where(and(eq(scheduleTasks.assigneeId, userId), isNotNull(scheduleTasks.assigneeId), sql`${orders.stage} not in ('cancelled', 'withdrawn')`))
    .orderBy(asc(scheduleTasks.start));
}

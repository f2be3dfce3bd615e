import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { countRows } from '../db/count.ts';
import type { Listing } from '../http/pagination.ts';
import {
  DEFAULT_STATUS,
  isClosedStage,
  optionLabel,
  orderChoices,
  orderFieldLabels,
  orderSchema,
  type OrderInput,
  seesCustomers,
  type WaitingOn,
  placeAndWork,
} from '@fitout/shared';
import { orders, packages, users } from '../db/schema.ts';
import { forbidden, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import { queueCompanyMail, subjectLine } from '../accounts/company-mail.ts';
import { orderPlacedMail } from './mails.ts';
import { historiesOf, type StageChange } from './stages.ts';
import { type Contact, contactsOf } from './assignment.ts';
import { ordersWithMoney } from './money.ts';
import { mailLanguageOf } from '../accounts/customer.ts';

export type Order = typeof orders.$inferSelect;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log' | 'ordersChanged'>;

/** What waits on the customer, by order, for a page of orders (quotes/waiting.ts; given by the routes, so orders need not know quotes). */
export type WaitingOf = (rows: Order[]) => Promise<Map<number, WaitingOn[]>>;

/**
 * An order as its customer reads it; `history` is its changes of stage, oldest first, `contact` the staff member
 * looking after it, `withdrawable` (the registerorder reads) whether its customer may still withdraw it.
 * `assigned_to` is for the console (the customer's answer schema leaves it out).
 */
export function orderOut<Change extends StageChange = StageChange>(
  row: Order,
  history: Change[] = [],
  contact: Contact | null = null,
  waiting: WaitingOn[] = [],
  withdrawable?: boolean,
  packageAr?: string,
) {
  return {
    id: row.id,
    slug: row.slug,
    user_id: row.userId,
    full_name: row.fullName,
    phone: row.phone,
    governorate: row.governorate,
    city: row.city,
    area: row.area,
    typeunit: row.typeunit,
    requiredworks: row.requiredworks,
    skills: row.skills,
    conditionoftheunit: row.conditionoftheunit,
    space: row.space,
    numberroom: row.numberroom,
    numberbathroom: row.numberbathroom,
    description: row.description,
    package: row.package,
    package_ar: packageAr,
    post_status: row.postStatus,
    stage: row.stage,
    history,
    waiting,
    contact,
    assigned_to: row.assignedTo,
    withdrawable,
    date: row.date.toISOString(),
  };
}

/** Whether each order's customer may still withdraw it: not closed, and no money on it. */
async function withdrawableOf(app: Pick<FastifyInstance, 'db' | 'transaction'>, rows: Order[]) {
  const money = await ordersWithMoney(
    app.db,
    rows.filter((row) => !isClosedStage(row.stage)).map((row) => row.id),
  );
  return (row: Order) => !isClosedStage(row.stage) && !money.has(row.id);
}

/** The Arabic titles of the packages these orders name (by title, as the order keeps it); '' when it has none. */
export async function packageTitlesAr(app: Pick<FastifyInstance, 'db'>, rows: Order[]) {
  const names = [...new Set(rows.map((row) => row.package).filter(Boolean))];
  const found = names.length
    ? await app.db.select({ title: packages.title, titleAr: packages.titleAr }).from(packages).where(inArray(packages.title, names))
    : [];
  const titles = new Map(found.map((row) => [row.title, row.titleAr]));
  return (row: Order) => titles.get(row.package) ?? '';
}

/**
 * Newest first, a page at a time, each with its history; only one customer's orders when userId is given, without
 * those they withdrew (decisions.md: a withdrawn order is gone for its customer, kept for staff).
 */
export function orderListing(
  app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>,
  options: { userId?: number; waiting?: WaitingOf } = {},
): Listing<ReturnType<typeof orderOut>> {
  const where = options.userId === undefined ? undefined : and(eq(orders.userId, options.userId), ne(orders.stage, 'withdrawn'));
  return {
    rows: async (slice) => {
      const rows = await app.db
        .select()
        .from(orders)
        .where(where)
        .orderBy(desc(orders.date), desc(orders.id))
        .limit(slice.limit)
        .offset(slice.offset);
      const [histories, contacts, waiting, withdrawable, titleAr] = await Promise.all([
        historiesOf(
          app,
          rows.map((row) => row.id),
        ),
        contactsOf(
          app,
          rows.map((row) => row.assignedTo),
        ),
        options.waiting?.(rows),
        withdrawableOf(app, rows),
        packageTitlesAr(app, rows),
      ]);
      return rows.map((row) => orderOut(row, histories.get(row.id), contactOf(contacts, row), waiting?.get(row.id), withdrawable(row), titleAr(row)));
    },
    count: () => countRows(app.db, orders, where),
  };
}

export async function getOrder(app: Pick<FastifyInstance, 'db' | 'transaction'>, id: number) {
  const [row] = await app.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw notFound();
  return row;
}

/** One order as its customer reads it, with its history. */
export async function orderWithHistory(app: Pick<FastifyInstance, 'db' | 'transaction' | 'media'>, row: Order, waitingOf?: WaitingOf) {
  const [histories, contacts, waiting, withdrawable, titleAr] = await Promise.all([
    historiesOf(app, [row.id]),
    contactsOf(app, [row.assignedTo]),
    waitingOf?.([row]),
    withdrawableOf(app, [row]),
    packageTitlesAr(app, [row]),
  ]);
  return orderOut(row, histories.get(row.id), contactOf(contacts, row), waiting?.get(row.id), withdrawable(row), titleAr(row));
}

/** The order's contact among those read. */
export const contactOf = (contacts: Map<number, Contact>, row: Pick<Order, 'assignedTo'>) =>
  (row.assignedTo !== null && contacts.get(row.assignedTo)) || null;

/**
 * With a viewer, only the order's owner or a superuser sees it; anyone else gets the same 404 as an
 * unknown slug, so a slug's existence is not revealed. An order its customer withdrew is gone for them too.
 */
export async function getOrderBySlug(app: Pick<FastifyInstance, 'db' | 'transaction'>, slug: string, viewer?: Pick<AuthUser, 'id' | 'role'>) {
  const [row] = await app.db.select().from(orders).where(eq(orders.slug, slug));
  const staff = viewer !== undefined && seesCustomers(viewer.role);
  if (!row || (viewer && !staff && (row.userId !== viewer.id || row.stage === 'withdrawn'))) throw notFound();
  return row;
}

/** 128 random bits: an order's address cannot be guessed from another's. */
const newSlug = () => randomBytes(16).toString('base64url');

function companyMail(app: Pick<FastifyInstance, 'config'>, order: Order, customer: Pick<AuthUser, 'email'>, input: OrderInput) {
  // Each field as the customer chose it: an option's label, not its stored value.
  const shown = (field: keyof OrderInput) => {
    const value = String(input[field] ?? '');
    return field in orderChoices ? optionLabel(orderChoices[field as keyof typeof orderChoices], value) : value;
  };
  const rows = Object.entries(orderFieldLabels).map(([field, label]) => [label, shown(field as keyof OrderInput) || '-'] as const);
  const consoleLink = `${app.config.adminUrl}/orders/${order.id}/show`;
  return {
    subject: subjectLine(`New order from ${order.fullName}`),
    // Answering the mail writes to the customer.
    replyTo: customer.email,
    blocks: [
      `A customer (${customer.email}) placed order #${order.id} on ${order.date.toISOString()}.`,
      { rows },
      // The console's browser router, under its base (ADMIN_URL): react-admin's show route of the orders resource.
      'See it in the admin console:',
      { link: consoleLink, label: 'Open it in the console' },
    ],
  };
}

/**
 * SPEC.md sections 5 and 6: an active customer orders for themselves; the spec's required fields and
 * option lists are checked; the company hears of it by mail queued in the same transaction.
 */
export async function createOrder(app: Services, body: Record<string, unknown>, customer: AuthUser) {
  const exempt = app.config.companyEmail !== undefined && customer.email === app.config.companyEmail;
  if (!customer.isActive && !exempt) throw forbidden('auth.inactive_account');
  const input = parse(orderSchema, body);
  const order = await app.transaction(async (tx) => {
    const [row] = await tx
      .insert(orders)
      .values({
        slug: newSlug(),
        userId: customer.id,
        fullName: input.full_name,
        phone: input.phone,
        ...placeAndWork(input),
        package: input.package,
        // A customer does not choose the status of their own order (SPEC.md section 4: 'Active' on creation).
        postStatus: DEFAULT_STATUS,
      })
      .returning();
    await queueCompanyMail(app, companyMail(app, row, customer, input), tx);
    const [{ language }] = await tx.select({ language: mailLanguageOf }).from(users).where(eq(users.id, customer.id));
    await app.outbox.enqueue(orderPlacedMail({ email: customer.email, fullName: input.full_name, language }, row, app.config.siteUrl), tx);
    return row;
  });
  app.ordersChanged();
  app.outbox.kick();
  return order;
}

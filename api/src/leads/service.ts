// The rules of leads (issue 39): where they come from (a contact message and a calculator estimate each become one, in
// the same transaction as what they came with; staff enter the others), how their stage moves (leadMoves in
// @fitout/shared: lost needs a reason and a note, won and lost close it), and the one conversion of a quoted or won
// lead into a customer's account (invited by mail when new) and an order, without retyping what the lead knows.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, notInArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  closedLeadStages,
  estimateSchema,
  formatMoney,
  formatQuantity,
  type LeadStage,
  leadConvertSchema,
  leadCreateSchema,
  leadMessages,
  leadNoteSchema,
  leadUpdateSchema,
  leadWords,
  mayMoveLead,
  routeTable,
  placeAndWork,
} from '@fitout/shared';
import type { Lead } from '@fitout/shared/contract';
import { leadNotes, leads, oneTimeTokens, orders, packages, profiles, users } from '../db/schema.ts';
import type { Db } from '../db/index.ts';
import { FieldErrors, HttpError, notFound, parse } from '../http/errors.ts';
import type { AuthUser } from '../http/caller.ts';
import type { ListPlan } from '../http/list-query.ts';
import { countRows } from '../db/count.ts';
import { assignable } from '../accounts/assignable.ts';
import { randomSecret } from '../accounts/tokens.ts';
import { encodeUid, uniqueUsername } from '../accounts/service.ts';
import { sitePage } from '../accounts/mails.ts';
import { queueCompanyMail, subjectLine } from '../accounts/company-mail.ts';
import { cairoDay } from '../company-time.ts';
import { CUSTOMER_INVITATION_DAYS, customerInvitationMail } from './mails.ts';

type LeadRow = typeof leads.$inferSelect;
type NoteRow = typeof leadNotes.$inferSelect;
type Reader = Pick<Db, 'select'>;
type Services = Pick<FastifyInstance, 'db' | 'transaction' | 'config' | 'outbox' | 'log' | 'ordersChanged'>;

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const isOpen = (stage: string) => !closedLeadStages.includes(stage as LeadStage);

/** What the console's list may be sorted, searched and filtered on (http/list-query.ts). */
export const leadListSpec = {
  id: leads.id,
  sort: {
    id: leads.id,
    name: leads.name,
    stage: leads.stage,
    source: leads.source,
    follow_up_on: leads.followUpOn,
    estimated_value: leads.estimatedValue,
    created_at: leads.createdAt,
    updated_at: leads.updatedAt,
  },
  search: [leads.name, leads.phone, leads.email],
  filters: {
    stage: { column: leads.stage, kind: 'text' as const },
    source: { column: leads.source, kind: 'text' as const },
    assigned_to: { column: leads.assignedTo, kind: 'int' as const },
  },
  defaultSort: ['created_at', 'DESC'] as [string, 'DESC'],
};

/** Each staff member's name as the console shows it: the profile's, else the address. */
async function namesOf(db: Reader, ids: (number | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, email: users.email, fullName: profiles.fullName })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row.fullName || row.email]));
}

/** The leads' answers with their notes, authors, assignees and orders, in three reads whatever their number. */
async function leadsOut(db: Reader, rows: LeadRow[]): Promise<Lead[]> {
  if (!rows.length) return [];
  const ids = rows.map((row) => row.id);
  const notes = await db.select().from(leadNotes).where(inArray(leadNotes.leadId, ids)).orderBy(asc(leadNotes.id));
  const names = await namesOf(db, [...rows.map((row) => row.assignedTo), ...notes.map((note) => note.authorId)]);
  const orderIds = rows.map((row) => row.orderId).filter((id): id is number => id !== null);
  const slugs = orderIds.length
    ? new Map((await db.select({ id: orders.id, slug: orders.slug }).from(orders).where(inArray(orders.id, orderIds))).map((o) => [o.id, o.slug]))
    : new Map<number, string>();
  const today = cairoDay(new Date());
  const noteOut = (note: NoteRow) => ({
    id: note.id,
    kind: note.kind as 'message' | 'note' | 'stage',
    body: note.body,
    author_id: note.authorId,
    author_name: note.authorId === null ? '' : (names.get(note.authorId) ?? ''),
    created_at: note.createdAt.toISOString(),
  });
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    source: row.source as Lead['source'],
    stage: row.stage as Lead['stage'],
    lost_reason: row.lostReason as Lead['lost_reason'],
    lost_note: row.lostNote,
    assigned_to: row.assignedTo,
    assignee_name: row.assignedTo === null ? '' : (names.get(row.assignedTo) ?? ''),
    follow_up_on: row.followUpOn,
    follow_up_due: isOpen(row.stage) && row.followUpOn !== null && row.followUpOn <= today,
    estimated_value: row.estimatedValue,
    estimate:
      row.estimateMeters === null
        ? null
        : { meters: row.estimateMeters, price_per_meter: row.estimatePricePerMeter ?? 0, package: row.estimatePackage },
    contact_message_id: row.contactMessageId,
    order_id: row.orderId,
    order_slug: row.orderId === null ? null : (slugs.get(row.orderId) ?? null),
    customer_id: row.customerId,
    converted_at: row.convertedAt?.toISOString() ?? null,
    notes: notes.filter((note) => note.leadId === row.id).map(noteOut),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  }));
}

export async function getLead(app: Pick<FastifyInstance, 'db'>, id: number): Promise<Lead> {
  const [row] = await app.db.select().from(leads).where(eq(leads.id, id));
  if (!row) throw notFound();
  const [out] = await leadsOut(app.db, [row]);
  return out;
}

export async function pageLeads(app: Pick<FastifyInstance, 'db'>, plan: ListPlan) {
  const [rows, total] = await Promise.all([
    app.db
      .select()
      .from(leads)
      .where(plan.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    countRows(app.db, leads, plan.where),
  ]);
  return { records: await leadsOut(app.db, rows), total };
}

/** The assignee must be someone who handles customers (an active owner or salesperson). */
async function assertAssignable(db: Reader, id: number | null | undefined) {
  if (id === null || id === undefined) return;
  const [found] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), assignable()));
  if (!found) throw FieldErrors.of('assigned_to', leadMessages.notAssignable);
}

/** POST admin/leads: a lead staff enter (a call, a referral, by hand); its first note, if any, is theirs. */
export async function createLead(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, body: unknown, user: AuthUser) {
  const input = parse(leadCreateSchema, body);
  await assertAssignable(app.db, input.assigned_to);
  const id = await app.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        name: input.name,
        phone: input.phone,
        email: input.email ?? '',
        source: input.source,
        assignedTo: input.assigned_to ?? null,
        followUpOn: input.follow_up_on ?? null,
        estimatedValue: input.estimated_value ?? null,
      })
      .returning({ id: leads.id });
    if (input.note) await tx.insert(leadNotes).values({ leadId: row.id, authorId: user.id, kind: 'note', body: input.note });
    return row.id;
  });
  // The console's list is read from memory (admin/leads.ts).
  app.ordersChanged();
  return getLead(app, id);
}

async function lockedLead(db: Pick<Db, 'select'>, id: number): Promise<LeadRow> {
  const [row] = await db.select().from(leads).where(eq(leads.id, id)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * PUT admin/leads/:id: the lead's details, and its stage as leadMoves allows (a closed lead no longer moves; lost
 * with its reason and note). A move is written in its notes, so the lead's page tells its story.
 */
export async function updateLead(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, id: number, body: unknown, user: AuthUser) {
  const input = parse(leadUpdateSchema, body);
  await assertAssignable(app.db, input.assigned_to);
  await app.transaction(async (tx) => {
    const row = await lockedLead(tx, id);
    const to = input.stage ?? (row.stage as LeadStage);
    const from = row.stage as LeadStage;
    if (to !== from) {
      if (!isOpen(from)) throw new HttpError(409, 'lead.closed');
      if (!mayMoveLead(from, to)) throw new HttpError(409, 'lead.move_refused', { values: { from, to } });
    }
    const moved = to !== from;
    await tx
      .update(leads)
      .set({
        ...(input.name !== undefined && { name: input.name }),
        ...(input.phone !== undefined && { phone: input.phone }),
        ...(input.email !== undefined && { email: input.email }),
        ...(input.assigned_to !== undefined && { assignedTo: input.assigned_to }),
        ...(input.follow_up_on !== undefined && { followUpOn: input.follow_up_on }),
        ...(input.estimated_value !== undefined && { estimatedValue: input.estimated_value }),
        ...(moved && { stage: to }),
        ...(moved && to === 'lost' && { lostReason: input.lost_reason ?? null, lostNote: input.lost_note ?? '' }),
        updatedAt: sql`now()`,
      })
      .where(eq(leads.id, id));
    if (moved) {
      const words = leadWords.en;
      const reason = to === 'lost' && input.lost_reason ? `: ${words.reasons[input.lost_reason]}. ${input.lost_note ?? ''}`.trimEnd() : '';
      await tx
        .insert(leadNotes)
        .values({ leadId: id, authorId: user.id, kind: 'stage', body: `${words.stages[from]} → ${words.stages[to]}${reason}` });
    }
  });
  app.ordersChanged();
  return getLead(app, id);
}

/** POST admin/leads/:id/notes. */
export async function addLeadNote(app: Pick<FastifyInstance, 'db' | 'transaction' | 'ordersChanged'>, id: number, body: unknown, user: AuthUser) {
  const input = parse(leadNoteSchema, body);
  await app.transaction(async (tx) => {
    await lockedLead(tx, id);
    await tx.insert(leadNotes).values({ leadId: id, authorId: user.id, kind: 'note', body: input.body });
    await tx.update(leads).set({ updatedAt: sql`now()` }).where(eq(leads.id, id));
  });
  app.ordersChanged();
  return getLead(app, id);
}

/**
 * POST admin/leads/:id/convert, once: the customer's account by the lead's address (a new one is made without a
 * password and invited to choose one, through the reset link the site already has; an existing customer's is used),
 * the order with the lead's name, phone and package and what staff add about the unit, and the lead won. Two
 * conversions at once are judged one after the other on the lead's row lock; the second finds it converted.
 */
export async function convertLead(app: Services, id: number, body: unknown, user: AuthUser) {
  const input = parse(leadConvertSchema, body);
  const result = await app.transaction(async (tx) => {
    const lead = await lockedLead(tx, id);
    if (lead.orderId !== null || lead.convertedAt !== null) throw new HttpError(409, 'lead.converted');
    if (lead.stage !== 'quoted' && lead.stage !== 'won') throw new HttpError(409, 'lead.not_convertible');
    const email = input.email || lead.email;
    if (!email) throw FieldErrors.of('email', leadMessages.emailRequired);
    const language = input.language ?? 'en';

    const [existing] = await tx.select().from(users).where(eq(users.email, email)).for('update');
    if (existing && existing.role !== null) throw new HttpError(409, 'lead.email_is_staff');
    let customerId: number;
    let invitation: { otp: string; resetToken: string } | undefined;
    if (existing) customerId = existing.id;
    else {
      const username = await uniqueUsername(tx, email);
      // No password: no hash verifies against '' (accounts/passwords.ts) until the customer chooses one from the link.
      const [account] = await tx.insert(users).values({ email, username, passwordHash: '', language }).returning({ id: users.id });
      customerId = account.id;
      await tx.insert(profiles).values({ userId: customerId, fullName: lead.name, phone: lead.phone });
      invitation = { otp: randomSecret(16), resetToken: randomSecret(16) };
      await tx.insert(oneTimeTokens).values({
        userId: customerId,
        purpose: 'reset',
        tokenHash: sha256(`${invitation.otp}.${invitation.resetToken}`),
        expiresAt: new Date(Date.now() + CUSTOMER_INVITATION_DAYS * 24 * 3600 * 1000),
      });
    }

    const [order] = await tx
      .insert(orders)
      .values({
        slug: randomBytes(16).toString('base64url'),
        userId: customerId,
        fullName: lead.name,
        phone: lead.phone || '-',
        ...placeAndWork(input),
        package: input.package || lead.estimatePackage,
        assignedTo: lead.assignedTo ?? (user.role === 'editor' ? null : user.id),
      })
      .returning();
    await tx
      .update(leads)
      .set({ stage: 'won', email, orderId: order.id, customerId, convertedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(leads.id, id));
    const from = leadWords.en.stages[lead.stage as LeadStage];
    await tx.insert(leadNotes).values({
      leadId: id,
      authorId: user.id,
      kind: 'stage',
      body: `${lead.stage === 'won' ? from : `${from} → ${leadWords.en.stages.won}`}: order #${order.id}${invitation ? `, ${email} invited` : ''}`,
    });
    if (invitation) {
      const link = sitePage(
        app.config.siteUrl,
        language,
        `${routeTable.changePassword.path}?otp=${invitation.otp}&uidb64=${encodeUid(customerId)}&reset_token=${invitation.resetToken}`,
      );
      const orderLink = sitePage(app.config.siteUrl, language, routeTable.listOrders.path);
      await app.outbox.enqueue(customerInvitationMail({ to: email, fullName: lead.name, link, orderLink, language }), tx);
    }
    app.ordersChanged();
    return { orderId: order.id, orderSlug: order.slug, customerId, invited: invitation !== undefined };
  });
  app.outbox.kick();
  return {
    lead: await getLead(app, id),
    order_id: result.orderId,
    order_slug: result.orderSlug,
    customer_id: result.customerId,
    invited: result.invited,
  };
}

/** A contact message becomes a lead, in the message's own transaction: the message is its first note. */
export async function leadFromContact(tx: Pick<Db, 'insert'>, message: { id: number; name: string; email: string; message: string }) {
  const [row] = await tx
    .insert(leads)
    .values({ name: message.name, email: message.email, source: 'contact', contactMessageId: message.id })
    .returning({ id: leads.id });
  await tx.insert(leadNotes).values({ leadId: row.id, kind: 'message', body: message.message });
  return row.id;
}

/** meters × price per meter in whole piastres, on hundredths so that no binary fraction rounds it (half up). */
export function estimatePiastres(meters: number, pricePerMeter: number): number {
  const hundredthsOfMeters = Math.round(meters * 100);
  const piastresPerMeter = Math.round(pricePerMeter * 100);
  return Math.round((hundredthsOfMeters * piastresPerMeter) / 100);
}

/**
 * POST calculator/estimate/: the visitor's figures, the total computed here as the calculator does (meters × price per
 * meter; a package named counts at its own price, not one typed), kept as a lead with the figures as its first note;
 * the company hears of it by mail, in the same transaction.
 */
export async function sendEstimate(app: Services, body: unknown) {
  const input = parse(estimateSchema, body);
  let pricePerMeter = input.price_per_meter;
  let packageTitle = '';
  if (input.package) {
    const [found] = await app.db
      .select({ price: packages.pricePerUnit, title: packages.title })
      .from(packages)
      .where(and(eq(packages.slug, input.package), eq(packages.postStatus, 'Active')));
    if (!found) throw FieldErrors.of('package', 'This package is not offered.');
    pricePerMeter = found.price;
    packageTitle = found.title;
  }
  const value = estimatePiastres(input.meters, pricePerMeter);
  const summary = `${formatQuantity(input.meters)} m² × ${formatMoney(pricePerMeter)} / m² = ${formatMoney(value / 100)}${packageTitle ? ` (${packageTitle})` : ''}`;
  await app.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({
        name: input.name,
        phone: input.phone,
        source: 'calculator',
        estimatedValue: value,
        estimateMeters: input.meters,
        estimatePricePerMeter: pricePerMeter,
        estimatePackage: input.package ?? '',
      })
      .returning();
    await tx.insert(leadNotes).values({ leadId: row.id, kind: 'message', body: `Calculator estimate: ${summary}` });
    await queueCompanyMail(
      app,
      {
        subject: subjectLine(`Estimate from ${input.name}: ${formatMoney(value / 100)}`),
        blocks: [
          `From: ${input.name}, ${input.phone}\nReceived: ${row.createdAt.toISOString()}`,
          summary,
          { link: `${app.config.adminUrl}/leads/${row.id}/show`, label: 'Open the lead in the console' },
        ],
      },
      tx,
    );
  });
  app.ordersChanged();
  app.outbox.kick();
}

/** The open leads whose follow-up day has come (today's in Cairo, or past), by day then id. */
export function dueLeads(db: Reader, today: string, assignee?: number) {
  return db
    .select()
    .from(leads)
    .where(
      and(
        notInArray(leads.stage, closedLeadStages as LeadStage[]),
        lte(leads.followUpOn, today),
        assignee === undefined ? undefined : eq(leads.assignedTo, assignee),
      ),
    )
    .orderBy(asc(leads.followUpOn), asc(leads.id));
}

/** For the dashboard: how many follow-ups are due and the first few. */
export async function followUpsToday(app: Pick<FastifyInstance, 'db'>, listed: number) {
  const today = cairoDay(new Date());
  const [{ n }] = await app.db
    .select({ n: sql<number>`count(*)::int` })
    .from(leads)
    .where(and(notInArray(leads.stage, closedLeadStages as LeadStage[]), lte(leads.followUpOn, today)));
  const first = await dueLeads(app.db, today).limit(listed);
  const names = await namesOf(
    app.db,
    first.map((row) => row.assignedTo),
  );
  return {
    count: Number(n),
    leads: first.map((row) => ({
      id: row.id,
      name: row.name,
      phone: row.phone,
      stage: row.stage as LeadStage,
      follow_up_on: row.followUpOn as string,
      assignee_name: row.assignedTo === null ? '' : (names.get(row.assignedTo) ?? ''),
      estimated_value: row.estimatedValue,
    })),
  };
}

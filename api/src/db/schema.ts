// The single description of the tables; migrations in api/drizzle/ are generated from it.
import { sql } from 'drizzle-orm';
import { languages, orderStages, staffRoles } from '@fitout/shared';
import { bigint, boolean, check, date, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' });

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    kind: text('kind').notNull().default('user'),
    /** Staff: the spec's superuser, who signs in to the console. Always true with a role and false without one. */
    isSuperuser: boolean('is_superuser').notNull().default(false),
    /** The staff role (shared/src/roles.ts); null for a customer. */
    role: text('role', { enum: staffRoles }),
    isActive: boolean('is_active').notNull().default(false),
    /**
     * Counts the times every session of the account was ended (a password change): tokens carry the count they were
     * issued under, and one from an earlier count is refused, however close in time to the change it was issued.
     */
    sessionGeneration: integer('session_generation').notNull().default(0),
    /**
     * Two-factor sign-in is on (a TOTP secret confirmed, staff_totp): kept here so that the account cache, which every
     * signed-in request reads, knows it, and forgets it when it changes (the trigger on users announces the row).
     */
    twoFactor: boolean('two_factor').notNull().default(false),
    /**
     * When an owner suspended the account (staff): it cannot sign in (a trigger refuses its sessions, migration 0016)
     * and its sessions ended then; null when it is not suspended.
     */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    /** The superuser that ADMIN_EMAIL / ADMIN_PASSWORD manage (at most one), so that a new ADMIN_EMAIL finds it. */
    managedByEnv: boolean('managed_by_env').notNull().default(false),
    /** The language the customer reads the site in, and their mails are written in. */
    language: text('language', { enum: languages }).notNull().default('en'),
    /**
     * The kinds of mail the customer turned off (issue 25: 'progress' for stage changes and progress updates, 'messages',
     * 'visits' for visit reminders), in the profile or from a mail's one-click link. Account and security mail always goes.
     */
    mailOff: text('mail_off').array().notNull().default(sql`'{}'::text[]`),
    dateJoined: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(t.username),
    uniqueIndex('users_managed_by_env_unique').on(t.managedByEnv).where(sql`${t.managedByEnv}`),
    check('users_kind_check', sql`${t.kind} in ('user', 'company')`),
    check('users_role_check', sql`${t.role} in ('owner', 'editor', 'sales')`),
    check('users_staff_have_a_role', sql`(${t.role} is not null) = ${t.isSuperuser}`),
    check('users_language_check', sql`${t.language} in ('en', 'ar')`),
  ],
);

export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  image: text('image'),
  fullName: text('full_name').notNull().default(''),
  about: text('about').notNull().default(''),
  bio: text('bio').notNull().default(''),
  phone: text('phone').notNull().default(''),
  facebook: text('facebook').notNull().default(''),
  twitter: text('twitter').notNull().default(''),
  country: text('country').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Refresh tokens by id: rotation marks the used one and names its successor; reuse of a used one within a few
 * seconds gets the successor's pair again, later it revokes the whole family. No token is stored: a pair is
 * signed again from its row (id, access_jti, created_at as the tokens' iat).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: text('id').primaryKey(),
    family: text('family').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** The refresh token issued when this one was used. */
    replacedBy: text('replaced_by'),
    /** The jti of the access token issued with this refresh token. */
    accessJti: text('access_jti'),
    /** The account's session_generation when the family began; its access tokens carry it. */
    sessionGeneration: integer('session_generation').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.family), index('refresh_tokens_user_idx').on(t.userId)],
);

/** Activation, password-reset and staff invitation secrets: only a hash is kept; each is single-use and expires. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash),
    check('one_time_tokens_purpose_check', sql`${t.purpose} in ('activate', 'reset', 'invite')`),
  ],
);

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    details: text('details').notNull(),
    // Arabic texts beside the English ones; '' when not written yet (the site then shows the English).
    titleAr: text('title_ar').notNull().default(''),
    detailsAr: text('details_ar').notNull().default(''),
    image: text('image'),
    slug: text('slug').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug)],
);

/** A package ("post" in the spec's API). */
export const packages = pgTable(
  'packages',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    slug: text('slug').notNull(),
    image: text('image'),
    pricePerUnit: money('price_per_unit').notNull(),
    description: text('description').notNull().default(''),
    titleAr: text('title_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    tags: text('tags').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    postStatus: text('post_status').notNull().default('Active'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    view: integer('view').notNull().default(0),
    date: createdAt(),
  },
  (t) => [uniqueIndex('packages_slug_unique').on(t.slug), index('packages_category_idx').on(t.categoryId)],
);

/** A package component ("comment" in the spec's API). */
export const components = pgTable(
  'components',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    title: text('title').notNull(),
    description: text('description').notNull(),
    email: text('email').notNull().default(''),
    comment: text('comment').notNull().default(''),
    date: createdAt(),
  },
  (t) => [index('components_post_idx').on(t.postId)],
);

/** A past work ("ourwork" in the spec's API). */
export const works = pgTable(
  'works',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    titleAr: text('title_ar').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    thumbnail: text('thumbnail'),
    image1: text('image1'),
    image2: text('image2'),
    image3: text('image3'),
    image4: text('image4'),
    tags: text('tags').notNull().default(''),
    postStatus: text('post_status').notNull().default('Active'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    date: createdAt(),
  },
  // The public list's order (newest first) read a page at a time.
  (t) => [uniqueIndex('works_slug_unique').on(t.slug), index('works_date_idx').on(t.date, t.id)],
);

/** The order columns the console's search looks in. */
export const orderSearchColumns = ['full_name', 'phone', 'governorate', 'city', 'area', 'package'] as const;

/** A customer's order ("registerorder" in the spec's API); the slug is random and unguessable. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    // No cascade from the account: its orders carry the money records (decisions.md, issue 35).
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    fullName: text('full_name').notNull(),
    phone: text('phone').notNull(),
    governorate: text('governorate').notNull(),
    city: text('city').notNull(),
    area: text('area').notNull(),
    typeunit: text('typeunit').notNull(),
    requiredworks: text('requiredworks').notNull(),
    skills: text('skills').notNull(),
    conditionoftheunit: text('conditionoftheunit').notNull(),
    space: money('space').notNull(),
    numberroom: integer('numberroom').notNull(),
    numberbathroom: integer('numberbathroom').notNull(),
    description: text('description').notNull().default(''),
    package: text('package').notNull().default(''),
    postStatus: text('post_status').notNull().default('Active'),
    /** Where the work stands (orderStages in @fitout/shared); staff move it on, each change in orderStageChanges. */
    stage: text('stage').notNull().default('new'),
    /** The staff member who is the customer's contact for it (owner or sales); null until one is assigned. */
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    date: createdAt(),
  },
  (t) => [
    uniqueIndex('orders_slug_unique').on(t.slug),
    // A salesperson's own orders first ("my orders"), newest first.
    index('orders_assigned_date_idx').on(t.assignedTo, t.date, t.id),
    // A customer's list and the console's list, newest first, read a page at a time.
    index('orders_user_date_idx').on(t.userId, t.date, t.id),
    index('orders_date_idx').on(t.date, t.id),
    check(
      'orders_stage_check',
      sql`${t.stage} in (${sql.join(
        orderStages.map((option) => sql.raw(`'${option.value}'`)),
        sql`, `,
      )})`,
    ),
    // The console's search (`q`: the text anywhere in these columns) through trigram indexes (pg_trgm). Each order
    // goes into them as it is written, not into GIN's pending list: only a vacuum empties that list, the embedded
    // database never runs one, and every search reads the whole list until then.
    ...orderSearchColumns.map((column) =>
      index(`orders_${column}_trgm_idx`)
        .using('gin', sql`${sql.identifier(column)} gin_trgm_ops`)
        .with({ fastupdate: false }),
    ),
  ],
);

/** Every change of an order's stage: what, the note the customer reads, which staff member, when. */
export const orderStageChanges = pgTable(
  'order_stage_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    stage: text('stage').notNull(),
    note: text('note').notNull().default(''),
    /** Kept when the staff account is later deleted: the history stays, without a name. */
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** Null for a change of stage by staff; else what happened on the order's timeline (orderEvents: a quote sent, answered, a payment, a progress update). */
    event: text('event'),
    /** Photos of the work posted with the change or update (media keys), which the customer's timeline shows. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    changedAt: createdAt(),
  },
  (t) => [
    index('order_stage_changes_order_idx').on(t.orderId, t.changedAt, t.id),
    check(
      'order_stage_changes_event_check',
      sql`${t.event} in ('quote_sent', 'quote_accepted', 'quote_declined', 'quote_changes_requested', 'payment_recorded', 'progress_update')`,
    ),
  ],
);

/**
 * A quote for an order, one row per version (issue 24). A draft is staff's alone; sending freezes it (its lines,
 * milestones and figures never change again) and supersedes the version before. Money in whole piastres.
 */
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    // Financial records are never removed by a cascade (issue 35): an order with money on it is cancelled, not deleted.
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    version: integer('version').notNull(),
    /** quoteStatuses in @fitout/shared: draft, sent, accepted, declined, changes_requested, superseded. */
    status: text('status').notNull().default('draft'),
    /** The VAT rate in basis points (1400 = 14 %), taken from VAT_RATE_PERCENT when the draft is written. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull().default(0),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    terms: text('terms').notNull().default(''),
    termsAr: text('terms_ar').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('quotes_order_version_unique').on(t.orderId, t.version),
    // One draft per order at a time.
    uniqueIndex('quotes_one_draft_unique').on(t.orderId).where(sql`${t.status} = 'draft'`),
    check('quotes_status_check', sql`${t.status} in ('draft', 'sent', 'accepted', 'declined', 'changes_requested', 'superseded')`),
    check('quotes_discount_check', sql`${t.discount} >= 0`),
  ],
);

export const quoteLines = pgTable(
  'quote_lines',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    descriptionAr: text('description_ar').notNull().default(''),
    /** Thousandths of the unit (1.5 m² is 1500), so the line's total is exact integer arithmetic. */
    quantityMilli: integer('quantity_milli').notNull(),
    unit: text('unit').notNull(),
    unitPrice: bigint('unit_price', { mode: 'number' }).notNull(),
    optional: boolean('optional').notNull().default(false),
  },
  (t) => [
    index('quote_lines_quote_idx').on(t.quoteId, t.position),
    check('quote_lines_quantity_check', sql`${t.quantityMilli} > 0`),
    check('quote_lines_price_check', sql`${t.unitPrice} >= 0`),
  ],
);

/** The payment schedule of a quote: each milestone's share of the total in basis points (the shares add up to 10000). */
export const quoteMilestones = pgTable(
  'quote_milestones',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    labelAr: text('label_ar').notNull().default(''),
    shareBp: integer('share_bp').notNull(),
    /** milestoneDueOptions: acceptance, start, completion. */
    due: text('due').notNull(),
  },
  (t) => [
    index('quote_milestones_quote_idx').on(t.quoteId, t.position),
    check('quote_milestones_share_check', sql`${t.shareBp} > 0 and ${t.shareBp} <= 10000`),
    check('quote_milestones_due_check', sql`${t.due} in ('acceptance', 'start', 'completion')`),
  ],
);

/**
 * The customer's answer to one version, kept for good: accepted (with the typed name), declined (a reason) or changes
 * asked for (a note); the options and totals as shown, who, when, from where, and the SHA-256 of the canonical content.
 */
export const quoteAnswers = pgTable(
  'quote_answers',
  {
    id: serial('id').primaryKey(),
    quoteId: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'restrict' }),
    kind: text('kind').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    fullName: text('full_name').notNull().default(''),
    note: text('note').notNull().default(''),
    options: integer('options').array().notNull(),
    subtotal: bigint('subtotal', { mode: 'number' }).notNull(),
    discount: bigint('discount', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull(),
    /** The canonical content the hash is of (quotes/content.ts), so that it can be checked again later. */
    content: text('content').notNull(),
    contentSha256: text('content_sha256').notNull(),
    answeredAt: createdAt(),
  },
  (t) => [
    // A version is answered once.
    uniqueIndex('quote_answers_quote_unique').on(t.quoteId),
    check('quote_answers_kind_check', sql`${t.kind} in ('accepted', 'declined', 'changes_requested')`),
  ],
);

/** Payments received against an order; provider and idempotency_key leave room for an online gateway. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').notNull(),
    reference: text('reference').notNull().default(''),
    provider: text('provider').notNull().default('manual'),
    idempotencyKey: text('idempotency_key'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: createdAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId, t.id),
    uniqueIndex('payments_idempotency_unique').on(t.orderId, t.idempotencyKey),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', sql`${t.method} in ('cash', 'bank_transfer', 'card')`),
  ],
);

/**
 * Site-visit slots (issue 25): a day and a time window, the governorates staff cover then, and how many visits it
 * takes. `booked` counts its booked visits, kept with each booking under the slot's row lock, so that it never passes
 * `capacity` however many customers book at once.
 */
export const visitSlots = pgTable(
  'visit_slots',
  {
    id: serial('id').primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** HH:MM in the company's time zone (COMPANY_TIME_ZONE). */
    startsAt: text('starts_at').notNull(),
    endsAt: text('ends_at').notNull(),
    governorates: text('governorates').array().notNull(),
    capacity: integer('capacity').notNull(),
    booked: integer('booked').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('visit_slots_day_idx').on(t.day, t.startsAt),
    check('visit_slots_capacity_check', sql`${t.capacity} > 0 and ${t.booked} >= 0 and ${t.booked} <= ${t.capacity}`),
    check('visit_slots_window_check', sql`${t.startsAt} < ${t.endsAt}`),
  ],
);

/** A customer's site visit for an order, in a slot: booked, then moved (a new row) or cancelled. */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    slotId: integer('slot_id')
      .notNull()
      .references(() => visitSlots.id, { onDelete: 'restrict' }),
    status: text('status').notNull().default('booked'),
    bookedAt: createdAt(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** When the day-before reminder was queued; null until then. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    // One booked visit per order at a time.
    uniqueIndex('site_visits_order_booked_unique').on(t.orderId).where(sql`${t.status} = 'booked'`),
    index('site_visits_slot_idx').on(t.slotId),
    check('site_visits_status_check', sql`${t.status} in ('booked', 'cancelled')`),
  ],
);

/**
 * Snags after handover (issue 25): a defect the customer reports on a completed order within the warranty (room,
 * description, photos); staff mark it fixed with a note and a photo; the customer confirms it (closed) or reopens it.
 */
export const snags = pgTable(
  'snags',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    room: text('room').notNull(),
    description: text('description').notNull(),
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    status: text('status').notNull().default('open'),
    fixNote: text('fix_note').notNull().default(''),
    fixPhotos: jsonb('fix_photos').$type<string[]>().notNull().default([]),
    fixedBy: integer('fixed_by').references(() => users.id, { onDelete: 'set null' }),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Why the customer reopened it last, and how many times. */
    reopenNote: text('reopen_note').notNull().default(''),
    reopened: integer('reopened').notNull().default(0),
    reportedAt: createdAt(),
  },
  (t) => [index('snags_order_idx').on(t.orderId, t.id), check('snags_status_check', sql`${t.status} in ('open', 'fixed', 'closed')`)],
);

/** A file attached to a message: a photo (a media key, every width) or a PDF (a media key, its name and size). */
export type StoredAttachment = { kind: 'image'; key: string } | { kind: 'pdf'; key: string; name: string; size: number };

/** The thread of an order (issue 25): what its customer and staff write to each other, with their files. */
export const orderMessages = pgTable(
  'order_messages',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    fromStaff: boolean('from_staff').notNull(),
    body: text('body').notNull().default(''),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  // A thread reads its newest page, then pages back; unread counts count past a read mark.
  (t) => [index('order_messages_order_idx').on(t.orderId, t.id)],
);

/**
 * Where each side of a thread stands: the newest message of each side, and how far each has read (staff as one team:
 * whoever opens the thread reads it for all). One row per order with messages, kept in the message's transaction.
 */
export const orderThreads = pgTable(
  'order_threads',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lastCustomerMessageId: integer('last_customer_message_id').notNull().default(0),
    lastStaffMessageId: integer('last_staff_message_id').notNull().default(0),
    customerReadId: integer('customer_read_id').notNull().default(0),
    staffReadId: integer('staff_read_id').notNull().default(0),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The console's unread orders: only the threads waiting for staff, newest first.
  (t) => [index('order_threads_staff_unread_idx').on(t.lastMessageAt).where(sql`${t.lastCustomerMessageId} > ${t.staffReadId}`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Mail waits here until the mail server takes it, so a server that is down loses nothing. */
/** A text file a mail carries. */
export type MailAttachment = { filename: string; contentType: string; content: string };

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where an answer goes: the customer or the sender of a contact message, on staff mails about them. */
    replyTo: text('reply_to'),
    /** Files sent with the mail (a visit's calendar entry, .ics): name, type and text content. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    /** The one-click address that turns this kind of mail off (RFC 8058 List-Unsubscribe), on mails a customer may turn off. */
    listUnsubscribe: text('list_unsubscribe'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** 'account' mail (activation, reset, password changed) leaves first, one by one; staff 'notification's are sent as digests. */
    kind: text('kind', { enum: ['account', 'notification'] })
      .notNull()
      .default('account'),
    createdAt: createdAt(),
  },
  (t) => [
    // The oldest unsent mail of one kind, read in order until a batch is found: a pass costs its batch, not the
    // pile waiting (account mail that a flood of orders queues faster than it is sent, notifications held for a digest).
    index('mail_outbox_pending_idx').on(t.kind, t.id).where(sql`${t.sentAt} is null`),
    // Finds a recipient's last notification, which holds the next ones back for a minute.
    index('mail_outbox_notified_idx').on(t.to, t.sentAt).where(sql`${t.kind} = 'notification'`),
    check('mail_outbox_kind_check', sql`${t.kind} in ('account', 'notification')`),
  ],
);

/** Catalogue changes not published yet: the process about to publish takes every row, whichever process wrote it (publish/requests.ts). */
export const publishRequests = pgTable('publish_requests', {
  id: serial('id').primaryKey(),
  reason: text('reason').notNull(),
  /** The records the change touched ("package:12", ChangedRecord in shared/src/publishing.ts); null: anything may have. */
  records: text('records').array(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Each publication (a build hook call or a site build) and how it ended, whichever process made it: the console's status. */
export const publications = pgTable('publications', {
  id: serial('id').primaryKey(),
  reasons: text('reasons').array().notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  /** Null while it runs. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  /** Why it failed; null when it published. */
  error: text('error'),
});

/**
 * Each backup (the API's scheduled ones and `npm run backup`) and how it ended, whichever process made it: the
 * console's dashboard and the metrics read the last ones (backup/runs.ts).
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** 'schedule' (the API's own, BACKUP_INTERVAL) or 'command' (npm run backup). */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the archive went (a file, or a bucket's key); null when it failed before writing one. */
    location: text('location'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Why it failed; null when it succeeded. */
    error: text('error'),
  },
  (t) => [index('backup_runs_finished_idx').on(t.finishedAt), check('backup_runs_trigger_check', sql`${t.trigger} in ('schedule', 'command')`)],
);

/**
 * The audit log (audit/service.ts): every staff write and sign-in event, who made it, from where, and the record's
 * fields before and after. Append-only: a trigger (migration 0015) refuses UPDATE and DELETE except the retention purge.
 * No foreign key to users: a row keeps the actor's id and e-mail as they were, whatever becomes of the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorEmail: text('actor_email'),
    actorRole: text('actor_role'),
    ip: text('ip'),
    /** What happened: create, update, delete, sign-in, sign-in-failed, … (shared/src/audit.ts). */
    action: text('action').notNull(),
    /** The admin face's resource name (packages, orders, staff, …), or null for a sign-in. */
    resource: text('resource'),
    recordId: text('record_id'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at),
    index('audit_log_record_idx').on(t.resource, t.recordId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/**
 * Two-factor sign-in (accounts/two-factor/): a member of staff's TOTP secret, encrypted, once confirmed (`secret`); a
 * secret being enrolled waits in `pending_secret` until its first code. `last_step` is the time step of the last code
 * accepted: a code (or an earlier one) never works twice.
 */
export const staffTotp = pgTable('staff_totp', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret'),
  pendingSecret: text('pending_secret'),
  lastStep: bigint('last_step', { mode: 'number' }),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
});

/** The ten single-use recovery codes of a TOTP enrolment, as keyed hashes (HMAC-SHA-256); a new enrolment replaces them. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('staff_recovery_codes_user_idx').on(t.userId)],
);

/** Passkeys (WebAuthn credentials) of staff: the credential's id and public key, as @simplewebauthn/server gives them. */
export const staffPasskeys = pgTable(
  'staff_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser names it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_passkeys_credential_unique').on(t.credentialId), index('staff_passkeys_user_idx').on(t.userId)],
);

/** WebAuthn challenges handed out, each taken (deleted) by the one answer it allows, and refused once expired. */
export const webauthnChallenges = pgTable('webauthn_challenges', {
  id: text('id').primaryKey(),
  /** The account registering a passkey or confirming it is them (sudo); null for a passwordless sign-in. */
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose', { enum: ['register', 'sign-in', 'sudo'] }).notNull(),
  challenge: text('challenge').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

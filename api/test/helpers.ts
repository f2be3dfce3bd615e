// One helper for every API test file: a fresh database, an app on a real port, and a small HTTP client.
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { API_PREFIX, type StaffRole } from '@fitout/shared/contract';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import './provided-context.ts';
import { FIELD_CODES, FIELD_PARAMS } from '@fitout/shared';
import { refusalShapeProblem } from './contract/refusal-shape.ts';
import { buildApp, type App } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { mailOutbox, users, profiles } from '../src/db/schema.ts';
import { hashPassword } from '../src/accounts/passwords.ts';
import { newIssue } from '../src/accounts/tokens.ts';
import type { Publisher } from '../src/publish/publisher.ts';
import { TestSmtpServer } from './smtp.ts';

export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const usePostgres = process.env.TEST_DATABASE === 'postgres';

/** A database of its own for one test file: a new PostgreSQL database, or (default) PGlite in the data folder. */
export async function createTestDatabase(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  if (!usePostgres) return { url: undefined, drop: async () => {} };
  const name = `fitout_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  // Created from the migrated template (test/global-setup.ts) where there is one; empty otherwise (the app migrates it).
  const template = process.env.VITEST ? inject('postgresTemplate') : '';
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: POSTGRES_URL });
      await client.connect();
      // pg's pool.end() resolves before its connections have said goodbye; forcing the drop at once would
      // kill them and raise an unhandled FATAL 57P01 in the test process. Let them close first.
      for (let attempt = 0; attempt < 40; attempt++) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** An embedded database already migrated (test/global-setup.ts), copied into a new data folder. */
export function copyEmbeddedTemplate(dataDir: string): void {
  const template = process.env.VITEST ? inject('embeddedTemplate') : '';
  if (template) cpSync(template, join(dataDir, 'db'), { recursive: true });
}

export type TestApp = {
  app: App;
  config: Config;
  url: string;
  api: Client;
  close: () => Promise<void>;
};

/**
 * Builds the app once for a test file, listening on a free port of 127.0.0.1. Given a DATABASE_URL in `env` (another
 * app's, to play a second instance), it uses that database and leaves dropping it to the app that made it.
 * `options.publisher`: where catalogue changes ask to be published (none by default).
 */
export async function startTestApp(
  overrides: Partial<Config> = {},
  env: NodeJS.ProcessEnv = {},
  options: { publisher?: Publisher } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'fitout-test-'));
  const database = env.DATABASE_URL ? { url: env.DATABASE_URL, drop: async () => {} } : await createTestDatabase();
  if (!database.url) copyEmbeddedTemplate(dataDir);
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256',
      PORT: '0',
      // Owners sign in with a password alone unless a test asks for two-factor sign-in (accounts/two-factor.test.ts).
      STAFF_2FA: 'optional',
      ...env,
    },
    // View counts are written when a test flushes them (app.views.flush()), not on a timer mid-test.
    { rateLimit: { max: 1000, timeWindow: 60_000 }, viewFlushMs: 0, ...overrides },
  );
  const app = await buildApp({ config, logger: overrides.logLevel ? undefined : false, publisher: options.publisher });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `http://127.0.0.1:${port}`;
  // Absolute media URLs point at the port the app really got (images in a bucket have their own address).
  config.publicUrl = url;
  if (app.media.dir) (app.media as unknown as { baseUrl: string }).baseUrl = `${url}/media`;
  return {
    app,
    config,
    url,
    api: new Client(`${url}${API_PREFIX}`),
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** How many mails to `to` with `subject` were queued: a mail turned off is never queued. */
export const queuedMails = async (t: TestApp, to: string, subject: string) =>
  (
    await t.app.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), eq(mailOutbox.subject, subject)))
  ).length;

/** Closes what a file started (an app, an SMTP server), in order; one that never started is passed over. */
export async function closeAll(...running: ({ close(): Promise<unknown> } | undefined)[]) {
  for (const started of running) await started?.close();
}

/**
 * An app whose mail goes to an SMTP server of the test's own, each message at once (no digest minute), with room for
 * as many orders as a file places.
 */
export async function startMailingApp(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}) {
  const smtp = await TestSmtpServer.start();
  const t = await startTestApp({ smtpUrl: smtp.url, notificationDigestMs: 0, orderRateLimit: { max: 1000, timeWindow: 60_000 }, ...overrides }, env);
  return { t, smtp };
}

/**
 * A mailing app (startMailingApp) with the people most files need: a sales and an editor member of staff and a
 * customer. `close` stops the app and its SMTP server.
 */
export async function startStaffedApp(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = {}) {
  const { t, smtp } = await startMailingApp(overrides, env);
  const sales = await createUser(t.app, { role: 'sales' });
  const editor = await createUser(t.app, { role: 'editor' });
  const customer = await createUser(t.app);
  return { t, smtp, sales, editor, customer, close: () => closeAll(t, smtp) };
}

/**
 * An app with room for as many orders as a file places, a sales member of staff, a customer, and `other`: a second
 * customer, to whom the first's orders are not to be shown.
 */
export async function startSalesApp() {
  const t = await startTestApp({ orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  const sales = await createUser(t.app, { role: 'sales' });
  const customer = await createUser(t.app);
  const other = await createUser(t.app);
  return { t, sales, customer, other };
}

/**
 * An app with room for as many orders as a file places, and an account of each kind the console's reports tell apart:
 * an owner, a sales and an editor member of staff, and a customer.
 */
export async function startConsoleApp() {
  const t = await startTestApp({ orderRateLimit: { max: 1000, timeWindow: 60_000 } });
  const owner = await createUser(t.app, { role: 'owner' });
  const sales = await createUser(t.app, { role: 'sales' });
  const editor = await createUser(t.app, { role: 'editor' });
  const customer = await createUser(t.app);
  return { t, owner, sales, editor, customer };
}

export type Reply<T = any> = { status: number; body: T; headers: Headers };

/** fetch with the API's base URL, JSON by default, FormData passed through as multipart. */
export class Client {
  readonly base: string;
  constructor(base: string) {
    this.base = base;
  }

  async request<T = any>(
    method: string,
    path: string,
    options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
  ): Promise<Reply<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: BodyInit | undefined;
    if (options.body instanceof FormData || typeof options.body === 'string') body = options.body as BodyInit;
    else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${this.base}/${path.replace(/^\//, '')}`, { method, headers, body });
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get<T = any>(path: string, token?: string) {
    return this.request<T>('GET', path, { token });
  }
  post<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('POST', path, { body, token });
  }
  /** An update; of an admin-face record, as the console makes it (its ETag read first and sent as If-Match). */
  async put<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PUT', path, { body, token, headers: await this.ifMatch(path, token) });
  }
  patch<T = any>(path: string, body?: unknown, token?: string) {
    return this.request<T>('PATCH', path, { body, token });
  }
  /** A delete; of an admin-face record, as the console makes it (If-Match, as put). */
  async delete<T = any>(path: string, token?: string) {
    return this.request<T>('DELETE', path, { token, headers: await this.ifMatch(path, token) });
  }

  /**
   * For a write to one record of the admin face (admin/<resource>/<id>): If-Match with the ETag a read answers now, or
   * `*` when the read gives none (no such record, not allowed), so that the write answers its own 404 or 403. Tests of
   * the precondition itself (428, 412) send their headers through request().
   */
  async ifMatch(path: string, token?: string): Promise<Record<string, string>> {
    if (!/^\/?admin\/[\w-]+\/\d+\/?(\?.*)?$/.test(path)) return {};
    const etag = (await this.get(path, token)).headers.get('etag');
    return { 'if-match': etag ?? '*' };
  }
}

/** Multipart form data from an object; Buffers become files. */
export function form(fields: Record<string, string | number | Buffer | undefined>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Buffer.isBuffer(value)) data.append(key, new Blob([new Uint8Array(value)]), `${key}.bin`);
    else data.append(key, String(value));
  }
  return data;
}

/** A real image of the given format, for upload tests. */
export async function image(format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}

export type TestUser = { id: number; email: string; password: string; token: string };

/**
 * Two API processes' apps on one database, as a deployment runs them: A makes the database, B shares it. Started
 * before the suite's tests (B once A is up) and closed after them; read `a` and `b` inside the tests.
 */
export function twoAppsOnOneDatabase(): { a: TestApp; b: TestApp } {
  const apps = {} as { a: TestApp; b: TestApp };
  beforeAll(async () => {
    apps.a = await startTestApp();
    apps.b = await startTestApp({}, { DATABASE_URL: apps.a.config.databaseUrl });
  });
  afterAll(async () => {
    await apps.b?.close();
    await apps.a?.close();
  });
  return apps;
}

let userCounter = 0;
/**
 * An account made straight in the database, with an access token signed for it as a sign-in's is (a proof of who its
 * holder is, which a security change asks for within 5 minutes: sudo mode).
 */
export async function createUser(
  app: Pick<App, 'db' | 'tokens'>,
  options: {
    superuser?: boolean;
    role?: StaffRole;
    active?: boolean;
    email?: string;
    password?: string;
    kind?: 'user' | 'company';
    /** The language the account reads the site and its mail in ('en' unless given). */
    language?: 'en' | 'ar';
  } = {},
): Promise<TestUser> {
  // A superuser is the spec's: an owner.
  const role = options.role ?? (options.superuser ? 'owner' : null);
  userCounter += 1;
  const email = options.email ?? `user${userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = options.password ?? 'correct horse battery staple';
  const [row] = await app.db
    .insert(users)
    .values({
      email,
      username: `${email.split('@')[0]}-${randomBytes(2).toString('hex')}`,
      passwordHash: await hashPassword(password),
      isSuperuser: role !== null,
      role,
      isActive: options.active ?? true,
      kind: options.kind ?? 'user',
      ...(options.language ? { language: options.language } : {}),
    })
    .returning();
  await app.db.insert(profiles).values({ userId: row.id, fullName: 'Test Person' });
  const issue = newIssue();
  const token = await app.tokens.access({ id: row.id, username: row.username }, issue, issue.iat);
  return { id: row.id, email, password, token };
}

/** The fields of a valid order (SPEC.md section 3), as the order form sends them; `overrides` change or add fields. */
export const orderFields = (overrides: Record<string, string | number | undefined> = {}) => ({
  full_name: 'Mona Adel',
  phone: '+20 100 000 0000',
  governorate: 'Giza',
  city: '6th of October',
  area: 'District 3',
  typeunit: 'Full House',
  requiredworks: 'Execution and Design',
  skills: 'Quickexecution',
  conditionoftheunit: '3/4finished',
  space: '120.5',
  numberroom: '3',
  numberbathroom: '2',
  description: 'Please call after 5 pm.',
  package: 'Gold Package',
  post_status: 'Active',
  ...overrides,
});

export type PlacedOrder = { id: number; slug: string };

/** Places an order as `owner` through the API, from orderFields with `overrides`; anything but a 201 fails the test. */
export async function placeOrder(t: TestApp, owner: TestUser, overrides: Record<string, string> = {}): Promise<PlacedOrder> {
  const order = await t.api.post('registerorder/create/', orderFields(overrides), owner.token);
  expect(order.status, JSON.stringify(order.body)).toBe(201);
  return order.body as PlacedOrder;
}

/** Makes a call that must leave nothing behind: the files in the media folder and the rows of `table` are as before it. */
export async function unchanged<R extends Reply>(t: TestApp, table: PgTable, attempt: () => Promise<R>): Promise<R> {
  const state = async () => [readdirSync(t.app.media.dir!, { recursive: true }).length, (await t.app.db.select().from(table)).length];
  const before = await state();
  const reply = await attempt();
  expect(await state(), JSON.stringify(reply.body)).toEqual(before);
  return reply;
}

/**
 * A field-error body's messages by field: its `$codes` (each message's code, shared refusals/words.ts) checked to
 * name every message with a known code, then set aside with the values the words carry (`$params`), so that a test
 * reads the messages as the spec writes them.
 */
export function messagesOf(body: Record<string, unknown>): Record<string, unknown> {
  expect(refusalShapeProblem(body), JSON.stringify(body)).toBeNull();
  const { [FIELD_CODES]: _codes, [FIELD_PARAMS]: _params, ...fields } = body;
  return fields;
}

/** A selection (issue 38) of wall tiles with one choice over its allowance, for staff to define on an accepted order. */
export const tileSelection = () => ({
  item: 'Wall tiles',
  room: 'Bathroom',
  quantity: 10,
  unit: 'm²',
  allowance_per_unit: 300,
  choices: [{ name: 'Porcelain', price_per_unit: 450 }],
  stage: 'start',
  choose_by: '2999-01-01',
});

/** A quote's payment plan: one instalment, due on acceptance (the most tests need). */
export const ONE_INSTALMENT = [{ label: 'Deposit', percent: 100, due: 'acceptance' }];
/** A quote's payment plan: 30 % on acceptance, 70 % on completion. */
export const DEPOSIT_AND_COMPLETION = [
  { label: 'Deposit', percent: 30, due: 'acceptance' },
  { label: 'Completion', percent: 70, due: 'completion' },
];
/** A quote's payment plan: 30 % on acceptance, 70 % when the works start. */
export const DEPOSIT_AND_WORKS = [
  { label: 'Deposit', percent: 30, due: 'acceptance' },
  { label: 'Works', percent: 70, due: 'start' },
];
/** A quote's payment plan in three milestones: 30 % on acceptance, 40 % at the start, 30 % on completion. */
export const DEPOSIT_START_AND_COMPLETION = [
  { label: 'Deposit', percent: 30, due: 'acceptance' },
  { label: 'Start', percent: 40, due: 'start' },
  { label: 'Completion', percent: 30, due: 'completion' },
];
const inAYear = () => new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);

type QuotedOptions = { schedule?: { label: string; percent: number; due: string }[]; fields?: Record<string, string> };

/**
 * An order placed by `owner` (placeOrder, with `options.fields`) whose quote of 100,000 piastres + 14 % VAT (114,000),
 * drafted and sent by `sales` with the instalments of `options.schedule` (ONE_INSTALMENT unless given), waits for the
 * owner's answer.
 */
export async function quotedOrder(t: TestApp, sales: TestUser, owner: TestUser, options: QuotedOptions = {}): Promise<PlacedOrder> {
  const order = await placeOrder(t, owner, options.fields);
  const draft = await t.api.post(
    `admin/orders/${order.id}/quotes`,
    {
      lines: [{ description: 'Finishing', quantity: 1, unit: 'job', unit_price: 100_000 }],
      valid_until: inAYear(),
      schedule: options.schedule ?? ONE_INSTALMENT,
    },
    sales.token,
  );
  expect(draft.status, JSON.stringify(draft.body)).toBe(201);
  expect((await t.api.post(`admin/quotes/${draft.body.id}/send`, undefined, sales.token)).status).toBe(200);
  return order;
}

/** The owner's acceptance of the quote's version `version` as it stands (no options), signed "Mona Adel": the API's answer. */
export const acceptQuote = (t: TestApp, order: { slug: string }, owner: TestUser, version = 1) =>
  t.api.post(`registerorder/detail/${order.slug}/quote/accept/`, { version, full_name: 'Mona Adel', terms_accepted: true }, owner.token);

/** A quoted order (quotedOrder, with the same options) whose quote the owner accepted. */
export async function acceptedOrder(t: TestApp, sales: TestUser, owner: TestUser, options: QuotedOptions = {}): Promise<PlacedOrder> {
  const order = await quotedOrder(t, sales, owner, options);
  const accepted = await acceptQuote(t, order, owner);
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return order;
}

/** A change adding 10 m² of wall tiles at 2,000 (20,000 + 14 % VAT = 22,800 piastres), raised by `sales`, approved by `owner`. */
export async function approvedChange(t: TestApp, sales: TestUser, owner: TestUser, order: PlacedOrder) {
  const raised = await t.api.post(
    `admin/orders/${order.id}/changes`,
    {
      reason: 'Wall tiles',
      lines: [{ kind: 'add', description: 'Wall tiles', quantity: 10, unit: 'm²', unit_price: 2_000 }],
      answer_by: inAYear(),
      schedule: 'approval',
    },
    sales.token,
  );
  expect(raised.status, JSON.stringify(raised.body)).toBe(201);
  const approved = await t.api.post(`registerorder/detail/${order.slug}/changes/${raised.body.id}/approve/`, { full_name: 'Mona Adel' }, owner.token);
  expect(approved.status, JSON.stringify(approved.body)).toBe(200);
}

/** A schedule template (issue 41) of four tasks in a chain, 11 working days in all. */
export const FOUR_TASKS = {
  name: 'Apartment, standard',
  name_ar: 'شقة، قياسي',
  kind: 'apartment',
  tasks: [
    { name: 'Preparation', name_ar: 'التجهيز', stage: 'preparation', days: 2 },
    { name: 'Demolition', name_ar: 'الهدم', stage: 'demolition', days: 3, after: [0] },
    { name: 'Plumbing and electrics', name_ar: 'السباكة والكهرباء', stage: 'services', days: 4, after: [1] },
    { name: 'Painting', name_ar: 'الدهانات', stage: 'painting', days: 2, after: [2] },
  ],
};
/** The company holiday the schedule tests plan around: Thursday 7 January 2027 (2027-01-01, 08 and 15 are Fridays). */
export const HOLIDAY = '2027-01-07';

/** Adds HOLIDAY to the company's holidays and FOUR_TASKS to the templates, as `sales`; answers the template's id. */
export async function scheduleTemplate(t: TestApp, sales: TestUser): Promise<number> {
  const holiday = { date: HOLIDAY, name: 'Coptic Christmas', name_ar: 'عيد الميلاد المجيد' };
  expect((await t.api.post('admin/company-holidays', holiday, sales.token)).status).toBe(201);
  const created = await t.api.post('admin/schedule-templates', FOUR_TASKS, sales.token);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.id;
}

export type ScheduleTask = {
  id: number;
  name: string;
  start: string;
  end: string;
  days: number;
  depends_on: number[];
  done: boolean;
  assignee: string;
};

/** An order placed by `owner` and planned by `sales` from `template` from `start`; answers it and its schedule. */
export async function plannedOrder(t: TestApp, sales: TestUser, owner: TestUser, template: number, start = '2027-01-02') {
  const order = await placeOrder(t, owner);
  const res = await t.api.post(`admin/orders/${order.id}/schedule/apply`, { template_id: template, start }, sales.token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { order, schedule: res.body as { tasks: ScheduleTask[]; expected_completion: string; tasks_end: string; moves: unknown[] } };
}

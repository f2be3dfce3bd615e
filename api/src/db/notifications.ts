// Several API processes on one PostgreSQL: what one of them changes, the others must stop answering from memory.
// Each process keeps one connection of its own LISTENing on a channel; a change is announced there with pg_notify
// once its write has committed, and every other process empties its public cache within milliseconds. The same
// connection hears the ids of changed accounts (USERS_CHANNEL, announced by a trigger), which every process forgets,
// and every change to the orders (ORDERS_CHANNEL, a trigger too), after which the order lists are read afresh.
// PGlite is one process: it hears its own trigger (context.ts).
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Client } from 'pg';
import { CONNECT_TIMEOUT_MS, type Db } from './index.ts';

/** The channel changes are announced on. */
export const CHANNEL = 'fitout_catalogue';
/** The channel a trigger on `users` announces changed account ids on (migration 0008). */
export const USERS_CHANNEL = 'fitout_users';
/** The channel a trigger on `orders` and `order_stage_changes` announces their changes on (migration 0009). */
export const ORDERS_CHANNEL = 'fitout_orders';
/** The listening connection's application_name, as pg_stat_activity shows it. */
export const LISTENER_NAME = 'fitout change listener';
/** After a lost connection the next try comes this soon, then twice as late each time, up to RETRY_MAX_MS. */
const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;

export type ChangeNotificationsOptions = {
  databaseUrl: string;
  /** Announcements go through the app's pool, so they work while the listener reconnects. */
  db: Db;
  log: FastifyBaseLogger;
  /** Another process changed something, or announcements may have been missed (the listener was away). */
  onChange: () => void;
  /** An account row changed (USERS_CHANNEL, from any process or by hand), or null: changes may have been missed. */
  onUserChange: (id: number | null) => void;
  /** An order or its stages changed (ORDERS_CHANNEL), or changes may have been missed. */
  onOrdersChange: () => void;
};

export class ChangeNotifications {
  /** Names this process in its announcements; it ignores its own (its cache was emptied already). */
  readonly #origin = randomUUID();
  readonly #options: ChangeNotificationsOptions;
  #client: Client | null = null;
  #retryMs = RETRY_FIRST_MS;
  #retry: NodeJS.Timeout | null = null;
  #lost = false;
  #closed = false;
  readonly #sending = new Set<Promise<void>>();

  constructor(options: ChangeNotificationsOptions) {
    this.#options = options;
  }

  /** Starts listening; when the database cannot be reached yet, keeps trying in the background. */
  start(): Promise<void> {
    return this.#connect();
  }

  /** Tells the other processes that their answers changed; call it after the write committed. */
  announce() {
    if (this.#closed) return;
    const sending: Promise<void> = this.#options.db
      .execute(sql`select pg_notify(${CHANNEL}, ${this.#origin})`)
      .then(
        () => {},
        (error) => this.#options.log.warn({ err: error }, 'change not announced: other API processes may answer from memory for up to 5 minutes'),
      )
      .finally(() => this.#sending.delete(sending));
    this.#sending.add(sending);
  }

  /** Stops listening (the app is closing), once the announcements under way are sent. */
  async close() {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    this.#retry = null;
    await Promise.all(this.#sending);
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => {});
  }

  async #connect() {
    this.#retry = null;
    if (this.#closed) return;
    const { default: pg } = await import('pg');
    const client = new pg.Client({
      connectionString: this.#options.databaseUrl,
      application_name: LISTENER_NAME,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      // A peer that vanished without closing the socket is noticed, as for the pool's connections.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === USERS_CHANNEL) this.#options.onUserChange(Number(message.payload));
      else if (message.channel === ORDERS_CHANNEL) this.#options.onOrdersChange();
      else if (message.payload !== this.#origin) this.#options.onChange();
    });
    client.on('error', (error) => this.#disconnected(client, error));
    client.on('end', () => this.#disconnected(client));
    this.#client = client;
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      await client.query(`listen ${USERS_CHANNEL}`);
      await client.query(`listen ${ORDERS_CHANNEL}`);
      // Listening alone never keeps the process alive (pg's Client has unref(); its types leave it out).
      (client as unknown as { unref(): void }).unref();
    } catch (error) {
      this.#disconnected(client, error as Error);
      return;
    }
    if (this.#closed || this.#client !== client) return;
    if (this.#lost) this.#options.log.info('change listener: listening again');
    this.#lost = false;
    this.#retryMs = RETRY_FIRST_MS;
    // Changes announced while nobody listened were missed: answers and accounts kept meanwhile may be stale.
    this.#options.onChange();
    this.#options.onUserChange(null);
    this.#options.onOrdersChange();
  }

  /** The connection failed or ended (database restart, terminated backend, network): try again soon. */
  #disconnected(client: Client, error?: Error) {
    if (client !== this.#client) return;
    this.#client = null;
    client.end().catch(() => {});
    if (this.#closed) return;
    if (!this.#lost) this.#options.log.warn({ err: error }, 'change listener: connection lost, reconnecting');
    this.#lost = true;
    this.#retry = setTimeout(() => void this.#connect(), this.#retryMs);
    this.#retry.unref();
    this.#retryMs = Math.min(this.#retryMs * 2, RETRY_MAX_MS);
  }
}

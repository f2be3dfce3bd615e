import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/index.ts';
import { Outbox } from '../mail/outbox.ts';
import { type MediaStore, openMediaStore } from '../media/store.ts';
import type { ChangedRecord } from '../publish/publisher.ts';
import { AnswerCache } from '../http/answer-cache.ts';
import { auditedWrite } from '../audit/writes.ts';
import { ViewCounts } from '../packages/views.ts';
import { UserCache } from '../accounts/user-cache.ts';
import { ChangeNotifications, ORDERS_CHANNEL, USERS_CHANNEL } from '../db/notifications.ts';
import { type Transact, TransactionScope } from '../db/transaction.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    /** The database, or the transaction `transaction()` holds open for the code it runs (db/transaction.ts). */
    db: Db;
    /**
     * The API's one way into a transaction: runs `work(tx)` in one transaction that every `app.db` it calls joins, or
     * in a savepoint of the one already open (db/transaction.ts).
     */
    transaction: Transact;
    /** Calls `call` once the open transaction commits, or at once outside one. */
    afterCommit(call: () => void): void;
    media: MediaStore;
    outbox: Outbox;
    /** Public reads answered from memory (http/answer-cache.ts). */
    publicCache: AnswerCache;
    /** The order lists answered from memory, each caller's own (http/answer-cache.ts). */
    orderCache: AnswerCache;
    /** The accounts signed-in requests name, from memory (accounts/user-cache.ts). */
    userCache: UserCache;
    /** Package detail reads, written to the database in batches. */
    views: ViewCounts;
    /**
     * A category, package, component or work changed (call it after the write committed): public reads are answered
     * afresh, in this process and the others on the same database, and the site is republished once for all of them.
     * `records`: the ones it touched, which publishing reads again (left out: anything may have changed).
     */
    catalogueChanged(reason: string, records?: readonly ChangedRecord[]): void;
    /**
     * An order or its stages changed (call it after the write committed): this process answers the order lists
     * afresh at once; the others hear it from the trigger on the orders (migration 0009).
     */
    ordersChanged(): void;
    /**
     * How the audit log reads each kind of record a staff write changes (the contract's `audit.resource`), as staff
     * see it: the record before and after the call (audit/writes.ts). Each area adds its own (audit/records.ts).
     */
    auditRecords: Map<string, (id: number) => Promise<unknown>>;
  }
}

/** The services every route uses, decorated once; the database closes with the app. */
export default fp(
  async function context(app: FastifyInstance, opts: { config: Config; database: Database; quiet?: boolean }) {
    app.decorate('config', opts.config);
    const scope = new TransactionScope(opts.database.db);
    app.decorate('db', { getter: () => scope.db });
    app.decorate('transaction', scope.transaction);
    app.decorate('afterCommit', (call: () => void) => scope.afterCommit(call));
    const media = await openMediaStore(opts.config, app.log, opts.database);
    // Inside a transaction, a replaced or deleted image's files go once it commits: a rollback keeps the row naming them.
    // A file saved in a transaction that rolls back names no row: it goes then.
    const removeFiles = media.remove.bind(media);
    media.remove = async (key) => scope.afterCommit(() => removeFiles(key));
    for (const method of ['save', 'saveDocument'] as const) {
      const save = media[method].bind(media) as (...args: unknown[]) => Promise<string>;
      media[method] = (async (...args: unknown[]) => {
        const key = await save(...args);
        scope.afterRollback(() => removeFiles(key));
        return key;
      }) as never;
    }
    app.decorate('media', media);
    app.decorate(
      'outbox',
      new Outbox({
        db: opts.database.db,
        log: app.log,
        smtpUrl: opts.config.smtpUrl,
        dataDir: opts.config.dataDir,
        from: opts.config.mailFrom,
        digestMs: opts.config.notificationDigestMs,
        // Without a mail server, development prints one line per mail (recipient, subject, links), so a new account's
        // activation link is at hand; production never does (those links are secrets), nor does a quiet app (tests).
        announce: opts.config.production || opts.quiet ? undefined : (line) => console.log(line),
      }),
    );
    // A pass asked for inside a transaction waits for its commit: sooner, it would not see the mail queued.
    const kick = app.outbox.kick.bind(app.outbox);
    app.outbox.kick = () => void scope.afterCommit(kick);
    app.decorate('auditRecords', new Map());
    app.decorate('auditedWrite', auditedWrite);
    const publicCache = new AnswerCache();
    app.decorate('publicCache', publicCache);
    const orderCache = new AnswerCache({ private: true });
    app.decorate('orderCache', orderCache);
    // Inside a transaction the caches forget once it committed: sooner, a read could refill them with the old rows.
    const ordersChanged = () => scope.afterCommit(() => orderCache.invalidate());
    app.decorate('ordersChanged', ordersChanged);
    const userCache = new UserCache();
    // Inside a transaction an account is forgotten again once it committed: a read between the two (the old row)
    // is not kept.
    const forget = userCache.forget.bind(userCache);
    userCache.forget = (id) => {
      forget(id);
      if (scope.open) scope.afterCommit(() => forget(id));
    };
    app.decorate('userCache', userCache);
    // An account's change may show in the order lists too (the staff member named in a stage's history).
    const userChanged = (id: number | null) => {
      if (id === null) userCache.clear();
      else userCache.forget(id);
      ordersChanged();
    };
    await opts.database.listen?.(USERS_CHANNEL, (id) => userChanged(Number(id)));
    await opts.database.listen?.(ORDERS_CHANNEL, ordersChanged);
    // Other processes on the same PostgreSQL say when they changed something; PGlite has no other process.
    const notifications =
      opts.database.kind === 'postgres' && opts.config.databaseUrl
        ? new ChangeNotifications({
            databaseUrl: opts.config.databaseUrl,
            db: opts.database.db,
            log: app.log,
            onChange: () => publicCache.invalidate(),
            onUserChange: userChanged,
            onOrdersChange: ordersChanged,
          })
        : null;
    await notifications?.start();
    const answersChanged = () => {
      publicCache.invalidate();
      notifications?.announce();
    };
    // Publishing (publish/plugin.ts, registered next) decorates the publisher and its shared requests.
    app.decorate('catalogueChanged', (reason: string, records?: readonly ChangedRecord[]) =>
      scope.afterCommit(() => {
        answersChanged();
        app.publishRequests?.add(reason, records);
        app.publisher.request(reason, records);
      }),
    );
    // New counts change the answers (their `view`, the order of post/lists/), though not the site: no publish.
    app.decorate('views', new ViewCounts({ db: opts.database.db, log: app.log, onFlushed: answersChanged }));
    app.addHook('onClose', async () => {
      await app.views.close();
      await app.outbox.stop();
      await notifications?.close();
      // Removals a backup held are tried once more, which asks the database on PostgreSQL.
      await app.media.close();
      await opts.database.close();
    });
  },
  { name: 'context' },
);

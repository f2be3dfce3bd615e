import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './index.ts';

type AfterCommit = () => void | Promise<void>;
type Scope = { tx: Db; open: boolean; afterCommit: AfterCommit[]; afterRollback: AfterCommit[] };

/** PostgreSQL's settings of a transaction (the outermost one only: a savepoint has none of its own). */
export type TransactionConfig = {
  isolationLevel?: 'read uncommitted' | 'read committed' | 'repeatable read' | 'serializable';
  accessMode?: 'read only' | 'read write';
};

/** An open transaction (or savepoint): the database's calls, and `rollback()`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Runs `work` in a transaction (a savepoint inside one already open), handing it the transaction. */
export type Transact = <T>(work: (tx: Tx) => Promise<T>, config?: TransactionConfig) => Promise<T>;

/** What opens transactions: the app (`app.transaction`) or, where there is no app, a scope of one's own. */
export type Transactions = { transaction: Transact };

/**
 * The API's one way into a transaction (docs/development.md, "Transactions"): `transaction(async (tx) => …)`. While
 * it holds one open, `db` is that transaction for the code it calls (through AsyncLocalStorage), so a service written
 * against `app.db` writes inside it, and what it does after a commit (`afterCommit`) waits for the real one. Called
 * inside an open one, it makes a savepoint: a failure rolls back that part only (and its after-rollback calls run),
 * so the caller can catch it and go on, or try again (db/slugs.ts); its after-commit calls wait for the outermost
 * commit. Advisory transaction locks (`pg_advisory_xact_lock`) taken in it are held until the outermost one ends.
 * The admin face runs each write and its audit row this way (audit/writes.ts), so that neither is kept without the
 * other. Drizzle's own `db.transaction` is called here and nowhere else.
 */
export class TransactionScope implements Transactions {
  readonly #base: Db;
  readonly #scopes = new AsyncLocalStorage<Scope>();

  constructor(base: Db) {
    this.#base = base;
    this.transaction = this.transaction.bind(this);
  }

  /** The open transaction of this async context, else the database. */
  get db(): Db {
    const scope = this.#scopes.getStore();
    // Work started inside that outlives the transaction (a timer, a pass of the outbox) falls back to the database.
    return scope?.open ? scope.tx : this.#base;
  }

  /** Runs `work` in one transaction, or in a savepoint of the one already open; see the class. */
  async transaction<T>(work: (tx: Tx) => Promise<T>, config?: TransactionConfig): Promise<T> {
    const outer = this.#scopes.getStore();
    const parent = outer?.open ? outer : undefined;
    const after: AfterCommit[] = [];
    const undo: AfterCommit[] = [];
    let scope: Scope | undefined;
    const open = (tx: Tx) => {
      scope = { tx, open: true, afterCommit: after, afterRollback: undo };
      return this.#scopes.run(scope, () => work(tx));
    };
    try {
      const result = await (parent ? parent.tx.transaction(open) : this.#base.transaction(open, config)).catch(async (error) => {
        if (scope) scope.open = false;
        for (const call of undo) await call();
        throw error;
      });
      if (scope) scope.open = false;
      if (parent) {
        // A savepoint released: what it asked for waits for the outermost commit, or goes with its rollback.
        parent.afterCommit.push(...after);
        parent.afterRollback.push(...undo);
        return result;
      }
      // Awaited, so that what they finish (an old image's files removed) is done when the answer goes out.
      for (const call of after) await call();
      return result;
    } finally {
      if (scope) scope.open = false;
    }
  }

  /** Whether a transaction is open for the code running now. */
  get open(): boolean {
    return this.#scopes.getStore()?.open ?? false;
  }

  /** Calls `call` if the open transaction rolls back (undoing what the database cannot: a file written); else never. */
  afterRollback(call: AfterCommit): void {
    this.#scopes.getStore()?.afterRollback.push(call);
  }

  /** Calls `call` once the open transaction commits (never if it rolls back); at once when none is open. */
  afterCommit(call: AfterCommit): void | Promise<void> {
    const scope = this.#scopes.getStore();
    if (scope?.open) scope.afterCommit.push(call);
    else return call();
  }
}

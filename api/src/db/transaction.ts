import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './index.ts';

type AfterCommit = () => void | Promise<void>;
type Scope = { tx: Db; open: boolean; afterCommit: AfterCommit[]; afterRollback: AfterCommit[] };

/**
 * A transaction the services join without being told: while `run` holds one open, `db` is that transaction for the
 * code it calls (through AsyncLocalStorage), so a service written against `app.db` writes inside it, and what it
 * does after a commit (`afterCommit`) waits for the real one. The admin face runs each write and its audit row
 * this way (admin/resource.ts), so that neither is kept without the other.
 */
export class TransactionScope {
  readonly #base: Db;
  readonly #scopes = new AsyncLocalStorage<Scope>();

  constructor(base: Db) {
    this.#base = base;
  }

  /** The open transaction of this async context, else the database. */
  get db(): Db {
    const scope = this.#scopes.getStore();
    // Work started inside that outlives the transaction (a timer, a pass of the outbox) falls back to the database.
    return scope?.open ? scope.tx : this.#base;
  }

  /** Runs `work` in one transaction (or in the one already open); the after-commit calls run once it committed. */
  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.#scopes.getStore()?.open) return work();
    const after: AfterCommit[] = [];
    const undo: AfterCommit[] = [];
    let scope: Scope | undefined;
    try {
      const result = await this.#base
        .transaction(async (tx) => {
          scope = { tx: tx as unknown as Db, open: true, afterCommit: after, afterRollback: undo };
          return this.#scopes.run(scope, work);
        })
        .catch(async (error) => {
          if (scope) scope.open = false;
          for (const call of undo) await call();
          throw error;
        });
      if (scope) scope.open = false;
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

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './index.ts';

type Scope = { tx: Db; open: boolean; afterCommit: (() => void)[] };

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
    const after: (() => void)[] = [];
    let scope: Scope | undefined;
    try {
      const result = await this.#base.transaction(async (tx) => {
        scope = { tx: tx as unknown as Db, open: true, afterCommit: after };
        return this.#scopes.run(scope, work);
      });
      if (scope) scope.open = false;
      for (const call of after) call();
      return result;
    } finally {
      if (scope) scope.open = false;
    }
  }

  /** Calls `call` once the open transaction commits (never if it rolls back); at once when none is open. */
  afterCommit(call: () => void) {
    const scope = this.#scopes.getStore();
    if (scope?.open) scope.afterCommit.push(call);
    else call();
  }
}

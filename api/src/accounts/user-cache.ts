// The accounts signed-in requests name, kept in memory so that a request costs no read of its account. An entry is
// forgotten when its row changes (a trigger announces every change on USERS_CHANNEL, db/notifications.ts; this process
// also forgets at once what it changed itself) and lives a minute at most, the bound on staleness should an
// announcement be lost.
import type { AuthUser } from '../plugins/auth.ts';

/** The channel a trigger on `users` announces changed account ids on (migration 0008). */
export const USERS_CHANNEL = 'fitout_users';

export type CachedUser = AuthUser & { sessionsValidAfter: Date | null };

export class UserCache {
  readonly #entries = new Map<number, { user: CachedUser; until: number }>();
  /** Moves on at every forget: a row read before it may predate the change, and is not kept. */
  #generation = 0;

  readonly ttlMs: number;
  readonly maxEntries: number;

  constructor(ttlMs = 60_000, maxEntries = 10_000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  /** The account from memory, else from `load` (kept unless a change came in meanwhile). */
  async get(id: number, load: () => Promise<CachedUser | null>): Promise<CachedUser | null> {
    const hit = this.#entries.get(id);
    if (hit && hit.until > Date.now()) return hit.user;
    const generation = this.#generation;
    const user = await load();
    if (user && generation === this.#generation) {
      this.#entries.delete(id);
      // The oldest entry makes room (a Map keeps insertion order).
      if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as number);
      this.#entries.set(id, { user, until: Date.now() + this.ttlMs });
    }
    return user;
  }

  /** The account changed: read it afresh next time. */
  forget(id: number) {
    this.#generation++;
    this.#entries.delete(id);
  }

  /** Changes may have been missed (the listener was away): read every account afresh. */
  clear() {
    this.#generation++;
    this.#entries.clear();
  }
}

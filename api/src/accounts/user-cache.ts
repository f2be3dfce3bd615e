// The accounts signed-in requests name, kept in memory so that a request costs no read of its account. An entry is
// forgotten when its row changes (a trigger announces every change on USERS_CHANNEL, db/notifications.ts; this process
// also forgets at once what it changed itself) and lives a minute at most, the bound on staleness should an
// announcement be lost.
import { LRUCache } from 'lru-cache';
import type { AuthUser } from '../http/caller.ts';

/** The account and the session generation its tokens must carry (users.session_generation). */
export type CachedUser = AuthUser & { sessionGeneration: number };

export class UserCache {
  readonly #entries: LRUCache<number, CachedUser>;
  /** Moves on at every forget: a row read before it may predate the change, and is not kept. */
  #generation = 0;

  constructor(ttlMs = 60_000, maxEntries = 10_000) {
    this.#entries = new LRUCache({ max: maxEntries, ttl: ttlMs });
  }

  /** The account from memory, else from `load` (kept unless a change came in meanwhile). */
  async get(id: number, load: () => Promise<CachedUser | null>): Promise<CachedUser | null> {
    const hit = this.#entries.get(id);
    if (hit) return hit;
    const generation = this.#generation;
    const user = await load();
    if (user && generation === this.#generation) this.#entries.set(id, user);
    return user;
  }

  /** The account from memory alone, if it is there. */
  peek(id: number): CachedUser | undefined {
    return this.#entries.get(id);
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

// Writes made on site without a network (issue 41): kept in IndexedDB with their photos, oldest first, until the API
// has them. Each write gets its idempotency key when the person presses save, so a send whose answer was lost (the
// signal went mid-upload) is sent again with the same key and the API answers the first result instead of writing it
// twice. Sending is done from the page, on `online` and on load (Background Sync is not in every browser, and a queue
// held only by a service worker's sync event is lost when the browser closes first). A write the API refuses (the
// order was cancelled meanwhile, a field it will not take) stays, with the reason, until the person discards it.
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { IDEMPOTENCY_HEADER } from '@fitout/shared';
import { fieldRefusals, refusalWords } from '@fitout/shared/refusals';
import { accessToken, isExpired, RefreshRefused, sharedRefresh, signedInFlag } from '@fitout/shared/session';
import { API_PREFIX } from '@fitout/shared/contract';
import { apiRoot } from '../config.ts';

export type OutboxKind = 'daily-log' | 'progress' | 'snag-fix';

export type OutboxPhoto = { field: string; name: string; type: string; blob: Blob };

export type OutboxEntry = {
  /** The queue's order: IndexedDB's key, counting up. */
  seq?: number;
  /** The Idempotency-Key, made when the person pressed save. */
  key: string;
  kind: OutboxKind;
  orderId: number;
  /** The record the write is about, when not the order: the snag of a snag fix. */
  ref?: number;
  /** Under API_PREFIX, e.g. admin/orders/5/daily-logs. */
  path: string;
  fields: Record<string, string>;
  photos: OutboxPhoto[];
  /** What the list shows of it (the work done, the note). */
  summary: string;
  savedAt: string;
  state: 'waiting' | 'sending' | 'refused';
  /** Why the API refused it, in the words of the language it was refused in (status and the API's code beside). */
  refusal?: { status: number; code: string; words: { en: string; ar: string } };
};

interface OutboxDb extends DBSchema {
  writes: { key: number; value: OutboxEntry };
}

const DB_NAME = 'fitout-console';
let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
const database = () =>
  (opened ??= openDB<OutboxDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('writes', { keyPath: 'seq', autoIncrement: true });
    },
  }));

// Other tabs of the console hear of each change too (one tab sends; every tab shows the queue as it is).
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('fitout-outbox');
const listeners = new Set<() => void>();
const changed = (tell = true) => {
  for (const listener of listeners) listener();
  if (tell) channel?.postMessage('changed');
};
channel?.addEventListener('message', () => changed(false));

/** Calls `listener` on every change of the queue; answers the unsubscribe. */
export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function outboxEntries(): Promise<OutboxEntry[]> {
  return (await database()).getAll('writes');
}

/** Keeps a write (its photos as blobs) and tries to send the queue at once when there is a network. */
export async function enqueue(entry: Omit<OutboxEntry, 'seq' | 'state' | 'savedAt' | 'key'>): Promise<OutboxEntry> {
  const full: OutboxEntry = { ...entry, key: crypto.randomUUID(), savedAt: new Date().toISOString(), state: 'waiting' };
  const seq = await (await database()).add('writes', full);
  changed();
  void sendOutbox();
  return { ...full, seq };
}

export async function discard(seq: number) {
  await (await database()).delete('writes', seq);
  changed();
}

const refresh = sharedRefresh(apiRoot);

/**
 * An access token: the one in memory, else one for the session's cookie (a network call). The page's one refresher:
 * the API rotates the cookie on each refresh and treats one used twice as stolen.
 */
export async function token(): Promise<string | undefined> {
  if (!isExpired(accessToken(), Date.now() + 15_000)) return accessToken();
  if (!signedInFlag()) return undefined;
  return refresh();
}

/** Not a refusal: the send may work later (no network, the API down or busy). */
class NotNow extends Error {}

async function send(entry: OutboxEntry): Promise<'sent' | OutboxEntry['refusal']> {
  let bearer: string | undefined;
  try {
    bearer = await token();
  } catch (error) {
    if (error instanceof RefreshRefused && error.refused) throw new NotNow('signed out');
    throw new NotNow((error as Error).message);
  }
  const body = new FormData();
  for (const [name, value] of Object.entries(entry.fields)) body.append(name, value);
  for (const photo of entry.photos) body.append(photo.field, new File([photo.blob], photo.name, { type: photo.type }));
  let response: Response;
  try {
    response = await fetch(`${apiRoot}${API_PREFIX}/${entry.path}`, {
      method: 'POST',
      headers: { accept: 'application/json', [IDEMPOTENCY_HEADER]: entry.key, ...(bearer ? { authorization: `Bearer ${bearer}` } : {}) },
      body,
    });
  } catch (error) {
    throw new NotNow((error as Error).message);
  }
  if (response.ok) return 'sent';
  // Signed out, too many requests, or the server's trouble: kept, and sent again later as it is.
  if (response.status === 401 || response.status === 408 || response.status === 429 || response.status >= 500)
    throw new NotNow(String(response.status));
  const answer = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const wordsIn = (language: 'en' | 'ar') => {
    const fields = response.status === 400 && answer ? Object.values(fieldRefusals(answer, language)).flat() : [];
    return fields.length ? fields.join(' ') : refusalWords(answer, language, response.statusText || String(response.status));
  };
  const code = typeof answer?.code === 'string' ? answer.code : response.status === 400 ? 'field.invalid' : String(response.status);
  return { status: response.status, code, words: { en: wordsIn('en'), ar: wordsIn('ar') } };
}

let running: Promise<void> | null = null;

/**
 * Sends the waiting writes, oldest first, one at a time; stops at the first that cannot be sent now (no network) so
 * that the order holds. A refused one is kept with its reason and the next goes on. One tab at a time (Web Locks,
 * where the browser has them) and one pass at a time in this tab.
 */
export function sendOutbox(): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return Promise.resolve();
  running ??= (async () => {
    try {
      const pass = async () => {
        const db = await database();
        for (const entry of await db.getAll('writes')) {
          if (entry.state === 'refused') continue;
          await db.put('writes', { ...entry, state: 'sending' });
          changed();
          let outcome: Awaited<ReturnType<typeof send>>;
          try {
            outcome = await send(entry);
          } catch (error) {
            await db.put('writes', { ...entry, state: 'waiting' });
            changed();
            if (error instanceof NotNow) return;
            throw error;
          }
          if (outcome === 'sent') await db.delete('writes', entry.seq!);
          else await db.put('writes', { ...entry, state: 'refused', refusal: outcome });
          changed();
          for (const listener of sentListeners) listener(entry, outcome === 'sent');
        }
      };
      if (navigator.locks) await navigator.locks.request('fitout-outbox', pass);
      else await pass();
    } finally {
      running = null;
    }
  })();
  return running;
}

type AnswerListener = (entry: OutboxEntry, sent: boolean) => void;
const sentListeners = new Set<AnswerListener>();
/** Calls `listener` with each write once the API has answered it: sent, or refused. */
export function onAnswered(listener: AnswerListener): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

let started = false;
/** Sends on load, whenever the network comes back, and now and then while writes wait (a signal that never says `online`). */
export function startOutbox() {
  if (started) return;
  started = true;
  window.addEventListener('online', () => void sendOutbox());
  void (async () => {
    // Writes left "sending" by a page closed mid-send go again (with their key: the API answers the first result).
    const db = await database();
    for (const entry of await db.getAll('writes')) if (entry.state === 'sending') await db.put('writes', { ...entry, state: 'waiting' });
    changed();
    await sendOutbox();
  })();
  setInterval(() => {
    void outboxEntries().then((entries) => {
      if (entries.some((entry) => entry.state === 'waiting')) void sendOutbox();
    });
  }, 30_000);
}

// The customer's unread messages over their orders (issue 25), read once for the whole area and again every minute,
// when the window comes back into view, and after a thread is read: the area's navigation and the orders list show it.
import { createContext, createElement, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '@fitout/shared/client';
import type { UnreadCounts } from '@fitout/shared/contract';
import { relativePathOf } from '@fitout/shared/contract/endpoint';
import { threads } from '../../session/calls.ts';
import { api } from '../../session/session.ts';
import { earlyOr } from '../early.ts';

const EVERY_MS = 60_000;

export type Unread = {
  counts: UnreadCounts | null;
  refresh: () => void;
  /** The counts as last read, or once first read when none is yet (null when that read failed). */
  known: () => Promise<UnreadCounts | null>;
};

export const UnreadContext = createContext<Unread>({ counts: null, refresh: () => {}, known: () => Promise.resolve(null) });

const unreadOf = (counts: UnreadCounts | null, slug: string) => counts?.orders.find((order) => order.slug === slug)?.unread ?? 0;

/** The unread messages of an order (0 when none, or not yet known). */
export function useUnread(slug?: string) {
  const { counts, refresh, known } = useContext(UnreadContext);
  const total = counts?.total ?? 0;
  const ofOrder = slug ? unreadOf(counts, slug) : 0;
  /** The order's unread messages as known now, or once first read (0 when that read failed). */
  const ofOrderKnown = useCallback(async () => (slug ? unreadOf(await known(), slug) : 0), [known, slug]);
  return { total, ofOrder, ofOrderKnown, refresh };
}

/** The counts, and the way to read them again. */
function useUnreadCounts(): Unread {
  const [counts, setCounts] = useState<UnreadCounts | null>(null);
  // The first read, which a screen can wait for (made in the effect below, after the screen's own effects have run).
  const [first] = useState(() => Promise.withResolvers<UnreadCounts | null>());
  const latest = useRef<UnreadCounts | null>(null);
  const refresh = useCallback(() => {
    // The first, on an order's page, is the answer the page's own script asked for (early.ts).
    earlyOr(relativePathOf(threads.unread, {}), () => call(api, threads.unread))
      .then((read) => {
        latest.current = read;
        first.resolve(read);
        setCounts(read);
      })
      .catch(() => {
        // A count that cannot be read now is left as it was; the next read tries again.
        first.resolve(null);
      });
  }, [first]);
  const known = useCallback(() => (latest.current ? Promise.resolve(latest.current) : first.promise), [first]);
  useEffect(() => {
    refresh();
    const timer = setInterval(refresh, EVERY_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [refresh]);
  return useMemo(() => ({ counts, refresh, known }), [counts, refresh, known]);
}

/**
 * For the area's root: the counts for everything inside it. A read re-renders only what shows a count, not the screen
 * around it (`children` are the same elements from one read to the next).
 */
export function UnreadProvider({ children }: { children: ReactNode }) {
  return createElement(UnreadContext.Provider, { value: useUnreadCounts() }, children);
}

// Toasts with the durations of SPEC.md section 9 (errors 7000 ms, successes 1500 ms), shown by sonner.
// A toast that must outlive a full page load (e.g. 'Signed in successfully' before /user/profile) is carried
// in sessionStorage and shown by the next page's island; a cookie says one is carried, so that the other pages never
// open the tab's storage (its first read is up to tens of milliseconds of the main thread in Chromium). Sonner loads
// with the first toast a page shows: most visits to a form show none, and its script is a tenth of what a sign-in page
// would otherwise load.
import { type ComponentType, useEffect, useState } from 'react';
import Cookies from 'js-cookie';
import { flagOptions } from '@fitout/shared/session-cookies';
import type { Toaster as SonnerToaster, toast as sonnerToast } from 'sonner';
import { toastMs } from '@fitout/shared';

export type ToastKind = 'success' | 'error' | 'warning';
export type CarriedToast = { kind: ToastKind; message: string };

const CARRY_KEY = 'pendingToasts';

/** Toasts asked for and not yet given to sonner (it shows only those given once its region is on the page). */
const waiting: { kind: ToastKind; message: string; duration: number }[] = [];
/** Told when a toast waits: the page's toast region loads sonner and shows it. */
const wakers = new Set<() => void>();

function show(kind: ToastKind, message: string, duration: number) {
  waiting.push({ kind, message, duration });
  for (const wake of wakers) wake();
}

export const notify = {
  success: (message: string) => show('success', message, toastMs.success),
  error: (message: string) => show('error', message, toastMs.error),
  warning: (message: string) => show('warning', message, toastMs.error),
} satisfies Record<ToastKind, (message: string) => unknown>;

/** The errors and warnings on screen: a later success takes them away (issue 37: no error outlives a success). */
const shownProblems: (string | number)[] = [];

/** Gives the waiting toasts to sonner's `toast`, in order, each with its duration; a success first dismisses the problems shown before it. */
export function showWaiting(toast: Pick<typeof sonnerToast, ToastKind> & Partial<Pick<typeof sonnerToast, 'dismiss'>>) {
  for (const { kind, message, duration } of waiting.splice(0)) {
    if (kind === 'success') for (const id of shownProblems.splice(0)) toast.dismiss?.(id);
    const id = toast[kind](message, { duration });
    if (kind !== 'success' && id !== undefined) shownProblems.push(id);
  }
}

/** Says that a toast waits for the next page. */
export type CarriedFlag = { isSet: () => boolean; set: () => void; clear: () => void };
/** Where carried toasts are kept (the tab's sessionStorage) and the flag that says some are (a cookie). */
export type Carrying = { storage?: () => Storage; flag?: CarriedFlag };

const CARRIED_COOKIE = 'fitout_toast';
/** Five minutes: a flag whose toasts another tab's page has left is not read for long. */
const CARRIED_MS = 5 * 60_000;
const cookieFlag: CarriedFlag = {
  isSet: () => Cookies.get(CARRIED_COOKIE) === '1',
  set: () => Cookies.set(CARRIED_COOKIE, '1', flagOptions(new Date(Date.now() + CARRIED_MS))),
  clear: () => Cookies.remove(CARRIED_COOKIE, { path: '/' }),
};
const tabStorage = () => sessionStorage;

/** Keeps a toast for the next page this tab loads. */
export function carryToast(kind: ToastKind, message: string, { storage = tabStorage, flag = cookieFlag }: Carrying = {}) {
  try {
    const area = storage();
    area.setItem(CARRY_KEY, JSON.stringify([...readCarried(area), { kind, message }]));
    flag.set();
  } catch {
    // storage unavailable: the toast is lost, the navigation still happens
  }
}

function readCarried(storage: Storage): CarriedToast[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(CARRY_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((t): t is CarriedToast => t && typeof t.message === 'string' && ['success', 'error', 'warning'].includes(t.kind))
      : [];
  } catch {
    return [];
  }
}

/**
 * The carried toasts, removed from storage so that each shows once; the storage is not opened unless the flag says
 * some are carried. The flag goes with them: a page of another tab, whose storage holds none, leaves it.
 */
export function takeCarriedToasts({ storage = tabStorage, flag = cookieFlag }: Carrying = {}): CarriedToast[] {
  if (!flag.isSet()) return [];
  try {
    const area = storage();
    const carried = readCarried(area);
    area.removeItem(CARRY_KEY);
    if (carried.length) flag.clear();
    return carried;
  } catch {
    return [];
  }
}

function useSiteTheme(): 'light' | 'dark' {
  const read = () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light');
  const [theme, setTheme] = useState<'light' | 'dark'>('light');
  useEffect(() => {
    setTheme(read());
    const observer = new MutationObserver(() => setTheme(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

/**
 * The toast region of an island; shows what the previous page carried over. Below the sticky header on wider
 * screens; on a phone over the header itself, where a toast covers no heading or field of the page.
 */
export function Toasts() {
  const theme = useSiteTheme();
  const [sonner, setSonner] = useState<{ Toaster: ComponentType<Parameters<typeof SonnerToaster>[0]>; toast: typeof sonnerToast } | null>(null);
  useEffect(() => {
    let loading = false;
    const wake = () => {
      if (loading) return;
      loading = true;
      void import('sonner').then(({ Toaster, toast }) => setSonner({ Toaster, toast }));
    };
    wakers.add(wake);
    for (const carried of takeCarriedToasts()) notify[carried.kind](carried.message);
    if (waiting.length) wake();
    return () => void wakers.delete(wake);
  }, []);
  useEffect(() => {
    if (!sonner) return;
    // The region is on the page now (its own effects ran first): what waits shows, and what follows at once.
    const now = () => showWaiting(sonner.toast);
    now();
    wakers.add(now);
    return () => void wakers.delete(now);
  }, [sonner]);
  if (!sonner) return null;
  const { Toaster } = sonner;
  // The region's and the close button's names in the page's language (sonner's own are English).
  const arabic = document.documentElement.lang === 'ar';
  return (
    <Toaster
      position="top-center"
      theme={theme}
      richColors
      closeButton
      offset={{ top: '5.25rem' }}
      mobileOffset={{ top: '0.5rem' }}
      {...(arabic && { customAriaLabel: 'الإشعارات', toastOptions: { closeButtonAriaLabel: 'إغلاق الإشعار' } })}
    />
  );
}

// Toasts with the durations of SPEC.md section 9 (errors 7000 ms, successes 1500 ms), shown by sonner.
// A toast that must outlive a full page load (e.g. 'Signed in successfully' before /user/profile) is carried
// in sessionStorage and shown by the next page's island.
import { useEffect, useState } from 'react';
import { Toaster, toast } from 'sonner';
import { toastMs } from '@fitout/shared';

export type ToastKind = 'success' | 'error' | 'warning';
export type CarriedToast = { kind: ToastKind; message: string };

const CARRY_KEY = 'pendingToasts';

export const notify = {
  success: (message: string) => toast.success(message, { duration: toastMs.success }),
  error: (message: string) => toast.error(message, { duration: toastMs.error }),
  warning: (message: string) => toast.warning(message, { duration: toastMs.error }),
} satisfies Record<ToastKind, (message: string) => unknown>;

/** Keeps a toast for the next page this tab loads. */
export function carryToast(kind: ToastKind, message: string, storage: Storage = sessionStorage) {
  try {
    storage.setItem(CARRY_KEY, JSON.stringify([...readCarried(storage), { kind, message }]));
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

/** The carried toasts, removed from storage so that each shows once. */
export function takeCarriedToasts(storage: Storage = sessionStorage): CarriedToast[] {
  const carried = readCarried(storage);
  try {
    storage.removeItem(CARRY_KEY);
  } catch {
    // nothing to remove
  }
  return carried;
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
  useEffect(() => {
    for (const carried of takeCarriedToasts()) notify[carried.kind](carried.message);
  }, []);
  return <Toaster position="top-center" theme={theme} richColors closeButton offset={{ top: '5.25rem' }} mobileOffset={{ top: '0.5rem' }} />;
}

// A customer screen's read while it is under way or once it failed: the order page's panels (visit, messages) and
// the area's pages (orders, order, quote) show them alike; and a read's answer drawn without holding the page up.
import { startTransition } from 'react';

/**
 * A setter whose value is drawn as a transition: React then draws it in slices of a few milliseconds, between which the
 * page answers taps. The order page's sections each read their own data, and drawing a long page at once held a
 * phone's main thread for a fifth of a second.
 */
export const drawnLater =
  <T,>(set: (value: T) => void) =>
  (value: T) =>
    startTransition(() => set(value));

/** The spinner in place of what is being read, with its words when the screen has room for them. */
export function InlineLoading({ label }: { label?: string }) {
  return (
    <p className="area-inline-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      {label ? ` ${label}` : null}
    </p>
  );
}

/** A read that failed: what could not be read and a way to read it again. */
export function LoadFailed({ text, retry, onRetry }: { text: string; retry: string; onRetry: () => void }) {
  return (
    <p className="notice notice--error" role="alert">
      {text}{' '}
      <button className="button button--ghost button--small" type="button" onClick={onRetry}>
        {retry}
      </button>
    </p>
  );
}

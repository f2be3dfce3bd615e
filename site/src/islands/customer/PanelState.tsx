// A customer screen's read while it is under way or once it failed: the order page's panels (visit, messages) and
// the area's pages (orders, order, quote) show them alike.

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

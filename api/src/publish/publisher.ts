/**
 * Catalogue changes (categories, packages, components, works) ask for the public site to be rebuilt.
 * The API only signals; what a request does (an in-process build, a build hook) is configured by whoever
 * runs the API. Orders, profiles and contact messages never call it.
 */
export type Publisher = {
  request(reason: string): void;
  /** What the console shows: when the site was last published, whether a build runs or failed. */
  status?(): PublishStatus;
  /** Stops a running build and any waiting one (the server is closing). */
  stop?(): Promise<void>;
};

/** GET /api/v1/admin/publish. Times are ISO strings. */
export type PublishStatus = {
  /** 'local': this process builds the site; 'hook': a change posts to PUBLISH_HOOK_URL; 'off': nothing happens. */
  mode: 'off' | 'local' | 'hook';
  /** A build (or a call to the hook) is running now. */
  building: boolean;
  /** A change is waiting: for the quiet moment after the last one, or for the running build to end. */
  pending: boolean;
  /** When the last build (or hook call) that succeeded ended. */
  published_at: string | null;
  /** When the running or last build started, and what it was for. */
  started_at: string | null;
  reasons: string[];
  /** How long the last finished build took. */
  duration_ms: number | null;
  /** Whether the last finished build failed, and why. */
  failed: boolean;
  error: string | null;
};

export const noPublisher: Publisher = {
  request() {},
  status: () => ({
    mode: 'off',
    building: false,
    pending: false,
    published_at: null,
    started_at: null,
    reasons: [],
    duration_ms: null,
    failed: false,
    error: null,
  }),
};

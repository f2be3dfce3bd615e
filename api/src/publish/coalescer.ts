import {
  type ChangedRecord,
  type ChangedRecords,
  type Claimed,
  type Claims,
  joinRecords,
  neverPublished,
  type Publisher,
  type PublishStatus,
} from './publisher.ts';

/** One build: what it is for, the records those changes touched (null: any), and a signal that aborts it when the server closes. */
export type BuildJob = { reasons: string[]; records: ChangedRecords; signal: AbortSignal };
export type BuildFn = (job: BuildJob) => Promise<void>;

export type CoalescerOptions = {
  mode: PublishStatus['mode'];
  build: BuildFn;
  /** A build starts once no change came for this long… */
  debounceMs: number;
  /** …or this long after the first waiting change, so a steady stream of edits still publishes. */
  maxWaitMs?: number;
  /** Told about each build's end (for logs). */
  onBuildEnd?: (outcome: { reasons: string[]; durationMs: number; error: Error | null }) => void;
};

/**
 * Publish requests, coalesced: a build starts after a quiet moment (debounce); one build runs at a time;
 * any number of requests made during a build cause exactly one more build after it. A failed build is
 * reported in the status and the next request builds again. With claims (several processes on one database),
 * the debounce stays per process and each build is for the requests it claimed.
 */
export class Coalescer implements Publisher {
  private readonly options: CoalescerOptions;
  private readonly waiting = new Set<string>();
  /** The records the waiting changes touched; null once one did not say. */
  private waitingRecords: ChangedRecords = [];
  /** Reasons given to publishNow: built even when another process took every shared request. */
  private readonly forced = new Set<string>();
  private claims: Claims | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private firstWaitingAt: number | null = null;
  private running: Promise<void> | null = null;
  private controller: AbortController | null = null;
  private stopped = false;
  private idleWaiters: (() => void)[] = [];
  private last = neverPublished();

  constructor(options: CoalescerOptions) {
    this.options = options;
  }

  /** A change to publish; builds after the debounce, or after the running build. */
  request(reason: string, records?: readonly ChangedRecord[]) {
    if (this.stopped) return;
    this.waiting.add(reason);
    this.waitingRecords = joinRecords(this.waitingRecords, records ? [...records] : null);
    if (!this.running) this.schedule(this.options.debounceMs);
  }

  /** Builds now (or right after the running build); resolves once nothing is waiting or running. */
  publishNow(reason: string): Promise<void> {
    if (this.stopped) return Promise.resolve();
    this.waiting.add(reason);
    this.waitingRecords = null;
    this.forced.add(reason);
    if (!this.running) this.schedule(0);
    return this.idle();
  }

  /** From now on each build first claims the requests shared with other processes, and builds for those. */
  claimFrom(claims: Claims) {
    this.claims = claims;
  }

  /** Resolves when no build runs and none waits. */
  idle(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  status(): PublishStatus {
    return { mode: this.options.mode, building: this.running !== null, pending: this.waiting.size > 0, ...this.last };
  }

  /** Drops waiting requests, aborts the running build and waits for it to end. */
  async stop() {
    this.stopped = true;
    this.waiting.clear();
    this.waitingRecords = [];
    this.forced.clear();
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.controller?.abort(new Error('The server is closing.'));
    await this.running;
    this.settle();
  }

  /** Seeds the status with a build published before this process started. */
  restore(publishedAt: string | null) {
    this.last.published_at = publishedAt;
  }

  private busy() {
    return this.running !== null || this.waiting.size > 0;
  }

  private schedule(delayMs: number) {
    const now = Date.now();
    this.firstWaitingAt ??= now;
    const maxWait = this.options.maxWaitMs ?? this.options.debounceMs * 5;
    const delay = Math.max(0, Math.min(delayMs, this.firstWaitingAt + maxWait - now));
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.start(), delay);
  }

  private start() {
    this.timer = null;
    this.firstWaitingAt = null;
    if (this.running || this.stopped || this.waiting.size === 0) return;
    const reasons = [...this.waiting];
    const records = this.waitingRecords;
    const forced = [...this.forced];
    this.waiting.clear();
    this.waitingRecords = [];
    this.forced.clear();
    const controller = new AbortController();
    this.controller = controller;
    this.running = this.run(reasons, records, forced, controller);
  }

  private async run(local: string[], localRecords: ChangedRecords, forced: string[], controller: AbortController) {
    let reasons = local;
    let records = localRecords;
    let claimed: Claimed | null = null;
    let error: Error | null = null;
    const started = Date.now();
    try {
      if (this.claims) {
        claimed = await this.claims.claim(forced);
        // Another process took every waiting request: it publishes them, this one has nothing to report.
        if (!claimed) return this.ended();
        reasons = claimed.reasons;
        records = claimed.records;
        controller.signal.throwIfAborted();
      }
      this.last = { ...this.last, started_at: new Date(started).toISOString(), reasons };
      await this.options.build({ reasons, records, signal: controller.signal });
    } catch (caught) {
      error = caught instanceof Error ? caught : new Error(String(caught));
    }
    const durationMs = Date.now() - started;
    await claimed?.finished({ error, aborted: controller.signal.aborted });
    if (controller.signal.aborted) {
      // Stopped: neither a publication nor a failure to report.
    } else if (error) {
      this.last = { ...this.last, duration_ms: durationMs, failed: true, error: error.message };
    } else {
      this.last = { ...this.last, duration_ms: durationMs, failed: false, error: null, published_at: new Date().toISOString() };
    }
    if (!controller.signal.aborted) this.options.onBuildEnd?.({ reasons, durationMs, error });
    this.ended();
  }

  private ended() {
    this.controller = null;
    this.running = null;
    // Changes made during the build: one more build for all of them.
    if (!this.stopped && this.waiting.size > 0) this.schedule(this.options.debounceMs);
    this.settle();
  }

  private settle() {
    if (this.busy()) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const resolve of waiters) resolve();
  }
}

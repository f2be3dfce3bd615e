import type { PublishStatus as PublishStatusRecord } from '@fitout/shared/contract';
import type { ChangedRecord } from '@fitout/shared/publishing';

export type { ChangedRecord };

/**
 * Catalogue changes (categories, packages, components, works) ask for the public site to be published again.
 * The API only signals; what a request does (pages rendered in process, a build hook) is configured by whoever
 * runs the API. Orders, profiles and contact messages never call it.
 */
export type Publisher = {
  /** A change to publish, with the records it touched; without them (`undefined`), anything may have changed. */
  request(reason: string, records?: readonly ChangedRecord[]): void;
  /** What the console shows: when the site was last published, whether a build runs or failed. */
  status?(): PublishStatus;
  /** Stops a running build and any waiting one (the server is closing). */
  stop?(): Promise<void>;
  /** Publishes what is claimed from the requests shared through the database (publish/requests.ts), once for all processes. */
  claimFrom?(claims: Claims): void;
};

/**
 * The records a set of changes touched, or null when one of them did not say (the demo seed, a request from before
 * records were kept): then anything may have changed.
 */
export type ChangedRecords = ChangedRecord[] | null;

/** The records of two sets of changes together. */
export function joinRecords(a: ChangedRecords, b: ChangedRecords): ChangedRecords {
  return a === null || b === null ? null : [...new Set([...a, ...b])];
}

/** What GET admin/publish answers (the contract's record, without the id the console reads it under). */
export type PublishStatus = Omit<PublishStatusRecord, 'id'>;

/** The status of a publisher that has published nothing yet, apart from its mode and whether it works now. */
export const neverPublished = (): Omit<PublishStatus, 'mode' | 'building' | 'pending'> => ({
  published_at: null,
  started_at: null,
  reasons: [],
  duration_ms: null,
  failed: false,
  error: null,
});

/**
 * Requests shared by every process that publishes the same site (publish/requests.ts): when a build is due, the
 * process takes all the waiting ones, whichever process made them, and a process that finds none builds nothing.
 */
export type Claims = {
  /** Every waiting request plus `forced` (asked of this process alone, see publishNow); null when there is nothing. */
  claim(forced: string[]): Promise<Claimed | null>;
};
export type Claimed = {
  reasons: string[];
  records: ChangedRecords;
  /** The build ended (error null: published), or was stopped (`aborted`: its requests wait again). */
  finished(outcome: { error: Error | null; aborted: boolean }): Promise<void>;
};

export const noPublisher: Publisher = {
  request() {},
  status: () => ({ mode: 'off', building: false, pending: false, ...neverPublished() }),
};

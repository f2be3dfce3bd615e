import type { PublishStatus as PublishStatusRecord } from '@fitout/shared/contract';
import type { Claims } from './coalescer.ts';

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
  /** Publishes what is claimed from the requests shared through the database (publish/requests.ts), once for all processes. */
  claimFrom?(claims: Claims): void;
};

/** What GET admin/publish answers (the contract's record, without the id the console reads it under). */
export type PublishStatus = Omit<PublishStatusRecord, 'id'>;

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

// The order page reads the payments' account, the visit and the snags to draw its top (the next step, the money); the
// sections that show them in full (OrderChanges, OrderVisit, OrderSnags) take those answers as their first, so that
// opening an order reads each once (issue 37: a phone's time and the API's). An answer is handed over once and only
// just after it was read: a section's later reads (after booking a visit, say) ask the API again.
import { call, type CallRef } from '@fitout/shared/client';
import { type Answer, type Endpoint, relativePathOf } from '@fitout/shared/contract/endpoint';
import { api } from '../../session/session.ts';
import { earlyOr } from '../early.ts';

/** How long after the page's read a section may take its answer (the sections mount within a second of it). */
const FRESH_MS = 5_000;

const kept = new Map<string, { answer: Promise<unknown>; at: number }>();
const keyOf = (endpoint: CallRef, slug: string) => `${endpoint.method} ${endpoint.path} ${slug}`;

/** One of the order's parts, as the page's own script read it early (early.ts), else read now. */
export const readOrderPart = <E extends Endpoint>(endpoint: CallRef<E>, slug: string): Promise<Answer<E>> =>
  earlyOr(relativePathOf(endpoint, { slug }), () => call(api, endpoint, { params: { slug } }));

/** Reads one of the order's parts for the page, keeping the answer for the section that shows it. */
export function readForSections<E extends Endpoint>(endpoint: CallRef<E>, slug: string): Promise<Answer<E>> {
  const answer = readOrderPart(endpoint, slug);
  kept.set(keyOf(endpoint, slug), { answer, at: Date.now() });
  return answer;
}

/**
 * A section's read of one of the order's parts: the page's answer when it has just read it and no section has taken it
 * yet (so a section's first read), else the API's (a retry, or a read after a booking or a report).
 */
export function sectionRead<E extends Endpoint>(endpoint: CallRef<E>, slug: string): Promise<Answer<E>> {
  const key = keyOf(endpoint, slug);
  const page = kept.get(key);
  kept.delete(key);
  return page && Date.now() - page.at < FRESH_MS ? (page.answer as Promise<Answer<E>>) : call(api, endpoint, { params: { slug } });
}

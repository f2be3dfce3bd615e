// The one next thing the customer should do on an order (issue 37), from what the order's home has read: a quote to
// answer first, then money due (the deposit, or a later instalment), an unread message, a site visit to book, a fixed
// snag to confirm. Null when nothing waits on them.
import { isClosedStage } from '@fitout/shared';
import type { Order, PaymentAccount, Snag } from '@fitout/shared/contract';

export type NextStep = {
  kind: 'quote' | 'deposit' | 'instalment' | 'message' | 'visit' | 'snag';
  anchor: 'quote' | 'payments' | 'messages' | 'visit' | 'snags';
};

/** The stages before which a site visit is still to be booked. */
const visitStages = ['new', 'contacted', 'site_visit'];

export type Known = {
  order: Pick<Order, 'stage' | 'waiting'>;
  account?: Pick<PaymentAccount, 'milestones'> | null;
  unread?: number;
  /** Whether a visit is booked, and whether free slots are offered (null: not read). */
  visit?: { booked: boolean; slots: number } | null;
  snags?: Pick<Snag, 'status'>[] | null;
};

export function nextStep({ order, account, unread = 0, visit, snags }: Known): NextStep | null {
  if (isClosedStage(order.stage)) return null;
  const waiting = order.waiting ?? [];
  if (waiting.includes('quote')) return { kind: 'quote', anchor: 'quote' };
  const due = account?.milestones.find((milestone) => milestone.state === 'due');
  if (due || waiting.includes('payment')) {
    return { kind: !due || due.due === 'acceptance' ? 'deposit' : 'instalment', anchor: 'payments' };
  }
  if (unread > 0) return { kind: 'message', anchor: 'messages' };
  if (visit && !visit.booked && visit.slots > 0 && visitStages.includes(order.stage)) return { kind: 'visit', anchor: 'visit' };
  if (snags?.some((snag) => snag.status === 'fixed')) return { kind: 'snag', anchor: 'snags' };
  return null;
}

/** The first milestone not yet paid in full, with what is left of it: the money section's "next due". */
export function nextDue(account: Pick<PaymentAccount, 'milestones'>) {
  const step = account.milestones.find((milestone) => milestone.state !== 'paid');
  return step ? { ...step, left: step.amount - step.paid } : null;
}

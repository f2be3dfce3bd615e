// The one next thing the customer should do on an order (issue 37), from what the order's home has read: a quote to
// answer first, then money due (the deposit, or a later instalment), an unread message, a site visit to book, a fixed
// snag to confirm. Null when nothing waits on them.
import { isClosedStage, isDepositMilestone, labelIn, milestoneDueOptions } from '@fitout/shared';
import type { Order, PaymentAccount, Snag } from '@fitout/shared/contract';
import type { Lang } from '../../../i18n/ui.ts';
import { homeWords } from './homeWords.ts';

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
    return { kind: !due || isDepositMilestone(due) ? 'deposit' : 'instalment', anchor: 'payments' };
  }
  if (unread > 0) return { kind: 'message', anchor: 'messages' };
  if (visit && !visit.booked && visit.slots > 0 && visitStages.includes(order.stage)) return { kind: 'visit', anchor: 'visit' };
  if (snags?.some((snag) => snag.status === 'fixed')) return { kind: 'snag', anchor: 'snags' };
  return null;
}

/**
 * The money section's "next due", with what is left of it: the first milestone due now (a change's instalment is due
 * on its approval, before a milestone of the quote that is not yet), else the first one not yet paid in full.
 */
export function nextDue(account: Pick<PaymentAccount, 'milestones'>) {
  const { milestones } = account;
  const step = milestones.find((milestone) => milestone.state === 'due') ?? milestones.find((milestone) => milestone.state !== 'paid');
  return step ? { ...step, left: step.amount - step.paid } : null;
}

/**
 * When a milestone falls due, in the page's language, to write beside its label: a change's own instalment on its
 * approval. Null where its label already says it (staff often name the quote's milestones by their moment: "When work
 * starts").
 */
export function dueWords(step: Pick<PaymentAccount['milestones'][number], 'label' | 'label_ar' | 'due' | 'change'>, lang: Lang) {
  const when = step.change !== null && step.due === 'acceptance' ? homeWords(lang).onApproval : labelIn(milestoneDueOptions, step.due, lang);
  const label = lang === 'ar' ? step.label_ar : step.label;
  return label.trim() === when ? null : when;
}

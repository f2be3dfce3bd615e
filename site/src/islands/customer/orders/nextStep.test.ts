import { describe, expect, it } from 'vitest';
import { nextDue, nextStep } from './nextStep.ts';

const milestone = (due: string, state: 'paid' | 'due' | 'outstanding', amount = 100, paid = 0) =>
  ({ id: 1, label: due, label_ar: '', percent: 30, due, amount, paid, state }) as never;

describe("the order's next step", () => {
  it('is the quote to answer first, whatever else waits', () => {
    expect(nextStep({ order: { stage: 'quoted', waiting: ['quote'] }, unread: 2 })).toEqual({ kind: 'quote', anchor: 'quote' });
  });
  it('is the deposit once the quote is accepted, a later instalment when that one is due', () => {
    const order = { stage: 'accepted', waiting: ['payment' as const] };
    expect(nextStep({ order, account: { milestones: [milestone('acceptance', 'due')] } })?.kind).toBe('deposit');
    expect(nextStep({ order, account: { milestones: [milestone('acceptance', 'paid'), milestone('start', 'due')] } })?.kind).toBe('instalment');
  });
  it('then an unread message, a visit to book, a fixed snag to confirm', () => {
    const order = { stage: 'new', waiting: [] };
    expect(nextStep({ order, unread: 1, visit: { booked: false, slots: 3 } })?.kind).toBe('message');
    expect(nextStep({ order, visit: { booked: false, slots: 3 } })?.kind).toBe('visit');
    expect(nextStep({ order, visit: { booked: true, slots: 3 } })).toBeNull();
    expect(nextStep({ order: { stage: 'completed', waiting: [] }, snags: [{ status: 'fixed' }] })?.kind).toBe('snag');
  });
  it('is nothing on a closed order', () => {
    expect(nextStep({ order: { stage: 'cancelled', waiting: ['quote'] } })).toBeNull();
  });
  it('names the first milestone not paid in full, with what is left of it', () => {
    expect(nextDue({ milestones: [milestone('acceptance', 'paid', 100, 100), milestone('start', 'outstanding', 200, 50)] })).toMatchObject({
      due: 'start',
      left: 150,
    });
    expect(nextDue({ milestones: [milestone('acceptance', 'paid', 100, 100)] })).toBeNull();
  });
});

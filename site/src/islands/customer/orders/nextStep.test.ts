import { describe, expect, it } from 'vitest';
import { dueWords, nextDue, nextStep } from './nextStep.ts';

const milestone = (due: string, state: 'paid' | 'due' | 'outstanding', amount = 100, paid = 0, change: number | null = null) =>
  ({ id: 1, label: due, label_ar: '', percent: 30, due, amount, paid, state, change }) as never;

describe("the order's next step", () => {
  it('is the quote to answer first, whatever else waits', () => {
    expect(nextStep({ order: { stage: 'quoted', waiting: ['quote'] }, unread: 2 })).toEqual({ kind: 'quote', anchor: 'quote' });
  });
  it('is the deposit once the quote is accepted, a later instalment when that one is due', () => {
    const order = { stage: 'accepted', waiting: ['payment' as const] };
    expect(nextStep({ order, account: { milestones: [milestone('acceptance', 'due')] } })?.kind).toBe('deposit');
    expect(nextStep({ order, account: { milestones: [milestone('acceptance', 'paid'), milestone('start', 'due')] } })?.kind).toBe('instalment');
  });
  it("is an instalment, not the deposit, when an approved change's own instalment is due (due on its approval)", () => {
    const order = { stage: 'in_progress', waiting: ['payment' as const] };
    const milestones = [milestone('acceptance', 'paid', 100, 100), milestone('start', 'outstanding'), milestone('acceptance', 'due', 50, 0, 1)];
    expect(nextStep({ order, account: { milestones } })?.kind).toBe('instalment');
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
  it('names a milestone due now before an earlier one not yet due (a change approved before work starts)', () => {
    const milestones = [
      milestone('acceptance', 'paid', 100, 100),
      milestone('start', 'outstanding', 200, 50),
      milestone('acceptance', 'due', 80, 0, 1),
    ];
    expect(nextDue({ milestones })).toMatchObject({ change: 1, left: 80 });
  });
  it('says when a milestone falls due, unless its label already says it', () => {
    const start = { label: 'When work starts', label_ar: 'عند بدء العمل', due: 'start' as const, change: null };
    expect(dueWords(start, 'en')).toBeNull();
    expect(dueWords(start, 'ar')).toBeNull();
    expect(dueWords({ ...start, label: 'Second instalment', label_ar: 'الدفعة الثانية' }, 'en')).toBe('When work starts');
    expect(dueWords({ ...start, label: 'Second instalment', label_ar: 'الدفعة الثانية' }, 'ar')).toBe('عند بدء العمل');
    // An Arabic label staff left empty shows the English one, marked: the moment is still said in Arabic.
    expect(dueWords({ ...start, label_ar: '' }, 'ar')).toBe('عند بدء العمل');
    // A change's own instalment falls due on its approval.
    const change = { label: 'Change order 1', label_ar: 'أمر التغيير ١', due: 'acceptance' as const, change: 1 };
    expect(dueWords(change, 'en')).toBe('On approval');
    expect(dueWords(change, 'ar')).toBe('عند الموافقة');
  });
});

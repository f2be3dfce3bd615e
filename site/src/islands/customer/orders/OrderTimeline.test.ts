import { describe, expect, it } from 'vitest';
import { stagesAhead } from './OrderTimeline.tsx';

describe('the stages ahead of an order', () => {
  it('are the usual next steps, never cancelled', () => {
    expect(stagesAhead('new')).toEqual(['contacted', 'site_visit', 'quoted', 'accepted', 'deposit_paid', 'in_progress', 'completed']);
    expect(stagesAhead('quoted')).toEqual(['accepted', 'deposit_paid', 'in_progress', 'completed']);
    expect(stagesAhead('deposit_paid')).toEqual(['in_progress', 'completed']);
  });
  it('are none once the order is completed, cancelled or withdrawn', () => {
    expect(stagesAhead('completed')).toEqual([]);
    expect(stagesAhead('cancelled')).toEqual([]);
    expect(stagesAhead('withdrawn')).toEqual([]);
  });
});

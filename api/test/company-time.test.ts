// The company's time: a Cairo day and time as an instant, and an instant's Cairo day, on both sides of summer time.
import { describe, expect, it } from 'vitest';
import { cairoDay, cairoInstant } from '../src/company-time.ts';

describe('Cairo time', () => {
  it('reads a day and time in winter (UTC+2) and in summer (UTC+3)', () => {
    expect(cairoInstant('2026-12-01', '10:00').toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(cairoInstant('2026-07-01', '10:00').toISOString()).toBe('2026-07-01T07:00:00.000Z');
  });

  it('names the day an instant falls on there, past midnight included', () => {
    expect(cairoDay(new Date('2026-07-01T21:30:00Z'))).toBe('2026-07-02');
    expect(cairoDay(new Date('2026-12-01T21:30:00Z'))).toBe('2026-12-01');
    expect(cairoDay(new Date('2026-12-31T22:30:00Z'))).toBe('2027-01-01');
  });
});

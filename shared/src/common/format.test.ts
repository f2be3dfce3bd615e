import { describe, expect, it } from 'vitest';
import { arabicDigits, formatDollars, formatEgp, formatLongDate, sentences } from './format.ts';

describe('formatters', () => {
  it('shows calculator totals in dollars with 2 decimals', () => {
    expect(formatDollars(1234.5)).toBe('$1,234.50');
    expect(formatDollars(4260)).toBe('$4,260.00');
    expect(formatDollars(7.5)).toBe('$7.50');
    expect(formatDollars(0)).toBe('$0.00');
  });
  it('suffixes package prices with EGP', () => {
    expect(formatEgp(150000)).toBe('150,000 EGP');
  });
  it('writes dates in en-US long format with a 12-hour clock', () => {
    expect(formatLongDate('2026-03-05T14:30:00Z')).toBe('March 5, 2026 at 2:30 PM');
  });
  it('writes Arabic-Indic digits as Intl writes them in Egypt, without Intl', () => {
    expect(arabicDigits(50)).toBe((50).toLocaleString('ar-EG'));
    expect(arabicDigits('1234567890')).toBe('١٢٣٤٥٦٧٨٩٠');
    expect(arabicDigits('up to 20 MB')).toBe('up to ٢٠ MB');
  });
});

describe('sentences', () => {
  it('splits a description on periods, one sentence per line', () => {
    expect(sentences('Porcelain tiles. Waterproofing of the floor.  Grout in two colours')).toEqual([
      'Porcelain tiles.',
      'Waterproofing of the floor.',
      'Grout in two colours.',
    ]);
    expect(sentences('')).toEqual([]);
    expect(sentences('...')).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import {
  arabicDigits,
  deviceOnCompanyTime,
  formatDay,
  formatDollars,
  formatEgp,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatQuantity,
  formatTime,
  sentences,
} from './format.ts';

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

describe('one way to write money (issue 37)', () => {
  it('writes whole pounds without decimals, anything else with exactly two', () => {
    expect(formatMoney(32422.7)).toBe('32,422.70 EGP');
    expect(formatMoney(78229.3)).toBe('78,229.30 EGP');
    expect(formatMoney(1035120)).toBe('1,035,120 EGP');
    expect(formatMoney(0.05)).toBe('0.05 EGP');
    expect(formatEgp(1500.25)).toBe('1,500.25 EGP');
  });
  it('writes Arabic pages in Egyptian Arabic digits and currency, with the same rule', () => {
    expect(formatMoney(32422.7, 'ar')).toContain('٣٢٬٤٢٢٫٧٠');
    expect(formatMoney(5400, 'ar')).toContain('٥٬٤٠٠');
    expect(formatMoney(5400, 'ar')).not.toMatch(/[0-9]|٫/);
  });
  it('writes quantities and percentages in the page’s digits', () => {
    expect(formatQuantity(165, 'ar')).toBe('١٦٥');
    expect(formatQuantity(12.5, 'en')).toBe('12.5');
    expect(formatPercent(14, 'ar')).toMatch(/^١٤\s?٪/);
    expect(formatPercent(30, 'en')).toBe('30%');
  });
});

describe('one way to write a time (issue 37)', () => {
  it('is always Cairo time, whatever the device', () => {
    // 12:41 UTC is 14:41 in Cairo in winter, 15:41 in summer.
    expect(formatTime('2026-11-28T12:41:00Z')).toBe('November 28, 2026 at 2:41 PM');
    expect(formatTime('2026-07-01T12:41:00Z')).toBe('July 1, 2026 at 3:41 PM');
    expect(formatTime('2026-11-28T12:41:00Z', 'ar')).not.toMatch(/[0-9]/);
    expect(formatDay('2026-11-28')).toBe('November 28, 2026');
    expect(formatDay('2026-11-28T23:30:00Z')).toBe('November 29, 2026');
  });
  it('tells when the device is elsewhere', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(deviceOnCompanyTime(now, 'Africa/Cairo')).toBe(true);
    expect(deviceOnCompanyTime(now, 'Europe/Berlin')).toBe(false);
    // Another zone on the same clock that day.
    expect(deviceOnCompanyTime(now, 'Africa/Johannesburg')).toBe(true);
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

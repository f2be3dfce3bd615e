import { describe, expect, it } from 'vitest';
import { arabicUnit } from './units.ts';

describe("a quote line's unit on an Arabic page", () => {
  it('is the Arabic of the usual units, whatever their case', () => {
    expect(arabicUnit('m²')).toBe('م²');
    expect(arabicUnit('Job')).toBe('مقطوعية');
    expect(arabicUnit(' pcs ')).toBe('قطعة');
  });
  it("keeps the line's own Arabic unit, and a unit staff wrote in Arabic", () => {
    expect(arabicUnit('m²', 'متر مربع')).toBe('متر مربع');
    expect(arabicUnit('متر')).toBe('متر');
  });
  it('is null for a unit it does not know (the page marks the English)', () => {
    expect(arabicUnit('bundle')).toBeNull();
  });
});

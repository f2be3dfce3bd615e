import { describe, expect, it } from 'vitest';
import { timeWindow } from './words.ts';

describe("a visit's time on the order page (issue 37)", () => {
  it('is written as the site writes times: 12-hour in English, Arabic digits and ص/م in Arabic', () => {
    expect(timeWindow('10:00', '12:00', 'en')).toBe('10:00 AM–12:00 PM');
    expect(timeWindow('14:30', '16:00', 'en')).toBe('2:30 PM–4:00 PM');
    expect(timeWindow('09:00', '15:30', 'ar')).toBe('٩:٠٠ ص–٣:٣٠ م');
    expect(timeWindow('13:00', '15:30', 'ar')).not.toMatch(/[0-9A-Za-z]/);
  });
});

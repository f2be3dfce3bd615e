import { describe, expect, it } from 'vitest';
import { slugify } from './slugify.ts';

describe('slugify', () => {
  it('lowers case and turns spaces into hyphens', () => {
    expect(slugify('Kitchen Finishing')).toBe('kitchen-finishing');
  });
  it('removes characters that are not word characters', () => {
    expect(slugify('Paint & Plaster!')).toBe('paint-plaster');
  });
  it('leaves no hyphen at either end', () => {
    expect(slugify('  Floors  ')).toBe('floors');
  });
  it('transliterates accented and other non-Latin letters instead of dropping them', () => {
    expect(slugify('Speciality Café in Zamalek')).toBe('speciality-cafe-in-zamalek');
    expect(slugify('Große Küche')).toBe('grosse-kueche');
    expect(slugify('مطبخ حديث')).toBe('mtbkh-hdyth');
  });
});

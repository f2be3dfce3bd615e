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
});

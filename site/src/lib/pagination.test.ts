import { describe, expect, it } from 'vitest';
import { pageHref, pages } from './pagination.ts';

describe('category pages', () => {
  it('puts four packages on a page', () => {
    const result = pages([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(result.map((p) => p.items)).toEqual([[1, 2, 3, 4], [5, 6, 7, 8], [9]]);
    expect(result.map((p) => p.number)).toEqual([1, 2, 3]);
    expect(result.every((p) => p.total === 3)).toBe(true);
  });

  it('still has one page when a category has no package', () => {
    expect(pages([])).toEqual([{ items: [], number: 1, total: 1 }]);
  });

  it('links page 1 to the category itself and later pages below it', () => {
    expect(pageHref('/detailscategory/3', 1)).toBe('/detailscategory/3');
    expect(pageHref('/detailscategory/3', 2)).toBe('/detailscategory/3/2');
  });
});

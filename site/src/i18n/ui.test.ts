import { describe, expect, it } from 'vitest';
import { basePath, dir, formatDate, formatNumber, formatPrice, langOf, localePath, localized, useTranslations } from './ui.ts';

describe('language of a page', () => {
  it('reads Arabic from the locale and English otherwise', () => {
    expect(langOf('ar')).toBe('ar');
    expect(langOf('en')).toBe('en');
    expect(langOf(undefined)).toBe('en');
    expect(dir('ar')).toBe('rtl');
    expect(dir('en')).toBe('ltr');
  });

  it('maps a page to its address in the other language', () => {
    expect(localePath('ar', '/')).toBe('/ar/');
    expect(localePath('ar', '/about')).toBe('/ar/about');
    expect(localePath('en', '/ar/about')).toBe('/about');
    expect(localePath('en', '/ar/')).toBe('/');
    expect(localePath('en', '/ar')).toBe('/');
    expect(localePath('ar', '/ar/detailspackage/x')).toBe('/ar/detailspackage/x');
    expect(basePath('/arabic-things')).toBe('/arabic-things');
  });
});

describe('words and formats', () => {
  it('keeps the English strings and gives Arabic ones', () => {
    expect(useTranslations('en')('layout.skip')).toBe('Skip to content');
    expect(useTranslations('ar')('layout.skip')).not.toBe('Skip to content');
  });

  it('formats English as before and Arabic for ar-EG', () => {
    expect(formatPrice('en', 150000)).toBe('150,000 EGP');
    expect(formatPrice('ar', 150000)).toMatch(/١٥٠٬٠٠٠/);
    // Whole amounts without a fraction, as in English (not "١٥٠٬٠٠٠٫٠٠").
    expect(formatPrice('ar', 150000)).not.toMatch(/٫/);
    expect(formatPrice('ar', 99.5)).toMatch(/٩٩٫٥/);
    expect(formatNumber('ar', 12)).toBe('١٢');
    expect(formatDate('en', '2026-03-05T14:30:00Z')).toBe('March 5, 2026 at 2:30 PM');
    expect(formatDate('ar', '2026-03-05T14:30:00Z')).toMatch(/مارس/);
  });

  it('shows an Arabic field when filled in and falls back to English', () => {
    expect(localized('ar', { title: 'Villa', title_ar: 'فيلا' }, 'title')).toBe('فيلا');
    expect(localized('ar', { title: 'Villa', title_ar: '' }, 'title')).toBe('Villa');
    expect(localized('ar', { title: 'Villa' }, 'title')).toBe('Villa');
    expect(localized('en', { title: 'Villa', title_ar: 'فيلا' }, 'title')).toBe('Villa');
  });
});

import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import arabicMessages from '../src/i18n/arabic.ts';
import { consoleMessages } from '../src/i18n/messages.ts';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';

/** Every leaf key of a messages object, dotted. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

describe('the console in Arabic', () => {
  it("has the console's own words under the same keys as in English", () => {
    expect(keys(consoleMessages.ar).sort()).toEqual(keys(consoleMessages.en).sort());
  });

  it("has react-admin's messages under the same keys as ra-language-english", () => {
    expect(keys(arabicMessages).sort()).toEqual(keys(englishMessages).sort());
  });

  it('offers both languages, and switching gives Arabic and back', async () => {
    expect(i18nProvider.getLocales?.().map((l) => l.locale)).toEqual(['en', 'ar']);
    expect(i18nProvider.translate('resources.works.fields.title_ar')).toBe('Title (Arabic)');
    expect(i18nProvider.translate('resources.categories.name', { smart_count: 2 })).toBe('Categories');
    expect(i18nProvider.translate('ra.action.save')).toBe('Save');
    await i18nProvider.changeLocale('ar');
    expect(i18nProvider.getLocale()).toBe('ar');
    expect(i18nProvider.translate('resources.categories.name', { smart_count: 2 })).toBe('الفئات');
    expect(i18nProvider.translate('resources.categories.name', { smart_count: 1 })).toBe('فئة');
    expect(i18nProvider.translate('ra.action.save')).toBe('حفظ');
    expect(i18nProvider.translate('ra.page.dashboard')).toBe('الملف الشخصي');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.page.dashboard')).toBe('Profile');
  });
});

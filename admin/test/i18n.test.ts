import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import arabicMessages from '../src/i18n/arabic.ts';
import { messages, orderFieldLabels } from '@fitout/shared';
import { consoleMessages } from '../src/i18n/messages.ts';
import { i18nProvider } from '../src/i18n/i18nProvider.ts';

/** Every leaf key of a messages object, dotted. */
const keys = (messages: object, prefix = ''): string[] =>
  Object.entries(messages).flatMap(([key, value]) => (value && typeof value === 'object' ? keys(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** The text under a dotted key. */
const lookup = (messages: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), messages);

describe('the console in Arabic', () => {
  it("has the console's own words under the same keys as in English", () => {
    expect(keys(consoleMessages.ar).sort()).toEqual(keys(consoleMessages.en).sort());
  });

  it('has no English key without an Arabic text, and no Arabic text left in English', () => {
    const arabic = new Map(keys(consoleMessages.ar).map((key) => [key, lookup(consoleMessages.ar, key)]));
    for (const key of keys(consoleMessages.en)) {
      expect(arabic.get(key), key).toBeTypeOf('string');
      expect(arabic.get(key), key).not.toBe('');
      // Every Arabic text has Arabic letters (bar the file types, which are names).
      if (key !== 'console.image.types') expect(arabic.get(key), key).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("keeps the spec's English words where the console shows them", () => {
    const en = consoleMessages.en.console;
    expect(en.confirm.title).toBe('Are you sure?');
    expect(en.confirm.category).toBe('This will permanently delete the category!');
    expect(en.empty.categories).toBe('There are no services to display.');
    expect(en.notices.enter_data).toBe(messages.enterData);
    expect(en.orders.fields).toEqual(orderFieldLabels);
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
    // Pagination in words and Arabic digits: "1-2 of 2" set right to left read "2-1 من 2" (issue 37).
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('١ إلى ٢٥ من ١٢٠');
    // Every number a phrase takes, the console's own too; a count that chooses the plural form shown in Arabic digits.
    expect(i18nProvider.translate('console.changes.quote', { version: 2 })).toBe('عرض السعر المقبول (النسخة ٢)');
    expect(i18nProvider.translate('console.snags.reopened', { smart_count: 1 })).toBe('أُعيد فتحها مرة واحدة');
    expect(i18nProvider.translate('console.snags.reopened', { smart_count: 3 })).toBe('أُعيد فتحها ٣ مرات');
    await i18nProvider.changeLocale('en');
    expect(i18nProvider.translate('ra.page.dashboard')).toBe('Profile');
    expect(i18nProvider.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 120 })).toBe('1-25 of 120');
    expect(i18nProvider.translate('console.snags.reopened', { smart_count: 3 })).toBe('reopened 3 times');
  });

  it('translates the delete buttons, searches, image inputs, orders and notices', async () => {
    const both = async (key: string, options?: object) => {
      const english = i18nProvider.translate(key, options);
      await i18nProvider.changeLocale('ar');
      const arabic = i18nProvider.translate(key, options);
      await i18nProvider.changeLocale('en');
      return [english, arabic];
    };
    expect(await both('console.actions.delete')).toEqual(['Delete', 'حذف']);
    expect(await both('console.confirm.package')).toEqual(['This will permanently delete the package!', 'سيؤدي هذا إلى حذف الباقة نهائيًا!']);
    expect(await both('console.search.packages')).toEqual(['Search packages', 'ابحث في الباقات']);
    expect(await both('console.image.drop')).toEqual(['Drop an image here, or click to choose one', 'أفلت صورة هنا، أو انقر لاختيار صورة']);
    expect(await both('console.image.current', { name: 'image' })).toEqual(['Current image', 'image الحالية']);
    expect(await both('console.slug_help')).toEqual(['Made from the title', 'يُنشأ تلقائيًا من العنوان']);
    expect(await both('console.orders.fields.typeunit')).toEqual(['Type of Residential Unit', 'نوع الوحدة السكنية']);
    expect(await both('console.orders.options.3/4finished')).toEqual(['3/4 finished', 'تشطيب ٣/٤']);
    expect(await both('console.notices.work_delete_failed', { error: 'Not found.' })).toEqual([
      'Error while deleting Work! Not found.',
      'حدث خطأ أثناء حذف العمل! Not found.',
    ]);
    // Page titles and labels passed as English text are phrases of their own in Arabic (the API's refusals are not:
    // the data provider words them by their code).
    expect(await both('Thumbnail')).toEqual(['Thumbnail', 'الصورة المصغرة']);
  });
});

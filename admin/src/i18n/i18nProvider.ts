import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { deepmerge } from '@mui/utils';
import arabicMessages from './arabic.ts';
import { storedLocale } from './locale.ts';
import { arabicPhrases, consoleMessages } from './messages.ts';
import { numberFormat } from '@fitout/shared';

// react-admin's messages with the console's own words and names for its resources and pages.
const english = deepmerge(deepmerge(englishMessages, { ra: { page: { dashboard: 'Profile' } } }), consoleMessages.en);
/** The Arabic phrases write the count they are chosen by as `%{shown_count}`: its Arabic digits (arabicNumbers). */
const showingCounts = <T>(phrases: T): T =>
  typeof phrases === 'string'
    ? (phrases.replaceAll('%{smart_count}', '%{shown_count}') as T)
    : phrases && typeof phrases === 'object'
      ? (Object.fromEntries(Object.entries(phrases).map(([key, value]) => [key, showingCounts(value)])) as T)
      : phrases;
const arabic = showingCounts({
  ...arabicPhrases,
  ...deepmerge(deepmerge(arabicMessages, { ra: { page: { dashboard: 'الملف الشخصي' } } }), consoleMessages.ar),
});

const polyglot = polyglotI18nProvider(
  (locale) => (locale === 'ar' ? arabic : english),
  // The stored choice from the start, so an Arabic console never renders in English first.
  storedLocale(),
  [
    { locale: 'en', name: 'English' },
    { locale: 'ar', name: 'العربية' },
  ],
  { allowMissing: true },
);

/**
 * Every number a phrase takes in the Arabic console's digits: react-admin's ("1 to 25 of 120", page numbers) and the
 * console's own ("النسخة ١", "أمر التغيير ٢"). `smart_count` stays a number, polyglot choosing the plural form by it;
 * the phrase shows it as `shown_count`.
 */
const arabicNumbers = (options?: Record<string, unknown>) => {
  if (!options) return options;
  const shown = Object.fromEntries(
    Object.entries(options).map(([key, value]) => [key, typeof value === 'number' ? numberFormat('ar-EG').format(value) : value]),
  );
  return { ...shown, smart_count: options.smart_count, shown_count: shown.smart_count };
};

export const i18nProvider: typeof polyglot = {
  ...polyglot,
  translate: (key, options) => polyglot.translate(key, polyglot.getLocale() === 'ar' ? arabicNumbers(options) : options),
};

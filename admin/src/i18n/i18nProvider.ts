import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { deepmerge } from '@mui/utils';
import arabicMessages from './arabic.ts';
import { storedLocale } from './locale.ts';
import { arabicPhrases, consoleMessages } from './messages.ts';
import { numberFormat } from '@fitout/shared';

// react-admin's messages with the console's own words and names for its resources and pages.
const english = deepmerge(deepmerge(englishMessages, { ra: { page: { dashboard: 'Profile' } } }), consoleMessages.en);
const arabic = { ...arabicPhrases, ...deepmerge(deepmerge(arabicMessages, { ra: { page: { dashboard: 'الملف الشخصي' } } }), consoleMessages.ar) };

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

/** react-admin's numbers (pagination's "1 to 25 of 120", page numbers) in the Arabic console's digits. */
const arabicNumbers = (options?: Record<string, unknown>) =>
  options &&
  Object.fromEntries(Object.entries(options).map(([key, value]) => [key, typeof value === 'number' ? numberFormat('ar-EG').format(value) : value]));

export const i18nProvider: typeof polyglot = {
  ...polyglot,
  translate: (key, options) =>
    polyglot.getLocale() === 'ar' && key.startsWith('ra.navigation.')
      ? polyglot.translate(key, arabicNumbers(options))
      : polyglot.translate(key, options),
};

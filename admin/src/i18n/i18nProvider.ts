import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { deepmerge } from '@mui/utils';
import arabicMessages from './arabic.ts';
import { storedLocale } from './locale.ts';
import { arabicPhrases, consoleMessages } from './messages.ts';

// react-admin's messages with the console's own words and names for its resources and pages.
const english = deepmerge(deepmerge(englishMessages, { ra: { page: { dashboard: 'Profile' } } }), consoleMessages.en);
const arabic = { ...arabicPhrases, ...deepmerge(deepmerge(arabicMessages, { ra: { page: { dashboard: 'الملف الشخصي' } } }), consoleMessages.ar) };

export const i18nProvider = polyglotI18nProvider(
  (locale) => (locale === 'ar' ? arabic : english),
  // The stored choice from the start, so an Arabic console never renders in English first.
  storedLocale(),
  [
    { locale: 'en', name: 'English' },
    { locale: 'ar', name: 'العربية' },
  ],
  { allowMissing: true },
);

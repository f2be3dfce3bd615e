import { consoleMessages } from './messages.ts';

/**
 * The console's language, read without react-admin (the login page loads alone): react-admin's store keeps the
 * choice in localStorage as `RaStore.locale` (its default localStorageStore), JSON-encoded.
 */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

const STORE_KEY = 'RaStore.locale';

export function storedLocale(): Locale {
  try {
    const value = JSON.parse(localStorage.getItem(STORE_KEY) ?? 'null');
    return locales.includes(value) ? value : 'en';
  } catch {
    return 'en';
  }
}

export const directionOf = (locale: string): 'rtl' | 'ltr' => (locale === 'ar' ? 'rtl' : 'ltr');

/** The page's lang, dir and title, which screen readers, fonts, tabs and the browser's own controls follow. */
export function applyDocumentLocale(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = consoleMessages[locale === 'ar' ? 'ar' : 'en'].console.title;
}

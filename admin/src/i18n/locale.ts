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

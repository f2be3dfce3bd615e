// The site's own words in both languages (SPEC's English strings kept exactly) and the helpers that pick a
// page's language from its URL. English pages live at the spec's paths, Arabic ones under /ar/ at the same paths.
import { formatDollars, formatLongDate, formatMoney, dateTimeFormat, numberFormat } from '@fitout/shared';

export const languages = ['en', 'ar'] as const;
export type Lang = (typeof languages)[number];
export const defaultLang: Lang = 'en';

/** Astro.currentLocale (or any string) to a language this site speaks. */
export function langOf(locale: string | undefined): Lang {
  return locale === 'ar' ? 'ar' : 'en';
}

export const dir = (lang: Lang) => (lang === 'ar' ? 'rtl' : 'ltr');

/** The path without the /ar prefix: the page's address in English. */
export function basePath(pathname: string): string {
  const rest = pathname.replace(/^\/ar(?=\/|$)/, '');
  return rest === '' ? '/' : rest;
}

/** The same page in `lang`: /about → /ar/about, /ar/about → /about. Every page has both (src/pages/ar). */
export function localePath(lang: Lang, pathname: string): string {
  const path = basePath(pathname);
  if (lang === 'en') return path;
  return path === '/' ? '/ar/' : `/ar${path}`;
}

/** Links of a page in `lang`: `const to = linkIn(lang); to(routeTable.about.path)`. */
export const linkIn = (lang: Lang) => (path: string) => localePath(lang, path);

const en = {
  'layout.skip': 'Skip to content',
  'header.login': 'Login',
  'header.profile': 'Profile',
  'header.logout': 'Logout',
  'header.darkMode': 'Dark mode',
  'header.menu': 'Menu',
  'header.mainNav': 'Main',
  'header.language': 'العربية',
  'nav.Home': 'Home',
  'nav.About': 'About',
  'nav.Service': 'Service',
  'nav.Our Works': 'Our Works',
  'nav.Contact': 'Contact',
  'company.tagline': 'Interior finishing & fit-out',
  'company.address': '90th Street, New Cairo, Egypt',
  'company.hours': 'Saturday to Thursday, 9:00 AM – 6:00 PM',
  'footer.about':
    'We finish apartments, villas and commercial spaces from bare walls to the last light fitting: design, materials and execution by one accountable team.',
  'footer.explore': 'Explore',
  'footer.more': 'More',
  'footer.touch': 'Get in touch',
  'footer.calculator': 'Price calculator',
  'footer.serviceDetails': 'Service details',
  'footer.login': 'Login',
  'footer.signup': 'Create an account',
  'footer.rights': 'All rights reserved.',
  'footer.egp': 'Prices on packages are in EGP.',
};

type Dictionary = typeof en;

const ar: Dictionary = {
  'layout.skip': 'انتقل إلى المحتوى',
  'header.login': 'تسجيل الدخول',
  'header.profile': 'الملف الشخصي',
  'header.logout': 'تسجيل الخروج',
  'header.darkMode': 'الوضع الداكن',
  'header.menu': 'القائمة',
  'header.mainNav': 'الرئيسية',
  'header.language': 'English',
  'nav.Home': 'الرئيسية',
  'nav.About': 'من نحن',
  'nav.Service': 'الخدمات',
  'nav.Our Works': 'أعمالنا',
  'nav.Contact': 'تواصل معنا',
  'company.tagline': 'تشطيبات وتجهيزات داخلية',
  'company.address': 'شارع التسعين، القاهرة الجديدة، مصر',
  'company.hours': 'من السبت إلى الخميس، ٩:٠٠ ص – ٦:٠٠ م',
  'footer.about': 'نشطّب الشقق والفيلات والمساحات التجارية من الحوائط الخام حتى آخر وحدة إضاءة: التصميم والخامات والتنفيذ بفريق واحد مسؤول.',
  'footer.explore': 'تصفّح',
  'footer.more': 'المزيد',
  'footer.touch': 'تواصل معنا',
  'footer.calculator': 'حاسبة الأسعار',
  'footer.serviceDetails': 'تفاصيل الخدمة',
  'footer.login': 'تسجيل الدخول',
  'footer.signup': 'إنشاء حساب',
  'footer.rights': 'جميع الحقوق محفوظة.',
  'footer.egp': 'أسعار الباقات بالجنيه المصري.',
};

const dictionaries: Record<Lang, Dictionary> = { en, ar };

/** The dictionary of `lang`: `t('footer.more')`. */
export function useTranslations(lang: Lang) {
  const words = dictionaries[lang];
  return <K extends keyof Dictionary>(key: K): Dictionary[K] => words[key];
}

const egyptian = 'ar-EG';

/** Package prices: "150,000 EGP" in English (as before), Egyptian Arabic digits and currency in Arabic. */
export function formatPrice(lang: Lang, amount: number): string {
  // One way to write money (shared formatMoney, issue 37): whole pounds, else always two decimals.
  return formatMoney(amount, lang);
}

/** The calculator's total: "$1,234.50" in English. */
export function formatTotal(lang: Lang, amount: number): string {
  if (lang === 'en') return formatDollars(amount);
  return numberFormat(egyptian, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);
}

export function formatNumber(lang: Lang, value: number): string {
  return numberFormat(lang === 'en' ? 'en-US' : egyptian).format(value);
}

/** Long date with the time: "March 5, 2026 at 2:30 PM" in English (as before). */
export function formatDate(lang: Lang, date: string | Date, timeZone = 'UTC'): string {
  if (lang === 'en') return formatLongDate(date, timeZone);
  return dateTimeFormat(egyptian, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(typeof date === 'string' ? new Date(date) : date);
}

/** An Arabic content field when it is filled in, otherwise the English one (fields the API may not send yet). */
export function localized<T extends object>(lang: Lang, item: T, field: keyof T & string): string {
  const english = String(item[field] ?? '');
  if (lang === 'en') return english;
  const arabic = (item as Record<string, unknown>)[`${field}_ar`];
  return typeof arabic === 'string' && arabic.trim() !== '' ? arabic : english;
}

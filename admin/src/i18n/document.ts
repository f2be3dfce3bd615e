// The page itself in the console's language: its title (door.ts) and its direction (locale.ts).
import { directionOf } from './locale.ts';
import { doorWords } from './door.ts';

/** The page's lang, dir and title, which screen readers, fonts, tabs and the browser's own controls follow. */
export function applyDocumentLocale(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = doorWords[locale === 'ar' ? 'ar' : 'en'].title;
}

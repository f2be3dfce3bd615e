// The page itself in the console's language: its words (messages.ts) and its direction (locale.ts).
import { directionOf } from './locale.ts';
import { consoleMessages } from './messages.ts';

/** The page's lang, dir and title, which screen readers, fonts, tabs and the browser's own controls follow. */
export function applyDocumentLocale(locale: string) {
  document.documentElement.lang = locale;
  document.documentElement.dir = directionOf(locale);
  document.title = consoleMessages[locale === 'ar' ? 'ar' : 'en'].console.title;
}

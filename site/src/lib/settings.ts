// The browser-kept settings of SPEC.md section 3: darkMode (off by default) and language (en by default).

export const DARK_MODE_KEY = 'darkMode';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE = 'en';

/**
 * Runs inline in <head> before the first paint, so a page never flashes the wrong theme or the wrong
 * header links: applies the stored theme, stores the default language when none is kept, and marks a
 * signed-in visitor (the `access` session cookie, see @fitout/shared/session). The CSP allows it by its
 * hash, which astro.config.ts computes from this very string: change it here only.
 */
export const headScript = `(function(){var d=document.documentElement;try{var s=localStorage;d.dataset.theme=s.getItem('${DARK_MODE_KEY}')==='true'?'dark':'light';if(!s.getItem('${LANGUAGE_KEY}'))s.setItem('${LANGUAGE_KEY}','${DEFAULT_LANGUAGE}')}catch(e){d.dataset.theme='light'}if(/(?:^|; )access=/.test(document.cookie))d.classList.add('signed-in');d.classList.add('js')})();`;

export function isDarkMode(): boolean {
  return document.documentElement.dataset.theme === 'dark';
}

/** Applies and remembers the theme; storage may be unavailable (private modes), the page still switches. */
export function setDarkMode(dark: boolean) {
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // not remembered, still applied
  }
}

/** Remembers the visitor's language (the page itself is chosen by its URL, /ar/… for Arabic). */
export function setLanguage(language: 'en' | 'ar') {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // not remembered, the link still opens the page
  }
}

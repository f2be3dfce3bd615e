// The browser-kept settings of SPEC.md section 3, in localStorage under these keys, shared by the site and the console.

/** 'true' or 'false'; dark mode is off unless set. */
export const DARK_MODE_KEY = 'darkMode';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE = 'en';

import { DARK_MODE_KEY } from '@fitout/shared';

/** The site's darkMode setting (SPEC.md section 3): one choice for the site and the console. */
export function storedDarkMode(): boolean {
  try {
    return localStorage.getItem(DARK_MODE_KEY) === 'true';
  } catch {
    return false;
  }
}

export function storeDarkMode(dark: boolean) {
  try {
    localStorage.setItem(DARK_MODE_KEY, String(dark));
  } catch {
    // private mode: applied, not remembered
  }
}

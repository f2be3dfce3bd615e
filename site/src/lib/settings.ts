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

/**
 * The profile address of accounts.updateProfile (@fitout/shared/contract), written out so that the header's
 * script, on every page, does not carry the API contract; settings.test.ts checks that both agree.
 */
export const profilePath = (userId: number) => `/api/v1/user/profile/${userId}/`;

/** The signed-in account's id from the `access` cookie (a JWT), or null when signed out or unreadable. */
export function signedInUserId(cookie: string): number | null {
  const token = /(?:^|; )access=([^;]+)/.exec(cookie)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const id = (claims as { user_id?: unknown }).user_id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/**
 * A signed-in visitor who switches language keeps it on their profile too, so that their mails follow. The
 * link leaves the page at once: keepalive lets the request finish; a failure changes nothing for the visitor.
 */
export function saveLanguageOnProfile(language: 'en' | 'ar', apiRoot = (import.meta.env.PUBLIC_API_ROOT ?? '').replace(/\/$/, '')) {
  const userId = signedInUserId(document.cookie);
  const access = /(?:^|; )access=([^;]+)/.exec(document.cookie)?.[1];
  if (userId === null || !access) return;
  const body = new FormData();
  body.set('language', language);
  fetch(`${apiRoot}${profilePath(userId)}`, { method: 'PATCH', headers: { Authorization: `Bearer ${access}` }, body, keepalive: true }).catch(
    () => undefined,
  );
}

/**
 * The customer area is one page whose router shows the screen, so its language link was built for /user/ only:
 * the same screen in `language` instead (/user/listorders ↔ /ar/user/listorders), or null outside the area.
 */
export function customerScreenIn(language: 'en' | 'ar', pathname: string): string | null {
  const screen = /^(?:\/ar)?(\/user(?:\/.*)?)$/.exec(pathname)?.[1];
  if (!screen) return null;
  return language === 'ar' ? `/ar${screen}` : screen;
}

// The browser-kept settings of SPEC.md section 3: darkMode (off by default) and language (en by default).
import { API_PREFIX } from '@fitout/shared/contract/endpoint';
import { SESSION_PATHS, sessionHeaders, setSignedInFlag, SIGNED_IN_COOKIE } from '@fitout/shared/session-cookies';

export const DARK_MODE_KEY = 'darkMode';
export const LANGUAGE_KEY = 'language';
export const DEFAULT_LANGUAGE = 'en';

/** The cookie test of a signed-in visitor: the non-secret `signed_in` cookie of @fitout/shared/session. */
const signedInPattern = `(?:^|; )${SIGNED_IN_COOKIE}=1(?:;|$)`;

/**
 * Runs inline in <head> before the first paint, so a page never flashes the wrong theme or the wrong
 * header links: applies the stored theme, stores the default language when none is kept, and marks a
 * signed-in visitor (the `signed_in` cookie; the session itself is in a cookie no script reads). The CSP allows
 * it by its hash, which astro.config.ts computes from this very string: change it here only.
 */
export const headScript = `(function(){var d=document.documentElement;try{var s=localStorage;d.dataset.theme=s.getItem('${DARK_MODE_KEY}')==='true'?'dark':'light';if(!s.getItem('${LANGUAGE_KEY}'))s.setItem('${LANGUAGE_KEY}','${DEFAULT_LANGUAGE}')}catch(e){d.dataset.theme='light'}if(/${signedInPattern}/.test(document.cookie))d.classList.add('signed-in');d.classList.add('js')})();`;

/** Whether the `signed_in` cookie says someone is signed in. */
export const isSignedIn = (cookie: string) => new RegExp(signedInPattern).test(cookie);

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
 * The addresses of accounts.refresh and accounts.updateProfile (@fitout/shared/contract), written out so that the
 * header's script, on every page, does not carry the API contract; settings.test.ts checks that they agree.
 */
export const refreshPath = `${API_PREFIX}/${SESSION_PATHS.refresh}`;
export const profilePath = (userId: number) => `${API_PREFIX}/user/profile/${userId}/`;

/** The account id a JWT names, or null when it cannot be read. */
export function tokenUserId(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const claims: unknown = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/')));
    const id = (claims as { user_id?: unknown }).user_id;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** A language switched to while signed in, saved on the profile by the page the switch opens. */
const LANGUAGE_TO_SAVE_KEY = 'languageToSave';

const defaultApiRoot = () => (import.meta.env.PUBLIC_API_ROOT ?? '').replace(/\/$/, '');

/**
 * A signed-in visitor who switches language keeps it on their profile too, so that their mails follow. The link
 * leaves the page at once, and the session's token is not in this page (only the API's cookie holds it): the page
 * the link opens saves it (savePendingLanguage).
 */
export function saveLanguageOnProfile(language: 'en' | 'ar') {
  try {
    if (isSignedIn(document.cookie)) localStorage.setItem(LANGUAGE_TO_SAVE_KEY, language);
  } catch {
    // storage unavailable: the profile keeps its language
  }
}

/**
 * On every page: a language switched to on the previous one goes on the profile, with an access token the session's
 * cookie is traded for. A refused session signs the header out; a failure to reach the API leaves it for the next page.
 */
export async function savePendingLanguage(apiRoot = defaultApiRoot()): Promise<void> {
  let language: string | null;
  try {
    language = localStorage.getItem(LANGUAGE_TO_SAVE_KEY);
  } catch {
    return;
  }
  if (language !== 'en' && language !== 'ar') return;
  const done = () => localStorage.removeItem(LANGUAGE_TO_SAVE_KEY);
  if (!isSignedIn(document.cookie)) return done();
  try {
    const refreshed = await fetch(`${apiRoot}${refreshPath}`, {
      method: 'POST',
      credentials: 'include',
      headers: sessionHeaders(),
    });
    if (!refreshed.ok) {
      if (refreshed.status < 500) {
        setSignedInFlag(false);
        document.documentElement.classList.remove('signed-in');
        done();
      }
      return;
    }
    const { access } = (await refreshed.json()) as { access: string };
    const userId = tokenUserId(access);
    if (userId === null) return done();
    const body = new FormData();
    body.set('language', language);
    const saved = await fetch(`${apiRoot}${profilePath(userId)}`, { method: 'PATCH', headers: { Authorization: `Bearer ${access}` }, body });
    if (saved.status < 500) done();
  } catch {
    // the API is not reachable: the next page tries again
  }
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

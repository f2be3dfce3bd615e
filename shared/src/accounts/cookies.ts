// What a browser session is known by (docs/decisions.md): the header a browser sends to use the API's cookie, that
// cookie's name, and the non-secret cookie that tells the header's script someone is signed in. Its own small module:
// the header's script is on every page and must not carry the rest of the session (or the API contract it calls).
import Cookies from 'js-cookie';

/**
 * The header a browser sends to use the cookie session: sign-in answers with the cookie, refresh and logout read it.
 * A page on another site cannot send it (a form cannot set headers, and CORS refuses it to foreign origins).
 */
export const SESSION_HEADER = 'X-Fitout-Session';
export const SESSION_HEADER_VALUE = '1';
/** The API's HttpOnly cookie holding the refresh token; over https it is `__Host-fitout_refresh`. */
export const REFRESH_COOKIE = 'fitout_refresh';
/** Tells the header's script (and the pages) that someone is signed in; it holds nothing secret. */
export const SIGNED_IN_COOKIE = 'signed_in';
/** As long as the refresh token it stands for (SPEC.md section 9: 7 days). */
export const SIGNED_IN_DAYS = 7;

/**
 * The session's own calls, under API_PREFIX: the contract names them (accounts.refresh, accounts.logout) with these
 * paths, and every page that keeps a session calls them, without carrying the rest of the contract.
 */
export const SESSION_PATHS = { refresh: 'user/token/refresh/', logout: 'user/logout/' } as const;

/** The headers of a session call (sign-in, refresh, logout). */
export const sessionHeaders = (): Record<string, string> => ({ [SESSION_HEADER]: SESSION_HEADER_VALUE });

/**
 * A flag cookie's attributes (`signed_in`, the carried toasts' flag): the whole site, SameSite=Strict, Secure everywhere
 * except plain-http localhost, where browsers would drop a Secure cookie; kept until `expires` (days, or a date).
 */
export function flagOptions(expires: number | Date = SIGNED_IN_DAYS): Cookies.CookieAttributes {
  const local = typeof location !== 'undefined' && location.protocol === 'http:' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(location.hostname);
  return { expires, sameSite: 'Strict', secure: !local, path: '/' };
}

/** Whether the `signed_in` cookie says someone is signed in (the API's cookie, unreadable here, is the proof). */
export const signedInFlag = (): boolean => Cookies.get(SIGNED_IN_COOKIE) === '1';

export function setSignedInFlag(signedIn: boolean) {
  if (signedIn) Cookies.set(SIGNED_IN_COOKIE, '1', flagOptions());
  else Cookies.remove(SIGNED_IN_COOKIE, { path: '/' });
}

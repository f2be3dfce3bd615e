// The browser session of SPEC.md sections 3, 4 and 9: access and refresh tokens in cookies.
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';

export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** Cookie lifetimes in days (SPEC.md section 9). */
export const ACCESS_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 7;

export type TokenClaims = { user_id: number; username: string; exp: number };
export type TokenPair = { access: string; refresh: string };

/** Secure everywhere except plain-http localhost, where browsers would drop a Secure cookie. */
function cookieOptions(days: number): Cookies.CookieAttributes {
  const local = typeof location !== 'undefined' && location.protocol === 'http:' && /^(localhost|127\.0\.0\.1|\[::1\])$/.test(location.hostname);
  return { expires: days, sameSite: 'Strict', secure: !local, path: '/' };
}

export function readTokens(): Partial<TokenPair> {
  return { access: Cookies.get(ACCESS_COOKIE), refresh: Cookies.get(REFRESH_COOKIE) };
}

export function storeTokens(tokens: TokenPair) {
  Cookies.set(ACCESS_COOKIE, tokens.access, cookieOptions(ACCESS_COOKIE_DAYS));
  Cookies.set(REFRESH_COOKIE, tokens.refresh, cookieOptions(REFRESH_COOKIE_DAYS));
}

export function clearTokens() {
  Cookies.remove(ACCESS_COOKIE, { path: '/' });
  Cookies.remove(REFRESH_COOKIE, { path: '/' });
}

/** The claims of a token, or null when it cannot be decoded. */
export function decodeToken(token: string | undefined): TokenClaims | null {
  if (!token) return null;
  try {
    const claims = jwtDecode<TokenClaims>(token);
    return typeof claims.user_id === 'number' && typeof claims.exp === 'number' ? claims : null;
  } catch {
    return null;
  }
}

/** Expired when its expiry is before now (an undecodable token counts as expired). */
export function isExpired(token: string | undefined, now = Date.now()): boolean {
  const claims = decodeToken(token);
  return !claims || claims.exp * 1000 < now;
}

/** The signed-in user's id and name from the stored access token, or null when signed out. */
export function currentUser(): TokenClaims | null {
  const { access } = readTokens();
  return access ? decodeToken(access) : null;
}

/**
 * SPEC.md section 4: with both tokens stored and the access token expired, refresh first and store the new
 * pair; otherwise keep what is stored. A refresh that is refused signs the visitor out. Callers render
 * after this resolves.
 */
export async function bootstrapSession(refresh: (refreshToken: string) => Promise<TokenPair>, now = Date.now()): Promise<TokenClaims | null> {
  const tokens = readTokens();
  if (tokens.access && tokens.refresh && isExpired(tokens.access, now)) {
    try {
      storeTokens(await refresh(tokens.refresh));
    } catch {
      clearTokens();
      return null;
    }
  } else if (tokens.access && tokens.refresh) {
    storeTokens({ access: tokens.access, refresh: tokens.refresh });
  }
  return currentUser();
}

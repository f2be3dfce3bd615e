// The browser session of SPEC.md sections 3, 4 and 9: access and refresh tokens in cookies.
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { accounts } from './contract/accounts.ts';
import { pathOf } from './contract/endpoint.ts';

export const ACCESS_COOKIE = 'access';
export const REFRESH_COOKIE = 'refresh';
/** Cookie lifetimes in days (SPEC.md section 9). */
export const ACCESS_COOKIE_DAYS = 1;
export const REFRESH_COOKIE_DAYS = 7;

export type TokenClaims = { user_id: number; username: string; exp: number };
export type TokenPair = { access: string; refresh: string };

/** SPEC.md section 7: the API answers within 50 seconds or the call fails. */
export const API_TIMEOUT_MS = 50_000;

/** The API refused a refresh token (`status` 400/401), or could not be asked (another status, or 0 for the network). */
export class RefreshRefused extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, detail: string, body: unknown = null) {
    super(detail);
    this.status = status;
    this.body = body;
  }
}

/**
 * POST user/token/refresh/: a new pair for a refresh token. The one way the site, the customer area and the
 * console trade a refresh token, by plain fetch: an API client would first try to refresh its own expired token
 * and spend this one twice, which the API treats as theft. `apiRoot` is where the API lives ("" for this origin).
 */
export async function requestNewTokens(apiRoot: string, refresh: string): Promise<TokenPair> {
  let response: Response;
  try {
    response = await fetch(`${apiRoot.replace(/\/$/, '')}${pathOf(accounts.refresh)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ refresh }),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    });
  } catch (error) {
    throw new RefreshRefused(0, (error as Error).message);
  }
  const body = (await response.json().catch(() => null)) as (Partial<TokenPair> & { detail?: string }) | null;
  if (!response.ok || !body?.access || !body.refresh) {
    throw new RefreshRefused(response.ok ? 401 : response.status, body?.detail ?? response.statusText, body);
  }
  return { access: body.access, refresh: body.refresh };
}

/** One refresh at a time: callers that ask while one runs share it, and the new pair is stored. */
export function sharedRefresh(apiRoot: string): (refresh: string) => Promise<TokenPair> {
  let pending: Promise<TokenPair> | null = null;
  return (refresh) =>
    (pending ??= requestNewTokens(apiRoot, refresh)
      .then((tokens) => {
        storeTokens(tokens);
        return tokens;
      })
      .finally(() => {
        pending = null;
      }));
}

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

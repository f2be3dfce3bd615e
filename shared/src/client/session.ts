// The browser session, for the site and the console. SPEC.md sections 3, 4 and 9 keep both tokens in cookies that any
// script on the page can read; here (docs/decisions.md) the refresh token lives in an HttpOnly cookie that the API
// sets, rotates and clears, the access token only in this page's memory, and a non-secret cookie tells the header's
// script that someone is signed in.
import Cookies from 'js-cookie';
import { jwtDecode } from 'jwt-decode';
import { API_PREFIX } from '../contract/endpoint.ts';
import { SESSION_PATHS, sessionHeaders, setSignedInFlag, signedInFlag } from '../accounts/cookies.ts';

export * from '../accounts/cookies.ts';

export type TokenClaims = { user_id: number; username: string; exp: number };
/** What the token endpoints answer an API client; a browser asking for the cookie gets `access` alone. */
export type TokenPair = { access: string; refresh: string };

/** SPEC.md section 7: the API answers within 50 seconds or the call fails. */
export const API_TIMEOUT_MS = 50_000;

/** The API refused the session (`status` 400/401/403), or could not be asked (another status, or 0 for the network). */
export class RefreshRefused extends Error {
  readonly status: number;
  readonly body: unknown;
  constructor(status: number, detail: string, body: unknown = null) {
    super(detail);
    this.status = status;
    this.body = body;
  }
  /** The API said no (the session is over), as opposed to not answering. */
  get refused() {
    return this.status === 400 || this.status === 401 || this.status === 403;
  }
}

/** fetch options of a session call: its header, and the cookie even when the API lives on another origin. */
const sessionInit = (timeoutMs = API_TIMEOUT_MS): RequestInit => ({
  method: 'POST',
  credentials: 'include',
  headers: { accept: 'application/json', ...sessionHeaders() },
  signal: AbortSignal.timeout(timeoutMs),
});

/** Signing out waits this long for the API at most: the visitor is signed out here either way. */
const LOGOUT_TIMEOUT_MS = 5_000;

const sessionUrl = (apiRoot: string, call: keyof typeof SESSION_PATHS) => `${apiRoot.replace(/\/$/, '')}${API_PREFIX}/${SESSION_PATHS[call]}`;

/** The access token, in this page's memory only. */
let access: string | null = null;

/** The access token of the signed-in visitor, if this page holds one. */
export const accessToken = (): string | undefined => access ?? undefined;

/** A new access token (from sign-in or refresh): kept in memory, and the header told someone is signed in. */
export function storeAccess(token: string) {
  access = token;
  setSignedInFlag(true);
}

/** Forgets the session in this browser (the API's cookie goes with the logout call, or has been refused). */
export function endSession() {
  access = null;
  setSignedInFlag(false);
}

/**
 * The last token decoded and its claims: every call checks its token's expiry, and the order page's dozen calls
 * decoded the same token a dozen times.
 */
let lastDecoded: { token: string; claims: TokenClaims | null } | null = null;

/** The claims of a token, or null when it cannot be decoded. */
export function decodeToken(token: string | undefined): TokenClaims | null {
  if (!token) return null;
  if (lastDecoded?.token === token) return lastDecoded.claims;
  let claims: TokenClaims | null = null;
  try {
    const decoded = jwtDecode<TokenClaims>(token);
    if (typeof decoded.user_id === 'number' && typeof decoded.exp === 'number') claims = decoded;
  } catch {
    // not a token: no claims
  }
  lastDecoded = { token, claims };
  return claims;
}

/** Expired when its expiry is before now (an undecodable token counts as expired). */
export function isExpired(token: string | undefined, now = Date.now()): boolean {
  const claims = decodeToken(token);
  return !claims || claims.exp * 1000 < now;
}

/** The signed-in user's id and name from the access token in memory, or null. */
export const currentUser = (): TokenClaims | null => decodeToken(accessToken());

/** A session call's answer as read: its status and its JSON body (null when it has none). */
export type SessionAnswer = { ok: boolean; status: number; statusText: string; body: unknown };

async function answerOf(response: Response): Promise<SessionAnswer> {
  const body: unknown = await response.json().catch(() => null);
  return { ok: response.ok, status: response.status, statusText: response.statusText, body };
}

const field = (body: unknown, name: string): unknown =>
  typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;

/**
 * POST user/token/refresh/ with the cookie: a new access token, and the API rotates the cookie. The one way the site,
 * the customer area and the console refresh, by plain fetch (an API client would first try to refresh its own expired
 * token). `apiRoot` is where the API lives ("" for this origin); `sent` is the answer of a refresh the page already
 * sent (the customer area's early request), read instead of sending another. Refusals and failures throw
 * RefreshRefused.
 */
export async function requestAccess(apiRoot: string, sent?: Promise<SessionAnswer>): Promise<string> {
  let answer: SessionAnswer;
  try {
    answer = await (sent ?? fetch(sessionUrl(apiRoot, 'refresh'), sessionInit()).then(answerOf));
  } catch (error) {
    throw new RefreshRefused(0, (error as Error).message);
  }
  const access = field(answer.body, 'access');
  if (!answer.ok || typeof access !== 'string') {
    const detail = field(answer.body, 'detail');
    throw new RefreshRefused(answer.ok ? 401 : answer.status, typeof detail === 'string' ? detail : answer.statusText, answer.body);
  }
  return access;
}

/**
 * One refresh at a time: callers that ask while one runs share it (the API rotates the cookie, and treats a token
 * used twice after a few seconds as stolen). The new access token is stored; a refusal ends the session here. `sent`
 * gives the answer of a refresh the page sent before its scripts ran, if there is one not yet read.
 */
export function sharedRefresh(apiRoot: string, sent?: () => Promise<SessionAnswer> | undefined): () => Promise<string> {
  let pending: Promise<string> | null = null;
  return () =>
    (pending ??= requestAccess(apiRoot, sent?.())
      .then((token) => {
        storeAccess(token);
        return token;
      })
      .catch((error: unknown) => {
        if (error instanceof RefreshRefused && error.refused) endSession();
        throw error;
      })
      .finally(() => {
        pending = null;
      }));
}

/** POST user/logout/ with the cookie: the API ends the session (its whole family) and clears the cookie. */
export async function endServerSession(apiRoot: string): Promise<void> {
  const response = await fetch(sessionUrl(apiRoot, 'logout'), sessionInit(LOGOUT_TIMEOUT_MS));
  if (!response.ok) throw new RefreshRefused(response.status, response.statusText, (await answerOf(response)).body);
}

/** The cookies the spec's session kept tokens in, readable by scripts: removed wherever they are still found. */
const LEGACY_COOKIES = ['access', 'refresh'];

/**
 * SPEC.md section 4, for a session held in the API's cookie: a page starts without an access token, so when the header
 * cookie says someone is signed in it asks the refresh call for one. A refusal signs the visitor out; a failure to
 * reach the API leaves them signed out on this page only. Callers render after this resolves.
 */
export async function bootstrapSession(refresh: () => Promise<string>): Promise<TokenClaims | null> {
  for (const name of LEGACY_COOKIES) if (Cookies.get(name) !== undefined) Cookies.remove(name, { path: '/' });
  if (!signedInFlag()) {
    access = null;
    return null;
  }
  if (!isExpired(accessToken())) return currentUser();
  try {
    storeAccess(await refresh());
  } catch (error) {
    if (!(error instanceof RefreshRefused) || error.refused) endSession();
    return null;
  }
  return currentUser();
}

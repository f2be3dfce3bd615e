import { HttpError } from 'react-admin';
import {
  clearTokens,
  isExpired,
  RefreshRefused,
  readTokens,
  requestNewTokens as requestTokens,
  storeTokens,
  type TokenPair,
} from '@fitout/shared/session';

/** Refresh a little before expiry, so a token does not run out between this check and the API reading it. */
const MARGIN_MS = 15_000;

/** The shared refresh (@fitout/shared/session), its refusals as react-admin's HttpError (401 when refused). */
export async function requestNewTokens(apiRoot: string, refresh: string): Promise<TokenPair> {
  try {
    return await requestTokens(apiRoot, refresh);
  } catch (error) {
    if (!(error instanceof RefreshRefused)) throw error;
    throw new HttpError(error.message, error.status || 503, error.body);
  }
}

/**
 * The refresh step that react-admin's addRefreshAuthToAuthProvider / addRefreshAuthToDataProvider run before each
 * call: when the stored access token is expired (or about to be), trade the refresh token for a new pair.
 * Concurrent callers share one request: the API rotates refresh tokens and treats a reused one as theft.
 * A refused refresh signs the visitor out and fails with 401, which the auth provider turns into the login page.
 */
export function createRefreshAuth(apiRoot: string) {
  let pending: Promise<void> | null = null;

  async function refreshNow(refresh: string) {
    try {
      storeTokens(await requestNewTokens(apiRoot, refresh));
    } catch (error) {
      // The site in another tab may have rotated the pair meanwhile: its new tokens are in the shared cookies.
      const now = readTokens();
      if (now.refresh && now.refresh !== refresh && !isExpired(now.access, Date.now() + MARGIN_MS)) return;
      // Refused (400/401): the session is over. Anything else (network, 5xx) is passed on and keeps the tokens.
      if (error instanceof HttpError && (error.status === 400 || error.status === 401)) {
        clearTokens();
        throw new HttpError(error.message, 401, error.body);
      }
      throw error;
    }
  }

  return function refreshAuth(): Promise<void> {
    const { access, refresh } = readTokens();
    if (!refresh || (access && !isExpired(access, Date.now() + MARGIN_MS))) return Promise.resolve();
    pending ??= refreshNow(refresh).finally(() => {
      pending = null;
    });
    return pending;
  };
}

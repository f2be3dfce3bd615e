import { HttpError } from 'react-admin';
import { accessToken, isExpired, RefreshRefused, sharedRefresh, signedInFlag } from '@fitout/shared/session';

/** Refresh a little before expiry, so a token does not run out between this check and the API reading it. */
const MARGIN_MS = 15_000;

/** The shared refresh call (@fitout/shared/session), its refusals as react-admin's HttpError (401 when refused). */
function asHttpError(error: unknown): unknown {
  if (!(error instanceof RefreshRefused)) return error;
  return new HttpError(error.message, error.refused ? 401 : error.status || 503, error.body);
}

/**
 * The refresh step that react-admin's addRefreshAuthToAuthProvider / addRefreshAuthToDataProvider run before each
 * call: when the access token in memory is missing or expired (or about to be) while someone is signed in, trade the
 * session's cookie for a new one. Concurrent callers share one request: the API rotates the cookie and treats a
 * reused one as theft. A refused refresh signs the visitor out and fails with 401, which the auth provider turns into
 * the login page; anything else (network, 5xx) is passed on and keeps the session.
 */
export function createRefreshAuth(apiRoot: string) {
  const refresh = sharedRefresh(apiRoot);
  return async function refreshAuth(): Promise<void> {
    if (!signedInFlag() || !isExpired(accessToken(), Date.now() + MARGIN_MS)) return;
    try {
      await refresh();
    } catch (error) {
      throw asHttpError(error);
    }
  };
}

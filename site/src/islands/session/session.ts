// The browser side of a session for the account pages and the customer area: one API client, the
// bootstrap of SPEC.md section 4 (run once per page, before anything that needs the session renders) and
// the stored active flag the customer-area guard reads.
import { API_TIMEOUT_MS, createApiClient } from '@fitout/shared/client';
import { accounts, pathOf } from '@fitout/shared/contract';
import { bootstrapSession, type TokenClaims, type TokenPair } from '@fitout/shared/session';

/** Where the API lives: the same origin unless the site was built with PUBLIC_API_ROOT. */
export const apiRoot = (import.meta.env.PUBLIC_API_ROOT ?? '').replace(/\/$/, '');

export const api = createApiClient(apiRoot);

/**
 * POST user/token/refresh/ outside the API client: the client's own interceptor would refresh the expired
 * token first, and spending one refresh token twice ends the whole session (the API's reuse detection).
 */
export async function requestRefresh(refresh: string): Promise<TokenPair> {
  const response = await fetch(`${apiRoot}${pathOf(accounts.refresh)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ refresh }),
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`Refresh refused (${response.status})`);
  return (await response.json()) as TokenPair;
}

let bootstrap: Promise<TokenClaims | null> | null = null;

/** The session bootstrap, once per page load whatever the number of callers. */
export function startSession(): Promise<TokenClaims | null> {
  return (bootstrap ??= bootstrapSession(requestRefresh));
}

/** localStorage key of the stored active flag ('true', 'false', or missing, which reads as the text null). */
export const ACTIVE_FLAG_KEY = 'is_active';

export function storeActiveFlag(active: boolean | null) {
  try {
    if (active === null) localStorage.removeItem(ACTIVE_FLAG_KEY);
    else localStorage.setItem(ACTIVE_FLAG_KEY, String(active));
  } catch {
    // storage unavailable (private mode): the guard then reads the flag as missing
  }
}

export function readActiveFlag(): string | null {
  try {
    return localStorage.getItem(ACTIVE_FLAG_KEY);
  } catch {
    return null;
  }
}

const RETURN_KEY = 'returnTo';

/**
 * A customer-area address the guard sent a signed-out visitor away from (e.g. a booked package's order form),
 * for the sign-in that follows in this tab.
 */
export function rememberReturnTo(path: string) {
  try {
    sessionStorage.setItem(RETURN_KEY, path);
  } catch {
    // not remembered: the sign-in leads to the profile
  }
}

/** The remembered address, once; only customer-area paths are honoured. */
export function takeReturnTo(): string | null {
  try {
    const path = sessionStorage.getItem(RETURN_KEY);
    sessionStorage.removeItem(RETURN_KEY);
    return path && isCustomerAreaPath(path) ? path : null;
  } catch {
    return null;
  }
}

export const isCustomerAreaPath = (path: string) => /^\/user\/[^/]/.test(path);

/** The header's signed-in links follow the `access` cookie; keep them right without a reload. */
export function markSignedIn(signedIn: boolean) {
  document.documentElement.classList.toggle('signed-in', signedIn);
}

// The browser side of a session for the account pages and the customer area: one API client, the
// bootstrap of SPEC.md section 4 (run once per page, before anything that needs the session renders) and
// the stored active flag the customer-area guard reads. The tokens themselves: @fitout/shared/session.
import { createApiClient } from '@fitout/shared/client';
import {
  bootstrapSession,
  endServerSession,
  endSession,
  type SessionAnswer,
  sharedRefresh,
  storeAccess,
  type TokenClaims,
} from '@fitout/shared/session';

/** Where the API lives: the same origin unless the site was built with PUBLIC_API_ROOT. */
export const apiRoot = (import.meta.env.PUBLIC_API_ROOT ?? '').replace(/\/$/, '');

export const api = createApiClient(apiRoot);

let bootstrap: Promise<TokenClaims | null> | null = null;

/**
 * The session bootstrap, once per page load whatever the number of callers: the cookie traded for a new access token
 * (plain fetch, outside the API client). `sent` gives the answer of a refresh the page already sent, if any
 * (islands/customer/early.ts), read instead of sending another.
 */
export function startSession(sent?: () => Promise<SessionAnswer> | undefined): Promise<TokenClaims | null> {
  return (bootstrap ??= bootstrapSession(sharedRefresh(apiRoot, sent)));
}

/** A sign-in's access token, kept in memory; the header's links follow at once. */
export function signedIn(access: string) {
  storeAccess(access);
  markSignedIn(true);
}

/**
 * Ends the session on the server (the API revokes it and clears its cookie; a failure is only logged) and in this
 * browser, and the header's links follow.
 */
export async function signOut(): Promise<void> {
  try {
    await endServerSession(apiRoot);
  } catch (error) {
    console.error('Logout call failed', error);
  }
  forgetSession();
}

/** Forgets the session in this browser only (the API ended it already, e.g. with a password change). */
export function forgetSession() {
  endSession();
  storeActiveFlag(null);
  markSignedIn(false);
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

/** A screen of the customer area, in English (/user/…) or Arabic (/ar/user/…). */
export const isCustomerAreaPath = (path: string) => /^(?:\/ar)?\/user\/[^/]/.test(path);

/** The header's signed-in links follow the `signed_in` cookie; keep them right without a reload. */
export function markSignedIn(signedIn: boolean) {
  document.documentElement.classList.toggle('signed-in', signedIn);
}

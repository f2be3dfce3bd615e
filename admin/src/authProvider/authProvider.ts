import { addRefreshAuthToAuthProvider, HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { messages } from '@fitout/shared';
import type { Profile as ProfileRecord } from '@fitout/shared/contract';
import { accessToken, currentUser, decodeToken, endServerSession, endSession, sessionHeaders, storeAccess } from '@fitout/shared/session';
import { accounts, API_PREFIX, type Endpoint, relativePathOf, twoFactor } from '@fitout/shared/contract';
import { fieldRefusals, refusalWords } from '@fitout/shared/refusals';
import { storedLocale } from '../i18n/locale.ts';
import { roleMay } from '../permissions/canAccess.ts';

/** How the login page signs in: a password, the code of its second step, or a passkey alone. */
export type LoginParams = { email: string; password: string } | { mfa_token: string; code: string } | { passkey: true };

/** The password was right; the account's sign-in has a second step (a code, with this token). */
export class SecondStepRequired extends Error {
  readonly mfaToken: string;
  constructor(mfaToken: string) {
    super('second step required');
    this.mfaToken = mfaToken;
  }
}

/** The part of GET user/profile/{user_id}/ the console reads. */
export type Profile = Pick<ProfileRecord, 'id' | 'full_name' | 'image' | 'user'>;

export type AuthProviderOptions = {
  apiUrl: string;
  refreshAuth: () => Promise<void>;
  /** Where a signed-in customer belongs (an absolute URL: the site's customer profile). */
  customerProfileUrl: () => string;
  /** A full page navigation; tests replace it. */
  goTo?: (url: string) => void;
};

async function readJson(response: Response) {
  return response.json().catch(() => null) as Promise<Record<string, unknown> | null>;
}

/** A refused sign-in in the console's language, with the refusal's code (the login page reads a few by it). */
export class SignInRefused extends Error {
  readonly code: string | undefined;
  constructor(message: string, code?: unknown) {
    super(message);
    this.code = typeof code === 'string' ? code : undefined;
  }
}

/** A refused sign-in, worded by its code (SPEC.md section 8: the refusal's words, else 'Invalid Data'). */
function loginFailure(body: Record<string, unknown> | null): SignInRefused {
  const locale = storedLocale();
  if (typeof body?.detail === 'string') return new SignInRefused(refusalWords(body, locale), body.code);
  const first = Object.values(fieldRefusals(body, locale)).flat()[0];
  return new SignInRefused(first ?? (locale === 'ar' ? refusalWords({ code: 'field.invalid' }, 'ar') : messages.invalidData));
}

/**
 * Sign-in on the API's token endpoints, sharing the site's cookie session (the API's HttpOnly cookie; the access token
 * in this page's memory): one sign-in serves both.
 * Only superusers enter. A signed-in customer is sent to the site's customer profile (and stays signed in there);
 * a signed-out visitor gets the console's login page.
 */
export function createAuthProvider(options: AuthProviderOptions): AuthProvider {
  const { apiUrl, refreshAuth, customerProfileUrl } = options;
  /** Where the API lives: apiUrl is it followed by API_PREFIX. */
  const apiRoot = apiUrl.slice(0, -API_PREFIX.length);
  const goTo = options.goTo ?? ((url: string) => window.location.assign(url));
  // One profile request per signed-in user, not one per navigation.
  let profileCache: { userId: number; profile: Promise<Profile> } | null = null;

  function loadProfile(): Promise<Profile> | null {
    const access = accessToken();
    const claims = decodeToken(access);
    if (!access || !claims) return null;
    if (profileCache?.userId !== claims.user_id) {
      const profile = fetch(`${apiUrl}/${relativePathOf(accounts.profile, { user_id: claims.user_id })}`, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${access}` },
      }).then(async (response) => {
        const body = await readJson(response);
        if (!response.ok) throw new HttpError(String(body?.detail ?? response.statusText), response.status, body);
        return body as unknown as Profile;
      });
      profileCache = { userId: claims.user_id, profile };
      profile.catch(() => {
        if (profileCache?.profile === profile) profileCache = null;
      });
    }
    return profileCache.profile;
  }

  /** The cached profile says a customer is signed in (known without a request). */
  async function isCustomerSession(): Promise<boolean> {
    const claims = currentUser();
    if (!profileCache || !claims || profileCache.userId !== claims.user_id) return false;
    return profileCache.profile.then(
      (p) => !p.user.is_superuser,
      () => false,
    );
  }

  /**
   * A session call (sign-in, its second step, a passkey): the session header asks the API to keep the refresh token in
   * its HttpOnly cookie (ending the session it replaces); the answer holds the access token alone.
   */
  async function sessionCall(call: Endpoint, body: unknown): Promise<Record<string, unknown> | null> {
    const response = await fetch(`${apiUrl}/${relativePathOf(call)}`, {
      method: 'POST',
      credentials: 'include',
      // JSON only with a body: the API refuses an empty one declared as JSON.
      headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), Accept: 'application/json', ...sessionHeaders() },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).catch(() => {
      throw new Error(messages.invalidData);
    });
    const answer = await readJson(response);
    if (response.status === 401 && answer?.mfa_required === true && typeof answer.mfa_token === 'string') {
      throw new SecondStepRequired(answer.mfa_token);
    }
    if (!response.ok) throw loginFailure(answer);
    return answer;
  }

  /** The answer of a session call for the way of signing in chosen on the login page. */
  async function signIn(params: LoginParams) {
    if ('mfa_token' in params) return sessionCall(twoFactor.signInCode, { mfa_token: params.mfa_token, code: params.code });
    if ('passkey' in params) {
      const ceremony = (await sessionCall(twoFactor.passkeyOptions, undefined)) as { challenge_id: string; options: never };
      const { startAuthentication } = await import('@simplewebauthn/browser');
      const credential = await startAuthentication({ optionsJSON: ceremony.options });
      return sessionCall(twoFactor.passkeySignIn, { challenge_id: ceremony.challenge_id, credential });
    }
    return sessionCall(accounts.token, { email: params.email, password: params.password });
  }

  const provider: AuthProvider = {
    // The password, or its second step (a code), or a passkey. An account with two-factor sign-in is answered
    // SecondStepRequired after its password: the login page then asks for the code.
    async login(params: LoginParams) {
      const body = await signIn(params);
      if (typeof body?.access !== 'string') throw loginFailure(body);
      storeAccess(body.access);
      profileCache = null;
      const profile = await loadProfile()!;
      if (!profile.user.is_superuser) {
        goTo(customerProfileUrl());
        // The page is being replaced: nothing more should render here.
        return new Promise<never>(() => {});
      }
      return undefined;
    },

    async logout() {
      // A customer who wandered into the console keeps the site's session: send them back, signed in.
      if (await isCustomerSession()) return customerProfileUrl();
      profileCache = null;
      endSession();
      // The API ends the session the cookie holds (its whole family) and clears the cookie; signing out here does not
      // depend on it succeeding.
      await endServerSession(apiRoot).catch(() => undefined);
      return undefined;
    },

    async checkAuth() {
      const profile = loadProfile();
      if (!profile) throw { message: false };
      let loaded: Profile;
      try {
        loaded = await profile;
      } catch (error) {
        if ((error as HttpError).status === 401) endSession();
        throw { message: false };
      }
      if (!loaded.user.is_superuser) throw { redirectTo: customerProfileUrl(), message: false };
    },

    async checkError(error: { status?: number }) {
      if (error?.status === 401) {
        profileCache = null;
        throw { message: false };
      }
      // Signed in, but not (or no longer) a superuser.
      if (error?.status === 403 && (await isCustomerSession())) {
        throw { redirectTo: customerProfileUrl(), logoutUser: false, message: false };
      }
    },

    // The staff role from the profile: react-admin hides menus, pages and buttons the role may not use.
    async getPermissions() {
      return (await loadProfile())?.user.role ?? null;
    },

    // Not among the calls addRefreshAuthToAuthProvider wraps, and asked as soon as a page renders a button: without
    // its own refresh, a page just loaded (no access token in memory yet) would hide what the role may do.
    async canAccess(params: { resource: string; action: string }) {
      await refreshAuth().catch(() => undefined);
      const profile = await loadProfile()?.catch(() => null);
      if (!profile) return false;
      // A customer who wandered in goes to their profile, as checkAuth sends them, not to an "access denied" page.
      if (!profile.user.is_superuser) {
        goTo(customerProfileUrl());
        return new Promise<never>(() => {});
      }
      return roleMay(profile.user.role, params);
    },

    async getIdentity(): Promise<UserIdentity> {
      const profile = loadProfile();
      if (!profile) throw new Error('Not signed in');
      const p = await profile;
      return { id: p.user.id, fullName: p.full_name || p.user.username || p.user.email, avatar: p.image ?? undefined };
    },
  };

  return addRefreshAuthToAuthProvider(provider, refreshAuth);
}

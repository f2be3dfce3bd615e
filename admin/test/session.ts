// What the provider tests share: the real API on a port, a page on the API's own origin (so that the
// session cookies and fetch behave as in the browser), and tokens that have run out.
import { SignJWT } from 'jose';
import Cookies from 'js-cookie';
import { randomUUID } from 'node:crypto';
import { API_PREFIX } from '@fitout/shared/contract';
import { endSession, sessionHeaders, storeAccess } from '@fitout/shared/session';
import { image, startTestApp, type TestApp } from '../../api/test/helpers.ts';
import { cookiesFor, setPageUrl } from './browserGlobals.ts';

export async function startApiForBrowser(): Promise<TestApp> {
  const t = await startTestApp();
  // The page lives on the API's origin, as the console does when the API serves it.
  setPageUrl(`${t.url}/admin/`);
  await signOutBrowser(t);
  return t;
}

/** Signs the page in as the console's login does: the API's cookie in the jar, the access token in memory. */
export async function signInBrowser(t: TestApp, email: string, password: string): Promise<void> {
  const response = await fetch(`${t.url}${API_PREFIX}/user/token/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...sessionHeaders() },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { access?: string };
  if (!response.ok || !body.access) throw new Error(`sign-in failed: ${response.status} ${JSON.stringify(body)}`);
  storeAccess(body.access);
}

/** Signs the page out as the console's logout does (the API clears its cookie), whatever it held. */
export async function signOutBrowser(t: TestApp): Promise<void> {
  endSession();
  await fetch(`${t.url}${API_PREFIX}/user/logout/`, { method: 'POST', headers: sessionHeaders() });
}

/** What a new page of a signed-in browser starts with: no access token in memory, the cookies only. */
export function newPage() {
  const signedIn = document.cookie.includes('signed_in=1');
  endSession();
  if (signedIn) Cookies.set('signed_in', '1');
}

/** The API's session cookie as the browser holds it (the page's scripts cannot read it). */
export const sessionCookie = (t: TestApp) =>
  cookiesFor(`${t.url}${API_PREFIX}/user/token/refresh/`).find((cookie) => cookie.key === 'fitout_refresh');

/** An access token for the user that expired a minute ago, signed with the API's key. */
export function expiredAccessToken(t: TestApp, user: { id: number; username?: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', user_id: user.id, username: user.username ?? 'someone', gen: 0 })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

/** A small real PNG, as a browser File (what ImageInput hands over as rawFile). */
export async function pngFile(name = 'photo.png', width = 40): Promise<File> {
  return new File([new Uint8Array(await image('png', width, 30))], name, { type: 'image/png' });
}

export const chosen = (file: File) => ({ rawFile: file, src: 'blob:preview', title: file.name });

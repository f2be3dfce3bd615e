// What the provider tests share: the real API on a port, a page on the API's own origin (so that the
// session cookies and fetch behave as in the browser), and tokens that have run out.
import { SignJWT } from 'jose';
import { randomUUID } from 'node:crypto';
import { clearTokens } from '@fitout/shared/session';
import { image, startTestApp, type TestApp } from '../../api/test/helpers.ts';
import { setPageUrl } from './browserGlobals.ts';

export async function startApiForBrowser(): Promise<TestApp> {
  const t = await startTestApp();
  // The page lives on the API's origin, as the console does when the API serves it.
  setPageUrl(`${t.url}/admin/`);
  clearTokens();
  return t;
}

/** An access token for the user that expired a minute ago, signed with the API's key. */
export function expiredAccessToken(t: TestApp, user: { id: number; username?: string }) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ token_type: 'access', user_id: user.id, username: user.username ?? 'someone' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .setJti(randomUUID())
    .sign(new TextEncoder().encode(t.config.jwtSecret));
}

/** Signs in through the API, as the login page would. */
export async function tokensFor(t: TestApp, email: string, password: string): Promise<{ access: string; refresh: string }> {
  const reply = await t.api.post('user/token/', { email, password });
  if (reply.status !== 200) throw new Error(`sign-in failed: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

/** A small real PNG, as a browser File (what ImageInput hands over as rawFile). */
export async function pngFile(name = 'photo.png', width = 40): Promise<File> {
  return new File([new Uint8Array(await image('png', width, 30))], name, { type: 'image/png' });
}

export const chosen = (file: File) => ({ rawFile: file, src: 'blob:preview', title: file.name });

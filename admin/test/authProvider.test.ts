import { API_PREFIX } from '@fitout/shared/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';
import { messages } from '@fitout/shared';
import { clearTokens, decodeToken, readTokens, storeTokens } from '@fitout/shared/session';
import { createUser, type TestApp, type TestUser } from '../../api/test/helpers.ts';
import { createAuthProvider } from '../src/authProvider/authProvider.ts';
import { createRefreshAuth } from '../src/authProvider/refreshAuth.ts';
import { expiredAccessToken, startApiForBrowser, tokensFor } from './session.ts';

let t: TestApp;
let admin: TestUser;
let customer: TestUser;
let goTo: ReturnType<typeof vi.fn<(url: string) => void>>;
let auth: AuthProvider;
const profileUrl = 'https://site.example/user/profile';

const rejection = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error) => error,
  );

beforeAll(async () => {
  t = await startApiForBrowser();
  admin = await createUser(t.app, { superuser: true });
  customer = await createUser(t.app);
});
afterAll(() => t?.close());
beforeEach(() => {
  clearTokens();
  goTo = vi.fn<(url: string) => void>();
  const apiUrl = `${t.url}${API_PREFIX}`;
  auth = createAuthProvider({ apiUrl, refreshAuth: createRefreshAuth(t.url), customerProfileUrl: () => profileUrl, goTo });
});

describe('signing in', () => {
  it('lets a superuser in and keeps the session in the shared cookies', async () => {
    await expect(auth.login({ email: admin.email, password: admin.password })).resolves.toBeUndefined();
    const { access, refresh } = readTokens();
    expect(decodeToken(access)?.user_id).toBe(admin.id);
    expect(refresh).toBeTruthy();
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await expect(auth.getIdentity!()).resolves.toMatchObject({ id: admin.id, fullName: 'Test Person' });
    expect(goTo).not.toHaveBeenCalled();
  });

  it("sends a customer to the site's customer profile, still signed in", async () => {
    const pending = auth.login({ email: customer.email, password: customer.password });
    await vi.waitFor(() => expect(goTo).toHaveBeenCalledWith(profileUrl));
    void pending; // never settles: the page is being replaced
    expect(decodeToken(readTokens().access)?.user_id).toBe(customer.id);
  });

  it("shows the server's reason for a refused sign-in", async () => {
    const error = await rejection(auth.login({ email: admin.email, password: 'wrong password entirely' }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe('No active account found with the given credentials');
    expect(readTokens().access).toBeUndefined();
  });

  it("says 'Invalid Data' when no server answers", async () => {
    const failing = createAuthProvider({
      apiUrl: 'http://127.0.0.1:9/api/v1',
      refreshAuth: async () => {},
      customerProfileUrl: () => profileUrl,
      goTo,
    });
    const error = await rejection(failing.login({ email: admin.email, password: admin.password }));
    expect((error as Error).message).toBe(messages.invalidData);
  });
});

describe('the console guard', () => {
  it('sends a signed-out visitor to the login page, quietly', async () => {
    const error = await rejection(auth.checkAuth({}));
    expect(error).toEqual({ message: false });
  });

  it('sends a signed-in customer who opens the console to the customer profile, without signing them out', async () => {
    storeTokens(await tokensFor(t, customer.email, customer.password));
    const error = await rejection(auth.checkAuth({}));
    expect(error).toMatchObject({ redirectTo: profileUrl });
    // react-admin then calls logout with that address: the customer keeps the site's session.
    await expect(auth.logout({})).resolves.toBe(profileUrl);
    expect(decodeToken(readTokens().access)?.user_id).toBe(customer.id);
  });

  it('refreshes an expired access token before checking, and stores the new pair', async () => {
    const { refresh } = await tokensFor(t, admin.email, admin.password);
    const expired = await expiredAccessToken(t, admin);
    storeTokens({ access: expired, refresh });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    const now = readTokens();
    expect(now.access).not.toBe(expired);
    expect(now.refresh).not.toBe(refresh);
    expect(decodeToken(now.access)!.exp * 1000).toBeGreaterThan(Date.now());
  });

  it('signs out when the refresh token is refused', async () => {
    storeTokens({ access: await expiredAccessToken(t, admin), refresh: 'forged' });
    const error = await rejection(auth.checkAuth({}));
    expect(error).toMatchObject({ status: 401 });
    expect(readTokens().access).toBeUndefined();
  });

  it('turns a 401 from the API into a sign-out and leaves other errors to the page', async () => {
    await expect(rejection(auth.checkError({ status: 401 }))).resolves.toMatchObject({ message: false });
    await expect(auth.checkError({ status: 400 })).resolves.toBeUndefined();
    await expect(auth.checkError({ status: 500 })).resolves.toBeUndefined();
  });
});

describe('signing out', () => {
  it('clears the cookies and revokes the refresh token on the server', async () => {
    await auth.login({ email: admin.email, password: admin.password });
    const { refresh } = readTokens();
    await expect(auth.logout({})).resolves.toBeUndefined();
    expect(readTokens()).toEqual({ access: undefined, refresh: undefined });
    const reuse = await t.api.post('user/token/refresh/', { refresh });
    expect(reuse.status).toBe(401);
  });
});

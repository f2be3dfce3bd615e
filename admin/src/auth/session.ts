import { apiRoot, apiUrl, customerProfileUrl } from '../config.ts';
import { createAuthProvider } from '../authProvider/authProvider.ts';
import { createRefreshAuth } from '../authProvider/refreshAuth.ts';

/**
 * The console's one auth provider, shared by its login page (which loads first, without react-admin's screens)
 * and the console itself: a profile read at sign-in is not read again when the dashboard opens.
 */
export const refreshAuth = createRefreshAuth(apiRoot);
export const authProvider = createAuthProvider({ apiUrl, refreshAuth, customerProfileUrl });

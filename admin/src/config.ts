import { pathTo } from '@fitout/shared';

// Where the console, the API and the public site live. All default to this page's own origin, as `npm start` serves
// them; a build for separate hosts sets ADMIN_BASE, ADMIN_API_ROOT and ADMIN_SITE_URL.
const env = import.meta.env as Record<string, string | undefined>;

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The router's basename: the build's base without its trailing slash ("/admin", or "" at a host's root). */
export const basename = trimSlash(import.meta.env.BASE_URL ?? '/admin/');

/** The API root ("" for the same origin); calls go to `${apiRoot}/api/v1/…`. */
export const apiRoot = trimSlash(env.ADMIN_API_ROOT ?? '');
export const apiUrl = `${apiRoot}/api/v1`;

/** The public site's root; the customer profile and the public package pages are there. */
export const siteUrl = () => trimSlash(env.ADMIN_SITE_URL || window.location.origin);

/** SPEC.md section 2: a signed-in customer who opens the console goes to their own profile on the site. */
export const customerProfileUrl = () => `${siteUrl()}${pathTo('profile')}`;

/** The public, read-only page of a package (SPEC.md section 2). */
export const publicPackageUrl = (slug: string) => `${siteUrl()}${pathTo('package', { slug })}`;

import { pathTo } from '@fitout/shared';
import { API_PREFIX } from '@fitout/shared/contract';

// Where the console, the API and the public site live. All default to this page's own origin, as `npm start` serves
// them; a build for separate hosts sets PUBLIC_ADMIN_BASE, PUBLIC_API_ROOT and PUBLIC_SITE_URL. Each is read by
// name: Vite writes the whole `import.meta.env` object into the bundle wherever the object itself is used.

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** The router's basename: the build's base without its trailing slash ("/admin", or "" at a host's root). */
export const basename = trimSlash(import.meta.env.BASE_URL ?? '/admin/');

/** The API root ("" for the same origin); calls go to `${apiRoot}${API_PREFIX}/…`. */
export const apiRoot = trimSlash(import.meta.env.PUBLIC_API_ROOT ?? '');
export const apiUrl = `${apiRoot}${API_PREFIX}`;

/** The public site's root; the customer profile and the public package pages are there. */
export const siteUrl = () => trimSlash(import.meta.env.PUBLIC_SITE_URL || window.location.origin);

/** SPEC.md section 2: a signed-in customer who opens the console goes to their own profile on the site. */
export const customerProfileUrl = () => `${siteUrl()}${pathTo('profile')}`;

/** The public, read-only page of a package (SPEC.md section 2). */
export const publicPackageUrl = (slug: string) => `${siteUrl()}${pathTo('package', { slug })}`;

// The public routes of SPEC.md section 2 and their alias paths: one table for the site (which emits
// redirect pages), the server (which answers 301) and the console.

/** The customer-area prefix, written {user} in SPEC.md. */
export const USER_PREFIX = '/user';
/** Arabic pages: the same paths under this prefix (/ar/about, /ar/user/orderslist). */
export const ARABIC_PREFIX = '/ar';
/** Where the admin/company console lives, written {admin} in SPEC.md. */
export const ADMIN_PREFIX = '/admin';

/** A main path and the paths that lead to it. `:name` stands for one path segment, e.g. a slug. */
export type RouteEntry = { readonly path: string; readonly aliases: readonly string[] };

export const routeTable = {
  home: { path: '/', aliases: ['/home', '/homeverse', '/verse', '/index', '/homepage'] },
  about: { path: '/about', aliases: ['/aboutus', '/about-us'] },
  services: { path: '/servicepage', aliases: ['/services', '/service', '/servicespage', '/service-page', '/services-page'] },
  serviceDetails: { path: '/servicedetails', aliases: ['/service-details'] },
  works: { path: '/ourworkspage', aliases: ['/ourworks', '/our-works', '/ourwork', '/works', '/our-works-page'] },
  work: { path: '/detailsourwork/:slug', aliases: ['/ourworkdetails/:slug', '/detailswork/:slug', '/workdetails/:slug'] },
  category: { path: '/detailscategory/:id', aliases: ['/categorydetails/:id', '/detailsservice/:id', '/category/:id'] },
  package: { path: '/detailspackage/:slug', aliases: ['/projectdetails/:slug', '/detailsproject/:slug'] },
  calculator: { path: '/writeDetails', aliases: ['/write-details', '/calculator'] },
  contact: { path: '/contact', aliases: ['/contactus', '/contact-us'] },

  login: { path: '/login', aliases: ['/signin', '/sign-in'] },
  signup: { path: '/signup', aliases: ['/register', '/sign-up'] },
  logout: { path: '/logout', aliases: ['/signout', '/sign-out'] },
  resetPassword: { path: '/resetpassword', aliases: ['/reset-password', '/forgotpassword'] },
  changePassword: { path: '/changepassword', aliases: ['/change-password'] },
  confirmEmail: { path: '/confirmemail', aliases: ['/confirm-email'] },
  // The page a mail's "Stop these mails" link opens (issue 25): what the link turns off, and a button to do it.
  mailPreferences: { path: '/mail-preferences', aliases: [] },

  // Customer area: every path under USER_PREFIX is served the customer-area page, whose router shows these.
  profile: { path: '/user/profile', aliases: ['/user', '/profile', '/userprofile', '/user/userprofile', '/user/myprofile'] },
  updateProfile: { path: '/user/updateprofile/:id', aliases: ['/user/update-profile/:id', '/user/editprofile/:id'] },
  createOrder: {
    path: '/user/createregisterorder',
    aliases: ['/user/createorder', '/user/registerorder', '/user/create-order', '/user/bookpackage', '/createregisterorder'],
  },
  listOrders: { path: '/user/listorders', aliases: ['/user/orders', '/user/orderslist', '/user/listorder'] },
  orderDetails: { path: '/user/detailsorder/:slug', aliases: ['/user/orderdetails/:slug', '/user/order/:slug'] },
  // An order's quote to answer (issue 24), and the same as a page to print.
  orderQuote: { path: '/user/detailsorder/:slug/quote', aliases: [] },
  orderQuotePrint: { path: '/user/detailsorder/:slug/quote/print', aliases: [] },
  // An order's change order to answer (issue 38), and the same as a page to print.
  orderChange: { path: '/user/detailsorder/:slug/changes/:id', aliases: [] },
  orderChangePrint: { path: '/user/detailsorder/:slug/changes/:id/print', aliases: [] },
  // An order's selection to choose (issue 38).
  orderSelection: { path: '/user/detailsorder/:slug/selections/:id', aliases: [] },

  // Admin login: the console at ADMIN_PREFIX has its own sign-in and sends a signed-in admin to the dashboard.
  adminLogin: {
    path: `${ADMIN_PREFIX}/`,
    aliases: ['/loginadmin', '/adminlogin', '/admin/login', '/login-admin', '/admin-login'],
  },
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof routeTable;

/** A main path with its `:name` segments filled in (values are URL-encoded). */
export function pathTo(name: RouteName, params: Record<string, string | number> = {}): string {
  return fill(routeTable[name].path, params);
}

function fill(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z_]\w*)/g, (_, key: string) => {
    if (params[key] === undefined) throw new Error(`Missing route parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(params[key]));
  });
}

/** Without its trailing slash (the root stays "/"): "/about/" and "/about" are one page. */
export function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function match(pattern: string, pathname: string): Record<string, string> | null {
  const want = normalizePath(pattern).split('/');
  const got = normalizePath(pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) {
      if (!got[i]) return null;
      params[want[i].slice(1)] = decodeURIComponent(got[i]);
    } else if (want[i] !== got[i]) return null;
  }
  return params;
}

/**
 * The main path an alias path leads to, or null when the path is no alias (a main path included).
 * Matching is exact apart from a trailing slash; the query string is the caller's to keep.
 */
export function resolveAlias(pathname: string): string | null {
  let decodedPath: string;
  try {
    decodedPath = decodeURI(pathname);
  } catch {
    return null;
  }
  for (const entry of Object.values(routeTable) as RouteEntry[]) {
    if (match(entry.path, decodedPath)) return null;
  }
  for (const entry of Object.values(routeTable) as RouteEntry[]) {
    for (const alias of entry.aliases) {
      const params = match(alias, decodedPath);
      if (!params) continue;
      const target = fill(entry.path, params);
      return normalizePath(target) === normalizePath(pathname) ? null : target;
    }
  }
  return null;
}

/** Every alias with its main path, e.g. for redirect rules of a static host. */
export function aliasList(): { from: string; to: string; name: RouteName }[] {
  return (Object.entries(routeTable) as [RouteName, RouteEntry][]).flatMap(([name, entry]) =>
    entry.aliases.map((from) => ({ from, to: entry.path, name })),
  );
}

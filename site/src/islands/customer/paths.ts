// The customer area's screens as router paths under the base USER_PREFIX, from the shared route table.
import { pathTo, routeTable, USER_PREFIX, type RouteName } from '@fitout/shared';
import { localePath, type Lang } from '../../i18n/ui.ts';

const inArea = (path: string) => path.slice(USER_PREFIX.length) || '/';

export const areaRoutes = {
  profile: inArea(routeTable.profile.path),
  updateProfile: inArea(routeTable.updateProfile.path),
  createOrder: inArea(routeTable.createOrder.path),
  listOrders: inArea(routeTable.listOrders.path),
  orderDetails: inArea(routeTable.orderDetails.path),
  orderQuote: inArea(routeTable.orderQuote.path),
  orderQuotePrint: inArea(routeTable.orderQuotePrint.path),
  orderChange: inArea(routeTable.orderChange.path),
  orderChangePrint: inArea(routeTable.orderChangePrint.path),
  orderSelection: inArea(routeTable.orderSelection.path),
} as const;

/** A link inside the router (relative to the basename). */
export const areaLink = (name: Extract<RouteName, keyof typeof areaRoutes>, params: Record<string, string | number> = {}) =>
  inArea(pathTo(name, params));

/** An absolute path becomes a router path when it lies in the area, else null. */
export function toAreaPath(path: string): string | null {
  return path === USER_PREFIX || path.startsWith(`${USER_PREFIX}/`) ? inArea(path) : null;
}

/** The router's basename: /user in English, /ar/user in Arabic (the server serves both with the area's page). */
export const areaBasename = (lang: Lang) => localePath(lang, USER_PREFIX);

/** A page of the site (outside the router) in the area's language: /login, or /ar/login in Arabic. */
export const sitePath = (lang: Lang, path: string) => localePath(lang, path);

/** The language of an address: Arabic under /ar/. */
export const langOfPath = (pathname: string): Lang => (/^\/ar(?:\/|$)/.test(pathname) ? 'ar' : 'en');

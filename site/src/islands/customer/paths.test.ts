import { describe, expect, it } from 'vitest';
import { resolveAlias } from '@fitout/shared';
import { areaBasename, areaLink, areaRoutes, langOfPath, sitePath, toAreaPath } from './paths.ts';

describe('customer-area routes', () => {
  it('are the main paths of the route table without the /user prefix', () => {
    expect(areaRoutes).toEqual({
      profile: '/profile',
      updateProfile: '/updateprofile/:id',
      createOrder: '/createregisterorder',
      listOrders: '/listorders',
      orderDetails: '/detailsorder/:slug',
      orderQuote: '/detailsorder/:slug/quote',
      orderQuotePrint: '/detailsorder/:slug/quote/print',
      orderChange: '/detailsorder/:slug/changes/:id',
      orderChangePrint: '/detailsorder/:slug/changes/:id/print',
      orderSelection: '/detailsorder/:slug/selections/:id',
    });
    expect(areaLink('orderDetails', { slug: 'a b' })).toBe('/detailsorder/a%20b');
  });

  it('lead the spec aliases inside the area to their screen, and leave other paths to the site', () => {
    expect(toAreaPath(resolveAlias('/user/orders')!)).toBe('/listorders');
    expect(toAreaPath(resolveAlias('/user/bookpackage')!)).toBe('/createregisterorder');
    expect(toAreaPath(resolveAlias('/user/order/abc')!)).toBe('/detailsorder/abc');
    expect(toAreaPath('/login')).toBeNull();
  });
});

describe('customer-area paths in Arabic', () => {
  it('runs the router under /ar/user in Arabic and /user in English', () => {
    expect(areaBasename('en')).toBe('/user');
    expect(areaBasename('ar')).toBe('/ar/user');
  });

  it('keeps links out of the area in the area language', () => {
    expect(sitePath('ar', '/login')).toBe('/ar/login');
    expect(sitePath('ar', '/')).toBe('/ar/');
    expect(sitePath('en', '/login')).toBe('/login');
    expect(sitePath('ar', resolveAlias('/user/login') ?? '/login')).toBe('/ar/login');
  });

  it('reads the language of an address', () => {
    expect(langOfPath('/ar/user/listorders')).toBe('ar');
    expect(langOfPath('/ar')).toBe('ar');
    expect(langOfPath('/user/profile')).toBe('en');
    expect(langOfPath('/army')).toBe('en');
  });
});

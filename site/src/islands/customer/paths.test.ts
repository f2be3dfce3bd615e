import { describe, expect, it } from 'vitest';
import { resolveAlias } from '@fitout/shared';
import { areaLink, areaRoutes, toAreaPath } from './paths.ts';

describe('customer-area routes', () => {
  it('are the main paths of the route table without the /user prefix', () => {
    expect(areaRoutes).toEqual({
      profile: '/profile',
      updateProfile: '/updateprofile/:id',
      createOrder: '/createregisterorder',
      listOrders: '/listorders',
      orderDetails: '/detailsorder/:slug',
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

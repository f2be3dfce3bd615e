import { describe, expect, it } from 'vitest';
import { aliasList, pathTo, resolveAlias, routeTable } from './routes.ts';

describe('the route table', () => {
  it('sends the aliases SPEC.md names to their main paths', () => {
    expect(resolveAlias('/home')).toBe('/');
    expect(resolveAlias('/homeverse')).toBe('/');
    expect(resolveAlias('/verse')).toBe('/');
    expect(resolveAlias('/aboutus')).toBe('/about');
    expect(resolveAlias('/about-us')).toBe('/about');
    expect(resolveAlias('/contactus')).toBe('/contact');
    expect(resolveAlias('/contact-us')).toBe('/contact');
    expect(resolveAlias('/register')).toBe('/signup');
    expect(resolveAlias('/loginadmin')).toBe('/admin/');
    expect(resolveAlias('/adminlogin')).toBe('/admin/');
    expect(resolveAlias('/admin/login')).toBe('/admin/');
  });

  it('carries path parameters over to the main path', () => {
    expect(resolveAlias('/projectdetails/kitchen-upgrade')).toBe('/detailspackage/kitchen-upgrade');
    expect(resolveAlias('/detailsproject/kitchen-upgrade/')).toBe('/detailspackage/kitchen-upgrade');
    expect(resolveAlias('/categorydetails/7')).toBe('/detailscategory/7');
    expect(resolveAlias('/user/orderdetails/a1b2')).toBe('/user/detailsorder/a1b2');
    expect(resolveAlias('/projectdetails/caf%C3%A9')).toBe('/detailspackage/caf%C3%A9');
  });

  it('leaves main paths and unknown paths alone, with or without a trailing slash', () => {
    expect(resolveAlias('/')).toBeNull();
    expect(resolveAlias('/about')).toBeNull();
    expect(resolveAlias('/about/')).toBeNull();
    expect(resolveAlias('/detailspackage/kitchen-upgrade')).toBeNull();
    expect(resolveAlias('/admin/')).toBeNull();
    expect(resolveAlias('/no-such-page')).toBeNull();
    expect(resolveAlias('/projectdetails')).toBeNull();
    expect(resolveAlias('/projectdetails/a/b')).toBeNull();
  });

  it('treats the console with or without its trailing slash as the main path', () => {
    expect(resolveAlias('/admin/')).toBeNull();
    expect(resolveAlias('/admin')).toBeNull();
  });

  it('never lists a path twice or an alias that is itself a main path', () => {
    const mains = Object.values(routeTable).map((entry) => entry.path);
    const aliases = aliasList().map((alias) => alias.from);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const alias of aliases) expect(mains).not.toContain(alias);
    // Case-only differences would collide as folders on case-insensitive file systems.
    const folded = [...mains, ...aliases].map((path) => path.toLowerCase().replace(/\/$/, '') || '/');
    expect(new Set(folded).size).toBe(folded.length);
  });

  it('builds main paths from parameters', () => {
    expect(pathTo('package', { slug: 'a b' })).toBe('/detailspackage/a%20b');
    expect(pathTo('category', { id: 3 })).toBe('/detailscategory/3');
    expect(() => pathTo('work')).toThrow(/slug/);
  });
});

import { describe, expect, it } from 'vitest';
import { aliases, slugAliases } from '../src/aliases/aliases.ts';

const consoleRoutes = [
  /^\/$/,
  /^\/login$/,
  /^\/(categories|packages|works)(\/create|\/:id|\/:id\/show)?$/,
  /^\/(orders|contact-messages)(\/:id\/show)?$/,
];

describe("the spec's admin addresses", () => {
  it('each lead to a route the console has', () => {
    for (const { from, to } of aliases)
      expect(
        consoleRoutes.some((route) => route.test(to)),
        `${from} → ${to}`,
      ).toBe(true);
  });

  it('include the ones SPEC.md section 2 names', () => {
    const from = new Set([...aliases.map((a) => a.from), ...slugAliases.map((a) => a.from)]);
    for (const path of [
      '/profile',
      '/listcategories',
      '/services',
      '/createcategory',
      '/createservice',
      '/updatecategory/:id',
      '/updateservice/:id',
      '/createproject',
      '/updateproject/:id',
      '/listproject',
      '/projectlist',
      '/detailsproject/:slug',
      '/createourwork',
      '/updateourwork/:slug',
      '/listourwork',
      '/listorders',
      '/detailsorder/:slug',
    ]) {
      expect(from.has(path), path).toBe(true);
    }
  });

  it('never list a path twice, nor shadow a console route', () => {
    const from = [...aliases.map((a) => a.from), ...slugAliases.map((a) => a.from)];
    expect(new Set(from).size).toBe(from.length);
    for (const path of from)
      expect(
        consoleRoutes.some((route) => route.test(path)),
        path,
      ).toBe(false);
  });

  it('carry an id over only where the target takes one', () => {
    for (const { from, to } of aliases) expect(from.includes(':id'), `${from} → ${to}`).toBe(to.includes(':id'));
  });
});

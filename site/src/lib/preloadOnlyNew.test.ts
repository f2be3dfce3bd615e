import { describe, expect, it } from 'vitest';
import { loadedWith, preloadOnlyNew } from './preloadOnlyNew.ts';

// The customer area's files as the build makes them: the area's script imports Preact and the islands' session, which
// imports the cookie helpers; a screen imports those and a words file of its own.
const bundle = {
  '_astro/CustomerApp.js': { imports: ['_astro/preact.js', '_astro/islands.js'] },
  '_astro/islands.js': { imports: ['_astro/cookies.js', '_astro/preact.js'] },
  '_astro/preact.js': { imports: [] },
  '_astro/cookies.js': {},
  '_astro/ProfilePage.js': { imports: ['_astro/preact.js', '_astro/islands.js', '_astro/words.js'] },
  '_astro/words.js': { imports: [] },
};

type ResolveDependencies = (file: string, dependencies: string[], context: { hostId: string; hostType: 'js' }) => string[];
/** The plugin's hooks as Vite calls them in the client build. */
type Hooks = {
  configEnvironment: (name: string) => { build: { modulePreload: { resolveDependencies: ResolveDependencies } } } | undefined;
  generateBundle: { handler: (options: object, output: object) => void };
};

/** The plugin's resolveDependencies for the client build, after its generateBundle has seen `output`. */
function resolveDependenciesAfter(output: object): ResolveDependencies {
  const plugin = preloadOnlyNew() as unknown as Hooks;
  expect(plugin.configEnvironment('ssr')).toBeUndefined();
  const { resolveDependencies } = plugin.configEnvironment('client')!.build.modulePreload;
  plugin.generateBundle.handler({}, output);
  return resolveDependencies;
}

describe('loadedWith', () => {
  it('is the file and every file it imports statically, however deep', () => {
    expect([...loadedWith('_astro/CustomerApp.js', bundle)].sort()).toEqual([
      '_astro/CustomerApp.js',
      '_astro/cookies.js',
      '_astro/islands.js',
      '_astro/preact.js',
    ]);
  });

  it('is the file alone when the bundle does not know it', () => {
    expect([...loadedWith('_astro/elsewhere.js', bundle)]).toEqual(['_astro/elsewhere.js']);
  });
});

describe('preloadOnlyNew', () => {
  it("preloads a screen's files but not those its importer has already loaded, nor the screen's own (import() asks for it)", () => {
    const resolve = resolveDependenciesAfter(bundle);
    const screenNeeds = ['_astro/ProfilePage.js', '_astro/preact.js', '_astro/islands.js', '_astro/cookies.js', '_astro/words.js'];
    expect(resolve('_astro/ProfilePage.js', screenNeeds, { hostId: '_astro/CustomerApp.js', hostType: 'js' })).toEqual(['_astro/words.js']);
  });

  // The same files with their groups and entries, as the build names them.
  const named = {
    ...bundle,
    '_astro/CustomerApp.js': { ...bundle['_astro/CustomerApp.js'], facadeModuleId: '/repo/site/src/islands/customer/CustomerApp.tsx' },
    '_astro/screens.js': { type: 'chunk', name: 'screens', imports: [] },
    '_astro/forms.js': { type: 'chunk', name: 'forms', imports: [] },
    '_astro/LoginForm.js': { imports: ['_astro/preact.js'], facadeModuleId: '/repo/site/src/islands/account/LoginForm.tsx' },
  };
  const needs = ['_astro/OrderDetailsPage.js', '_astro/screens.js', '_astro/forms.js', '_astro/words.js'];

  it("leaves out, from the area's script, the files of the groups the area's page names", () => {
    const resolve = resolveDependenciesAfter(named);
    expect(resolve('_astro/OrderDetailsPage.js', needs, { hostId: '_astro/CustomerApp.js', hostType: 'js' })).toEqual(['_astro/words.js']);
  });

  it('keeps them for any other importer, whose page does not name them', () => {
    const resolve = resolveDependenciesAfter(named);
    expect(resolve('_astro/OrderDetailsPage.js', needs, { hostId: '_astro/LoginForm.js', hostType: 'js' })).toEqual([
      '_astro/screens.js',
      '_astro/forms.js',
      '_astro/words.js',
    ]);
  });
});

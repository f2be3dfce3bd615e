import { describe, expect, it } from 'vitest';
import { areaPageFiles, sharedScreenFiles, withModulePreloads } from './screenPreloads.ts';

// A client bundle as the build makes it: chunks named by their code-splitting group or their entry, and assets.
const bundle = {
  '_astro/screens.Ab12.js': { type: 'chunk', name: 'screens', fileName: '_astro/screens.Ab12.js' },
  '_astro/forms.Cd34.js': { type: 'chunk', name: 'forms', fileName: '_astro/forms.Cd34.js' },
  '_astro/ProfilePage.Ef56.js': { type: 'chunk', name: 'ProfilePage', fileName: '_astro/ProfilePage.Ef56.js' },
  '_astro/area.Gh78.js': { type: 'chunk', name: 'area', fileName: '_astro/area.Gh78.js' },
  '_astro/screens.Ij90.css': { type: 'asset', name: 'screens', fileName: '_astro/screens.Ij90.css' },
};

describe('sharedScreenFiles', () => {
  it("is the scripts of the screens' and the forms' groups, not a screen's own, the frame's, nor a style sheet", () => {
    expect(sharedScreenFiles(bundle)).toEqual(['_astro/forms.Cd34.js', '_astro/screens.Ab12.js']);
  });

  it('is empty for a bundle without them', () => {
    expect(sharedScreenFiles({ 'x.js': { type: 'chunk', name: 'x', fileName: 'x.js' } })).toEqual([]);
  });
});

describe('withModulePreloads', () => {
  const page = '<!doctype html><html><head><title>My account</title></head><body><h1>Profile</h1></body></html>';

  it('links each file under the base at the end of the head, the body untouched', () => {
    const html = withModulePreloads(page, ['_astro/forms.Cd34.js', '_astro/screens.Ab12.js'], '/');
    expect(html).toBe(
      '<!doctype html><html><head><title>My account</title>' +
        '<link rel="modulepreload" href="/_astro/forms.Cd34.js"><link rel="modulepreload" href="/_astro/screens.Ab12.js">' +
        '</head><body><h1>Profile</h1></body></html>',
    );
  });

  it('writes the base with one slash whether or not it ends with one', () => {
    expect(withModulePreloads(page, ['_astro/x.js'], '/shop')).toContain('<link rel="modulepreload" href="/shop/_astro/x.js">');
    expect(withModulePreloads(page, ['_astro/x.js'], '/shop/')).toContain('<link rel="modulepreload" href="/shop/_astro/x.js">');
  });

  it('leaves a page without a head, or without files to link, as it was', () => {
    expect(withModulePreloads('<p>text</p>', ['_astro/x.js'], '/')).toBe('<p>text</p>');
    expect(withModulePreloads(page, [], '/')).toBe(page);
  });
});

describe('areaPageFiles', () => {
  it("are the customer area's page in English and in Arabic, as the directory format writes them", () => {
    expect(areaPageFiles).toEqual(['user/index.html', 'ar/user/index.html']);
  });
});

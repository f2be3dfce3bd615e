import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'astro/config';
import preact from '@astrojs/preact';
import sitemap from '@astrojs/sitemap';
import compressor from 'astro-compressor';
import { ADMIN_PREFIX, ARABIC_PREFIX, USER_PREFIX, aliasList, routeTable } from '@fitout/shared';
import { pageDirectives } from './src/lib/contentPolicy.ts';
import { headScript } from './src/lib/settings.ts';
import { earlySessionScript } from './src/lib/earlySession.ts';
import { toastStyleHash } from './src/islands/toasts/toastStyleHash.ts';
import { islandCalls } from './src/lib/islandCalls.ts';
import { preloadOnlyNew } from './src/lib/preloadOnlyNew.ts';
import { screenPreloads } from './src/lib/screenPreloads.ts';
import { paintedDirective } from './src/lib/paintedIntegration.ts';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';
const sha256 = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}` as const;

/** Astro's `[param]` for the table's `:param`. */
const astroPattern = (path: string) => path.replace(/:([A-Za-z_]\w*)/g, '[$1]');

// Alias pages for static hosts. Aliases under the customer area and the console are left to the server and
// to those apps' own routers: a page there would shadow the customer-area page or the console.
const inside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
const redirects = Object.fromEntries(
  aliasList()
    .filter(({ from, to }) => !inside(from, USER_PREFIX) && !inside(from, ADMIN_PREFIX) && !inside(to, USER_PREFIX))
    .map(({ from, to }) => [astroPattern(from), astroPattern(to)]),
);

// Pages kept out of search results (noindex: the account pages, the customer area, 404) stay out of the sitemap.
const { login, signup, resetPassword, changePassword, confirmEmail, logout } = routeTable;
const unlisted = [USER_PREFIX, '/404', ...[login, signup, resetPassword, changePassword, confirmEmail, logout].map((route) => route.path)];
const listed = (page: string) => {
  const path = new URL(page).pathname.replace(new RegExp(`^${ARABIC_PREFIX}(?=/)`), '').replace(/\/$/, '') || '/';
  return !unlisted.some((prefix) => inside(path, prefix));
};

const devApi = process.env.API_URL ?? 'http://127.0.0.1:8000';

/** The islands' libraries that import React, which Preact's compatibility layer stands in for (`compat` below). */
const reactLibraries = ['wouter', 'sonner'];

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  redirects,
  // English at the spec's paths, Arabic under /ar/ at the same paths.
  i18n: { locales: ['en', 'ar'], defaultLocale: 'en', routing: { prefixDefaultLocale: false } },
  // `npm run dev`: the islands call the API on the page's own origin, so the dev server passes /api and /media on.
  vite: {
    server: { proxy: { '/api': devApi, '/media': devApi } },
    // The islands are written against React's API and run on Preact's compatibility layer (docs/decisions.md): the
    // libraries they use that import React are bundled when pages are pre-rendered too, so that they get Preact there.
    environments: { prerender: { resolve: { noExternal: reactLibraries } }, ssr: { resolve: { noExternal: reactLibraries } } },
    resolve: { alias: { 'use-sync-external-store/shim/index.js': fileURLToPath(new URL('./src/lib/useSyncExternalStore.ts', import.meta.url)) } },
    // The calls the islands make, as method and path (islands/session/calls.ts).
    define: islandCalls(),
    plugins: [preloadOnlyNew()],
    build: {
      rolldownOptions: {
        output: {
          // Every island page needs Preact and the islands' session, toasts and words: one file each group instead of
          // a dozen small ones, which compress worse apart and cost a request each. The cookie helpers keep a file of
          // their own, taken first (a group takes the modules its own ones import): the header's script on every page
          // uses them, and a brochure page must not load the islands' file, nor Preact with it.
          codeSplitting: {
            groups: [
              // The API's prefix (contract/endpoint.ts, with the role names it imports) goes with them: the header's
              // script builds the session's addresses on it.
              {
                name: 'cookies',
                test: /[\\/](?:shared[\\/]src[\\/](?:accounts[\\/]cookies|contract[\\/]endpoint|staff[\\/]roles)\.ts$|node_modules[\\/]js-cookie[\\/])/,
                priority: 2,
              },
              { name: 'preact', test: /[\\/]node_modules[\\/](?:preact|@preact|@astrojs[\\/]preact)[\\/]/ },
              // The calculator's estimate words (i18n/estimate.ts) stay with its own script: its page loads no islands.
              // The loader of the refusals' registry (islands/refusals.ts) and the contact form's limits (common/limits.ts)
              // go here too, not with the area's files that also import them: a public form loads nothing of the area.
              {
                name: 'islands',
                test: /[\\/](?:site[\\/]src[\\/](?:islands[\\/](?:session[\\/]|toasts[\\/]|refusals\.ts$)|i18n[\\/](?!estimate\.ts$))|shared[\\/]src[\\/](?:common[\\/](?:messages|routes|limits)|client[\\/](?:session|fetch))\.ts$|node_modules[\\/]jwt-decode[\\/])/,
              },
              // The customer area's frame, which every one of its screens is drawn in, with the task helpers its own
              // script imports ('screens' below would take them: a group takes what its modules import). The refusals'
              // registry is in none of these files: the account pages and the area load it once the API refuses
              // something (islands/refusals.ts, in the islands' file).
              {
                name: 'area',
                test: /[\\/](?:site[\\/]src[\\/]islands[\\/]customer[\\/](?:AreaLayout|early|lang|ProfileContext|paths|access|refusal|tasks|usePageTitle|profile[\\/](?:profile|pagesLanguage)|mailWords|messages[\\/](?:unread|words))\.tsx?$|node_modules[\\/](?:wouter|regexparam|use-sync-external-store)[\\/])/,
              },
              // The forms' parts, which the account pages and the area's forms share, with the refusals' words they
              // import: taken before the screens' group, which would otherwise take those.
              {
                name: 'forms',
                test: /[\\/]site[\\/]src[\\/]islands[\\/](?:Field|SubmitButton|FilePicker|useForm|account[\\/](?:rules|AccountFields))\.tsx?$/,
              },
              // What the area's screens share (words, panels, figures, dialogs): one file, where the build made a dozen
              // of a kilobyte or two, each a request, a preload link and a module to run on the order page. Not the
              // screens themselves (a printable page imports its screen), nor the profile's words: its screen loads
              // nothing else.
              {
                name: 'screens',
                test: /[\\/]site[\\/]src[\\/]islands[\\/]customer[\\/](?!profile[\\/]|DefaultAvatar\.tsx$|(?:\w+[\\/])?\w+Page\.tsx$)/,
                minShareCount: 2,
              },
            ],
          },
        },
      },
    },
  },
  // No Markdown pages: Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [
    // React's API in 4 KB rather than 57 (react and react-dom resolve to preact/compat).
    preact({ compat: true }),
    // client:painted: the account forms hydrate once the page is drawn (lib/paintedDirective.ts).
    paintedDirective(),
    // The customer area's page fetches the scripts its screens share while it is read (lib/screenPreloads.ts).
    screenPreloads(),
    sitemap({
      i18n: { defaultLocale: 'en', locales: { en: 'en', ar: 'ar' } },
      filter: listed,
    }),
    // Scripts and styles sent compressed at the highest levels, done once here rather than at every request (the
    // server sends these files when the browser accepts them). Only the hashed assets: the pages are rendered again
    // in place by the publisher, and a compressed copy beside a page would fall behind it.
    compressor({
      gzip: true,
      brotli: true,
      zstd: false,
      hooks: { fileFilter: ({ filePath }) => /[/\\]_astro[/\\][^/\\]+\.(?:js|css)$/.test(filePath) },
    }),
  ],
  security: {
    csp: {
      directives: [...pageDirectives(process.env)],
      scriptDirective: { hashes: [sha256(headScript), sha256(earlySessionScript(process.env.PUBLIC_API_ROOT ?? ''))] },
      // The account islands' toasts (sonner) insert their CSS as a <style> block.
      styleDirective: { hashes: [toastStyleHash()] },
    },
  },
});

import { createHash } from 'node:crypto';
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { ADMIN_PREFIX, USER_PREFIX, aliasList } from '@fitout/shared';
import { headScript } from './src/lib/settings.ts';
import { toastStyleHash } from './src/islands/account/toastStyleHash.ts';

const siteUrl = process.env.SITE_URL ?? 'http://localhost:8000';
const origin = (url: string | undefined) => {
  try {
    return url ? new URL(url).origin : undefined;
  } catch {
    return undefined;
  }
};
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

// Where the browser may talk to: the API (islands), the contact form target, and images served by the API.
const apiOrigins = [origin(process.env.PUBLIC_API_ROOT), origin(process.env.API_URL), origin(process.env.PUBLIC_CONTACT_URL)].filter(
  (o): o is string => Boolean(o),
);
const sources = (...extra: string[]) => [...new Set(["'self'", ...extra, ...apiOrigins])].join(' ');

export default defineConfig({
  site: siteUrl,
  output: 'static',
  trailingSlash: 'ignore',
  build: { format: 'directory' },
  redirects,
  // No Markdown pages: Shiki's inline styles would need 'unsafe-inline' under the CSP.
  markdown: { syntaxHighlight: false },
  integrations: [
    react(),
    sitemap({
      filter: (page) => {
        const path = new URL(page).pathname;
        return !inside(path.replace(/\/$/, ''), USER_PREFIX) && !path.startsWith('/404');
      },
    }),
  ],
  security: {
    csp: {
      directives: [
        "default-src 'self'",
        `img-src ${sources('data:', 'https:')}`,
        `connect-src ${sources()}`,
        `form-action ${sources()}`,
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "frame-src 'none'",
        "manifest-src 'self'",
      ],
      scriptDirective: { hashes: [sha256(headScript)] },
      // The account islands' toasts (sonner) insert their CSS as a <style> block.
      styleDirective: { hashes: [toastStyleHash()] },
    },
  },
});

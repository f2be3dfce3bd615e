import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * The console is static files served to everyone, so only settings named PUBLIC_* reach it: no secret shares that
 * prefix (ADMIN_EMAIL and ADMIN_PASSWORD live in the same environment under `npm start`). PUBLIC_ADMIN_BASE
 * (default /admin/) is where the files are served, so the console can also live at its own host
 * (PUBLIC_ADMIN_BASE=/); PUBLIC_API_ROOT and PUBLIC_SITE_URL (default: the same origin) are read by name in
 * src/config.ts.
 */
const renamed = { ADMIN_BASE: 'PUBLIC_ADMIN_BASE', ADMIN_API_ROOT: 'PUBLIC_API_ROOT', ADMIN_SITE_URL: 'PUBLIC_SITE_URL' };
for (const [old, now] of Object.entries(renamed)) {
  // A build that silently ignored them would call the wrong API or live at the wrong path.
  if (process.env[old] !== undefined) throw new Error(`${old} is now called ${now}: rename it in the console build's settings.`);
}

const base = (process.env.PUBLIC_ADMIN_BASE ?? '/admin/').replace(/\/?$/, '/');

export default defineConfig({
  base,
  envPrefix: 'PUBLIC_',
  plugins: [
    react(),
    // Installable, and its shell opens without a network (issue 41: the site screens work offline on a phone). Workbox
    // (generateSW) precaches every file of the build, the lazy pages' chunks and the fonts included, and answers any
    // address under the base with index.html; the API and media are never cached (writes made offline wait in
    // IndexedDB, daily-logs/outbox.ts). The registration is a file of its own: the console's policy allows no inline
    // script.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: 'script',
      includeAssets: ['favicon-32.png', 'favicon-64.png', 'apple-touch-icon.png'],
      manifest: {
        name: 'Fit-out console',
        short_name: 'Fit-out',
        description: "The fit-out company's console: orders, and the site diary that works without a network.",
        start_url: base,
        scope: base,
        display: 'standalone',
        background_color: '#f4f6f7',
        theme_color: '#1d5565',
        icons: [
          { src: 'icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: 'icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: 'icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // The console's largest chunk (react-admin with MUI) is above Workbox's default of 2 MiB.
        maximumFileSizeToCacheInBytes: 6 * 1024 * 1024,
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/media\//],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // What the login page needs (main.tsx's static imports) in one file beside the entry, instead of a dozen
        // small chunks shared with the console's pages: one request instead of a dozen before the form shows.
        codeSplitting: { groups: [{ name: 'login', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    // `npm run dev -w admin` beside `npm run api`: the API on its default port answers /api and /media.
    proxy: {
      '/api': 'http://127.0.0.1:8000',
      '/media': 'http://127.0.0.1:8000',
    },
  },
});
